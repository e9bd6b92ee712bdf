// An offline "developer" for the arena ledger's kill -9 test: a hill climb over one parameter whose every decision
// follows from the ledger's state alone, with a deterministic fake executor (result = f(request, snapshot)), so a
// run killed at any point and resumed must end exactly as an uninterrupted one.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { hashJson, type Json } from '../core/json.js';
import { ArenaLedger, type Submission } from './arena-ledger.js';

/** Small enough that a run takes about twenty submissions. */
export const developerBudgets = { small: 24, full: 6 } as const;

/** How far each step moves the parameter, in turn. */
const steps = [1, 2, -1, 3, 1];

/** The frozen ladder the fake full evaluation ranks against (Elo 1880 down to 1500). */
const ladder = Array.from({ length: 20 }, (_, index) => 1880 - 20 * index);

/** The fake executor: a small match's wins and a full evaluation's Elo and rank, from the request and snapshot. */
export function fakeExecute(ledger: ArenaLedger, submission: Submission): Json {
  const strategy = ledger.snapshot(submission.snapshotId).files.find((file) => file.path === 'strategy.json');
  const { param } = JSON.parse(String(strategy?.content)) as { param: number };
  if (submission.request.kind === 'small')
    return {
      wins: submission.request.opponents.filter(
        (opponent) => Number.parseInt(hashJson([submission.snapshotId, opponent], 2), 16) % 2 === 0,
      ),
    };
  const noise = Number.parseInt(hashJson(submission.snapshotId, 2), 16) % 7;
  const elo = 1800 - 10 * (param - 6) ** 2 + noise;
  return { elo, rank: 1 + ladder.filter((rating) => rating > elo).length, param };
}

/** Executes the pending submission, if any (after a restart: the same request and snapshot, no new charge). */
export function executePending(ledger: ArenaLedger): void {
  const pending = ledger.pending();
  if (pending) ledger.complete(pending.id, fakeExecute(ledger, pending));
}

/**
 * Develops until the run freezes, then takes its review turn: each step starts from the champion (or writes the
 * starter), moves the parameter by a step-dependent amount, breaks the program every seventh step (a free preflight
 * rejection), and spends a small match or a full evaluation. `stepDelayMs` stretches each execution (so a kill can
 * land inside it).
 */
export function runDeveloper(ledgerPath: string, workspace: string, stepDelayMs = 0): void {
  const ledger = new ArenaLedger(ledgerPath, developerBudgets);
  try {
    for (;;) {
      executePending(ledger);
      for (const submission of ledger.undelivered()) ledger.markDelivered(submission.id);
      if (ledger.frozen()) {
        if (!ledger.status().reviewTurnTaken) ledger.takeReviewTurn();
        return;
      }
      const step = ledger.submissions().length;
      const champion = ledger.champion();
      if (champion) ledger.materialise(champion.snapshotId, workspace);
      else writeProgram(workspace, 0, false);
      const param = (JSON.parse(readFileSync(join(workspace, 'strategy.json'), 'utf8')) as { param: number }).param;
      const broken = step % 7 === 3;
      if (champion) writeProgram(workspace, param + (steps[step % steps.length] ?? 0), broken);
      const snapshotId = ledger.saveSnapshot(workspace, champion?.snapshotId ?? null);
      const opponents = Array.from({ length: 1 + (step % 3) }, (_, index) => `p${(step * 5 + index) % 20}`);
      const request = !champion
        ? ({ kind: 'full', baseline: true } as const)
        : step % 3 !== 0 && ledger.budget('small').remaining >= opponents.length
          ? ({ kind: 'small', opponents } as const)
          : ({ kind: 'full' } as const);
      const preflight = broken ? ({ ok: false, reason: 'main.py: SyntaxError' } as const) : ({ ok: true } as const);
      const submission = ledger.submit({ id: `step-${step}`, request, snapshotId, preflight });
      if (submission.state !== 'pending') continue;
      if (stepDelayMs > 0) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, stepDelayMs);
      ledger.complete(submission.id, fakeExecute(ledger, submission));
    }
  } finally {
    ledger.close();
  }
}

function writeProgram(dir: string, param: number, broken: boolean): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'strategy.json'), `${JSON.stringify({ param })}\n`);
  writeFileSync(
    join(dir, 'main.py'),
    broken ? 'def act(:\n' : 'import json\nprint(json.load(open("strategy.json")))\n',
  );
}
