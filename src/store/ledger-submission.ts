// The arena ledger's submissions as callers see them, and how a stored row becomes one.
import type { Json } from '../core/json.js';

/** What a submission asks for: a small match against 1–8 opponents, or a full evaluation (the baseline once free). */
export type SubmissionRequest =
  | { readonly kind: 'small'; readonly opponents: readonly string[]; readonly options?: Json }
  | { readonly kind: 'full'; readonly baseline?: boolean; readonly options?: Json };

/** The free preflight's verdict (build or syntax check, entry point), supplied by the caller. */
export type Preflight = { readonly ok: true } | { readonly ok: false; readonly reason: string };

/** `rejected`: the preflight failed (no charge); `pending`: charged and in flight; `completed`: its result stored. */
export type SubmissionState = 'rejected' | 'pending' | 'completed';

/** A full evaluation's result carries at least its rank on the ladder and its Elo (the champion's keys). */
export interface FullResult {
  readonly rank: number;
  readonly elo: number;
  readonly [field: string]: Json;
}

/** One submission as stored; `request` and `snapshotId` never change once accepted. */
export interface Submission {
  /** The caller's idempotency key. */
  readonly id: string;
  /** Order of submission, from 1. */
  readonly seq: number;
  readonly request: SubmissionRequest;
  readonly snapshotId: string;
  /** Units charged at acceptance: opponents for a small match, 1 for a full evaluation, 0 for the baseline or a rejection. */
  readonly cost: number;
  readonly state: SubmissionState;
  readonly preflight: Preflight;
  readonly result: Json | null;
  readonly submittedAt: string;
  readonly completedAt: string | null;
  /** When the coding agent was shown the result; null until then. */
  readonly deliveredAt: string | null;
}

/** A submission row as selected by `submissionColumns`. */
export interface SubmissionRow {
  readonly seq: number;
  readonly id: string;
  readonly request: string;
  readonly snapshot_id: string;
  readonly cost: number;
  readonly state: SubmissionState;
  readonly preflight: string;
  readonly result: string | null;
  readonly submitted_at: string;
  readonly completed_at: string | null;
  readonly delivered_at: string | null;
}

export const submissionColumns =
  'seq, id, request, snapshot_id, cost, state, preflight, result, submitted_at, completed_at, delivered_at';

/** The submission a stored row holds (its JSON columns were written by the ledger itself). */
export function submissionFromRow(row: SubmissionRow): Submission {
  return {
    id: row.id,
    seq: row.seq,
    request: JSON.parse(row.request) as SubmissionRequest,
    snapshotId: row.snapshot_id,
    cost: row.cost,
    state: row.state,
    preflight: JSON.parse(row.preflight) as Preflight,
    result: row.result === null ? null : (JSON.parse(row.result) as Json),
    submittedAt: row.submitted_at,
    completedAt: row.completed_at,
    deliveredAt: row.delivered_at,
  };
}
