// The viewer's read-only JSON API: the one contract between src/server (Hono, over the store) and viewer/ (React).
// Every route is under /api and answers JSON; errors answer { error } with status 400, 403 or 404. Every route is GET
// except the play page's (under /api/play), the viewer's one write path.
import type { ModelExchange, Usage } from '../core/agent.js';
import type { MatchEnd, MatchStatus, SeatRecord, StepRecord } from '../core/match-record.js';

/** Bump when a response shape changes; the app shows a warning when it differs from the one it was built with. */
export const VIEWER_API_VERSION = 1;

/**
 * A page of items: `limit` (≤ 500, default 50) and where it starts as query parameters (`offset`; match pages also
 * `after`/`before` a match id or `last=1`), and the total count.
 */
export interface Page<T> {
  readonly total: number;
  /** How many items come before the page's first. */
  readonly offset: number;
  readonly limit: number;
  readonly items: readonly T[];
}

/** GET /api/info */
export interface InfoResponse {
  readonly apiVersion: typeof VIEWER_API_VERSION;
  readonly home: string;
  readonly games: readonly { readonly id: string; readonly version: number; readonly players: string }[];
}

/** One row of GET /api/runs (newest first). */
export interface RunSummary {
  readonly id: string;
  /** Protocol or suite, e.g. `tournament`, `explore-evaluate`, `episodes`, `anchored`. */
  readonly kind: string;
  readonly status: string;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly matches: number;
  /** Matches the spec schedules, when the spec says; progress = matches / planned. */
  readonly planned?: number;
  readonly games: readonly string[];
  /** Agent specs seen in the run's matches. */
  readonly agents: readonly string[];
  readonly costUsd: number;
}

/** One row of a leaderboard, as `xparena rate` and `xparena tournament` print it. */
export interface LeaderboardRow {
  readonly agent: string;
  readonly rating: number;
  /** Glicko-2 deviation φ, when the method has one. */
  readonly deviation?: number;
  readonly interval: readonly [number, number];
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
  readonly winRate: number;
  readonly invalidRate: number;
  readonly toolCallsPerGame: number;
  readonly tokensPerGame: number;
  readonly costPerGame: number;
}

/** Head-to-head: `rate[i][j]` is agent i's score rate against agent j (draws half), null where they never met. */
export interface HeadToHead {
  readonly agents: readonly string[];
  readonly rate: readonly (readonly (number | null)[])[];
  readonly games: readonly (readonly number[])[];
  /** Wilson 95% interval of each cell, null where they never met. */
  readonly interval: readonly (readonly (readonly [number, number] | null)[])[];
}

/** One game's leaderboard and head-to-head (a run may hold contests on several games, e.g. the demo). */
export interface GameLeaderboard {
  readonly game: string;
  /** Scored matches behind the ratings. */
  readonly matches: number;
  /** How the intervals were computed, as `xparena tournament` prints it. */
  readonly intervals: string;
  readonly leaderboard: readonly LeaderboardRow[];
  readonly headToHead: HeadToHead;
}

/** One point of a learning curve: the mean evaluation score at an experience checkpoint, with its interval. */
export interface CurvePoint {
  readonly game: string;
  readonly agent: string;
  readonly checkpoint: number;
  readonly mean: number;
  readonly low: number;
  readonly high: number;
}

/** An estimate with its 95% interval: `interval` null where there is none, a bound null where it is unbounded. */
export interface EstimateView {
  readonly value: number | null;
  readonly interval: readonly [low: number | null, high: number | null] | null;
}

/** One row of an S³Gym run's metrics table: one game learned with one experience (pathway). */
export interface LearningMetricsRow {
  readonly game: string;
  readonly experience: string;
  readonly trials: number;
  /** One estimate per column of the table; null where the metric does not apply (no self-scores to judge). */
  readonly cells: readonly (EstimateView | null)[];
}

/** The headline learning metrics of an S³Gym run, as `xparena report` computes them. */
export interface LearningMetricsTable {
  /** Column names, e.g. `y₀`, `Avg`, `NABA`, `Agreement`. */
  readonly columns: readonly string[];
  readonly rows: readonly LearningMetricsRow[];
  /** How the intervals were computed. */
  readonly note: string;
}

