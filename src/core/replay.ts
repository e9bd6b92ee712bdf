// Re-simulates a MatchRecord through its game and reports the first place where it no longer agrees.
import type { Game } from './game.js';
import { jsonEqual } from './json.js';
import { type MatchRecord, stateHash } from './match-record.js';
import { replayStates } from './replay-states.js';

/** Where a record and its re-simulation first disagree; `step` is -1 for the match as a whole. */
export interface Divergence {
  readonly step: number;
  readonly message: string;
}

export type ReplayReport =
  | { readonly ok: true; readonly steps: number }
  | { readonly ok: false; readonly divergence: Divergence };

/**
 * Replays `record` with `game` (which must be the same id and version) without any agent; `onState` sees every state
 * the replay reaches, in order, so a caller that keeps them needs no second simulation.
 */
export function replay(game: Game, record: MatchRecord, onState?: (state: unknown) => void): ReplayReport {
  const diverged = (step: number, message: string): ReplayReport => ({ ok: false, divergence: { step, message } });
  if (record.game !== game.id) return diverged(-1, `record is of game '${record.game}', not '${game.id}'`);
  if (record.version !== game.version) {
    return diverged(
      -1,
      `record was played on ${game.id} version ${record.version}; this build has version ${game.version}`,
    );
  }
  let state: unknown;
  let before: readonly number[] | undefined;
  try {
    for (const replayed of replayStates(game, record)) {
      state = replayed.state;
      onState?.(state);
      // The rewards of the step just played: the score change from the state before it to this one.
      const previous = record.steps[replayed.index - 1];
      const prior = before;
      if (previous?.rewards && prior) {
        const after = game.score?.(state) ?? prior;
        const rewards = after.map((value, seat) => value - (prior[seat] ?? 0));
        if (!jsonEqual(rewards, previous.rewards)) {
          return diverged(
            replayed.index - 1,
            `rewards are [${rewards.join(', ')}], record has [${previous.rewards.join(', ')}]`,
          );
        }
      }
      const { index, step } = replayed;
      if (!step) break;
      const players = game.toAct(state);
      const recorded = step.moves.map((move) => move.player);
      if (!jsonEqual(players, recorded)) {
        return diverged(index, `seats to act are [${players.join(', ')}], record has [${recorded.join(', ')}]`);
      }
      for (const move of step.moves) {
        const legal = game.legalActions(state, move.player);
        const listed = legal.some((action) => jsonEqual(action, move.action));
        // The invalid-answer fallback may play the game's default action, which need not be listed (an S³Gym no-op).
        const fallback =
          move.fallback === true &&
          game.defaultAction !== undefined &&
          jsonEqual(game.defaultAction(state, move.player), move.action);
        if (!listed && !fallback && (!game.actionError || game.actionError(state, move.player, move.action) !== null)) {
          return diverged(index, `seat ${move.player}'s action '${move.text}' is not legal here`);
        }
      }
      before = game.score?.(state);
    }
  } catch (error) {
    return diverged(-1, `the game failed while replaying: ${error instanceof Error ? error.message : String(error)}`);
  }
  const last = record.steps.length;
  const over = game.toAct(state).length === 0;
  if (record.end.status === 'finished') {
    if (!over) return diverged(last, 'record says the match finished here, but the game goes on');
    const scores = game.outcome(state)?.scores;
    if (!jsonEqual(scores, record.end.scores)) {
      return diverged(last, `final scores are [${scores?.join(', ')}], record has [${record.end.scores?.join(', ')}]`);
    }
  } else if (over) {
    return diverged(last, `record says '${record.end.status}', but the game is over here`);
  }
  if (stateHash(state) !== record.end.stateHash) return diverged(last, 'final state differs from the recorded one');
  return { ok: true, steps: last };
}
