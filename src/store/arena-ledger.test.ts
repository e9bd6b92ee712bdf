import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { programFilesHash, readProgramFiles } from '../core/program-files.js';
import { UsageError } from '../core/usage-error.js';
import { ArenaLedger, type LedgerOptions, LedgerRefusal, type LedgerRefusalCode } from './arena-ledger.js';
import { ledgerMigrations } from './arena-ledger-schema.js';

const ok = { ok: true } as const;

/** A fresh ledger file, a program directory holding `main.py` with `source`, and the snapshot of it. */
function setup(options: LedgerOptions = {}, source = 'print(1)\n') {
  const root = mkdtempSync(join(tmpdir(), 'xparena-ledger-'));
  const path = join(root, 'ledger.db');
  const program = join(root, 'program');
  mkdirSync(program);
  writeFileSync(join(program, 'main.py'), source);
  const ledger = new ArenaLedger(path, options);
  const starter = ledger.saveSnapshot(program, null);
  return { root, path, program, ledger, starter };
}

function refusal(call: () => unknown): LedgerRefusalCode | undefined {
  try {
    call();
  } catch (error) {
    if (error instanceof LedgerRefusal) return error.code;
    throw error;
  }
  return undefined;
}

const small = (...opponents: string[]) => ({ kind: 'small', opponents }) as const;
const full = { kind: 'full' } as const;

describe('ArenaLedger budgets', () => {
  it('starts with 128 small and 16 full units, remaining = total − used, and charges opponents per small match', () => {
    const { ledger, starter } = setup();
    expect(ledger.status().budgets).toEqual({
      small: { total: 128, used: 0, remaining: 128 },
      full: { total: 16, used: 0, remaining: 16 },
    });
    ledger.submit({ id: 's1', request: small('a', 'b', 'c'), snapshotId: starter, preflight: ok });
    expect(ledger.budget('small')).toEqual({ total: 128, used: 3, remaining: 125 });
    ledger.complete('s1', { wins: 2 });
    ledger.submit({ id: 'f1', request: full, snapshotId: starter, preflight: ok });
    expect(ledger.budget('full')).toEqual({ total: 16, used: 1, remaining: 15 });
  });

  it('refuses a submission that costs more than what remains, charging nothing', () => {
    const { ledger, starter } = setup({ small: 2 });
    expect(
      refusal(() => ledger.submit({ id: 's', request: small('a', 'b', 'c'), snapshotId: starter, preflight: ok })),
    ).toBe('budget-spent');
    expect(ledger.budget('small').used).toBe(0);
    expect(ledger.submissions()).toEqual([]);
  });

  it('refuses malformed small matches: no opponent, more than 8, or one named twice', () => {
    const { ledger, starter } = setup();
    const names = Array.from({ length: 9 }, (_, index) => `p${index}`);
    for (const request of [small(), small(...names), small('a', 'a')])
      expect(refusal(() => ledger.submit({ id: 'x', request, snapshotId: starter, preflight: ok }))).toBe(
        'bad-request',
      );
    expect(
      ledger.submit({ id: 'x', request: small(...names.slice(0, 8)), snapshotId: starter, preflight: ok }).cost,
    ).toBe(8);
  });

  it('evaluates the baseline for free, exactly once', () => {
    const { ledger, starter } = setup();
    const baseline = ledger.submit({
      id: 'b',
      request: { kind: 'full', baseline: true },
      snapshotId: starter,
      preflight: ok,
    });
    expect(baseline.cost).toBe(0);
    expect(ledger.budget('full').used).toBe(0);
    ledger.complete('b', { rank: 30, elo: 1400 });
    expect(
      refusal(() =>
        ledger.submit({ id: 'b2', request: { kind: 'full', baseline: true }, snapshotId: starter, preflight: ok }),
      ),
    ).toBe('baseline-used');
    expect(ledger.status().baselineEvaluated).toBe(true);
  });

  it('allows one extension (by default twice each budget: +256 small, +32 full) and refuses a second', () => {
    const { ledger } = setup();
    expect(ledger.extend()).toEqual({
      small: { total: 384, used: 0, remaining: 384 },
      full: { total: 48, used: 0, remaining: 48 },
    });
    expect(refusal(() => ledger.extend())).toBe('extension-used');
    expect(ledger.status().extended).toBe(true);
    expect(setup({ small: 8, full: 2 }).ledger.extend()).toMatchObject({ small: { total: 24 }, full: { total: 6 } });
  });
});

