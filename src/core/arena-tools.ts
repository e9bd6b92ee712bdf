// What an AAArena coding agent can do, whatever drives it (the `xparena arena` commands, the arena MCP server, the
// built-in revision loop, the offline developer): one contract, so every way in has the same semantics and ledger.
// The implementation is src/arena/arena-session.ts; docs/aaarena.md describes the tools as a coding agent sees them.
import type { Json } from './json.js';

/** How small-match opponents are chosen (AAArena's arms): the agent's ids, a ladder upwards, uniform, or the top 4. */
export type OpponentArm = 'choice' | 'ladder' | 'random' | 'top4';

/** A run's arm: an opponent-selection arm, or `off-policy` (pool replays viewed instead of own small matches). */
export type ArenaArm = OpponentArm | 'off-policy';

/** Dense: W/D/L, per-seat details, a bounded replay and a narration; binary: per seat only whether it won. */
export type ArenaFeedback = 'dense' | 'binary';

/** A program of the frozen pool as the agent may see it: never its code. */
export interface ArenaOpponent {
  readonly id: string;
  readonly rank: number;
  readonly elo: number;
  /** Two-role games only: the seat this program plays (the candidate plays the other). */
  readonly role?: 0 | 1;
}

export interface ArenaBudget {
  readonly total: number;
  readonly used: number;
  readonly remaining: number;
}

/** The best official full evaluation so far (the baseline included). */
export interface ArenaChampion {
  readonly snapshotId: string;
  readonly submissionId: string;
  readonly rank: number;
  readonly elo: number;
}

/** `arena status` / `arena budget`: where the run stands. */
export interface ArenaStatus {
  readonly game: string;
  readonly poolSize: number;
  readonly arm: ArenaArm;
  readonly feedback: ArenaFeedback;
  /** The most opponents one small match may name (1–8). */
  readonly batch: number;
  readonly budgets: { readonly small: ArenaBudget; readonly full: ArenaBudget };
  /** Whether the one extension was granted (the continuation: the same workspace and ledger, larger budgets). */
  readonly extended: boolean;
  readonly baselineEvaluated: boolean;
  readonly champion: ArenaChampion | null;
  /** Why no more submissions are taken, or null while the run is open. */
  readonly frozen: 'full-budget-spent' | 'rank-1' | null;
  readonly reviewTurnTaken: boolean;
  /** Completed results the agent has not been shown yet (re-delivered on resume). */
  readonly undelivered: number;
}

export type SeatOutcome = 'win' | 'draw' | 'loss';

/**
 * Who was at fault when a match ended early: `candidate` or `opponent` (timeout, crash, output over the limit,
 * illegal answers), judged only from the transport's evidence.
 */
export type FaultSide = 'candidate' | 'opponent';

/** One game of a small match, dense arm. */
export interface DenseSeatResult {
  readonly opponent: string;
  readonly opponentRank: number;
  readonly opponentElo: number;
  /** The candidate's seat. */
  readonly seat: number;
  readonly outcome: SeatOutcome;
  /** The candidate's and the opponent's scores as the game counts them. */
  readonly score: readonly [number, number];
  readonly rounds: number;
  readonly seed: number;
  readonly fault: { readonly side: FaultSide; readonly kind: string; readonly detail: string } | null;
  /** The match's id in the store (the viewer and `xparena replay` open it). */
  readonly matchId: string;
  /** Workspace-relative path of the bounded replay (≤ 256 KiB, strings ≤ 512 characters, rounds sampled if larger). */
  readonly replay: string;
  /** The match from the candidate's side ("you" / "the opponent"), startup crashes and illegal output included. */
  readonly narration: string;
}

/** One game of a small match, binary arm: nothing but whether the candidate won. */
export interface BinarySeatResult {
  readonly opponent: string;
  readonly seat: number;
  readonly win: boolean;
}

export type SmallMatchResult =
  | {
      readonly kind: 'small';
      readonly feedback: 'dense';
      readonly wins: number;
      readonly draws: number;
      readonly losses: number;
      readonly candidateErrors: number;
      readonly opponentErrors: number;
      readonly games: readonly DenseSeatResult[];
    }
  | { readonly kind: 'small'; readonly feedback: 'binary'; readonly games: readonly BinarySeatResult[] };

