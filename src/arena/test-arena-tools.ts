// An in-memory ArenaTools for tests of the ways in (MCP server, shell developer) until they run on the real session:
// the program's strength is the number in `strategy/strength.txt`, its Elo 1300 + 100 × strength against a fixed
// six-program pool (the run freezes once the baseline is taken and the full budget spent, or at rank 1), and every
// refusal the contract names is a UsageError.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type {
  ArenaOpponent,
  ArenaResult,
  ArenaStatus,
  ArenaTools,
  DeliveredResult,
  FullEvaluationResult,
  OpponentRecord,
  SubmissionOutcome,
} from '../core/arena-tools.js';
import { programFilesHash, readProgramFiles } from '../core/program-files.js';
import { UsageError } from '../core/usage-error.js';

/** The file whose whole number is the program's strength. */
export const strengthFile = 'strength.txt';

/** The fake pool: p1 (rank 1, Elo 1800) down to p6 (rank 6, Elo 1300). */
export const fakePool: readonly ArenaOpponent[] = [1, 2, 3, 4, 5, 6].map((rank) => ({
  id: `p${rank}`,
  rank,
  elo: 1900 - 100 * rank,
}));

interface Submission {
  readonly id: string;
  readonly snapshotId: string;
  readonly cost: number;
  readonly result: ArenaResult;
}

/** The fake's calls, in order, for tests to assert on. */
export type FakeCall = { readonly tool: string; readonly detail?: string };

export class FakeArenaTools implements ArenaTools {
  readonly calls: FakeCall[] = [];
  private readonly used = { small: 0, full: 0 };
  private readonly submissions: Submission[] = [];
  private readonly snapshots = new Map<string, string>();
  private readonly undelivered: DeliveredResult[] = [];
  private baselineTaken = false;
  private reviewTaken = false;

  constructor(
    private readonly strategyDir: string,
    private readonly totals: { readonly small: number; readonly full: number },
    private readonly batch = 4,
  ) {}

  status(): ArenaStatus {
    const budget = (kind: 'small' | 'full') => ({
      total: this.totals[kind],
      used: this.used[kind],
      remaining: this.totals[kind] - this.used[kind],
    });
    const champion = this.champion();
    return {
      game: 'fake',
      poolSize: fakePool.length,
      arm: 'choice',
      feedback: 'dense',
      batch: this.batch,
      budgets: { small: budget('small'), full: budget('full') },
      extended: false,
      baselineEvaluated: this.baselineTaken,
      champion:
        champion === undefined
          ? null
          : {
              snapshotId: champion.snapshotId,
              submissionId: champion.id,
              rank: (champion.result as FullEvaluationResult).rank,
              elo: (champion.result as FullEvaluationResult).elo,
            },
      frozen:
        champion && (champion.result as FullEvaluationResult).rank === 1
          ? 'rank-1'
          : this.baselineTaken && this.used.full >= this.totals.full
            ? 'full-budget-spent'
            : null,
      reviewTurnTaken: this.reviewTaken,
      undelivered: this.undelivered.length,
    };
  }

  opponents(range: { readonly from?: number; readonly to?: number } = {}): ArenaOpponent[] {
    this.calls.push({ tool: 'opponents' });
    const { from = 1, to = fakePool.length } = range;
    if (from > to) throw new UsageError(`'from' (${from}) is after 'to' (${to}): give from ≤ to`);
    return fakePool.filter((opponent) => opponent.rank >= from && opponent.rank <= to);
  }

  async preflight(): Promise<{ readonly ok: true } | { readonly ok: false; readonly reason: string }> {
    this.calls.push({ tool: 'preflight' });
    return this.strength() === undefined
      ? { ok: false, reason: `strategy/${strengthFile} must hold a whole number` }
      : { ok: true };
  }

  async small(request: { readonly opponents?: readonly string[]; readonly id?: string }): Promise<SubmissionOutcome> {
    this.open();
    const opponents = request.opponents ?? [];
    this.calls.push({ tool: 'small', detail: opponents.join(',') });
    if (opponents.length < 1 || opponents.length > this.batch)
      throw new UsageError(`name 1 to ${this.batch} opponents`);
    const unknown = opponents.find((id) => !fakePool.some((opponent) => opponent.id === id));
    if (unknown) throw new UsageError(`unknown opponent '${unknown}'; list them with opponents`);
    if (this.used.small + opponents.length > this.totals.small)
      throw new UsageError(`the small-match budget has ${this.totals.small - this.used.small} units left`);
    return this.submit(request.id, opponents.length, 'small', (strength) => {
      const elo = 1300 + 100 * strength;
      const games = opponents.map((id) => {
        const opponent = fakePool.find((candidate) => candidate.id === id) as ArenaOpponent;
        const outcome = elo > opponent.elo ? 'win' : elo === opponent.elo ? 'draw' : 'loss';
        return { opponent: id, seat: 0, win: outcome === 'win' };
      });
      return { kind: 'small', feedback: 'binary', games };
    });
  }