describe('ArenaLedger submissions', () => {
  it('keeps one submission in flight: a different request while one is pending is refused', () => {
    const { ledger, starter } = setup();
    ledger.submit({ id: 's1', request: small('a'), snapshotId: starter, preflight: ok });
    for (const request of [small('b'), full])
      expect(refusal(() => ledger.submit({ id: 's2', request, snapshotId: starter, preflight: ok }))).toBe('in-flight');
    expect(ledger.budget('small').used).toBe(1);
    ledger.complete('s1', { wins: 1 });
    expect(ledger.submit({ id: 's2', request: small('b'), snapshotId: starter, preflight: ok }).state).toBe('pending');
  });

  it('charges at acceptance, in the transaction that marks the submission in flight', () => {
    const { ledger, starter, path } = setup();
    const submission = ledger.submit({ id: 's1', request: small('a', 'b'), snapshotId: starter, preflight: ok });
    expect([submission.state, submission.cost]).toEqual(['pending', 2]);
    ledger.close();
    // Nothing else has happened: the charge and the pending row are both on disk.
    const reopened = new ArenaLedger(path);
    expect(reopened.budget('small').used).toBe(2);
    expect(reopened.pending()?.id).toBe('s1');
  });

  it('records a failing preflight as rejected, free of charge, and allows the next submission', () => {
    const { ledger, starter } = setup();
    const rejected = ledger.submit({
      id: 's1',
      request: small('a', 'b'),
      snapshotId: starter,
      preflight: { ok: false, reason: 'SyntaxError in main.py' },
    });
    expect([rejected.state, rejected.cost, rejected.preflight]).toEqual([
      'rejected',
      0,
      { ok: false, reason: 'SyntaxError in main.py' },
    ]);
    expect(ledger.budget('small').used).toBe(0);
    expect(ledger.pending()).toBeUndefined();
    expect(refusal(() => ledger.complete('s1', {}))).toBe('not-pending');
    expect(ledger.submit({ id: 's2', request: full, snapshotId: starter, preflight: ok }).cost).toBe(1);
  });

  it('treats a submission id as idempotent: same request returns the stored one, another request is refused', () => {
    const { ledger, starter, program } = setup();
    const first = ledger.submit({ id: 's1', request: small('a', 'b'), snapshotId: starter, preflight: ok });
    expect(ledger.submit({ id: 's1', request: small('a', 'b'), snapshotId: starter, preflight: ok })).toEqual(first);
    ledger.complete('s1', { wins: 0 });
    expect(ledger.submit({ id: 's1', request: small('a', 'b'), snapshotId: starter, preflight: ok }).state).toBe(
      'completed',
    );
    expect(ledger.budget('small').used).toBe(2);
    expect(refusal(() => ledger.submit({ id: 's1', request: small('a'), snapshotId: starter, preflight: ok }))).toBe(
      'id-reused',
    );
    writeFileSync(join(program, 'main.py'), 'print(2)\n');
    const edited = ledger.saveSnapshot(program, starter);
    expect(
      refusal(() => ledger.submit({ id: 's1', request: small('a', 'b'), snapshotId: edited, preflight: ok })),
    ).toBe('id-reused');
  });

  it('refuses a snapshot the ledger does not hold', () => {
    const { ledger } = setup();
    expect(
      refusal(() => ledger.submit({ id: 's', request: full, snapshotId: 'feedfacefeedface', preflight: ok })),
    ).toBe('unknown-snapshot');
  });

  it('returns the pending submission after reopening, so it is re-executed without a second charge', () => {
    const { ledger, starter, path } = setup();
    ledger.submit({ id: 's1', request: small('x', 'y'), snapshotId: starter, preflight: ok });
    ledger.close();
    const reopened = new ArenaLedger(path);
    const pending = reopened.pending();
    expect([pending?.id, pending?.request, pending?.snapshotId]).toEqual(['s1', small('x', 'y'), starter]);
    // The caller re-submits the same id (or just completes it): no second charge either way.
    reopened.submit({ id: 's1', request: small('x', 'y'), snapshotId: starter, preflight: ok });
    reopened.complete('s1', { wins: 1 });
    expect(reopened.budget('small').used).toBe(2);
    expect(reopened.pending()).toBeUndefined();
  });

  it('never refunds: an infrastructure failure leaves the submission pending and charged', () => {
    const { ledger, starter } = setup();
    ledger.submit({ id: 'f1', request: full, snapshotId: starter, preflight: ok });
    // The executor failed: the caller does not complete it; the unit stays spent and the submission stays in flight.
    expect(ledger.budget('full').used).toBe(1);
    expect(ledger.pending()?.id).toBe('f1');
    expect(ledger.submissions().map((submission) => [submission.id, submission.state, submission.cost])).toEqual([
      ['f1', 'pending', 1],
    ]);
  });

  it('requires a rank and an Elo in a full result, and keeps the first result of a completed submission', () => {
    const { ledger, starter } = setup();
    ledger.submit({ id: 'f1', request: full, snapshotId: starter, preflight: ok });
    expect(refusal(() => ledger.complete('f1', { elo: 1500 }))).toBe('bad-request');
    ledger.complete('f1', { rank: 3, elo: 1700 });
    expect(ledger.complete('f1', { rank: 3, elo: 1700 }).result).toEqual({ rank: 3, elo: 1700 });
    expect(refusal(() => ledger.complete('f1', { rank: 2, elo: 1750 }))).toBe('already-completed');
    expect(refusal(() => ledger.complete('nope', {}))).toBe('unknown-submission');
  });
});

