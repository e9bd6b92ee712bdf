// The steps of a stored episode as its learning seat saw them: a record holds actions, not observations, so the
// game is re-simulated from its seed to recover each observation (deterministic, no agent or model involved).
import type { MatchRecord } from '../core/match-record.js';
import { replayStates } from '../core/replay-states.js';
import { findGame } from '../games/registry.js';

/** One step of the learning seat in an episode: what it saw, what it did, its self-score and the verifier's reward. */
export interface EpisodeStep {
  readonly step: number;
  readonly observation: unknown;
  /** The observation in the game's text form. */
  readonly env: string;
  readonly action: unknown;
  /** The action in the game's text form. */
  readonly answer: string;
  readonly selfScore?: number;
  readonly reward?: number;
}

/** True when an episode ended in a way that counts (its steps may be learned from). */
export function isLearnable(record: MatchRecord): boolean {
  return record.end.status !== 'infra' && record.end.status !== 'error';
}

/** The seat that played with experience (the first with an experience hash; seat 0 when none has one). */
export function learningSeat(record: MatchRecord): number {
  return Math.max(
    0,
    record.seats.findIndex((seat) => seat.experience !== undefined),
  );
}

/** The steps of `seat` (by default the learning seat) in `record`, replayed through its game; never mutates it. */
export function episodeSteps(record: MatchRecord, seat = learningSeat(record)): EpisodeStep[] {
  const { game } = findGame(record.game);
  const steps: EpisodeStep[] = [];
  for (const { index, state, step } of replayStates(game, record)) {
    const move = step?.moves.find((candidate) => candidate.player === seat);
    if (move) {
      const observation = game.observe(state, seat);
      steps.push({
        step: index,
        observation,
        env: game.text.observation(observation, seat),
        action: move.action,
        answer: move.text,
        ...(move.selfScore === undefined ? {} : { selfScore: move.selfScore }),
        ...(step?.rewards?.[seat] === undefined ? {} : { reward: step.rewards[seat] }),
      });
    }
  }
  return steps;
}
