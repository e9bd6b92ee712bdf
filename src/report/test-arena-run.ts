// A realistic AAArena run directory for report and viewer tests, written without playing a match: per repetition a
// config.json, a real ArenaLedger (snapshots with parent links, a baseline, small matches, a preflight rejection, full
// evaluations with usage, a freeze and the review turn) holding made-up results of exactly the arena's types, and a
// transcript; plus the store run (kind `aaarena`) they belong to.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { poolsDir } from '../agents/program/pool-roster.js';
import type { DeveloperEvent } from '../arena/developer.js';
import type { DenseSeatResult, FullEvaluationResult, OpponentRecord, SmallMatchResult } from '../core/arena-tools.js';
import type { Json } from '../core/json.js';
import { expectedScore } from '../measure/fixed-pool-rating.js';
import { parseSealedPool } from '../measure/sealed-pool.js';
import { ArenaLedger } from '../store/arena-ledger.js';
import { Store } from '../store/store.js';
import { arenaRunDir, type LadderEntry } from './arena-run-dir.js';

export interface ArenaFixtureOptions {
  readonly runId?: string;
  /** A game with a sealed pool under pools/ (its ladder names the opponents). */
  readonly game?: string;
  readonly feedback?: 'dense' | 'binary';
  /** The candidate's Elo gain per accepted revision, per repetition (one repetition each). */
  readonly gains?: readonly number[];
  /** Stored match ids the dense games link to, used in turn (default: made-up ids). */
  readonly matchIds?: readonly string[];
}

export interface ArenaFixture {
  readonly runId: string;
  readonly game: string;
  readonly ladder: readonly LadderEntry[];
  /** Per repetition: the snapshot ids in the order they were stored. */
  readonly snapshots: readonly (readonly string[])[];
}

/** Budgets small enough to read a whole ledger at a glance. */
export const fixtureBudgets = { small: 12, full: 4 } as const;

/** The revision each step writes and submits; `broken` steps fail their preflight. */
const plan: readonly { request: 'small' | 'full'; opponents?: number; broken?: boolean }[] = [
  { request: 'small', opponents: 3 },
  { request: 'small', opponents: 2, broken: true },
  { request: 'small', opponents: 3 },
  { request: 'full' },
  { request: 'small', opponents: 2 },
  { request: 'full' },
  { request: 'small', opponents: 4 },
  { request: 'full' },
  { request: 'full' },
];

/** The sealed ladder of `game`, best first. */
export function fixtureLadder(game: string): LadderEntry[] {
  const file = join(poolsDir(), game, 'pool.json');
  const pool = parseSealedPool(JSON.parse(readFileSync(file, 'utf8')), file);
  return pool.programs.map(({ id, rank, elo }) => ({ id, rank, elo }));
}

/** A deterministic number in [0, 1) from integers (a tiny hash, so results need no RNG state). */
function noise(...values: number[]): number {
  let hash = 2166136261;
  for (const value of values) hash = Math.imul(hash ^ (value + 0x9e3779b9), 16777619) >>> 0;
  return (hash % 10_000) / 10_000;
}

function rankOf(elo: number, ladder: readonly LadderEntry[]): number {
  return 1 + ladder.filter((entry) => entry.elo > elo).length;
}

/** A full evaluation of a candidate of Elo `elo`: two games per pool program, points by the expected score. */
export function fakeFullResult(elo: number, ladder: readonly LadderEntry[], baseline: boolean): FullEvaluationResult {
  const opponents: OpponentRecord[] = ladder.map((entry) => ({
    opponent: entry.id,
    rank: entry.rank,
    elo: entry.elo,
    games: 2,
    score: Math.round(4 * expectedScore(elo, entry.elo)) / 2,
  }));
  const wins = opponents.reduce((sum, record) => sum + Math.floor(record.score), 0);
  const draws = opponents.reduce((sum, record) => sum + (record.score % 1 === 0 ? 0 : 1), 0);
  const games = 2 * opponents.length;
  const worst = [...opponents].sort((a, b) => a.score / a.games - b.score / b.games || a.rank - b.rank).slice(0, 12);
  return {
    kind: 'full',
    baseline,
    elo,
    interval: [elo - 110, elo + 110],
    rank: rankOf(elo, ladder),
    poolSize: ladder.length,
    wins,
    draws,
    losses: games - wins - draws,
    candidateErrors: 0,
    opponentErrors: 0,
    winRate: opponents.reduce((sum, record) => sum + record.score, 0) / games,
    opponents,
    worst,
  };
}