describe('ArenaLedger delivery', () => {
  it('lists completed results not yet shown, in order, until each is marked delivered', () => {
    const { ledger, starter, path } = setup({ now: () => new Date('2026-12-02T00:00:00Z') });
    ledger.submit({ id: 's1', request: small('a'), snapshotId: starter, preflight: ok });
    expect(ledger.undelivered()).toEqual([]);
    ledger.complete('s1', { wins: 1 });
    ledger.submit({ id: 's2', request: small('b'), snapshotId: starter, preflight: ok });
    ledger.complete('s2', { wins: 0 });
    expect(ledger.undelivered().map((submission) => [submission.id, submission.deliveredAt])).toEqual([
      ['s1', null],
      ['s2', null],
    ]);
    expect(ledger.markDelivered('s1').deliveredAt).toBe('2026-12-02T00:00:00.000Z');
    ledger.close();
    const resumed = new ArenaLedger(path);
    expect(resumed.undelivered().map((submission) => submission.id)).toEqual(['s2']);
    expect(resumed.status().undelivered).toBe(1);
  });

  it('refuses to deliver a submission without a result', () => {
    const { ledger, starter } = setup();
    ledger.submit({ id: 's1', request: small('a'), snapshotId: starter, preflight: ok });
    expect(refusal(() => ledger.markDelivered('s1'))).toBe('not-completed');
  });
});

