// A stored run as the viewer lists it: its games, agents, cost and progress against what its spec schedules.
import { s3gymEpisodeCount, storedS3gymRunSpec } from '../protocols/suites/s3gym-suite.js';
import { s3gymTrainingEpisodeCount } from '../protocols/suites/s3gym-training.js';
import type { RunRow, Store } from '../store/store.js';
import type { RunSummary } from './viewer-api.js';

type ListedRun = RunRow & { readonly updatedAt: string; readonly matches: number };

/** Builds run summaries, caching each run's contents until its match count or update time changes. */
export class RunSummaries {
  private readonly contents = new Map<string, { key: string; value: ReturnType<Store['runContents']> }>();

  constructor(private readonly store: Store) {}

  /** The summary of a listed run. */
  summary(run: ListedRun): RunSummary {
    const key = `${run.matches}:${run.updatedAt}`;
    let cached = this.contents.get(run.id);
    if (cached?.key !== key) {
      cached = { key, value: this.store.runContents(run.id) };
      this.contents.set(run.id, cached);
    }
    const planned = plannedMatches(run.kind, run.spec);
    return {
      id: run.id,
      kind: run.kind,
      status: run.status,
      createdAt: run.createdAt,
      updatedAt: run.updatedAt,
      matches: run.matches,
      ...(planned === undefined ? {} : { planned }),
      games: cached.value.games,
      agents: cached.value.agents,
      costUsd: cached.value.costUsd,
    };
  }
}

/** Matches a run's spec schedules, for the kinds whose spec says; undefined when it cannot be read. */
export function plannedMatches(kind: string, spec: unknown): number | undefined {
  try {
    if (kind === 'tournament') return contestCount(spec);
    if (kind === 'episodes') return episodeCount(spec);
    if (kind === 's3gym') return s3gymEpisodeCount(storedS3gymRunSpec(spec));
    if (kind === 'anchored') return anchoredCount(spec);
    if (kind === 's3gym-training') return trainingCount(spec);
    if (kind === 'demo') {
      const demo = spec as { contests: unknown[]; episodes: unknown[]; s3gym: unknown };
      const contests = demo.contests.map(contestCount);
      // The demo plays each single-seat batch on two presets (explore and eval).
      const batches = demo.episodes.map((batch) => 2 * (episodeCount(batch) ?? Number.NaN));
      const total = [...contests, ...batches].reduce<number>((sum, count) => sum + (count ?? Number.NaN), 0);
      const learning = s3gymEpisodeCount(storedS3gymRunSpec(demo.s3gym));
      return Number.isInteger(total) ? total + learning : undefined;
    }
  } catch {
    return undefined;
  }
  return undefined;
}

/** A round robin: every unordered pair of agents, `gamesPerPair` games, twice when seats are swapped. */
function contestCount(spec: unknown): number | undefined {
  const { agents, gamesPerPair, swapSeats } = spec as { agents?: unknown; gamesPerPair?: unknown; swapSeats?: unknown };
  if (!Array.isArray(agents) || typeof gamesPerPair !== 'number') return undefined;
  const pairs = (agents.length * (agents.length - 1)) / 2;
  return pairs * gamesPerPair * (swapSeats === false ? 1 : 2);
}

/** Episodes: every agent plays the same `episodes` seeds. */
function episodeCount(spec: unknown): number | undefined {
  const { agents, episodes } = spec as { agents?: unknown; episodes?: unknown };
  if (!Array.isArray(agents) || typeof episodes !== 'number') return undefined;
  return agents.length * episodes;
}

/** The training pathway: every checkpoint plays E evaluation episodes of every game. */
function trainingCount(spec: unknown): number | undefined {
  const { checkpoints, games, evalEpisodes } = spec as {
    checkpoints?: unknown;
    games?: unknown;
    evalEpisodes?: unknown;
  };
  if (!Array.isArray(checkpoints) || !Array.isArray(games) || typeof evalEpisodes !== 'number') return undefined;
  return s3gymTrainingEpisodeCount({ checkpoints, games, evalEpisodes });
}

/** Anchored rounds: every evolving agent plays every anchor of the pool `gamesPerAnchor` times per round. */
function anchoredCount(spec: unknown): number | undefined {
  const { agents, anchors, rounds, gamesPerAnchor } = spec as {
    agents?: unknown;
    anchors?: { ratings?: unknown };
    rounds?: unknown;
    gamesPerAnchor?: unknown;
  };
  const ratings = anchors?.ratings;
  if (!Array.isArray(agents) || typeof rounds !== 'number' || typeof gamesPerAnchor !== 'number') return undefined;
  if (typeof ratings !== 'object' || ratings === null) return undefined;
  return rounds * agents.length * Object.keys(ratings).length * gamesPerAnchor;
}
