// The states a stored match passed through, rebuilt from its recorded actions (a record replays deterministically):
// the one loop that viewers, learners and dataset builders iterate instead of re-simulating each in their own.
import type { Game } from './game.js';
import type { MatchRecord } from './match-record.js';
import { type Divergence, replay } from './replay.js';

/** A record's states: the state before each step, then the final one (`states.length = steps + 1`). */
export type RecordStates =
  | { readonly ok: true; readonly states: readonly unknown[] }
  | { readonly ok: false; readonly divergence: Divergence };

/** Re-simulates `record` with `game` (checked first as `replay` checks it) and keeps every state. */
export function recordStates(game: Game, record: MatchRecord): RecordStates {
  const report = replay(game, record);
  if (!report.ok) return report;
  const states: unknown[] = [game.setup(record.params, record.seed, record.seats.length)];
  for (const step of record.steps)
    states.push(
      game.apply(
        states[states.length - 1],
        step.moves.map((move) => move.action),
      ),
    );
  return { ok: true, states };
}
