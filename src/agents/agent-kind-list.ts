// What `xparena agents` and the `--agent` help say: every registered kind with its options, read from the table.
import type { GameModule } from '../core/game-module.js';
import { agentKindTable } from './agent-kind-table.js';

/** One kind as listed: how to write it, what it is, its options, and the names it answers to per game. */
export interface AgentKindListing {
  readonly kind: string;
  readonly usage: string;
  readonly summary: string;
  readonly options: Readonly<Record<string, string>>;
  /** The names a spec of the kind may take, each with the games that have it (absent for a prefix kind). */
  readonly names?: Readonly<Record<string, readonly string[]>>;
}

/** Every registered kind, in the table's order, with the names it answers to in `modules`. */
export function agentKindListing(modules: readonly GameModule[]): AgentKindListing[] {
  return agentKindTable.map((entry) => {
    const names: Record<string, string[]> = {};
    for (const module of modules) {
      for (const name of entry.names(module)) names[name] = [...(names[name] ?? []), module.game.id];
    }
    const listing = { kind: entry.kind, ...entry.describe };
    return Object.keys(names).length ? { ...listing, names } : listing;
  });
}

/** The `--agent` help: `lead`, then the kinds as written in specs and where to read their options. */
export function agentSpecHelp(lead: string): string {
  const usages = agentKindTable.map((entry) => entry.describe.usage);
  return `${lead}; kinds: ${usages.join(', ')} (options: xparena agents)`;
}
