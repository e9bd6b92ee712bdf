// The arena's stored results (`SmallMatchResult`, `FullEvaluationResult` of src/core/arena-tools.ts) and a
// submission's recorded usage, validated once where they leave the ledger: reports and the viewer then use typed values.
import { z } from 'zod';
import type { FullEvaluationResult, SmallMatchResult } from '../core/arena-tools.js';
import type { Json } from '../core/json.js';

const outcome = z.enum(['win', 'draw', 'loss']);

const denseGame = z.object({
  opponent: z.string(),
  opponentRank: z.number(),
  opponentElo: z.number(),
  seat: z.number(),
  outcome,
  score: z.tuple([z.number(), z.number()]),
  rounds: z.number(),
  seed: z.number(),
  fault: z.object({ side: z.enum(['candidate', 'opponent']), kind: z.string(), detail: z.string() }).nullable(),
  matchId: z.string(),
  replay: z.string(),
  narration: z.string(),
});

const smallResult = z.union([
  z.object({
    kind: z.literal('small'),
    feedback: z.literal('dense'),
    wins: z.number(),
    draws: z.number(),
    losses: z.number(),
    candidateErrors: z.number(),
    opponentErrors: z.number(),
    games: z.array(denseGame),
  }),
  z.object({
    kind: z.literal('small'),
    feedback: z.literal('binary'),
    games: z.array(z.object({ opponent: z.string(), seat: z.number(), win: z.boolean() })),
  }),
]);

const opponentRecord = z.object({
  opponent: z.string(),
  rank: z.number(),
  elo: z.number(),
  games: z.number(),
  score: z.number(),
});

const fullResult = z.object({
  kind: z.literal('full'),
  baseline: z.boolean(),
  elo: z.number(),
  interval: z.tuple([z.number(), z.number()]),
  rank: z.number(),
  poolSize: z.number(),
  wins: z.number(),
  draws: z.number(),
  losses: z.number(),
  candidateErrors: z.number(),
  opponentErrors: z.number(),
  winRate: z.number(),
  opponents: z.array(opponentRecord),
  worst: z.array(opponentRecord),
});

/** A stored small-match result, or undefined when the JSON is not one. */
export function parseSmallResult(result: Json | null): SmallMatchResult | undefined {
  const parsed = smallResult.safeParse(result);
  return parsed.success ? parsed.data : undefined;
}

/** A stored full-evaluation result, or undefined when the JSON is not one. */
export function parseFullResult(result: Json | null): FullEvaluationResult | undefined {
  const parsed = fullResult.safeParse(result);
  return parsed.success ? parsed.data : undefined;
}

/** The developer's cumulative model use a submission recorded (`request.options.usage`). */
export interface RecordedUsage {
  readonly tokens: number;
  readonly usd: number;
}

const usageOptions = z.object({ usage: z.object({ tokens: z.number(), usd: z.number() }) });

/** The cumulative usage in a request's options, or undefined when it recorded none. */
export function recordedUsage(options: Json | undefined): RecordedUsage | undefined {
  const parsed = usageOptions.safeParse(options);
  return parsed.success ? parsed.data.usage : undefined;
}