/** A small match against `opponents`, both seats each, won where the candidate's Elo plus noise beats theirs. */
export function fakeSmallResult(
  elo: number,
  opponents: readonly LadderEntry[],
  feedback: 'dense' | 'binary',
  matchId: () => string,
  salt: number,
): SmallMatchResult {
  const games = opponents.flatMap((opponent, index) =>
    [0, 1].map((seat) => {
      const margin = elo + 300 * (noise(salt, index, seat) - 0.5) - opponent.elo;
      return { opponent, seat, outcome: margin > 40 ? 'win' : margin < -40 ? 'loss' : ('draw' as const) };
    }),
  );
  if (feedback === 'binary')
    return {
      kind: 'small',
      feedback: 'binary',
      games: games.map(({ opponent, seat, outcome }) => ({ opponent: opponent.id, seat, win: outcome === 'win' })),
    };
  const dense: DenseSeatResult[] = games.map(({ opponent, seat, outcome }, index) => ({
    opponent: opponent.id,
    opponentRank: opponent.rank,
    opponentElo: opponent.elo,
    seat,
    outcome: outcome as DenseSeatResult['outcome'],
    score: outcome === 'win' ? [1, 0] : outcome === 'loss' ? [0, 1] : [0.5, 0.5],
    rounds: 40 + index,
    seed: 1000 + index,
    fault: null,
    matchId: matchId(),
    replay: `replays/s${salt}-${opponent.id}-${seat}.json`,
    narration: `You played seat ${seat} against ${opponent.id} and ${outcome === 'draw' ? 'drew' : outcome === 'win' ? 'won' : 'lost'}.`,
  }));
  const count = (outcome: string) => games.filter((game) => game.outcome === outcome).length;
  return {
    kind: 'small',
    feedback: 'dense',
    wins: count('win'),
    draws: count('draw'),
    losses: count('loss'),
    candidateErrors: 0,
    opponentErrors: 0,
    games: dense,
  };
}

