// AAArena's opponent-selection arms (docs/aaarena.md, "Arms"): the agent names its opponents (`choice`), or the arm
// picks them — up a ladder, uniformly at random, or among the top four. The arms keep no state of their own: every
// pick is derived from the ledger's earlier small matches, so a resumed run picks exactly what it would have.
import type { ArenaArm, ArenaOpponent, SmallMatchResult } from '../core/arena-tools.js';
import { rngFromSeed } from '../core/rng.js';
import { UsageError } from '../core/usage-error.js';
import { arenaSeed } from './arena-jobs.js';
import { type ArenaPool, poolOpponent } from './arena-pool.js';

/** An accepted earlier small match of this run (pending or completed), in submission order. */
export interface PastSmallMatch {
  readonly opponents: readonly string[];
  /** Null while it is still pending. */
  readonly result: SmallMatchResult | null;
}

export interface ArmInput {
  readonly arm: ArenaArm;
  readonly batch: number;
  readonly pool: ArenaPool;
  readonly baseSeed: number;
  /** What the agent named (only the `choice` arm takes names). */
  readonly requested: readonly string[] | undefined;
  readonly past: readonly PastSmallMatch[];
}

/** The ladder's first opponent: rank 30 of AAArena's 40-program ladders, scaled to the pool's size below 40. */
export function ladderStartRank(poolSize: number): number {
  return poolSize >= 40 ? 30 : Math.max(1, Math.round((30 * poolSize) / 40));
}

/** The opponents of the next small match under `input.arm`; throws UsageError when the request does not fit the arm. */
export function pickOpponents(input: ArmInput): ArenaOpponent[] {
  const { arm, batch, pool, requested } = input;
  if (arm === 'off-policy')
    throw new UsageError(
      'the off-policy arm plays no small matches of your own: list pool replays with `catalogue` and view them with `viewReplay` (1 small unit each)',
    );
  if (arm !== 'choice') {
    if (requested !== undefined && requested.length > 0)
      throw new UsageError(
        `the ${arm} arm picks the opponents itself: call small without naming opponents (the result says whom you met)`,
      );
    if (arm === 'ladder') return ladderPick(pool, batch, input.past);
    if (arm === 'random') return randomPick(pool, batch, input.baseSeed, input.past.length);
    return top4Pick(pool, batch, input.past.length);
  }
  if (requested === undefined || requested.length === 0)
    throw new UsageError(`name 1–${batch} opponent ids for a small match (see \`xparena arena opponents\`)`);
  if (requested.length > batch)
    throw new UsageError(`a small match names at most ${batch} opponents in this run, not ${requested.length}`);
  if (new Set(requested).size !== requested.length)
    throw new UsageError('name each opponent at most once in a small match');
  return requested.map((id) => poolOpponent(pool, id));
}

/** The ladder (best first, by rank then id), the order every arm indexes. */
function ladder(pool: ArenaPool): readonly ArenaOpponent[] {
  return pool.opponents;
}

/** The index of the program whose rank is nearest `rank` (the better one on a tie). */
function nearestRank(pool: ArenaPool, rank: number): number {
  let best = 0;
  for (const [index, opponent] of ladder(pool).entries())
    if (Math.abs(opponent.rank - rank) < Math.abs((ladder(pool)[best] as ArenaOpponent).rank - rank)) best = index;
  return best;
}

/**
 * The ladder's position after the `past` small matches: it starts at `ladderStartRank`; after each completed match
 * it moves up one place when the candidate won against the program at its position (more than half the points
 * against it), and one more when it also won against the next better one; after anything else it stays.
 */
export function ladderPosition(pool: ArenaPool, past: readonly PastSmallMatch[]): number {
  let position = nearestRank(pool, ladderStartRank(pool.opponents.length));
  for (const match of past) {
    if (!match.result) continue;
    const won = (index: number) => {
      const id = ladder(pool)[index]?.id;
      return id !== undefined && match.opponents.includes(id) && wonAgainst(match.result as SmallMatchResult, id);
    };
    if (won(position)) position = won(position - 1) ? position - 2 : position - 1;
    position = Math.max(0, position);
  }
  return position;
}

/** `batch` programs from the ladder's position upwards (fewer near the top). */
function ladderPick(pool: ArenaPool, batch: number, past: readonly PastSmallMatch[]): ArenaOpponent[] {
  const position = ladderPosition(pool, past);
  return ladder(pool)
    .slice(Math.max(0, position - batch + 1), position + 1)
    .reverse();
}

/** `batch` distinct programs drawn uniformly by the generator of the run's `count`-th small match. */
function randomPick(pool: ArenaPool, batch: number, baseSeed: number, count: number): ArenaOpponent[] {
  const rng = rngFromSeed(arenaSeed(pool.game, 'random-arm', count, baseSeed));
  return rng.shuffle(ladder(pool)).slice(0, Math.min(batch, pool.opponents.length));
}

/** The top four in turn: the `count`-th small match takes the next `batch` of them, cycling (at most all four). */
function top4Pick(pool: ArenaPool, batch: number, count: number): ArenaOpponent[] {
  const top = ladder(pool).slice(0, 4);
  const size = Math.min(batch, top.length);
  return Array.from({ length: size }, (_, index) => top[(count * size + index) % top.length] as ArenaOpponent);
}

/** Whether the candidate took more than half the points against `id` in `result` (binary: wins only). */
function wonAgainst(result: SmallMatchResult, id: string): boolean {
  const games = result.games.filter((game) => game.opponent === id);
  const points = games.reduce(
    (sum, game) =>
      sum + ('win' in game ? (game.win ? 1 : 0) : game.outcome === 'win' ? 1 : game.outcome === 'draw' ? 0.5 : 0),
    0,
  );
  return games.length > 0 && points > games.length / 2;
}
