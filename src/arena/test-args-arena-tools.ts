// A fake ArenaTools for developer tests: no matches, no sandbox. A program's strength is a function of the arguments
// in its manifest's entry, each game's outcome a deterministic function of that strength, the opponent and the seat;
// the ledger's rules (budgets, idempotent ids, free baseline, freeze, champion) are kept in memory.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type {
  ArenaFeedback,
  ArenaOpponent,
  ArenaStatus,
  ArenaTools,
  DeliveredResult,
  FullEvaluationResult,
  OpponentArm,
  SmallMatchResult,
  SubmissionOutcome,
} from '../core/arena-tools.js';
import { hashText } from '../core/json.js';
import { type ProgramFile, readProgramFiles } from '../core/program-files.js';
import { rngFromSeed } from '../core/rng.js';
import { UsageError } from '../core/usage-error.js';
import { writeProgram } from './write-program.js';

export interface FakeArenaOptions {
  readonly game: string;
  readonly strategyDir: string;
  /** Pool Elos, any order (ids p01, p02… by strength, rank 1 the strongest). */
  readonly elos: readonly number[];
  readonly small: number;
  readonly full: number;
  readonly batch: number;
  readonly arm?: OpponentArm;
  readonly feedback?: ArenaFeedback;
  /** The program's true strength from the arguments after its entry's script (the starter has none). */
  readonly strength: (args: readonly string[]) => number;
  /** Called after a submission is charged and completed, before its outcome is returned (tests crash here). */
  readonly afterComplete?: (submissions: number) => void;
}

interface Stored {
  readonly outcome: SubmissionOutcome & { readonly state: 'completed' };
  readonly files: readonly ProgramFile[];
  readonly args: readonly string[];
  delivered: boolean;
}

export class FakeArenaTools implements ArenaTools {
  readonly ladder: ArenaOpponent[];
  /** Every accepted submission in order: its id, kind, program arguments and opponents. */
  readonly log: { id: string; kind: 'small' | 'full'; args: string; opponents: string[] }[] = [];
  /** Calls of `small` and `full`, repeats of a known id included. */
  calls = 0;
  private readonly stored = new Map<string, Stored>();
  private readonly used = { small: 0, full: 0 };
  private readonly random = rngFromSeed(7);
  private readonly starter: readonly ProgramFile[];
  private extended = false;

  constructor(private readonly options: FakeArenaOptions) {
    this.starter = readProgramFiles(options.strategyDir);
    const sorted = [...options.elos].sort((a, b) => b - a);
    this.ladder = sorted.map((elo, index) => ({
      id: `p${String(sorted.length - index).padStart(2, '0')}`,
      rank: 1 + sorted.filter((other) => other > elo).length,
      elo,
    }));
  }

  status(): ArenaStatus {
    const best = this.champion();
    return {
      game: this.options.game,
      poolSize: this.ladder.length,
      arm: this.options.arm ?? 'choice',
      feedback: this.options.feedback ?? 'dense',
      batch: this.options.batch,
      budgets: {
        small: { total: this.total('small'), used: this.used.small, remaining: this.total('small') - this.used.small },
        full: { total: this.total('full'), used: this.used.full, remaining: this.total('full') - this.used.full },
      },
      extended: this.extended,
      baselineEvaluated: [...this.stored.values()].some((s) => s.outcome.result.kind === 'full'),
      champion: best
        ? {
            snapshotId: best.outcome.snapshotId,
            submissionId: best.outcome.submissionId,
            rank: (best.outcome.result as FullEvaluationResult).rank,
            elo: (best.outcome.result as FullEvaluationResult).elo,
          }
        : null,
      frozen: this.frozen(),
      reviewTurnTaken: false,
      undelivered: [...this.stored.values()].filter((s) => !s.delivered).length,
    };
  }

  opponents(): ArenaOpponent[] {
    return [...this.ladder];
  }

  async preflight() {
    return { ok: true } as const;
  }

  async small(request: { readonly opponents?: readonly string[]; readonly id?: string }): Promise<SubmissionOutcome> {
    const again = this.again(request.id);
    if (again) return again;
    const arm = this.options.arm ?? 'choice';
    if (arm !== 'choice' && request.opponents) throw new UsageError(`the ${arm} arm picks the opponents`);
    const opponents = request.opponents ? [...request.opponents] : this.pick();
    if (opponents.length < 1 || opponents.length > this.options.batch) throw new UsageError('bad batch');
    for (const id of opponents) if (!this.ladder.some((o) => o.id === id)) throw new UsageError(`no ${id}`);
    this.refuseWhenClosed('small', opponents.length);
    const args = this.args();
    const strength = this.options.strength(args);
    const games = opponents.flatMap((id) =>
      [0, 1].map((seat) => ({ id, seat, score: this.score(strength, id, seat) })),
    );
    const result: SmallMatchResult =
      this.options.feedback === 'binary'
        ? {
            kind: 'small',
            feedback: 'binary',
            games: games.map((g) => ({ opponent: g.id, seat: g.seat, win: g.score === 1 })),
          }
        : {
            kind: 'small',
            feedback: 'dense',
            wins: games.filter((g) => g.score === 1).length,
            draws: games.filter((g) => g.score === 0.5).length,
            losses: games.filter((g) => g.score === 0).length,
            candidateErrors: 0,
            opponentErrors: 0,
            games: games.map((g) => {
              const opponent = this.ladder.find((o) => o.id === g.id) as ArenaOpponent;
              return {
                opponent: g.id,
                opponentRank: opponent.rank,
                opponentElo: opponent.elo,
                seat: g.seat,
                outcome: g.score === 1 ? 'win' : g.score === 0.5 ? 'draw' : 'loss',
                score: [g.score, 1 - g.score],
                rounds: 10,
                seed: 1,
                fault: null,
                matchId: 'm',
                replay: 'replays/m.json',
                narration: '',
              } as const;
            }),
          };
    this.used.small += opponents.length;
    return this.settle(request.id, 'small', opponents.length, args, opponents, result);
  }

