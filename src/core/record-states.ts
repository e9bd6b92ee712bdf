// The states a stored match passed through, kept while `replay` checks it (one simulation): for the viewer and
// dataset builders that need random access to every state.
import type { Game } from './game.js';
import type { MatchRecord } from './match-record.js';
import { type Divergence, replay } from './replay.js';

/** A record's states: the state before each step, then the final one (`states.length = steps + 1`). */
export type RecordStates =
  | { readonly ok: true; readonly states: readonly unknown[] }
  | { readonly ok: false; readonly divergence: Divergence };

/** Re-simulates `record` with `game` once, checked as `replay` checks it, and keeps every state. */
export function recordStates(game: Game, record: MatchRecord): RecordStates {
  const states: unknown[] = [];
  const report = replay(game, record, (state) => states.push(state));
  if (!report.ok) return report;
  return { ok: true, states };
}
