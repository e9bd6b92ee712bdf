// Agent spec strings: `kind` or `kind?option=value&option=value`, e.g. `mcts?iterations=500`.
import { UsageError } from '../core/usage-error.js';

/** A parsed agent spec: the kind and its raw option strings. */
export interface AgentSpec {
  readonly kind: string;
  readonly options: Readonly<Record<string, string>>;
}

/** Parses an agent spec string; throws UsageError on an empty kind or a repeated option. */
export function parseAgentSpec(text: string): AgentSpec {
  const trimmed = text.trim();
  const index = trimmed.indexOf('?');
  const kind = (index < 0 ? trimmed : trimmed.slice(0, index)).trim();
  if (!kind)
    throw new UsageError(
      `malformed agent spec '${text}': write it as kind or kind?option=value, e.g. mcts?iterations=200`,
    );
  const options: Record<string, string> = {};
  if (index >= 0) {
    for (const [name, value] of new URLSearchParams(trimmed.slice(index + 1))) {
      if (name in options) throw new UsageError(`agent spec '${text}' gives option '${name}' twice`);
      options[name] = value;
    }
  }
  return { kind, options };
}