describe('ArenaLedger champion and freeze', () => {
  /** Completes a full evaluation of a new program version and returns its snapshot. */
  function evaluate(context: ReturnType<typeof setup>, id: string, result: { rank: number; elo: number }) {
    writeFileSync(join(context.program, 'main.py'), `print('${id}')\n`);
    const snapshotId = context.ledger.saveSnapshot(context.program, context.starter);
    context.ledger.submit({ id, request: full, snapshotId, preflight: ok });
    context.ledger.complete(id, result);
    return snapshotId;
  }

  it('picks the champion by lower rank, then higher Elo; the baseline can stay champion', () => {
    const context = setup();
    const { ledger, starter } = context;
    expect(ledger.champion()).toBeUndefined();
    ledger.submit({ id: 'base', request: { kind: 'full', baseline: true }, snapshotId: starter, preflight: ok });
    ledger.complete('base', { rank: 10, elo: 1600 });
    evaluate(context, 'worse', { rank: 12, elo: 1580 });
    expect([ledger.champion()?.submission.id, ledger.champion()?.snapshotId]).toEqual(['base', starter]);
    const higherElo = evaluate(context, 'same-rank-higher-elo', { rank: 10, elo: 1610 });
    expect(ledger.champion()?.snapshotId).toBe(higherElo);
    evaluate(context, 'high-elo-worse-rank', { rank: 11, elo: 1700 });
    const better = evaluate(context, 'better-rank', { rank: 5, elo: 1650 });
    expect(ledger.champion()).toMatchObject({ snapshotId: better, result: { rank: 5, elo: 1650 } });
    expect(ledger.status().champion?.submission.id).toBe('better-rank');
  });

  it('freezes when the full budget reaches 0: no more submissions, one review turn', () => {
    const context = setup({ full: 2 });
    const { ledger, starter } = context;
    expect(refusal(() => ledger.takeReviewTurn())).toBe('not-frozen');
    evaluate(context, 'f1', { rank: 20, elo: 1400 });
    ledger.submit({ id: 'f2', request: full, snapshotId: starter, preflight: ok });
    expect(ledger.frozen()).toBe('full-budget-spent');
    expect(refusal(() => ledger.takeReviewTurn())).toBe('in-flight');
    ledger.complete('f2', { rank: 18, elo: 1420 });
    expect(refusal(() => ledger.submit({ id: 's', request: small('a'), snapshotId: starter, preflight: ok }))).toBe(
      'frozen',
    );
    ledger.takeReviewTurn();
    expect(refusal(() => ledger.takeReviewTurn())).toBe('review-taken');
    expect(ledger.status()).toMatchObject({ frozen: 'full-budget-spent', reviewTurnTaken: true });
  });

  it('freezes when the champion reaches rank 1, with budgets left', () => {
    const context = setup();
    const { ledger, starter } = context;
    evaluate(context, 'gold', { rank: 1, elo: 1900 });
    expect(ledger.frozen()).toBe('rank-1');
    expect(ledger.budget('full').remaining).toBe(15);
    expect(refusal(() => ledger.submit({ id: 'f', request: full, snapshotId: starter, preflight: ok }))).toBe('frozen');
    ledger.takeReviewTurn();
    expect(refusal(() => ledger.takeReviewTurn())).toBe('review-taken');
    expect(refusal(() => ledger.extend())).toBe('gold');
    expect(ledger.status().budgets.full.total).toBe(16);
  });

  it('unfreezes a run whose full budget was spent when it is extended before its review turn', () => {
    const context = setup({ full: 1 });
    evaluate(context, 'f1', { rank: 20, elo: 1400 });
    expect(context.ledger.frozen()).toBe('full-budget-spent');
    context.ledger.extend();
    expect(context.ledger.frozen()).toBeNull();
  });

  it('continues after the final review turn: the extension reopens the run, which gets a review turn of its own', () => {
    const context = setup({ full: 1 });
    const { ledger, starter } = context;
    evaluate(context, 'f1', { rank: 20, elo: 1400 });
    ledger.takeReviewTurn();
    expect(ledger.extend()).toMatchObject({ small: { remaining: 384 }, full: { remaining: 2 } });
    expect(ledger.status()).toMatchObject({
      frozen: null,
      reviewTurnTaken: false,
      extended: true,
      extendedAfterSeq: 1,
    });
    expect(refusal(() => ledger.takeReviewTurn())).toBe('not-frozen');
    evaluate(context, 'f2', { rank: 12, elo: 1500 });
    evaluate(context, 'f3', { rank: 15, elo: 1450 });
    expect(ledger.champion()?.submission.id).toBe('f2');
    expect(ledger.baseChampion()?.submission.id).toBe('f1');
    ledger.takeReviewTurn();
    expect(ledger.status()).toMatchObject({ frozen: 'full-budget-spent', reviewTurnTaken: true });
    expect(refusal(() => ledger.extend())).toBe('extension-used');
    expect(refusal(() => ledger.submit({ id: 's', request: small('a'), snapshotId: starter, preflight: ok }))).toBe(
      'frozen',
    );
  });

  it('refuses to extend while a submission is in flight', () => {
    const { ledger, starter } = setup();
    ledger.submit({ id: 'f', request: full, snapshotId: starter, preflight: ok });
    expect(refusal(() => ledger.extend())).toBe('in-flight');
    expect(ledger.status().extended).toBe(false);
  });
});

