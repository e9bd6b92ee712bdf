// Re-simulates stored matches for the step-by-step replay, keeping the state list of the last few matches so that
// paging through a 1,000-step match does not replay it from the start for every page.
import type { Game } from '../core/game.js';
import type { MatchRecord } from '../core/match-record.js';
import { recordStates } from '../core/record-states.js';
import { gameModules } from '../games/registry.js';

/** A replayed match: the state before each step, then the final state (`states.length = steps + 1`). */
export type ReplayedMatch =
  | { readonly type: 'ok'; readonly game: Game; readonly states: readonly unknown[] }
  | { readonly type: 'diverged'; readonly error: string };

/** A small LRU cache of replayed matches keyed by match id and final state hash. */
export class ReplayCache {
  private readonly entries = new Map<string, ReplayedMatch>();

  constructor(private readonly capacity = 8) {}

  /** The replayed states of `record`, re-simulated on a miss; `diverged` explains why the record does not replay. */
  get(record: MatchRecord): ReplayedMatch {
    const key = `${record.id}:${record.end.stateHash}`;
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const replayed = replayMatch(record);
    this.entries.set(key, replayed);
    while (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
    return replayed;
  }

  /** How many matches are cached now (for tests). */
  get size(): number {
    return this.entries.size;
  }
}

/** Replays `record` through its game (checking it as `xparena replay` does) and keeps every state. */
export function replayMatch(record: MatchRecord): ReplayedMatch {
  const game = gameModules.find((module) => module.game.id === record.game)?.game;
  if (!game) {
    return {
      type: 'diverged',
      error: `match ${record.id} is of game '${record.game}', which this build does not know`,
    };
  }
  const replayed = recordStates(game, record);
  if (!replayed.ok) {
    const { step, message } = replayed.divergence;
    const where = step < 0 ? '' : ` at step ${step}`;
    return {
      type: 'diverged',
      error: `match ${record.id} does not replay on this build${where}: ${message} (recorded with another version of ${record.game}?)`,
    };
  }
  return { type: 'ok', game, states: replayed.states };
}
