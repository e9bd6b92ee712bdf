// The checks that make a sealed pool a ladder (issue 19): wide enough, no large gaps, a hard top, distinct programs.
// A two-role pool is two ladders, one per role, checked apart.

import type { DistinctPlay } from './distinct-play.js';
import { expectedScore } from './fixed-pool-rating.js';
import type { SealedPool, SealedProgram } from './sealed-pool.js';
import { wilsonInterval } from './wilson-interval.js';

/** One check: passed, failed, or not measured (`pass` null), with its number and a line saying what was measured. */
export interface PoolCheck {
  readonly name: 'spread' | 'gaps' | 'top-beats-reference' | 'distinct';
  readonly pass: boolean | null;
  readonly value: number | null;
  /** Two-role pools: the role whose ladder was checked. */
  readonly role?: 0 | 1;
  readonly detail: string;
  /** For `distinct`: the pairs of ids with identical results against every common opponent. */
  readonly pairs?: readonly (readonly [string, string])[];
}

/** The least Elo spread of a pool, top to bottom. */
export const MIN_SPREAD = 800;
/** The largest Elo gap allowed between neighbouring ranks. */
export const MAX_GAP = 100;
/** The least score of the best program against the reference. */
export const MIN_TOP_SCORE = 0.8;

/** What the checks compare against, besides the sealed pool itself. */
export interface PoolCheckInputs {
  /** The id the roster marks as the reference program. */
  readonly reference?: string;
  /** Two-role pools: each role's reference. */
  readonly references?: Partial<Record<0 | 1, string>>;
  /** The probe run of `xparena pool distinct`; used by `distinct` when it was made from the sealed programs' code. */
  readonly play?: DistinctPlay;
}

/**
 * Runs every ladder check on `pool`. In a two-role pool each role's ladder is checked on its own, against that role's
 * reference.
 */
export function poolChecks(pool: SealedPool, inputs: PoolCheckInputs = {}): PoolCheck[] {
  const play = inputs.play && playMatches(inputs.play, pool) ? inputs.play : undefined;
  if (!pool.programs.some((program) => program.role !== undefined))
    return [
      spread(pool.programs),
      gaps(pool.programs),
      topBeatsReference(pool, pool.programs, inputs.reference),
      distinct(pool, pool.programs, play),
    ];
  return ([0, 1] as const).flatMap((role) => {
    const programs = pool.programs.filter((program) => program.role === role);
    return [
      spread(programs),
      gaps(programs),
      topBeatsReference(pool, programs, inputs.references?.[role]),
      distinct(pool, programs, play),
    ].map((check) => ({ ...check, role, detail: `role ${role}: ${check.detail}` }));
  });
}

/** Whether a probe run was made from the sealed pool's programs (same ids and code, same game version). */
function playMatches(play: DistinctPlay, pool: SealedPool): boolean {
  const code = new Map(play.programs.map((program) => [program.id, program.codeHash]));
  return (
    play.game === pool.game &&
    play.gameVersion === pool.gameVersion &&
    pool.programs.every((program) => code.get(program.id) === program.codeHash)
  );
}

function spread(programs: readonly SealedProgram[]): PoolCheck {
  const elos = programs.map((program) => program.elo);
  const value = round(Math.max(...elos) - Math.min(...elos));
  return { name: 'spread', pass: value >= MIN_SPREAD, value, detail: `Elo spread ${value} (needs ≥ ${MIN_SPREAD})` };
}

function gaps(programs: readonly SealedProgram[]): PoolCheck {
  const elos = programs.map((program) => program.elo).sort((a, b) => b - a);
  let value = 0;
  let where = '';
  for (let i = 1; i < elos.length; i++) {
    const gap = round((elos[i - 1] as number) - (elos[i] as number));
    if (gap > value) {
      value = gap;
      where = ` between ranks ${i} and ${i + 1}`;
    }
  }
  return { name: 'gaps', pass: value <= MAX_GAP, value, detail: `largest gap ${value}${where} (needs ≤ ${MAX_GAP})` };
}

/**
 * Whether the best program beats the reference: its score in the sealed series against the reference
 * (`pool calibrate` plays 40 games for it), or else the score the fit predicts from their Elos. Their direct meetings
 * in the schedule are at most a few games, too few to tell 75% from 85%; in a two-role pool they never meet.
 */