  async full(request: { readonly id?: string }): Promise<SubmissionOutcome> {
    this.open();
    this.calls.push({ tool: 'full' });
    const baseline = !this.baselineTaken;
    if (!baseline && this.used.full >= this.totals.full) throw new UsageError('no full evaluations left');
    return this.submit(request.id, baseline ? 0 : 1, 'full', (strength) => {
      const elo = 1300 + 100 * strength;
      const records: OpponentRecord[] = fakePool.map((opponent) => ({
        opponent: opponent.id,
        rank: opponent.rank,
        elo: opponent.elo,
        games: 2,
        score: elo > opponent.elo ? 2 : elo === opponent.elo ? 1 : 0,
      }));
      const wins = records.filter((record) => record.score === 2).length * 2;
      const draws = records.filter((record) => record.score === 1).length * 2;
      const rank = 1 + fakePool.filter((opponent) => opponent.elo > elo).length;
      this.baselineTaken = true;
      return {
        kind: 'full',
        baseline,
        elo,
        interval: [elo - 50, elo + 50],
        rank,
        poolSize: fakePool.length,
        wins,
        draws,
        losses: 2 * fakePool.length - wins - draws,
        candidateErrors: 0,
        opponentErrors: 0,
        winRate: (wins + draws / 2) / (2 * fakePool.length),
        opponents: records,
        worst: [...records].sort((a, b) => a.score - b.score).slice(0, 12),
      };
    });
  }

  restoreChampion(): { readonly snapshotId: string; readonly rank: number; readonly elo: number } {
    this.calls.push({ tool: 'restore' });
    if (this.reviewTaken) throw new UsageError('the review turn was taken: the run is over');
    const champion = this.status().champion;
    if (!champion) throw new UsageError('no champion yet: take the baseline full evaluation first');
    rmSync(join(this.strategyDir, strengthFile), { force: true });
    writeFileSync(join(this.strategyDir, strengthFile), this.snapshots.get(champion.snapshotId) ?? '');
    return { snapshotId: champion.snapshotId, rank: champion.rank, elo: champion.elo };
  }

  deliver(): DeliveredResult[] {
    return this.undelivered.splice(0);
  }

  takeReviewTurn(): void {
    if (!this.status().frozen) throw new UsageError('the run is not frozen');
    if (this.reviewTaken) throw new UsageError('the review turn was taken already');
    this.reviewTaken = true;
  }

  /** A result completed while the agent was away (e.g. its shell died mid-call): delivered by the next `deliver()`. */
  completeUnseen(result: ArenaResult): void {
    this.undelivered.push({ submissionId: `unseen-${this.undelivered.length}`, snapshotId: 'unseen', result });
  }

  private open(): void {
    if (this.reviewTaken) throw new UsageError('the review turn was taken: the run is over');
    const { frozen } = this.status();
    if (frozen) throw new UsageError(`the run is frozen (${frozen}): its champion is final`);
  }

  private strength(): number | undefined {
    const file = join(this.strategyDir, strengthFile);
    if (!existsSync(file)) return undefined;
    const text = readFileSync(file, 'utf8').trim();
    return /^\d+$/.test(text) ? Number(text) : undefined;
  }

  private async submit(
    id: string | undefined,
    cost: number,
    kind: 'small' | 'full',
    play: (strength: number) => ArenaResult,
  ): Promise<SubmissionOutcome> {
    const snapshotId = programFilesHash(readProgramFiles(this.strategyDir));
    const submissionId = id ?? `${kind}-${this.submissions.length + 1}`;
    const strength = this.strength();
    if (strength === undefined) {
      return { state: 'rejected', submissionId, reason: `strategy/${strengthFile} must hold a whole number` };
    }
    this.snapshots.set(snapshotId, String(strength));
    this.used[kind] += cost;
    const result = play(strength);
    this.submissions.push({ id: submissionId, snapshotId, cost, result });
    return { state: 'completed', submissionId, snapshotId, cost, result };
  }

  private champion(): Submission | undefined {
    const full = this.submissions.filter((submission) => submission.result.kind === 'full');
    const key = (submission: Submission) => submission.result as FullEvaluationResult;
    return full.reduce<Submission | undefined>((best, submission) => {
      if (!best) return submission;
      const [a, b] = [key(submission), key(best)];
      return a.rank < b.rank || (a.rank === b.rank && a.elo > b.elo) ? submission : best;
    }, undefined);
  }
}
