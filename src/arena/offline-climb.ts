// The offline developer's search: coordinate hill climbing over the tuned family's arguments, spending the arena's
// budgets through its tools only. Small matches compare a neighbour with the incumbent on the same opponents (same
// seats and seeds, so the comparison is paired); full evaluations are spent every few accepted steps and, once small
// units are gone, on the best neighbours of the champion. Deterministic given the run's seed and the results.
import { familyProgramFiles } from '../agents/program/pool-program.js';
import type { ArenaOpponent, ArenaTools, FullEvaluationResult, SubmissionOutcome } from '../core/arena-tools.js';
import { type Rng, rngFromSeed } from '../core/rng.js';
import { CandidateBook } from './candidate-book.js';
import type { DeveloperContext, DeveloperEnd } from './developer.js';
import type { OfflineJournal } from './offline-journal.js';
import {
  describePoint,
  largestReach,
  neighbours,
  type PoolTuning,
  startPoint,
  type TuningPoint,
  tuningArgs,
} from './pool-tuning.js';
import { resultLine } from './result-line.js';
import { writeProgram } from './write-program.js';

export interface OfflineOptions {
  /** Accepted steps between two full evaluations of the incumbent while small units last. */
  readonly steps: number;
  /** Opponents per small match when the developer chooses them (at most the run's batch; default: the run's). */
  readonly batch?: number;
}

/** Which search of the run: the first, or the continuation's, which starts from the first one's champion. */
export interface ClimbPhase {
  /** Prefixes the search's submission ids, so the two searches never share one. */
  readonly idPrefix: string;
  /** The champion's point when the search starts (default: the family's start point, the baseline champion). */
  readonly from?: TuningPoint;
  /** The first search's outcomes, whose evidence the continuation keeps (no point is evaluated twice). */
  readonly earlier?: readonly SubmissionOutcome[];
}

export const basePhase: ClimbPhase = { idPrefix: 'offline' };

/** A search's submission id: its phase, its place in the search, its kind and the point it submits. */
function submissionId(phase: ClimbPhase, index: number, kind: 'small' | 'full', point: TuningPoint): string {
  return `${phase.idPrefix}-${index}-${kind}-${point.join('.')}`;
}

/** The point a search's submission id names (see `submissionId`), or undefined for another id (the baseline's). */
export function submissionPoint(id: string): TuningPoint | undefined {
  const match = /^[a-z-]+-\d+-(?:small|full)-(\d+(?:\.\d+)*)$/.exec(id);
  return match?.[1]?.split('.').map(Number);
}

/** Thrown between submissions once the run's signal is aborted. */
class Interrupted extends Error {}

/** The best official result so far: `point` null is the untouched starter (the baseline). */
interface Best {
  readonly point: TuningPoint | null;
  readonly rank: number;
  readonly elo: number;
}

/** Runs the search to its end; resumes from `journal` when it holds earlier outcomes. */
export async function offlineClimb(
  context: DeveloperContext,
  tuning: PoolTuning,
  journal: OfflineJournal,
  options: OfflineOptions,
  phase: ClimbPhase = basePhase,
): Promise<DeveloperEnd> {
  const climb = new Climb(context, tuning, journal, options, phase);
  try {
    await climb.run();
  } catch (error) {
    if (error instanceof Interrupted || context.signal.aborted) return climb.end('interrupted');
    throw error;
  }
  return climb.end(
    climb.frozen ? 'frozen' : climb.smallLeft === 0 && climb.fullLeft === 0 ? 'budgets-spent' : 'finished',
  );
}

class Climb {
  smallLeft: number;
  fullLeft: number;
  frozen = false;
  private submissions = 0;
  private best: Best | null = null;
  private incumbent: TuningPoint;
  private readonly tools: ArenaTools;
  private readonly ladder: readonly ArenaOpponent[];
  private readonly book: CandidateBook;
  private readonly rng: Rng;
  private readonly batch: number;
  /** Full evaluations kept for the end, when small units are gone. */
  private readonly reserve: number;

  constructor(
    private readonly context: DeveloperContext,
    private readonly tuning: PoolTuning,
    private readonly journal: OfflineJournal,
    private readonly options: OfflineOptions,
    private readonly phase: ClimbPhase,
  ) {
    this.tools = context.tools;
    this.ladder = this.tools.opponents();
    this.book = new CandidateBook(this.ladder);
    this.rng = rngFromSeed(context.seed, 0x0ff1);
    const start = journal.start;
    this.smallLeft = start.small;
    this.fullLeft = start.full;
    this.batch = Math.max(1, Math.min(options.batch ?? start.batch, start.batch));
    this.reserve = start.full >= 2 ? Math.max(1, Math.floor(start.full / 2)) : start.full;
    this.incumbent = phase.from ?? startPoint(tuning);
    for (const outcome of phase.earlier ?? []) {
      const point = submissionPoint(outcome.submissionId);
      if (!point || outcome.state !== 'completed') continue;
      if (outcome.result.kind === 'small') this.book.addSmall(point, outcome.result);
      else this.book.addFull(point, outcome.result);
    }
  }

