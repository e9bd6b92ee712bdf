// A small in-memory ArenaTools for developer tests: a real ArenaLedger (budgets, snapshots, freezing as in a run)
// over a made-up pool whose results follow one number in the strategy, `strategy/params.json`'s `strength`:
// the candidate's Elo is 1400 + 50 × strength. As ArenaSession does, the first full evaluation first runs the free
// baseline on the untouched starter (delivered later). Every call is recorded with the snapshot it evaluated.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type {
  ArenaOpponent,
  ArenaStatus,
  ArenaTools,
  DeliveredResult,
  FullEvaluationResult,
  SmallMatchResult,
  SubmissionOutcome,
} from '../core/arena-tools.js';
import type { Json } from '../core/json.js';
import { UsageError } from '../core/usage-error.js';
import { ArenaLedger, LedgerRefusal, type SubmissionRequest } from '../store/arena-ledger.js';
import { arenaStatus } from './arena-status.js';
import type { DeveloperContext, DeveloperEvent, DeveloperUsage } from './developer.js';

/** The made-up ladder, best first. */
export const testPool: readonly ArenaOpponent[] = [
  { id: 'ace', rank: 1, elo: 1700 },
  { id: 'bishop', rank: 2, elo: 1600 },
  { id: 'crow', rank: 3, elo: 1500 },
  { id: 'dune', rank: 4, elo: 1450 },
];

export interface TestArenaCall {
  readonly name: keyof ArenaTools;
  readonly input?: unknown;
  /** The `strength` of the snapshot a submission evaluated. */
  readonly strength?: number;
}

/** A workspace with RULES.md, strategy/{main.mjs,params.json}, notes/ and artifacts/, in a fresh temporary folder. */
export function testWorkspace(strength = 1): { readonly workspace: string; readonly strategyDir: string } {
  const workspace = mkdtempSync(join(tmpdir(), 'xparena-arena-'));
  const strategyDir = join(workspace, 'strategy');
  for (const dir of [strategyDir, join(workspace, 'notes'), join(workspace, 'artifacts')]) mkdirSync(dir);
  writeFileSync(join(workspace, 'RULES.md'), '# Rules\nHigher strength wins.\n');
  writeFileSync(join(strategyDir, 'main.mjs'), 'export const play = () => 0;\n');
  writeFileSync(join(strategyDir, 'params.json'), `{ "strength": ${strength} }\n`);
  return { workspace, strategyDir };
}

/** ArenaTools over a `:memory:` ledger with `budgets`, snapshotting `strategyDir`; `calls` records every call. */
export function testArenaTools(strategyDir: string, budgets: { readonly small: number; readonly full: number }) {
  const ledger = new ArenaLedger(':memory:', budgets);
  const calls: TestArenaCall[] = [];
  const starter = ledger.saveSnapshot(strategyDir, null);
  let parent = starter;
  const batch = 2;

  const refusing = <T>(run: () => T): T => {
    try {
      return run();
    } catch (error) {
      if (error instanceof LedgerRefusal) throw new UsageError(error.message);
      throw error;
    }
  };
  const open = () => {
    const frozen = ledger.frozen();
    if (frozen) throw new UsageError(`the run is frozen (${frozen}): only status answers now`);
  };
  const strengthOf = (snapshotId: string): number => {
    const file = ledger.snapshot(snapshotId).files.find((entry) => entry.path === 'params.json');
    return (JSON.parse(file?.content.toString('utf8') ?? '{}') as { strength?: number }).strength ?? 0;
  };
  const submit = (request: SubmissionRequest, result: (strength: number) => Json): SubmissionOutcome =>
    refusing(() => {
      open();
      const snapshotId = ledger.saveSnapshot(strategyDir, parent);
      parent = snapshotId;
      const checked = preflight();
      const id = `${request.kind}-${ledger.submissions().length + 1}`;
      const submission = ledger.submit({ id, request, snapshotId, preflight: checked });
      calls.push({ name: request.kind, input: request, strength: strengthOf(snapshotId) });
      if (submission.state === 'rejected')
        return { state: 'rejected', submissionId: id, reason: (checked as { reason: string }).reason };
      ledger.complete(id, result(strengthOf(snapshotId)));
      ledger.markDelivered(id);
      return {
        state: 'completed',
        submissionId: id,
        snapshotId,
        cost: submission.cost,
        result: ledger.submission(id)?.result as never,
      };
    });
  const preflight = (): { readonly ok: true } | { readonly ok: false; readonly reason: string } => {
    try {
      JSON.parse(readFileSync(join(strategyDir, 'params.json'), 'utf8'));
      return { ok: true };
    } catch (error) {
      return { ok: false, reason: `strategy/params.json is not JSON: ${(error as Error).message}` };
    }
  };

  const tools: ArenaTools = {
    status(): ArenaStatus {
      calls.push({ name: 'status' });
      const settings = { game: 'test-game', poolSize: testPool.length, arm: 'choice', feedback: 'dense' } as const;
      return arenaStatus({ ...settings, batch }, ledger.status());
    },
    opponents(range) {
      calls.push({ name: 'opponents', input: range });
      open();
      return testPool.filter((entry) => entry.rank >= (range?.from ?? 1) && entry.rank <= (range?.to ?? Infinity));
    },
    async preflight() {
      calls.push({ name: 'preflight' });
      open();
      return preflight();
    },
    async small(request) {
      const opponents = request.opponents ?? [];
      if (opponents.length < 1 || opponents.length > batch)
        throw new UsageError(`name 1 to ${batch} opponents (ids from the opponents tool)`);
      const unknown = opponents.find((id) => !testPool.some((entry) => entry.id === id));
      if (unknown) throw new UsageError(`no opponent '${unknown}' in the pool; see the opponents tool`);
      return submit({ kind: 'small', opponents }, (strength) => smallResult(opponents, strength) as unknown as Json);
    },
    async full() {
      if (!ledger.status().baselineEvaluated)
        refusing(() => {
          open();
          const request = { kind: 'full', baseline: true } as const;
          ledger.submit({ id: 'baseline', request, snapshotId: starter, preflight: { ok: true } });
          calls.push({ name: 'full', input: request, strength: strengthOf(starter) });
          ledger.complete('baseline', fullResult(strengthOf(starter), true) as unknown as Json);
        });
      return submit({ kind: 'full' }, (strength) => fullResult(strength, false) as unknown as Json);
    },
    restoreChampion() {
      calls.push({ name: 'restoreChampion' });
      open();
      const champion = ledger.champion();
      if (!champion) throw new UsageError('there is no champion yet: run a full evaluation first');
      ledger.materialise(champion.snapshotId, strategyDir);
      return { snapshotId: champion.snapshotId, rank: champion.result.rank, elo: champion.result.elo };
    },
    deliver(): DeliveredResult[] {
      return ledger.undelivered().map((submission) => {
        ledger.markDelivered(submission.id);
        return {
          submissionId: submission.id,
          snapshotId: submission.snapshotId,
          result: submission.result as never,
        };
      });
    },
    takeReviewTurn() {
      calls.push({ name: 'takeReviewTurn' });
      refusing(() => ledger.takeReviewTurn());
    },
  };
  return { tools, ledger, calls };
}