function topBeatsReference(
  pool: SealedPool,
  programs: readonly SealedProgram[],
  reference: string | undefined,
): PoolCheck {
  const name = 'top-beats-reference';
  const top = programs[0] as SealedProgram;
  const twoRole = top.role !== undefined;
  const against = programs.find((program) => program.id === reference);
  if (!against)
    return {
      name,
      pass: null,
      value: null,
      detail: `not measured: no reference program${twoRole ? ' in this role' : ''}`,
    };
  if (top.id === against.id) return { name, pass: false, value: null, detail: `the reference ${top.id} is the top` };
  const needs = `needs ≥ ${MIN_TOP_SCORE * 100}%`;
  const series = pool.topCheck;
  if (series && series.top === top.id && series.reference === against.id) {
    const value = round(series.score / series.games, 3);
    const { low, high } = wilsonInterval(series.score, series.games);
    const percent = (share: number) => Math.round(share * 100);
    return {
      name,
      pass: value >= MIN_TOP_SCORE,
      value,
      detail: `${top.id} scored ${percent(value)}% [95%: ${percent(low)}–${percent(high)}%] against ${against.id} over ${series.games} games (${needs})`,
    };
  }
  const value = round(expectedScore(top.elo, against.elo), 3);
  const predicted = `${top.id} would score ${Math.round(value * 100)}% against ${against.id} by their Elos`;
  return {
    name,
    pass: value >= MIN_TOP_SCORE,
    value,
    detail: twoRole
      ? `${predicted} (one role's programs never meet; ${needs})`
      : `${predicted} (${directRecord(pool, top.id, against.id)}; ${needs})`,
  };
}

/** What `top` scored against `reference` where they met in the calibration. */
function directRecord(pool: SealedPool, top: string, reference: string): string {
  const pair = pool.pairs.find(
    (entry) => (entry.a === top && entry.b === reference) || (entry.a === reference && entry.b === top),
  );
  if (!pair) return 'they did not meet';
  const score = pair.a === top ? pair.score : pair.games - pair.score;
  return `met directly: ${score} of ${pair.games}`;
}

/**
 * Two of `programs` are indistinct when their own moves were identical in every probe game (`play`, from
 * `xparena pool distinct`); without a probe run, by scores alone: when they have a common opponent and the same score
 * against every one of them (per-pair seeds make such ties common, so this flags more than it proves).
 */
function distinct(pool: SealedPool, programs: readonly SealedProgram[], play: DistinctPlay | undefined): PoolCheck {
  const ids = programs.map((program) => program.id).sort();
  const pairs = play ? identicalPairs(play, new Set(ids)) : sameScorePairs(pool, ids);
  const listed = pairs.map((pair) => pair.join(' = ')).join(', ');
  const detail = play
    ? pairs.length === 0
      ? `every program plays differently from every other against the reference on ${play.seeds} shared seeds`
      : `identical play against the reference on ${play.seeds} shared seeds: ${listed}`
    : pairs.length === 0
      ? 'no two programs score the same against every common opponent'
      : `same scores against every common opponent: ${listed} (by scores only; xparena pool distinct ${pool.game} tests by play)`;
  return { name: 'distinct', pass: pairs.length === 0, value: pairs.length, detail, pairs };
}

/** Pairs (first id of a group with each other member) from the probe run's identical groups, within `ids`. */
function identicalPairs(play: DistinctPlay, ids: ReadonlySet<string>): [string, string][] {
  return play.identical.flatMap((group) => {
    const [first, ...rest] = group.filter((id) => ids.has(id));
    return first === undefined ? [] : rest.map((id): [string, string] => [first, id]);
  });
}

function sameScorePairs(pool: SealedPool, ids: readonly string[]): [string, string][] {
  const scores = new Map<string, Map<string, number>>();
  const add = (self: string, opponent: string, score: number) => {
    const map = scores.get(self) ?? new Map<string, number>();
    scores.set(self, map);
    map.set(opponent, score);
  };
  for (const pair of pool.pairs) {
    add(pair.a, pair.b, pair.score / pair.games);
    add(pair.b, pair.a, 1 - pair.score / pair.games);
  }
  const pairs: [string, string][] = [];
  for (const [index, first] of ids.entries()) {
    for (const second of ids.slice(index + 1)) {
      const a = scores.get(first) ?? new Map<string, number>();
      const b = scores.get(second) ?? new Map<string, number>();
      const common = [...a.keys()].filter((opponent) => opponent !== second && b.has(opponent));
      if (common.length > 0 && common.every((opponent) => a.get(opponent) === b.get(opponent)))
        pairs.push([first, second]);
    }
  }
  return pairs;
}

function round(value: number, digits = 1): number {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
}