  async run(): Promise<void> {
    this.learnBaseline();
    if (!this.book.get(this.incumbent).official && this.fullLeft - 1 >= this.reserve) await this.full(this.incumbent);
    await this.climbWithSmallMatches();
    await this.spendFullEvaluations();
  }

  /**
   * The free baseline of the untouched starter is taken by the arena with the run's first full evaluation and
   * delivered apart; once known (journaled, or delivered now) it is the champion to beat.
   */
  private learnBaseline(): void {
    if (this.best) return;
    if (!this.journal.baseline()) this.journal.adopt(this.tools.deliver());
    const baseline = this.journal.baseline() ?? this.journal.start.champion;
    if (!baseline) return;
    if (this.phase.from) {
      this.note(`continuing from the champion: rank ${baseline.rank}, Elo ${baseline.elo.toFixed(1)}`);
      this.consider(this.phase.from, baseline);
      return;
    }
    this.note(`the starter's baseline: rank ${baseline.rank}, Elo ${baseline.elo.toFixed(1)}`);
    this.consider(null, baseline);
  }

  /** Closes the search: the champion's program back in the strategy directory, and the stop reason logged. */
  end(stop: DeveloperEnd['stop']): DeveloperEnd {
    if (stop !== 'interrupted') {
      if (!this.tools.status().frozen) this.tools.restoreChampion();
      else if (this.best?.point) this.write(this.best.point);
    }
    this.context.log({ turn: this.submissions, kind: 'stop', text: stop });
    return { stop, turns: this.submissions };
  }

  /** Neighbour by neighbour until the small units run out or every neighbourhood was tried on every opponent. */
  private async climbWithSmallMatches(): Promise<void> {
    // The off-policy arm has no small matches of the developer's own (replays of pool games do not rate a point).
    if (this.journal.start.arm === 'off-policy') return;
    const choosing = this.journal.start.arm === 'choice';
    const windows = choosing ? Math.ceil(this.ladder.length / this.batch) : 1;
    const reaches = largestReach(this.tuning);
    let accepted = 0;
    let reach = 1;
    let window = 0;
    let order = this.neighbourOrder(this.incumbent, reach);
    while (!this.frozen && this.smallLeft > 0) {
      const next = order.shift();
      if (!next) {
        // Every neighbour lost on this panel: gather more evidence on the next opponents, then look further.
        if (window + 1 < windows) window++;
        else if (reach < reaches) [reach, window] = [reach + 1, 0];
        else return;
        order = this.neighbourOrder(this.incumbent, reach);
        continue;
      }
      if (choosing) {
        // Each point plays only the opponents it has not met: the same opponent, seat and seed replay identically.
        const panel = this.affordablePanel(next, window);
        const incumbentMissing = panel.paired ? this.unmet(this.incumbent, panel.opponents) : [];
        if (incumbentMissing.length > 0) await this.small(this.incumbent, incumbentMissing);
        const missing = this.unmet(next, panel.opponents);
        if (missing.length > 0) await this.small(next, missing);
      } else {
        if (this.smallLeft < this.journal.start.batch) return;
        await this.small(next);
      }
      const better = this.book.beats(next, this.incumbent);
      this.note(`${describePoint(this.tuning, next)} ${better ? 'beats' : 'does not beat'} the incumbent`);
      if (!better) continue;
      this.incumbent = next;
      accepted++;
      [reach, window] = [1, 0];
      order = this.neighbourOrder(this.incumbent, reach);
      if (accepted % this.options.steps === 0 && this.fullLeft - 1 >= this.reserve) await this.full(this.incumbent);
    }
  }

  /** The rest of the full evaluations: the incumbent, then the best-looking neighbours of the champion. */
  private async spendFullEvaluations(): Promise<void> {
    while (!this.frozen && this.fullLeft > 0) {
      const next = this.nextForFull();
      if (!next) return;
      await this.full(next);
    }
  }

