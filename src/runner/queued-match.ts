// What crosses Redis between the coordinator (queue-runner.ts) and the workers (queue-worker.ts): plain JSON.

/** A queued match: the match job as JSON text, how to play it, and the xparena version that must play it. */
export interface QueuedMatch {
  readonly job: string;
  readonly codeVersion: string;
  readonly timeLimitMs?: number;
  /** Per seat, the hash of its program's files in Redis (null for a seat of another kind); absent without programs. */
  readonly programs?: readonly (string | null)[];
}

/** A worker's answer: the record as JSON text, how long the match took, and which worker played it. */
export interface QueueResult {
  readonly record: string;
  readonly durationMs: number;
  readonly worker: string;
}

/**
 * The queue's id for the job of match `matchId`: the match id itself, except that an id of decimal digits alone (a
 * hex hash can be one) gets a `match-` prefix, since BullMQ refuses integer ids.
 */
export function queueJobId(matchId: string): string {
  return /^\d+$/.test(matchId) ? `match-${matchId}` : matchId;
}
