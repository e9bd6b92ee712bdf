// kill -9 at seeded random moments of an offline developer's run against the arena ledger: after each kill the
// ledger is reopened, its pending submission re-executed and the run continued; it must end with no unit lost or
// charged twice and exactly the submissions, results and champion of an uninterrupted run. XPARENA_LEDGER_KILLS=200
// runs a longer campaign (see docs/reliability.md).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../core/rng.js';
import { ArenaLedger } from './arena-ledger.js';
import { developerBudgets, executePending, runDeveloper } from './test-ledger-developer.js';

const kills = Number(process.env.XPARENA_LEDGER_KILLS ?? 4);
const script = new URL('./fixtures/ledger-developer.ts', import.meta.url).pathname;

/** What must match an uninterrupted run: every submission (times left out), the budgets, champion and review turn. */
function outcome(path: string) {
  const ledger = ArenaLedger.openExisting(path);
  if (!ledger) throw new Error(`no ledger at ${path}`);
  try {
    const status = ledger.status();
    return {
      submissions: ledger.submissions().map(({ id, seq, request, snapshotId, cost, state, preflight, result }) => ({
        id,
        seq,
        request,
        snapshotId,
        cost,
        state,
        preflight,
        result,
      })),
      budgets: status.budgets,
      champion: status.champion && { snapshotId: status.champion.snapshotId, result: status.champion.result },
      frozen: status.frozen,
      reviewTurnTaken: status.reviewTurnTaken,
      undelivered: status.undelivered,
    };
  } finally {
    ledger.close();
  }
}

/** Units charged must equal the costs of the accepted submissions, per budget, with at most one in flight. */
function expectConsistent(ledger: ArenaLedger): void {
  const submissions = ledger.submissions();
  for (const kind of ['small', 'full'] as const) {
    const charged = submissions
      .filter((submission) => submission.request.kind === kind && submission.state !== 'rejected')
      .reduce((sum, submission) => sum + submission.cost, 0);
    expect(ledger.budget(kind).used).toBe(charged);
  }
  expect(submissions.filter((submission) => submission.state === 'pending').length).toBeLessThanOrEqual(1);
}

function developer(
  path: string,
  workspace: string,
): { child: ChildProcess; ready: Promise<void>; exit: Promise<number | null> } {
  const child = spawn(process.execPath, ['--import', 'tsx', script, path, workspace, '15'], {
    stdio: ['ignore', 'pipe', 'inherit'] as const,
  });
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, ready: lines.next().then(() => undefined), exit };
}

describe('ArenaLedger under kill -9', () => {
  it(`loses no unit, charges none twice and ends as an uninterrupted run after ${kills} seeded kills`, {
    timeout: 60_000 + kills * 10_000, // generous: a child takes 2–7 s to start on a loaded machine
  }, async () => {
    const root = mkdtempSync(join(tmpdir(), 'xparena-ledger-kill-'));
    runDeveloper(join(root, 'reference.db'), join(root, 'reference'));
    const reference = outcome(join(root, 'reference.db'));
    expect(reference.frozen).toBe('full-budget-spent');
    expect(reference.budgets.full.used).toBe(developerBudgets.full);
    expect(reference.submissions.some((submission) => submission.state === 'rejected')).toBe(true);

    const rng = rngFromSeed(20);
    let landed = 0;
    for (let round = 0; landed < kills; round++) {
      const path = join(root, `killed-${round}.db`);
      const workspace = join(root, `killed-${round}`);
      for (;;) {
        const run = developer(path, workspace);
        await run.ready;
        // Once the kills are spent the developer runs to its end.
        const ended =
          landed < kills
            ? await Promise.race([
                run.exit,
                new Promise<'kill'>((resolve) => setTimeout(() => resolve('kill'), rng.int(0, 400))),
              ])
            : await run.exit;
        if (ended !== 'kill') {
          expect(ended).toBe(0);
          break;
        }
        run.child.kill('SIGKILL');
        await run.exit;
        landed++;
        // The parent recovers: reopen, check the books, re-execute what was in flight, and let the developer go on.
        // A developer killed before it created the ledger left nothing to recover.
        const ledger = ArenaLedger.openExisting(path);
        if (!ledger) continue;
        expectConsistent(ledger);
        executePending(ledger);
        expectConsistent(ledger);
        ledger.close();
      }
      const ledger = ArenaLedger.openExisting(path);
      if (!ledger) throw new Error(`no ledger at ${path}`);
      expectConsistent(ledger);
      expect(
        ledger.submissions().filter((submission) => submission.state !== 'rejected' && submission.result === null),
      ).toEqual([]);
      ledger.close();
      expect(outcome(path)).toEqual(reference);
    }
    expect(landed).toBeGreaterThanOrEqual(kills);
  });
});