/** A report plot of a run: what it shows, of which game, and its Vega-Lite spec. */
export interface PlotView {
  readonly kind: 'head-to-head' | 'learning-curve' | 'calibration' | 'rating-trajectory';
  readonly game: string;
  readonly title: string;
  readonly spec: unknown;
}

/** One evolving agent's rating in one round (1-based, as `xparena evolve` prints it) of an anchored run. */
export interface TrajectoryPoint {
  readonly agent: string;
  /** 1-based round. */
  readonly round: number;
  readonly rating: number;
  readonly rank: number;
  readonly games: number;
  readonly score: number;
  readonly low?: number;
  readonly high?: number;
}

/** GET /api/runs/:id — the run, its spec, and whichever views its kind supports (absent when they do not apply). */
export interface RunDetail {
  readonly run: RunSummary;
  readonly spec: unknown;
  readonly leaderboard?: readonly LeaderboardRow[];
  readonly headToHead?: HeadToHead;
  /** Every multi-seat game's leaderboard; `leaderboard` and `headToHead` above are the first one's. */
  readonly leaderboards?: readonly GameLeaderboard[];
  readonly curve?: readonly CurvePoint[];
  /** How the curve's intervals were computed (method, resamples, seed), as `xparena report` states it. */
  readonly curveIntervals?: string;
  /** Anchored runs: each evolving agent's rating per round against the frozen anchors (as `xparena evolve` stores it). */
  readonly trajectory?: readonly TrajectoryPoint[];
  /** Anchored runs: the anchors' frozen ratings (an anchored run has no leaderboard: its anchors are not re-rated). */
  readonly anchors?: Readonly<Record<string, number>>;
  /** Learning metrics per (game, agent), as `xparena report --format json` gives them. */
  readonly learning?: unknown;
  /** The headline learning metrics per game and experience, with their intervals. */
  readonly learningTable?: LearningMetricsTable;
  /** Vega-Lite specs of the run's plots (the same ones the reports render), to embed interactively. */
  readonly plots?: readonly PlotView[];
  /** AAArena runs: results, plots, snapshots and ledger of each repetition, read from the run's arena directory. */
  readonly arena?: ArenaView;
  /** AAArena runs whose arena directory cannot be read (yet): why. */
  readonly arenaError?: string;
  /** True when the run has changed since these views were measured; the current ones are being measured (ask again). */
  readonly stale?: true;
}

/** Runs side by side (`GET /api/compare?runs=a,b&by=run`): `xparena compare`'s tables and figures. */
export interface ComparisonView {
  readonly runs: readonly { readonly id: string; readonly kind: string; readonly label: string }[];
  readonly baseline: string;
  /** Resamples behind every bootstrap interval. */
  readonly bootstrap: number;
  /** Each with its title (what it shows and how its intervals were made) and, when empty, what that means. */
  readonly tables: readonly {
    readonly title: string;
    readonly headers: readonly string[];
    readonly rows: readonly (readonly string[])[];
    readonly empty?: string;
  }[];
  /** Vega-Lite specs: learning curves per game, cost against rating, rating trajectories. */
  readonly plots: readonly { readonly name: string; readonly spec: unknown }[];
}

/** A table as `xparena report` prints it: headers and rows of cell text. */
export interface TableView {
  readonly title: string;
  readonly note: string;
  readonly headers: readonly string[];
  readonly rows: readonly (readonly string[])[];
}

/** An AAArena run as the viewer shows it (`RunDetail.arena`). */
export interface ArenaView {
  readonly game: string;
  /** The results table of `xparena report` (a row per repetition, then the median). */
  readonly table: TableView;
  /** The results as `xparena report --json` gives them. */
  readonly results: unknown;
  readonly repetitions: readonly ArenaRepetitionView[];
}

export interface ArenaRepetitionView {
  /** k of `rep-<k>`. */
  readonly repetition: number;
  /** Its config.json. */
  readonly config: unknown;
  /** The report's plots of this repetition (Elo per snapshot, budget slots, cumulative cost). */
  readonly plots: readonly { readonly title: string; readonly spec: unknown }[];
  /** Stored snapshots, oldest first; each diffs against its parent (GET …/arena/:rep/snapshots/:id). */
  readonly snapshots: readonly ArenaSnapshotRow[];
  /** Every submission in ledger order. */
  readonly ledger: readonly ArenaLedgerRow[];
}

