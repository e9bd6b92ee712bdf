// Agent spec strings: `kind` or `kind?option=value&option=value`, e.g. `mcts?iterations=500`.
import { UsageError } from './usage-error.js';

/** A parsed agent spec: the kind and its raw option strings. */
export interface AgentSpec {
  readonly kind: string;
  readonly options: Readonly<Record<string, string>>;
}

/**
 * Parses an agent spec string strictly: a non-empty kind, then optionally `?` and one or more `name=value` pairs
 * with non-empty names and values, each name once. Throws UsageError otherwise; `optionsOf` names a kind's valid
 * options for the message (undefined for an unknown kind).
 */
export function parseAgentSpec(
  text: string,
  optionsOf: (kind: string) => readonly string[] | undefined = () => undefined,
): AgentSpec {
  const trimmed = text.trim();
  const index = trimmed.indexOf('?');
  const kind = (index < 0 ? trimmed : trimmed.slice(0, index)).trim();
  if (!kind)
    throw new UsageError(
      `malformed agent spec '${text}': write it as kind or kind?option=value, e.g. mcts?iterations=200`,
    );
  const options: Record<string, string> = {};
  if (index < 0) return { kind, options };
  const valid = () => {
    const names = optionsOf(kind);
    if (!names) return '';
    return names.length ? `; valid options of ${kind}: ${names.join(', ')}` : `; ${kind} takes no options`;
  };
  for (const pair of trimmed.slice(index + 1).split('&')) {
    const [entry] = [...new URLSearchParams(pair)];
    const [name, value] = entry ?? ['', ''];
    if (!name.trim()) throw new UsageError(`agent spec '${text}' has an empty option${valid()}`);
    if (!pair.includes('=') || !value.trim())
      throw new UsageError(`agent spec '${text}' gives option '${name}' no value${valid()}`);
    if (name in options) throw new UsageError(`agent spec '${text}' gives option '${name}' twice`);
    options[name] = value;
  }
  return { kind, options };
}

/** A model's short name: `llm:openai/gpt-4o?…` → `openai/gpt-4o`; any other agent as written. */
export function modelName(spec: string): string {
  return spec.startsWith('llm:') ? (spec.slice('llm:'.length).split('?')[0] as string) : spec;
}

/** How a suite names `models`: short (`openai/gpt-4o`) unless two short names coincide (one model, other options). */
export function modelNamer(models: readonly string[]): (model: string) => string {
  const short = new Set(models.map(modelName)).size === new Set(models).size;
  return (model) => (short ? modelName(model) : model);
}

/** `spec` with its option `name` set to `value` (replacing the spec's own), e.g. an `llm:` spec with another harness. */
export function withAgentOption(spec: string, name: string, value: string): string {
  const { kind, options } = parseAgentSpec(spec);
  const rest = Object.entries({ ...options, [name]: value }).map(([option, given]) => `${option}=${given}`);
  return `${kind}?${rest.join('&')}`;
}