function writeStrategy(dir: string, version: number, broken: boolean): void {
  mkdirSync(dir, { recursive: true });
  const manifest = { name: 'strategy', version: '1', language: 'python', entry: ['python3', 'main.py'] };
  writeFileSync(join(dir, 'xparena-program.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const lines = [
    'import json, sys',
    '',
    `AGGRESSION = ${(0.3 + 0.1 * version).toFixed(1)}`,
    `LOOKAHEAD = ${1 + Math.floor(version / 2)}`,
    '',
    'for line in sys.stdin:',
    '    message = json.loads(line)',
    broken ? '    if message[\'type\'] == "turn"' : "    if message['type'] == 'turn':",
    "        print(json.dumps({'action': message['legal'][0]}), flush=True)",
  ];
  writeFileSync(join(dir, 'main.py'), `${lines.join('\n')}\n`);
}

/** Writes one repetition: its config, ledger and transcript; returns its snapshot ids in order. */
function writeRepetition(
  dir: string,
  repetition: number,
  options: Required<Pick<ArenaFixtureOptions, 'game' | 'feedback'>> & { gain: number; matchIds?: readonly string[] },
  ladder: readonly LadderEntry[],
): string[] {
  mkdirSync(dir, { recursive: true });
  // The shape `xparena run aaarena` stores (the developer is in the store run's spec).
  const config = {
    formatVersion: 1,
    game: options.game,
    poolsDir: poolsDir(),
    seed: 100 + repetition,
    arm: 'choice',
    feedback: options.feedback,
    batch: 4,
    budgets: fixtureBudgets,
    limits: {},
    concurrency: 2,
  };
  writeFileSync(join(dir, 'config.json'), `${JSON.stringify(config, null, 2)}\n`);
  let clock = Date.UTC(2026, 11, 1, 9, repetition);
  const ledger = new ArenaLedger(join(dir, 'ledger.db'), {
    ...fixtureBudgets,
    now: () => {
      clock += 7000;
      return new Date(clock);
    },
  });
  const events: DeveloperEvent[] = [];
  const strategy = join(dir, 'workspace', 'strategy');
  const snapshots: string[] = [];
  let matches = 0;
  const matchId = () => {
    const index = matches++;
    return options.matchIds?.[index % options.matchIds.length] ?? `m${repetition}-${index}`;
  };
  try {
    // The candidate starts near rank 30 (or the ladder's bottom quarter) and gains with each accepted revision.
    const start = ladder[Math.min(ladder.length - 1, 29)]?.elo ?? 1400;
    let elo = start - 20;
    let parent: string | null = null;
    let usage = { tokens: 0, usd: 0 };
    const submit = (id: string, request: Json, snapshotId: string, broken: boolean) =>
      ledger.submit({
        id,
        request: request as never,
        snapshotId,
        preflight: broken ? { ok: false, reason: 'main.py line 8: SyntaxError: expected ":"' } : { ok: true },
      });
    writeStrategy(strategy, 0, false);
    parent = ledger.saveSnapshot(strategy, null);
    snapshots.push(parent);
    submit('baseline', { kind: 'full', baseline: true, options: { usage } }, parent, false);
    ledger.complete('baseline', fakeFullResult(elo, ladder, true) as unknown as Json);
    events.push({ turn: 0, kind: 'tool', text: 'full evaluation (baseline)' });
    for (const [step, entry] of plan.entries()) {
      if (ledger.frozen()) break;
      const turn = step + 1;
      usage = { tokens: usage.tokens + 14_000 + 1000 * step, usd: Math.round((usage.usd + 0.11) * 100) / 100 };
      const broken = entry.broken === true;
      writeStrategy(strategy, turn, broken);
      const snapshot = ledger.saveSnapshot(strategy, parent);
      snapshots.push(snapshot);
      events.push({ turn, kind: 'prompt', text: `continue; budgets: small ${ledger.budget('small').remaining}` });
      const id = `step-${turn}`;
      if (entry.request === 'small') {
        const around = rankOf(elo, ladder);
        const opponents = Array.from(
          { length: entry.opponents ?? 1 },
          (_, index) => ladder[Math.max(0, Math.min(ladder.length - 1, around - 3 + 2 * index))] as LadderEntry,
        ).filter((opponent, index, all) => all.indexOf(opponent) === index);
        const ids = opponents.map((opponent) => opponent.id);
        const submission = submit(id, { kind: 'small', opponents: ids, options: { usage } }, snapshot, broken);
        if (submission.state === 'rejected') {
          const reason = submission.preflight.ok ? '' : submission.preflight.reason;
          events.push({ turn, kind: 'tool-error', text: `rejected by the preflight (no charge): ${reason}` });
          continue;
        }
        const result = fakeSmallResult(
          elo + options.gain,
          opponents,
          options.feedback,
          matchId,
          10 * repetition + turn,
        );
        ledger.complete(id, result as unknown as Json);
      } else {
        submit(id, { kind: 'full', options: { usage } }, snapshot, broken);
        ledger.complete(id, fakeFullResult(elo + options.gain, ladder, false) as unknown as Json);
      }
      ledger.markDelivered(id);
      events.push({ turn, kind: 'tool', text: `${entry.request} submitted as ${id}` });
      elo += options.gain;
      parent = snapshot;
    }
    if (ledger.frozen()) {
      ledger.takeReviewTurn();
      events.push({ turn: plan.length + 1, kind: 'stop', text: `frozen (${ledger.frozen()})` });
    }
  } finally {
    ledger.close();
  }
  writeFileSync(join(dir, 'transcript.jsonl'), events.map((event) => `${JSON.stringify(event)}\n`).join(''));
  return snapshots;
}

/**
 * Writes an arena run of three repetitions (defaults: lantern-maze, dense, gains 60/25/150 — the last reaches rank
 * 1) under `<home>/arena/<runId>/` and starts and finishes its store run in `<home>/xparena.db`.
 */
export function writeArenaRunFixture(home: string, options: ArenaFixtureOptions = {}): ArenaFixture {
  const runId = options.runId ?? 'aaarena-fixture';
  const game = options.game ?? 'lantern-maze';
  const feedback = options.feedback ?? 'dense';
  const gains = options.gains ?? [60, 25, 150];
  const ladder = fixtureLadder(game);
  const snapshots = gains.map((gain, index) =>
    writeRepetition(
      join(arenaRunDir(home, runId), `rep-${index + 1}`),
      index + 1,
      { game, feedback, gain, ...(options.matchIds ? { matchIds: options.matchIds } : {}) },
      ladder,
    ),
  );
  const store = new Store(join(home, 'xparena.db'));
  try {
    const spec = { game, developer: 'offline', arm: 'choice', feedback, repetitions: gains.length, ...fixtureBudgets };
    store.startRun({ id: runId, kind: 'aaarena', spec, codeVersion: 'test' });
    store.finishRun(runId, 'finished');
  } finally {
    store.close();
  }
  return { runId, game, ladder, snapshots };
}