export interface ArenaSnapshotRow {
  readonly id: string;
  readonly parent: string | null;
  readonly createdAt: string;
  readonly files: number;
  readonly bytes: number;
  /** Ledger order numbers of the submissions that evaluated it. */
  readonly submissions: readonly number[];
  /** Its best full evaluation, if it had one. */
  readonly evaluation: { readonly rank: number; readonly elo: number } | null;
  /** The retained champion. */
  readonly champion: boolean;
}

export interface ArenaLedgerRow {
  readonly seq: number;
  readonly id: string;
  readonly kind: 'small' | 'full';
  /** A small match's opponents; empty for a full evaluation. */
  readonly opponents: readonly string[];
  readonly baseline: boolean;
  readonly cost: number;
  readonly state: 'rejected' | 'pending' | 'completed';
  readonly snapshotId: string;
  /** One line: W/D/L, Elo and rank, or the preflight's reason. */
  readonly summary: string;
  readonly submittedAt: string;
  /** When the coding agent was shown the result; null until then. */
  readonly deliveredAt: string | null;
  /** Stored matches of a dense small match, one per game. */
  readonly matches: readonly string[];
  /** The stored result (null while pending or when rejected). */
  readonly result: unknown;
}

/** One file of a snapshot: its text, or null with the reason when it is binary or too large to show. */
export interface ArenaSnapshotFile {
  readonly path: string;
  readonly bytes: number;
  readonly text: string | null;
  readonly omitted?: 'binary' | 'too-large';
}

/** GET /api/runs/:id/arena/:repetition/snapshots/:snapshot — a snapshot's files and its parent's, for a diff. */
export interface ArenaSnapshotDetail {
  readonly id: string;
  readonly parent: string | null;
  readonly createdAt: string;
  readonly files: readonly ArenaSnapshotFile[];
  /** The parent's files; null for the starter. */
  readonly parentFiles: readonly ArenaSnapshotFile[] | null;
}

/**
 * One row of GET /api/runs/:id/matches?limit&game&status&(after|before|last|offset) (in play order), and
 * GET /api/matches?… over the whole store (in insertion order).
 */
export interface MatchSummary {
  readonly id: string;
  readonly game: string;
  readonly seed: number;
  readonly seats: readonly SeatRecord[];
  readonly status: MatchStatus;
  readonly scores: readonly number[] | null;
  readonly steps: number;
  /** The run's label for this match (e.g. phase, checkpoint, round), when it has one. */
  readonly label?: unknown;
}

/** GET /api/matches/:id — the record without its steps (fetch them in slices). */
export interface MatchDetail {
  readonly id: string;
  readonly game: string;
  readonly version: number;
  readonly params: Record<string, unknown>;
  readonly seed: number;
  readonly seats: readonly SeatRecord[];
  readonly end: MatchEnd;
  readonly steps: number;
  /** The rules text each seat was shown (the game's text codec), by seat. */
  readonly rules: readonly string[];
  /**
   * Running score per seat after each step (sums of step rewards; the final scores after the last step), for the
   * whole-match score chart without loading every step.
   */
  readonly scores: readonly (readonly number[])[];
  /** Game quantities per seat over the match (e.g. Prizes left), for the replay's charts; empty for most games. */
  readonly tracks: readonly MatchTrack[];
}

/** One game quantity per seat at every position of a match: `values[p]` before step p, the last after the last step. */
export interface MatchTrack {
  readonly name: string;
  readonly values: readonly (readonly number[])[];
}

/** One step of a replay: what each seat saw before it, what was played, and what it scored. */
export interface ReplayStep {
  readonly index: number;
  /** Observation of every seat before the step: the game's JSON observation and its text rendering. */
  readonly observations: readonly { readonly json: unknown; readonly text: string }[];
  readonly record: StepRecord;
  /** Running score per seat after this step (sum of step rewards; the final scores on the last step). */
  readonly scores: readonly number[];
  /** The board before the step as the replay derives it (see `BoardCells`), for games with a deriver only. */
  readonly cells?: BoardCells;
}

