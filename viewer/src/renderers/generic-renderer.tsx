// The renderer every game gets: the observation exactly as the model read it, as preformatted text.
import type { RendererProps } from './renderer-props.js';

/** The observation text in a <pre>. */
export function GenericRenderer({ text }: RendererProps) {
  return <pre className="observation-text">{text}</pre>;
}