  private nextForFull(): TuningPoint | undefined {
    if (!this.book.get(this.incumbent).official) return this.incumbent;
    const base = this.best?.point ?? this.incumbent;
    const reaches = largestReach(this.tuning);
    for (let reach = 1; reach <= reaches; reach++) {
      const open = this.neighbourOrder(base, reach).filter((point) => !this.book.get(point).official);
      if (open.length === 0) continue;
      // Best small-match estimate first; the seeded order breaks ties (untried points have no estimate).
      return open
        .map((point, index) => ({ point, index, estimate: this.book.estimate(point) }))
        .sort((a, b) => b.estimate - a.estimate || a.index - b.index)[0]?.point;
    }
    return undefined;
  }

  /** The points `reach` steps from `point` along one parameter, in a seeded order. */
  private neighbourOrder(point: TuningPoint, reach: number): TuningPoint[] {
    return this.rng.shuffle(neighbours(this.tuning, point, reach));
  }

  /**
   * The `window`-th batch of opponents nearest the champion's rank (just above it first), cut to what the small units
   * pay for (the games `next` and the incumbent have not played yet); unpaired (`next` alone) when not even one
   * opponent pays for both.
   */
  private affordablePanel(
    next: TuningPoint,
    window: number,
  ): { readonly opponents: string[]; readonly paired: boolean } {
    const centre = (this.best?.rank ?? this.ladder.length) - 0.5;
    const near = [...this.ladder].sort(
      (a, b) => Math.abs(a.rank - centre) - Math.abs(b.rank - centre) || a.rank - b.rank || (a.id < b.id ? -1 : 1),
    );
    const from = (window * this.batch) % near.length;
    const panel = [...near.slice(from), ...near.slice(0, from)].slice(0, this.batch).map((opponent) => opponent.id);
    for (let size = panel.length; size > 0; size--) {
      const opponents = panel.slice(0, size);
      if (this.unmet(next, opponents).length + this.unmet(this.incumbent, opponents).length <= this.smallLeft)
        return { opponents, paired: true };
    }
    return { opponents: this.unmet(next, panel).slice(0, this.smallLeft), paired: false };
  }

  /** The opponents of `opponents` that `point` has not met yet. */
  private unmet(point: TuningPoint, opponents: readonly string[]): string[] {
    const met = this.book.met(point);
    return opponents.filter((id) => !met.has(id));
  }

  private async small(point: TuningPoint, opponents?: readonly string[]): Promise<void> {
    const result = await this.submit('small', point, opponents);
    if (result.kind !== 'small') throw new Error(`a small match returned a ${result.kind} result`);
    this.book.addSmall(point, result);
  }

  private async full(point: TuningPoint): Promise<void> {
    const result = (await this.submit('full', point)) as FullEvaluationResult;
    this.book.addFull(point, result);
    this.learnBaseline();
    this.consider(point, result);
    if (this.fullLeft === 0) this.frozen = true;
  }

  /** Takes `result` as the champion when it is better (lower rank, then higher Elo), as the ledger does. */
  private consider(point: TuningPoint | null, result: { readonly rank: number; readonly elo: number }): void {
    const best = this.best;
    if (!best || result.rank < best.rank || (result.rank === best.rank && result.elo > best.elo))
      this.best = { point, rank: result.rank, elo: result.elo };
    if (result.rank === 1) this.frozen = true;
  }

  /**
   * One submission with an id fixed by its place in the search: answered from the journal when an earlier run of
   * this search already received it, otherwise the program at `point` is written and submitted, and the outcome
   * journaled before it is used.
   */
  private async submit(kind: 'small' | 'full', point: TuningPoint, opponents?: readonly string[]) {
    if (this.context.signal.aborted) throw new Interrupted('interrupted');
    const what = describePoint(this.tuning, point);
    const id = submissionId(this.phase, this.submissions, kind, point);
    this.submissions++;
    let outcome = this.journal.get(id);
    if (!outcome) {
      this.write(point);
      const signal = this.context.signal;
      outcome =
        kind === 'small'
          ? await this.tools.small(opponents ? { id, opponents } : { id }, signal)
          : await this.tools.full({ id }, signal);
      this.journal.put(outcome);
    }
    if (outcome.state === 'rejected') throw new Error(`the arena rejected ${what}: ${outcome.reason}`);
    if (kind === 'small') this.smallLeft -= outcome.cost;
    else this.fullLeft -= outcome.cost;
    this.context.log({ turn: this.submissions, kind: 'tool', text: `${kind} ${what}: ${resultLine(outcome.result)}` });
    return outcome.result;
  }

  private write(point: TuningPoint): void {
    writeProgram(this.context.strategyDir, familyProgramFiles(this.tuning.familyDir, tuningArgs(this.tuning, point)));
  }

  private note(text: string): void {
    this.context.log({ turn: this.submissions, kind: 'note', text });
  }
}