/**
 * A board's cells as derived from the replay, rows top-down, one character per cell: for tetris, the letter of the
 * piece that settled there, `.` for an empty cell, `*` for a filled cell whose piece is not known.
 */
export type BoardCells = readonly string[];

/** GET /api/matches/:id/steps?from&to — steps [from, to) re-simulated from the record (to − from ≤ 200). */
export interface StepsResponse {
  readonly from: number;
  readonly to: number;
  readonly total: number;
  readonly steps: readonly ReplayStep[];
  /** The final observation of every seat, included when `to` reaches the end. */
  readonly final?: readonly { readonly json: unknown; readonly text: string }[];
  /** The derived cells of the final board, with `final`, for games with a deriver (see `BoardCells`). */
  readonly finalCells?: BoardCells;
}

/** One snapshot of GET /api/runs/:id/experience (without its state). */
export interface ExperienceSummary {
  readonly game: string;
  readonly trial: number;
  readonly checkpoint: number;
  /** The experience's name, e.g. `history`. */
  readonly experience: string;
  readonly hash: string;
  readonly bytes: number;
  /** Model calls of the learning step that produced the snapshot, and their usage. */
  readonly calls: number;
  readonly usage?: Usage;
}

/** GET /api/runs/:id/experience/:game/:trial/:checkpoint — one snapshot with its state and the previous one's. */
export interface ExperienceDetail {
  readonly snapshot: ExperienceSummary;
  readonly state: unknown;
  /** The state at the previous checkpoint of the same (game, trial), for a diff; null at the first. */
  readonly previous: unknown;
  /** The state as items (skills, lessons…), for an item-by-item diff; null when the experience has no items. */
  readonly items: readonly { readonly key: string; readonly text: string }[] | null;
  /** The previous state as items; null at the first checkpoint or when the experience has no items. */
  readonly previousItems: readonly { readonly key: string; readonly text: string }[] | null;
  /** How the snapshot was learned (the model calls of that step); null when not recorded (first, or an older run). */
  readonly learning: {
    readonly parent: string;
    readonly usage?: Usage;
    readonly exchanges: readonly ModelExchange[];
  } | null;
}

/** GET /api/play/session — whether this viewer lets people play, and the token its POSTs must carry. */
export interface PlaySessionResponse {
  readonly enabled: boolean;
  /** Sent back in the `X-Xparena-Token` header of every play request. */
  readonly token?: string;
  /** Why play is off (e.g. the viewer listens beyond loopback). */
  readonly reason?: string;
}

/** POST /api/play — a match for a person against built-in opponents (seat order: opponents around `seat`). */
export interface PlayStartRequest {
  readonly game: string;
  /** 1–32 letters, digits, `_`, `-` or `.`; the seat is stored as `human?name=<name>`. */
  readonly name: string;
  readonly preset?: string;
  readonly params?: Readonly<Record<string, string | number | boolean>>;
  /** Default: a random seed. */
  readonly seed?: number;
  /** Built-in agent specs of the other seats (none for one-seat games). */
  readonly opponents?: readonly string[];
  /** The person's seat (default 0). */
  readonly seat?: number;
}

/** A play session as the page shows it; POST /api/play/:id/act `{ text }` and /quit answer the same shape. */
export interface PlayState {
  readonly id: string;
  readonly game: string;
  readonly seed: number;
  readonly seat: number;
  readonly seats: readonly string[];
  readonly rules: string;
  readonly over: boolean;
  readonly step?: number;
  readonly observation?: string;
  /** The legal actions' texts (at most 500; `legalTotal` counts them all). */
  readonly legal?: readonly string[];
  readonly legalTotal?: number;
  /** The running score per seat, for games that keep one. */
  readonly scores?: readonly number[];
  /** Why the last action was rejected. */
  readonly feedback?: string;
  readonly result?: {
    readonly status: MatchStatus;
    readonly scores: readonly number[] | null;
    readonly message?: string;
  };
  /** The stored match, once over. */
  readonly matchId?: string;
  readonly error?: string;
}