describe('ArenaLedger snapshots', () => {
  it('stores content-addressed immutable snapshots with a parent link and materialises one back exactly', () => {
    const { ledger, starter, program, root } = setup();
    mkdirSync(join(program, 'lib'));
    writeFileSync(join(program, 'lib', 'util.py'), 'X = 1\n');
    const child = ledger.saveSnapshot(program, starter);
    expect(child).toBe(programFilesHash(readProgramFiles(program)));
    expect(ledger.saveSnapshot(program, null)).toBe(child);
    expect(ledger.snapshot(child).parent).toBe(starter);
    expect(ledger.snapshot(starter).parent).toBeNull();
    // Editing the workspace changes nothing stored.
    writeFileSync(join(program, 'main.py'), 'print("edited")\n');
    writeFileSync(join(program, 'extra.py'), 'pass\n');
    ledger.materialise(starter, program);
    expect(programFilesHash(readProgramFiles(program))).toBe(starter);
    expect(readFileSync(join(program, 'main.py'), 'utf8')).toBe('print(1)\n');
    const elsewhere = join(root, 'restored');
    ledger.materialise(child, elsewhere);
    expect(readFileSync(join(elsewhere, 'lib', 'util.py'), 'utf8')).toBe('X = 1\n');
    expect(refusal(() => ledger.materialise('feedfacefeedface', elsewhere))).toBe('unknown-snapshot');
    writeFileSync(join(program, 'new.py'), 'pass\n');
    expect(refusal(() => ledger.saveSnapshot(program, 'feedfacefeedface'))).toBe('unknown-snapshot');
  });

  it('keeps its budgets and schema across reopening, ignoring the sizes passed then', () => {
    const { ledger, path } = setup({ small: 10, full: 2 });
    ledger.close();
    const reopened = new ArenaLedger(path, { small: 99, full: 99 });
    expect([reopened.budget('small').total, reopened.budget('full').total]).toEqual([10, 2]);
  });

  it('opens an existing ledger for recovery, and never creates one with default budgets', () => {
    const { ledger, path, root } = setup({ small: 10, full: 2 });
    ledger.close();
    expect(ArenaLedger.openExisting(join(root, 'missing.db'))).toBeUndefined();
    expect(existsSync(join(root, 'missing.db'))).toBe(false);
    // A process killed after creating the file but before storing its budgets leaves a ledger that was never created.
    new Database(join(root, 'empty.db')).close();
    expect(ArenaLedger.openExisting(join(root, 'empty.db'))).toBeUndefined();
    const reopened = ArenaLedger.openExisting(path);
    expect(reopened?.budget('small').total).toBe(10);
    reopened?.close();
  });

  it('opens a ledger written before continuations existed (schema 1), and extends it after its review turn', () => {
    const root = mkdtempSync(join(tmpdir(), 'xparena-ledger-'));
    const path = join(root, 'ledger.db');
    // ledger-v1.db: budgets 2 small + 1 full (extension +4/+2), a baseline (rank 9), a small match, a full
    // evaluation (rank 5), frozen, its review turn taken.
    copyFileSync(new URL('./fixtures/ledger-v1.db', import.meta.url), path);
    const ledger = new ArenaLedger(path);
    expect(ledger.status()).toMatchObject({
      frozen: 'full-budget-spent',
      reviewTurnTaken: true,
      extended: false,
      extendedAfterSeq: null,
      champion: { submission: { id: 'f1' }, result: { rank: 5 } },
    });
    expect(ledger.baseChampion()?.submission.id).toBe('f1');
    expect(ledger.extend()).toEqual({
      small: { total: 6, used: 2, remaining: 4 },
      full: { total: 3, used: 1, remaining: 2 },
    });
    expect(ledger.status()).toMatchObject({ frozen: null, reviewTurnTaken: false, extendedAfterSeq: 3 });
    ledger.close();
    expect(new Database(path).pragma('user_version', { simple: true })).toBe(ledgerMigrations.length);
  });

  it('refuses a ledger written with a newer schema than this code knows, leaving it untouched', () => {
    const { ledger, path } = setup();
    ledger.close();
    const db = new Database(path);
    db.pragma(`user_version = ${ledgerMigrations.length + 1}`);
    db.close();
    expect(() => new ArenaLedger(path)).toThrow(UsageError);
  });
});
