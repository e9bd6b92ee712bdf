// Figure titles that fit their plot: a short title and a subtitle, each wrapped to the plot's width, so that a long
// title never widens the figure (and leaves a PNG half empty beside a narrow plot).
import type * as vl from 'vega-lite';

/** A figure's title as vega-lite takes it. */
export type Title = NonNullable<vl.TopLevelSpec['title']>;

const fontSize = 13;
const subtitleFontSize = 11;

/**
 * Vega's width estimate of a character without a canvas (0.8 em): what it lays figures out with when it renders
 * headless, so lines wrapped by it never reach the limit and are never cut short.
 */
const estimatedEm = 0.8;

/** `text` broken at spaces into lines of at most `width` pixels at `size` (a longer word keeps a line of its own). */
export function wrapText(text: string, width: number, size: number): string[] {
  const perLine = Math.max(1, Math.floor(width / (estimatedEm * size)));
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > perLine) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** A title and its subtitle wrapped to `width` pixels (the plot's), and cut with an ellipsis beyond it. */
export function plotTitle(text: string, subtitle: string, width: number): Title {
  return {
    text: wrapText(text, width, fontSize),
    subtitle: wrapText(subtitle, width, subtitleFontSize),
    anchor: 'start',
    limit: width,
    fontSize,
    subtitleFontSize,
  };
}

/** A figure's title as one line of text (for alt text and Markdown captions). */
export function titleText(title: Title | undefined): string {
  if (title === undefined) return '';
  if (typeof title === 'string' || Array.isArray(title)) return [title].flat().join(' ');
  return [title.text, title.subtitle]
    .flatMap((part) => (typeof part === 'string' || Array.isArray(part) ? [part].flat() : []))
    .join(' ');
}