  /** Like the session: the run's first full evaluation first takes the free baseline of the untouched starter
   * (delivered apart, by `deliver`), then evaluates the strategy at one unit's cost. */
  async full(request: { readonly id?: string }): Promise<SubmissionOutcome> {
    const again = this.again(request.id);
    if (again) return again;
    this.refuseWhenClosed('full', 1);
    if (!this.status().baselineEvaluated) {
      this.settle('baseline', 'full', 0, [], [], this.evaluation([], true), this.starter);
      if (this.frozen()) return this.stored.get('baseline')?.outcome as SubmissionOutcome;
    }
    const args = this.args();
    this.used.full += 1;
    return this.settle(request.id, 'full', 1, args, [], this.evaluation(args, false));
  }

  private evaluation(args: readonly string[], baseline: boolean): FullEvaluationResult {
    const strength = this.options.strength(args);
    const opponents = this.ladder.map((opponent) => ({
      opponent: opponent.id,
      rank: opponent.rank,
      elo: opponent.elo,
      games: 2,
      score: this.score(strength, opponent.id, 0) + this.score(strength, opponent.id, 1),
    }));
    const points = opponents.reduce((sum, record) => sum + record.score, 0);
    return {
      kind: 'full',
      baseline,
      elo: strength,
      interval: [strength - 50, strength + 50],
      rank: 1 + this.ladder.filter((opponent) => opponent.elo > strength).length,
      poolSize: this.ladder.length,
      wins: 0,
      draws: 0,
      losses: 0,
      candidateErrors: 0,
      opponentErrors: 0,
      winRate: points / (2 * opponents.length),
      opponents,
      worst: [],
    };
  }

  restoreChampion() {
    const best = this.champion();
    if (!best) throw new UsageError('no champion yet');
    writeProgram(this.options.strategyDir, best.files);
    const result = best.outcome.result as FullEvaluationResult;
    return { snapshotId: best.outcome.snapshotId, rank: result.rank, elo: result.elo };
  }

  deliver(): DeliveredResult[] {
    const out: DeliveredResult[] = [];
    for (const stored of this.stored.values()) {
      if (stored.delivered) continue;
      stored.delivered = true;
      const { submissionId, snapshotId, result } = stored.outcome;
      out.push({ submissionId, snapshotId, result });
    }
    return out;
  }

  takeReviewTurn(): void {}

  /** The champion's program arguments, as its manifest gives them. */
  championArgs(): string | undefined {
    return this.champion()?.args.join(' ');
  }

  private settle(
    id: string | undefined,
    kind: 'small' | 'full',
    cost: number,
    args: readonly string[],
    opponents: string[],
    result: SmallMatchResult | FullEvaluationResult,
    /** The untouched starter's files (the baseline), whose result waits for `deliver`. */
    starter?: readonly ProgramFile[],
  ): SubmissionOutcome {
    const files = starter ?? readProgramFiles(this.options.strategyDir);
    const snapshotId = hashText(files.map((file) => file.content.toString()).join('\0'));
    const submissionId = id ?? `${kind}-${this.stored.size}`;
    const outcome = { state: 'completed', submissionId, snapshotId, cost, result } as const;
    this.stored.set(submissionId, { outcome, files, args, delivered: false });
    this.log.push({ id: submissionId, kind, args: args.join(' '), opponents });
    if (starter) return outcome;
    this.options.afterComplete?.(this.log.length);
    (this.stored.get(submissionId) as Stored).delivered = true;
    return outcome;
  }

  private again(id: string | undefined): SubmissionOutcome | undefined {
    this.calls++;
    const stored = id === undefined ? undefined : this.stored.get(id);
    if (stored) stored.delivered = true;
    return stored?.outcome;
  }

  private refuseWhenClosed(kind: 'small' | 'full', cost: number): void {
    const frozen = this.frozen();
    if (frozen) throw new UsageError(`the run is frozen (${frozen})`);
    const remaining = this.total(kind) - this.used[kind];
    if (cost > remaining) throw new UsageError(`${kind} costs ${cost}; ${remaining} left`);
  }