/** The candidate's record against one pool program in a full evaluation. */
export interface OpponentRecord {
  readonly opponent: string;
  readonly rank: number;
  readonly elo: number;
  readonly games: number;
  /** The candidate's points (win 1, draw ½). */
  readonly score: number;
}

/** A full evaluation against the whole frozen pool (never dense replays). */
export interface FullEvaluationResult {
  readonly kind: 'full';
  readonly baseline: boolean;
  readonly elo: number;
  /** 95% interval of the fixed-pool fit. */
  readonly interval: readonly [number, number];
  /** 1 + the pool programs rated strictly above. */
  readonly rank: number;
  readonly poolSize: number;
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
  readonly candidateErrors: number;
  readonly opponentErrors: number;
  /** Points over games. */
  readonly winRate: number;
  /** Every opponent's record, by the pool's rank. */
  readonly opponents: readonly OpponentRecord[];
  /** The 12 opponents the candidate did worst against (lowest points share, then higher rank first). */
  readonly worst: readonly OpponentRecord[];
}

export type ArenaResult = SmallMatchResult | FullEvaluationResult;

/** What a small match or full evaluation call returns once the ledger has settled it. */
export type SubmissionOutcome =
  | {
      readonly state: 'completed';
      readonly submissionId: string;
      readonly snapshotId: string;
      readonly cost: number;
      readonly result: ArenaResult;
    }
  /** The free preflight failed (no charge): fix the program and submit again. */
  | { readonly state: 'rejected'; readonly submissionId: string; readonly reason: string };

/** A result the agent has not been shown, delivered now. */
export interface DeliveredResult {
  readonly submissionId: string;
  readonly snapshotId: string;
  readonly result: ArenaResult;
}

/** One replay of a match between two pool programs (the off-policy arm's catalogue). */
export interface PoolReplayEntry {
  readonly id: string;
  readonly seats: readonly string[];
  readonly outcome: string;
  readonly rounds: number;
}

/**
 * The arena's tools. Refusals (a frozen run, a spent budget, an unknown opponent, a submission in flight, an arm
 * that chooses the opponents itself, …) throw a UsageError whose message says what to do instead.
 */
export interface ArenaTools {
  status(): ArenaStatus;
  /** The ladder, best first; `from`/`to` select ranks (inclusive). */
  opponents(range?: { readonly from?: number; readonly to?: number }): ArenaOpponent[];
  /** The free check the services run first: manifest, entry point, build or syntax check. */
  preflight(): Promise<{ readonly ok: true } | { readonly ok: false; readonly reason: string }>;
  /**
   * Snapshots the strategy directory and plays it against `opponents` (1–`batch` pool ids; with the ladder, random and
   * top-4 arms the arm picks them and `opponents` must be omitted). `id` makes the call idempotent (default: a hash
   * of the request and snapshot).
   */
  small(
    request: { readonly opponents?: readonly string[]; readonly id?: string },
    signal?: AbortSignal,
  ): Promise<SubmissionOutcome>;
  /**
   * Snapshots the strategy directory and evaluates it against the whole pool (one full unit). Before the first one,
   * the untouched starter is evaluated for free as the baseline; its result comes through `deliver()`.
   */
  full(request: { readonly id?: string }, signal?: AbortSignal): Promise<SubmissionOutcome>;
  /** Copies the champion's snapshot back into the strategy directory (free). */
  restoreChampion(): { readonly snapshotId: string; readonly rank: number; readonly elo: number };
  /** Results completed but never shown to the agent, marked delivered as they are returned. */
  deliver(): DeliveredResult[];
  /** Once the run is frozen: records the one final review turn (tools other than `status` refuse afterwards). */
  takeReviewTurn(): void;
  /** The off-policy arm only: the catalogue of pool-vs-pool replays, and one of them (each view costs a small unit). */
  catalogue?(): PoolReplayEntry[];
  viewReplay?(id: string): Promise<Json>;
}
