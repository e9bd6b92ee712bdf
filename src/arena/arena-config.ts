// An arena run's settings, fixed when it is created and stored as `config.json` in its directory: the game and its
// sealed pool, the base seed, the arm, the feedback, the batch size, the budgets and the candidate's limits.
import { z } from 'zod';
import type { ArenaArm } from '../core/arena-tools.js';
import { UsageError } from '../core/usage-error.js';

/** Bump when config.json's shape changes incompatibly; readers check it. */
export const ARENA_CONFIG_FORMAT = 1;

/** How small-match opponents are chosen, or `off-policy`: no own small matches, pool replays viewed instead. */
export const arenaArms = ['choice', 'ladder', 'random', 'top4', 'off-policy'] as const satisfies readonly ArenaArm[];

const configSchema = z.strictObject({
  formatVersion: z.literal(ARENA_CONFIG_FORMAT),
  game: z.string().min(1),
  /** The pools directory the sealed pool was read from (absolute), so a reopened run finds the same ladder. */
  poolsDir: z.string().min(1),
  /** The base seed every match seed is derived from (with the game, the opponent and the seat). */
  seed: z.int().min(0),
  arm: z.enum(arenaArms),
  feedback: z.enum(['dense', 'binary']),
  /** The most opponents one small match names (1–8). */
  batch: z.int().min(1).max(8),
  budgets: z.strictObject({
    small: z.int().min(0),
    full: z.int().min(0),
    extension: z.strictObject({ small: z.int().min(0), full: z.int().min(0) }).optional(),
  }),
  /** The candidate's protocol limits (`program:` options), e.g. `{ decision_ms: 1000 }`; opponents keep the pool's. */
  limits: z.record(z.string(), z.int().min(0)),
  /** Matches played at once. */
  concurrency: z.int().min(1).max(64),
  /** The store run the arena's matches are linked to (`xparena view` replays them), and the store's home. */
  store: z.strictObject({ home: z.string().min(1), runId: z.string().min(1) }).optional(),
});

export type ArenaConfig = z.infer<typeof configSchema>;

/** What a caller gives: the game, the pools directory and the seed, and any settings that differ from the defaults. */
export type ArenaConfigInput = Pick<ArenaConfig, 'game' | 'poolsDir'> &
  Partial<Omit<ArenaConfig, 'formatVersion' | 'game' | 'poolsDir'>>;

/** AAArena's defaults: the agent chooses, dense feedback, batches of 8, 128 small and 16 full units. */
export const arenaDefaults = {
  seed: 0,
  arm: 'choice',
  feedback: 'dense',
  batch: 8,
  budgets: { small: 128, full: 16 },
  limits: {},
  concurrency: 2,
} as const satisfies Partial<ArenaConfig>;

/** The full config for `input`, checked; throws UsageError naming the first field that is wrong. */
export function arenaConfig(input: ArenaConfigInput): ArenaConfig {
  return parseArenaConfig({ formatVersion: ARENA_CONFIG_FORMAT, ...arenaDefaults, ...input }, 'arena config');
}

/** Reads a stored config (parsed JSON); throws UsageError naming `where` and the first problem. */
export function parseArenaConfig(value: unknown, where: string): ArenaConfig {
  const parsed = configSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.path.length ? issue.path.join('.') : '(the whole file)';
  throw new UsageError(`${where}: field '${field}' ${issue?.message ?? 'is invalid'}`);
}
