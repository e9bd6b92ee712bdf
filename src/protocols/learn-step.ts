// One resumable learning step: a step already stored (learned from the same snapshot) is taken from the store, so a
// resumed run never calls a model for it again; a new step is stored with the model calls it cost.
import type { ExperienceSnapshot } from '../core/agent.js';
import { deepFreeze } from '../core/json.js';
import type { MatchRecord } from '../core/match-record.js';
import { type Experience, type ExperienceTools, type LearnResult, snapshot } from '../experience/experience.js';
import type { Store } from '../store/store.js';

/** Where a run keeps the snapshots of one (game, trial): the learned one goes to `checkpoint`. */
export interface SnapshotPlace {
  readonly store?: Store | undefined;
  readonly runId?: string | undefined;
  readonly game: string;
  readonly trial: number;
  readonly checkpoint: number;
}

export interface LearnStepInput {
  readonly experience: Experience;
  /** The frozen state learned from, and its snapshot. */
  readonly state: unknown;
  readonly from: ExperienceSnapshot;
  readonly records: readonly MatchRecord[];
  readonly tools: ExperienceTools;
  readonly place: SnapshotPlace;
  /** The exploration episodes the new state has learned from, when snapshots hash it (fixed evaluation seeds). */
  readonly episodes?: number | undefined;
  /** Stores the new snapshot even when learning cost nothing (it is a checkpoint's); costly steps are always stored. */
  readonly keep: boolean;
}

/**
 * The state after learning from `records` (frozen), stored or re-read as the step requires; null when the run's
 * signal stopped it first (nothing is stored, so a resumed run learns the step then).
 */
export async function learnStep(input: LearnStepInput): Promise<{ readonly state: unknown } | null> {
  const { store, runId, ...key } = input.place;
  const stored = runId ? store?.getExperienceSnapshot({ runId, ...key }) : undefined;
  if (stored?.learned?.parent === input.from.hash) return { state: deepFreeze(stored.state) };
  const { signal } = input.tools;
  if (signal?.aborted) return null;
  let result: LearnResult<unknown>;
  try {
    result = await input.experience.learn(input.state, input.records, input.tools);
  } catch (error) {
    // A model call cut short by the stop is an interruption, not a failure of the run.
    if (signal?.aborted) return null;
    throw error;
  }
  if (signal?.aborted) return null;
  const state = deepFreeze(result.state);
  const exchanges = result.exchanges ?? [];
  if (runId && store && (input.keep || exchanges.length > 0)) {
    const learned = snapshot(input.experience, state, input.episodes);
    store.saveExperienceSnapshot({
      runId,
      ...key,
      experience: learned.name,
      hash: learned.hash,
      state,
      learned: { parent: input.from.hash, exchanges, ...(result.usage ? { usage: result.usage } : {}) },
    });
  }
  return { state };
}

/** Stores a run's first snapshot of one (game, trial), learned from nothing. */
export function saveFirstSnapshot(place: SnapshotPlace, first: ExperienceSnapshot): void {
  const { store, runId, ...key } = place;
  if (runId)
    store?.saveExperienceSnapshot({ runId, ...key, experience: first.name, hash: first.hash, state: first.state });
}
