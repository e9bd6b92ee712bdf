// The off-policy arm's catalogue (docs/aaarena.md, "Arms"): matches between pool programs, chosen deterministically
// from the run's seed and played on demand when the agent views one, instead of small matches of its own.
import type { ArenaOpponent, PoolReplayEntry } from '../core/arena-tools.js';
import type { Json } from '../core/json.js';
import { hashText } from '../core/json.js';
import { replayStates } from '../core/replay-states.js';
import { rngFromSeed } from '../core/rng.js';
import { UsageError } from '../core/usage-error.js';
import { isScored } from '../measure/pairwise-results.js';
import type { MatchJob } from '../runner/match-job.js';
import { arenaSeed } from './arena-jobs.js';
import { type ArenaPool, opponentSpec } from './arena-pool.js';
import { clipStrings, evenly, type ReplayBounds, replayBounds } from './bounded-replay.js';
import { type ArenaPlayContext, playArenaGames } from './play-arena-games.js';

/** The most entries a catalogue lists (AAArena's off-policy arm allows 128 views). */
export const catalogueSize = 128;

/** One catalogue match: two pool programs in fixed seats on a fixed seed. */
export interface CatalogueMatch {
  readonly id: string;
  readonly seats: readonly [ArenaOpponent, ArenaOpponent];
  readonly job: MatchJob;
}

/**
 * The run's catalogue: every pair of pool programs that may meet (cross-role pairs in two-role games, in their roles'
 * seats; otherwise the better-ranked in seat 0 for half the pairs and seat 1 for the other half), at most
 * `catalogueSize` of them drawn by a generator seeded with the run's base seed, in ladder order of their seats.
 */
export function catalogueMatches(pool: ArenaPool, baseSeed: number): CatalogueMatch[] {
  const ladder = pool.opponents;
  const pairs: [ArenaOpponent, ArenaOpponent][] = [];
  for (const [i, a] of ladder.entries())
    for (const b of ladder.slice(i + 1)) {
      if (pool.twoRole) {
        if (a.role === b.role) continue;
        pairs.push(a.role === 0 ? [a, b] : [b, a]);
      } else pairs.push(pairs.length % 2 === 0 ? [a, b] : [b, a]);
    }
  const chosen =
    pairs.length <= catalogueSize
      ? pairs
      : rngFromSeed(arenaSeed(pool.game, 'catalogue', 0, baseSeed))
          .shuffle(pairs)
          .slice(0, catalogueSize)
          .sort((x, y) => ladder.indexOf(x[0]) - ladder.indexOf(y[0]) || ladder.indexOf(x[1]) - ladder.indexOf(y[1]));
  return chosen.map((seats) => {
    const seed = arenaSeed(pool.game, `${seats[0].id} ${seats[1].id}`, 0, baseSeed);
    const job: MatchJob = {
      game: pool.game,
      version: pool.module.game.version,
      params: pool.params,
      seats: seats.map((seat) => opponentSpec(pool, seat.id)),
      seed,
      label: { type: 'text', text: `catalogue ${seats[0].id} vs ${seats[1].id}` },
    };
    return { id: `r-${hashText(JSON.stringify([seats[0].id, seats[1].id, seed]), 10)}`, seats, job };
  });
}

/** The catalogue match `id`, or a UsageError saying how to list them. */
export function catalogueMatch(pool: ArenaPool, baseSeed: number, id: string): CatalogueMatch {
  const match = catalogueMatches(pool, baseSeed).find((entry) => entry.id === id);
  if (!match) throw new UsageError(`no replay '${id}' in the catalogue; list it with \`catalogue\``);
  return match;
}

/** A catalogue entry as listed: unviewed entries say so (they are played when first viewed). */
export function catalogueEntry(match: CatalogueMatch, viewed: Json | undefined): PoolReplayEntry {
  const replay = viewed as { outcome?: string; rounds?: number } | undefined;
  return {
    id: match.id,
    seats: match.seats.map((seat) => seat.id),
    outcome: replay?.outcome ?? 'not viewed yet',
    rounds: replay?.rounds ?? 0,
  };
}

/**
 * Plays (or finds in the store) catalogue match `match` and returns its replay: both seats' observations and moves
 * (no program logs), bounded like the dense replays.
 */
export async function viewCatalogueMatch(
  pool: ArenaPool,
  match: CatalogueMatch,
  context: ArenaPlayContext,
  bounds: ReplayBounds = replayBounds,
): Promise<Json> {
  const [played] = await playArenaGames([{ opponent: match.seats[1], seat: 0, job: match.job }], context);
  const record = played?.record;
  if (!record || !isScored(record.end.status)) throw new Error(`catalogue match ${match.id} has no result`);
  const game = pool.module.game;
  const scores = record.end.scores ?? [0, 0];
  const [first, second] = match.seats;
  const outcome =
    (scores[0] ?? 0) === (scores[1] ?? 0)
      ? `draw ${scores[0]}–${scores[1]}`
      : `${(scores[0] ?? 0) > (scores[1] ?? 0) ? first.id : second.id} won ${scores[0]}–${scores[1]}`;
  const states = [...replayStates(game, record)];
  const steps = states.flatMap(({ index, state, step }) =>
    step
      ? [
          {
            round: index,
            observations: [game.observe(state, 0), game.observe(state, 1)],
            moves: step.moves.map((move) => ({ seat: move.player, action: move.text })),
          },
        ]
      : [],
  );
  const head = {
    formatVersion: 1,
    id: match.id,
    game: record.game,
    seed: record.seed,
    seats: match.seats.map((seat) => ({ id: seat.id, rank: seat.rank, elo: seat.elo })),
    outcome,
    score: scores,
    end: { status: record.end.status, ...(record.end.message ? { message: record.end.message } : {}) },
    rounds: record.steps.length,
  };
  const final = states.at(-1)?.state;
  const text = (kept: readonly unknown[]) =>
    JSON.stringify({
      ...head,
      sampled:
        kept.length < steps.length
          ? { kept: kept.length, of: steps.length, note: 'rounds sampled evenly to fit the size bound' }
          : false,
      ...(clipStrings(
        { steps: kept, final: final === undefined ? null : [game.observe(final, 0), game.observe(final, 1)] },
        bounds.maxString,
      ) as object),
    });
  let kept: readonly unknown[] = steps;
  let output = text(kept);
  while (Buffer.byteLength(output) > bounds.maxBytes && kept.length > 0) {
    kept = evenly(steps, Math.floor(kept.length / 2));
    output = text(kept);
  }
  return JSON.parse(output) as Json;
}
