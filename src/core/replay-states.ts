// The one loop that re-simulates a stored match: verification, the viewer's replay, transcripts and learners all
// iterate it instead of each stepping a game through a record in its own loop.
import type { Game } from './game.js';
import type { MatchRecord, StepRecord } from './match-record.js';

/** A state a record passed through; `step` is the recorded step played from it (absent on the final state). */
export interface ReplayedState {
  /** The index of `step` in the record (`record.steps.length` for the final state). */
  readonly index: number;
  readonly state: unknown;
  readonly step?: StepRecord;
}

/**
 * The states of `record` re-simulated with `game` from its seed, lazily: the state before each step, then the final
 * one. Each step plays its recorded actions as recorded, fallback no-ops included; nothing is checked (`replay` checks),
 * and a game that throws throws from here.
 */
export function* replayStates(game: Game, record: MatchRecord): Generator<ReplayedState, void, undefined> {
  let state = game.setup(record.params, record.seed, record.seats.length);
  for (const [index, step] of record.steps.entries()) {
    yield { index, state, step };
    state = game.apply(
      state,
      step.moves.map((move) => move.action),
    );
  }
  yield { index: record.steps.length, state };
}
