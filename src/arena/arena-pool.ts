// The frozen ladder an arena run climbs: the sealed `pools/<game>/pool.json` joined with its roster, read once when a
// run opens. A game without a sealed pool has no ladder, so no arena.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type PoolEntry, type PoolRoster, poolsDir, readPoolRoster } from '../agents/program/pool-roster.js';
import type { ArenaOpponent } from '../core/arena-tools.js';
import type { Params } from '../core/game.js';
import type { GameModule } from '../core/game-module.js';
import { resolveParams } from '../core/params.js';
import { poolProgramSpec } from '../core/pool-spec.js';
import { UsageError } from '../core/usage-error.js';
import { findGame } from '../games/registry.js';
import { parseSealedPool, type SealedPool } from '../measure/sealed-pool.js';

/** A game's sealed ladder as the arena uses it: programs best first, with the roster's starter and reference. */
export interface ArenaPool {
  readonly game: string;
  readonly module: GameModule;
  /** The game's default parameters (every arena match is played with them, as the calibration was). */
  readonly params: Params;
  readonly roster: PoolRoster;
  readonly sealed: SealedPool;
  /** The ladder, by rank then id (never code, family or args). */
  readonly opponents: readonly ArenaOpponent[];
  /** True when programs play one role each (the candidate then plays the complementary role). */
  readonly twoRole: boolean;
  /** The mean of the sealed Elos, the virtual draw's opponent in the fixed-pool fit. */
  readonly mean: number;
  /** The roster program the writable strategy starts from (the first of family `starter`). */
  readonly starter: PoolEntry;
  /** The study example (the roster's `reference: true` program), when the roster marks one. */
  readonly reference: PoolEntry | undefined;
}

/** Reads `<pools dir>/<game>/pool.json` and its roster; refuses (UsageError) a game whose pool is not sealed. */
export function readArenaPool(game: string, dir = poolsDir()): ArenaPool {
  const module = findGame(game);
  const roster = readPoolRoster(game, dir);
  const file = join(roster.dir, 'pool.json');
  if (!existsSync(file))
    throw new UsageError(
      `the pool of '${game}' is not sealed (no ${file}): run \`xparena pool calibrate ${game}\` first (docs/pools.md)`,
    );
  const sealed = parseSealedPool(JSON.parse(readFileSync(file, 'utf8')), file);
  const starter = roster.programs.find((program) => program.family === 'starter');
  if (!starter)
    throw new UsageError(
      `${join(roster.dir, 'roster.json')}: no program of family 'starter' to start the strategy from`,
    );
  const opponents = sealed.programs.map(({ id, rank, elo, role }) => ({
    id,
    rank,
    elo,
    ...(role === undefined ? {} : { role }),
  }));
  return {
    game,
    module,
    params: resolveParams(module.game, undefined),
    roster,
    sealed,
    opponents,
    twoRole: opponents.some((opponent) => opponent.role !== undefined),
    mean: opponents.reduce((sum, opponent) => sum + opponent.elo, 0) / opponents.length,
    starter,
    reference: roster.programs.find((program) => program.reference),
  };
}

/** The pool program `id` as an opponent, or a UsageError naming the known ids. */
export function poolOpponent(pool: ArenaPool, id: string): ArenaOpponent {
  const opponent = pool.opponents.find((candidate) => candidate.id === id);
  if (!opponent)
    throw new UsageError(
      `no opponent '${id}' in the ${pool.game} pool; list them with \`xparena arena opponents\` (ids like ${pool.opponents
        .slice(0, 3)
        .map((known) => known.id)
        .join(', ')})`,
    );
  return opponent;
}

/** The agent spec of pool program `id`, as the sealed pool and the store name it. */
export function opponentSpec(pool: ArenaPool, id: string): string {
  return poolProgramSpec(pool.game, id);
}