  private frozen(): ArenaStatus['frozen'] {
    const best = this.champion();
    if (best && (best.outcome.result as FullEvaluationResult).rank === 1) return 'rank-1';
    return this.used.full >= this.total('full') ? 'full-budget-spent' : null;
  }

  /** The continuation: each budget grows by twice its size, once; false for a gold medal (rank 1 is final). */
  extend(): boolean {
    if (this.extended) throw new UsageError('the budget was already extended once');
    if (this.frozen() === 'rank-1') return false;
    this.extended = true;
    return true;
  }

  private total(kind: 'small' | 'full'): number {
    return (this.extended ? 3 : 1) * this.options[kind];
  }

  private champion(): Stored | undefined {
    let best: Stored | undefined;
    for (const stored of this.stored.values()) {
      const result = stored.outcome.result;
      if (result.kind !== 'full') continue;
      const current = best?.outcome.result as FullEvaluationResult | undefined;
      if (!current || result.rank < current.rank || (result.rank === current.rank && result.elo > current.elo))
        best = stored;
    }
    return best;
  }

  /** The arguments after the entry's script in the strategy's manifest. */
  private args(): string[] {
    const manifest = JSON.parse(readFileSync(join(this.options.strategyDir, 'xparena-program.json'), 'utf8')) as {
      entry: string[];
    };
    return manifest.entry.slice(2);
  }

  /** The candidate's points in one game: a win, draw or loss by its strength against the opponent's, plus a fixed
   * jitter per (opponent, seat) so nearby strengths can differ on some opponents and agree on others. */
  private score(strength: number, opponent: string, seat: number): number {
    const elo = (this.ladder.find((o) => o.id === opponent) as ArenaOpponent).elo;
    const jitter = (Number.parseInt(hashText(`${opponent}/${seat}`, 6), 16) / 0xffffff) * 300 - 150;
    const margin = strength - elo + jitter;
    return margin > 15 ? 1 : margin < -15 ? 0 : 0.5;
  }

  private pick(): string[] {
    const arm = this.options.arm ?? 'choice';
    if (arm === 'choice') throw new UsageError('name 1–batch opponents');
    if (arm === 'top4') return this.ladder.slice(0, Math.min(4, this.options.batch)).map((o) => o.id);
    return this.random.shuffle(this.ladder.map((o) => o.id)).slice(0, this.options.batch);
  }
}

/** A pools directory with game `toy`: a `knob` family (arguments a and b) and its tuning file; added to `made`. */
export function toyPools(made: string[]): string {
  const pools = mkdtempSync(join(tmpdir(), 'xparena-offline-pools-'));
  made.push(pools);
  const family = join(pools, 'toy', 'knob');
  mkdirSync(family, { recursive: true });
  writeFileSync(
    join(family, 'xparena-program.json'),
    JSON.stringify({ name: 'knob', version: '1', language: 'javascript', entry: ['node', 'main.mjs'] }),
  );
  writeFileSync(join(family, 'main.mjs'), "import { play } from './xparena.mjs';\n");
  writeFileSync(
    join(pools, 'toy', 'tuning.json'),
    JSON.stringify({
      family: 'knob',
      parameters: [
        { name: 'a', min: 0, max: 8, step: 1, start: 2 },
        { name: 'b', values: [0, 1, 2, 3, 4], start: 0 },
      ],
    }),
  );
  return pools;
}

/** Strength 1150 for the starter (no arguments); else 1300 + 60a − 40|b − 2| (best: a = 8, b = 2). */
export function toyStrength(args: readonly string[]): number {
  if (args.length === 0) return 1150;
  const value = (name: string) => Number(args[args.indexOf(`--${name}`) + 1]);
  return 1300 + 60 * value('a') - 40 * Math.abs(value('b') - 2);
}

/** The toy pool's Elos: the starter ranks 11th of 12. */
export const toyElos = [1000, 1080, 1160, 1240, 1320, 1400, 1480, 1560, 1640, 1720, 1800, 1880];

/** A workspace whose strategy/ holds a starter without arguments; added to `made`. */
export function toyWorkspace(made: string[], root?: string): { workspace: string; strategyDir: string } {
  const workspace = root ?? mkdtempSync(join(tmpdir(), 'xparena-offline-ws-'));
  if (!root) made.push(workspace);
  const strategyDir = join(workspace, 'strategy');
  mkdirSync(strategyDir, { recursive: true });
  writeFileSync(
    join(strategyDir, 'xparena-program.json'),
    JSON.stringify({ name: 'starter', version: '1', language: 'javascript', entry: ['node', 'main.mjs'] }),
  );
  writeFileSync(join(strategyDir, 'main.mjs'), '// the starter\n');
  return { workspace, strategyDir };
}

/** A fake arena on the toy pool: 48 small units, 6 full evaluations, batches of 4. */
export function toyArena(strategyDir: string, options: Partial<FakeArenaOptions> = {}): FakeArenaTools {
  return new FakeArenaTools({
    game: 'toy',
    elos: toyElos,
    small: 48,
    full: 6,
    batch: 4,
    strength: toyStrength,
    strategyDir,
    ...options,
  });
}