function eloOf(strength: number): number {
  return 1400 + 50 * strength;
}

function smallResult(opponents: readonly string[], strength: number): SmallMatchResult {
  const games = opponents.map((id, index) => {
    const opponent = testPool.find((entry) => entry.id === id) as ArenaOpponent;
    const won = eloOf(strength) > opponent.elo;
    return {
      opponent: id,
      opponentRank: opponent.rank,
      opponentElo: opponent.elo,
      seat: 0,
      outcome: won ? ('win' as const) : ('loss' as const),
      score: won ? ([1, 0] as const) : ([0, 1] as const),
      rounds: 3,
      seed: index,
      fault: null,
      matchId: `match-${id}-${strength}`,
      replay: `replays/${id}.json`,
      narration: won ? 'You won.' : 'The opponent won.',
    };
  });
  const wins = games.filter((game) => game.outcome === 'win').length;
  return {
    kind: 'small',
    feedback: 'dense',
    wins,
    draws: 0,
    losses: games.length - wins,
    candidateErrors: 0,
    opponentErrors: 0,
    games,
  };
}

function fullResult(strength: number, baseline: boolean): FullEvaluationResult {
  const elo = eloOf(strength);
  const opponents = testPool.map((entry) => ({
    opponent: entry.id,
    rank: entry.rank,
    elo: entry.elo,
    games: 2,
    score: elo > entry.elo ? 2 : 0,
  }));
  const wins = opponents.filter((record) => record.score > 0).length * 2;
  return {
    kind: 'full',
    baseline,
    elo,
    interval: [elo - 100, elo + 100],
    rank: 1 + testPool.filter((entry) => entry.elo > elo).length,
    poolSize: testPool.length,
    wins,
    draws: 0,
    losses: testPool.length * 2 - wins,
    candidateErrors: 0,
    opponentErrors: 0,
    winRate: wins / (testPool.length * 2),
    opponents,
    worst: [...opponents].reverse(),
  };
}

/** A developer context over `testArenaTools` in a fresh workspace, collecting usage and the transcript. */
export function testDeveloperArena(budgets: { readonly small: number; readonly full: number }) {
  const { workspace, strategyDir } = testWorkspace(1);
  const fake = testArenaTools(strategyDir, budgets);
  const events: DeveloperEvent[] = [];
  const usage: DeveloperUsage[] = [];
  const context: DeveloperContext = {
    tools: fake.tools,
    workspace,
    strategyDir,
    seed: 1,
    signal: new AbortController().signal,
    addUsage: (added) => usage.push(added),
    log: (event) => events.push(event),
  };
  const cleanup = () => {
    fake.ledger.close();
    rmSync(workspace, { recursive: true, force: true });
  };
  return { ...fake, workspace, strategyDir, events, usage, context, cleanup };
}
