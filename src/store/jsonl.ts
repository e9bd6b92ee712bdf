// JSON Lines export and import of a store's contents: its runs, then one match record per line (with the runs that
// hold it and its label there), then the runs' experience snapshots and round ratings; validated on the way in, read
// as a stream. A bad line is reported with its number and reason and skipped; the good lines around it still count.
import { createReadStream, fstatSync, openSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { z } from 'zod';
import { formatMatchLabel, readMatchLabel } from '../core/match-label.js';
import type { MatchRecord } from '../core/match-record.js';
import { matchId } from '../core/match-record.js';
import { UsageError } from '../core/usage-error.js';
import { matchRecordSchema, parseMatchRecord } from './match-record-schema.js';
import type { ExperienceSnapshotRow, RoundRatingRow, RunMembership, RunRow, Store } from './store.js';

/** A line of a JSONL file that is not a usable match record. */
export interface BadLine {
  readonly line: number;
  readonly error: string;
}

/** A stored run as an export carries it. */
export type ExportedRun = RunRow & { readonly updatedAt: string };

/** A match record line: the record, with the runs its line names. */
export interface RecordEntry {
  readonly ok: true;
  readonly kind: 'record';
  readonly line: number;
  readonly record: MatchRecord;
  readonly runs: readonly RunMembership[];
}

/**
 * One non-empty line of a JSONL file: a match record, a run (`{"run": …}`), an experience snapshot
 * (`{"experienceSnapshot": …}`), a run's round ratings (`{"roundRatings": …}`), or the reason it is none of them.
 */
export type JsonlEntry =
  | RecordEntry
  | { readonly ok: true; readonly kind: 'run'; readonly line: number; readonly run: ExportedRun }
  | { readonly ok: true; readonly kind: 'snapshot'; readonly line: number; readonly snapshot: ExperienceSnapshotRow }
  | {
      readonly ok: true;
      readonly kind: 'ratings';
      readonly line: number;
      readonly runId: string;
      readonly ratings: readonly RoundRatingRow[];
    }
  | ({ readonly ok: false } & BadLine);

const runSchema = z.object({
  id: z.string().min(1),
  kind: z.string(),
  spec: z.unknown(),
  codeVersion: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  status: z.string(),
});
const count = z.number().int().nonnegative();
const snapshotSchema = z.object({
  runId: z.string().min(1),
  game: z.string(),
  trial: count,
  checkpoint: count,
  experience: z.string(),
  hash: z.string(),
  state: z.unknown(),
  learned: z
    .object({ parent: z.string(), usage: z.looseObject({}).optional(), exchanges: z.array(z.unknown()) })
    .optional(),
});
/** Unbounded interval ends leave as JSON's null (JSON has no infinity) and come back without an interval. */
const ratingsSchema = z.object({
  runId: z.string().min(1),
  ratings: z.array(
    z.object({
      agent: z.string(),
      round: count,
      rating: z.number(),
      rank: count,
      games: count,
      score: z.number(),
      low: z.number().nullable().optional(),
      high: z.number().nullable().optional(),
    }),
  ),
});

const membershipSchema = runSchema.extend({
  /** The label's stored text, read as a label (an unknown one is kept as its text). */
  label: z
    .string()
    .nullable()
    .transform((text) => (text === null ? null : readMatchLabel(text))),
  /** The match's position in the run's play order (absent in exports written before it was stored). */
  seq: z.number().int().nullable().optional(),
});
const runsSchema = z.array(membershipSchema).optional();

/** One record as a JSONL line (with its newline). */
export function toJsonLine(record: MatchRecord): string {
  return `${JSON.stringify(record)}\n`;
}

/** What an export wrote. */
export interface ExportSummary {
  readonly runs: number;
  readonly records: number;
  readonly snapshots: number;
}

/**
 * Writes the store (or one run, with `runId`) to `out` as JSONL: a line per run; a line per match record, with a
 * `runs` field naming the runs that hold it (only that run, with `runId`) and, with `runId`, the match's `label` in
 * it; then a line per experience snapshot and one with each run's round ratings.
 */
export async function exportJsonl(
  store: Store,
  out: NodeJS.WritableStream,
  filter: { readonly runId?: string } = {},
): Promise<ExportSummary> {
  const write = async (value: unknown) => {
    if (!out.write(`${JSON.stringify(value)}\n`))
      await new Promise<void>((resolve) => out.once('drain', () => resolve()));
  };
  const runs = store
    .listRuns()
    .filter((run) => filter.runId === undefined || run.id === filter.runId)
    .reverse()
    .map(({ matches: _matches, ...run }): ExportedRun => run);
  for (const run of runs) await write({ run });
  let records = 0;
  for (const record of store.records(filter)) {
    const holders = store.matchRuns(record.id).filter((run) => filter.runId === undefined || run.id === filter.runId);
    // Labels leave as the text they are stored as, so an export reads the same as before labels were typed.
    const exported = holders.map((run) => ({ ...run, label: run.label === null ? null : formatMatchLabel(run.label) }));
    const label = filter.runId ? exported[0]?.label : null;
    await write({ ...record, ...(label ? { label } : {}), ...(holders.length ? { runs: exported } : {}) });
    records++;
  }
  let snapshots = 0;
  for (const run of runs) {
    for (const experienceSnapshot of store.listExperienceSnapshots(run.id)) {
      await write({ experienceSnapshot });
      snapshots++;
    }
    const ratings = store.listRoundRatings(run.id);
    if (ratings.length > 0) await write({ roundRatings: { runId: run.id, ratings } });
  }
  return { runs: runs.length, records, snapshots };
}

/** The first schema issue as text: where, and what is wrong. */
function issueText(error: z.ZodError): string {
  const issue = error.issues[0];
  return `${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`;
}

/** A line that is one object with a single key `key` holds what that key names (a run, a snapshot, ratings). */
function only(value: unknown, key: string): boolean {
  return typeof value === 'object' && value !== null && Object.keys(value).length === 1 && key in value;
}

/** Parses and checks a run, snapshot or ratings line; undefined when the line is none of them. */
function parseRunDataLine(value: unknown, line: number): JsonlEntry | undefined {
  const field = (key: string) => (value as Record<string, unknown>)[key];
  if (only(value, 'run')) {
    const run = runSchema.safeParse(field('run'));
    return run.success
      ? { ok: true, kind: 'run', line, run: run.data }
      : { ok: false, line, error: `bad run: ${issueText(run.error)}` };
  }
  if (only(value, 'experienceSnapshot')) {
    const snapshot = snapshotSchema.safeParse(field('experienceSnapshot'));
    return snapshot.success
      ? { ok: true, kind: 'snapshot', line, snapshot: snapshot.data as ExperienceSnapshotRow }
      : { ok: false, line, error: `bad experience snapshot: ${issueText(snapshot.error)}` };
  }
  if (only(value, 'roundRatings')) {
    const parsed = ratingsSchema.safeParse(field('roundRatings'));
    if (!parsed.success) return { ok: false, line, error: `bad round ratings: ${issueText(parsed.error)}` };
    // JSON writes an unbounded end (±∞) as null: an interval with one end left is unbounded at the other.
    const ratings = parsed.data.ratings.map(({ low, high, ...rating }) =>
      low == null && high == null
        ? rating
        : { ...rating, low: low ?? Number.NEGATIVE_INFINITY, high: high ?? Number.POSITIVE_INFINITY },
    );
    return { ok: true, kind: 'ratings', line, runId: parsed.data.runId, ratings };
  }
  return undefined;
}

/**
 * Parses and checks one line: JSON, then a run, snapshot or ratings line by its schema, or a match record by the
 * record schema, its id against its spec, and its runs.
 */
export function parseJsonLine(text: string, line: number): JsonlEntry {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, line, error: 'not valid JSON: each line must be one match record, run or snapshot' };
  }
  const runData = parseRunDataLine(value, line);
  if (runData) return runData;
  const parsed = parseMatchRecord(value);
  if (!parsed.ok) return { ok: false, line, error: `not a match record: ${parsed.error}` };
  const { record: checked } = parsed;
  const expected = matchId({
    game: checked.game,
    version: checked.version,
    params: checked.params,
    seats: checked.seats.map((seat) => seat.agent),
    seed: checked.seed,
    experience: checked.seats.map((seat) => seat.experience ?? null),
    ...(checked.invalid ? { invalid: checked.invalid } : {}),
  });
  if (expected !== checked.id)
    return { ok: false, line, error: `id ${checked.id} does not match its spec (expected ${expected})` };
  const runs = runsSchema.safeParse((value as { runs?: unknown }).runs);
  if (!runs.success) return { ok: false, line, error: `bad runs field: ${issueText(runs.error)}` };
  return {
    ok: true,
    kind: 'record',
    line,
    record: asStored(value as Record<string, unknown>),
    runs: (runs.data ?? []) as RunMembership[],
  };
}

/**
 * The record as it was written, without the export's own fields (`label`, `runs`): the schema's output would reorder
 * keys, and the stored text should be the exported one.
 */
function asStored(value: Record<string, unknown>): MatchRecord {
  const record: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) if (key in matchRecordSchema.shape) record[key] = field;
  return record as unknown as MatchRecord;
}

/** Streams the non-empty lines of a JSONL file as entries; throws UsageError when the file cannot be read. */
export async function* jsonlEntries(path: string): AsyncGenerator<JsonlEntry> {
  const cannotRead = (reason: string) =>
    new UsageError(`cannot read '${path}' (${reason}): check that the file exists and is readable`);
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch (error) {
    throw cannotRead((error as NodeJS.ErrnoException).code ?? 'unreadable');
  }
  const input = createReadStream('', { fd, encoding: 'utf8' });
  if (fstatSync(fd).isDirectory()) {
    input.destroy();
    throw cannotRead('it is a folder');
  }
  let failure: Error | undefined;
  input.on('error', (error) => {
    failure = error;
  });
  const lines = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
  let number = 0;
  try {
    for await (const text of lines) {
      number++;
      if (text.trim()) yield parseJsonLine(text, number);
    }
  } finally {
    lines.close();
    input.destroy();
  }
  if (failure) throw cannotRead(`${failure.message} after line ${number}`);
}

/** Reads every valid match record of a JSONL file (its runs, snapshots and ratings are left out), and the bad lines. */
export async function readJsonlFile(path: string): Promise<{ records: MatchRecord[]; bad: BadLine[] }> {
  const records: MatchRecord[] = [];
  const bad: BadLine[] = [];
  for await (const entry of jsonlEntries(path)) {
    if (!entry.ok) bad.push({ line: entry.line, error: entry.error });
    else if (entry.kind === 'record') records.push(entry.record);
  }
  return { records, bad };
}

/** How an import went: records added and already stored, bad lines skipped, runs, snapshots and ratings added. */
export interface ImportSummary {
  readonly added: number;
  readonly skipped: number;
  readonly bad: number;
  readonly runs: number;
  readonly snapshots: number;
  readonly roundRatings: number;
}

const importBatch = 256;

/** What makes a run the same run in two stores: everything but its status and update time, which resuming changes. */
function runIdentity(run: RunRow): string {
  return JSON.stringify([run.kind, run.spec, run.codeVersion, run.createdAt]);
}

/**
 * Fails with a UsageError, before anything is written, when the file defines a run the store (or an earlier line of
 * the file) holds with the same id but as a different run: importing would mix two runs' matches under one id.
 */
async function checkRuns(store: Store, path: string): Promise<void> {
  const seen = new Map<string, { readonly run: RunRow; readonly where: string }>();
  const conflicts = new Map<string, string>();
  const check = (run: RunRow) => {
    let known = seen.get(run.id);
    if (!known) {
      const stored = store.getRun(run.id);
      known = stored ? { run: stored, where: "this store's" } : { run, where: 'the one an earlier line gives' };
      seen.set(run.id, known);
    }
    const described = (row: RunRow) => `kind ${row.kind}, created ${row.createdAt}`;
    if (!conflicts.has(run.id) && runIdentity(known.run) !== runIdentity(run))
      conflicts.set(
        run.id,
        `run ${run.id}: the file's (${described(run)}) differs from ${known.where} (${described(known.run)})`,
      );
  };
  for await (const entry of jsonlEntries(path)) {
    if (entry.ok && entry.kind === 'run') check(entry.run);
    if (entry.ok && entry.kind === 'record') for (const run of entry.runs) check(run);
  }
  if (conflicts.size > 0)
    throw new UsageError(
      `cannot import ${path}: it holds ${conflicts.size} run(s) whose id names a different run; nothing was imported:\n` +
        `${[...conflicts.values()].map((line) => `  ${line}`).join('\n')}\nimport it into another home (--home DIR)`,
    );
}

/**
 * Streams a JSONL file into the store, committing a few hundred lines per transaction: adds the runs and records not
 * stored yet, links each record to the runs its line names (with its label and play order), and adds the runs'
 * experience snapshots and round ratings not stored yet, so importing twice changes nothing; reports bad lines to
 * `onBad`. Refuses the whole file, writing nothing, when one of its runs conflicts with a stored one (see checkRuns).
 */
export async function importJsonl(
  store: Store,
  path: string,
  onBad: (bad: BadLine) => void = () => {},
): Promise<ImportSummary> {
  await checkRuns(store, path);
  const summary = { added: 0, skipped: 0, bad: 0, runs: 0, snapshots: 0, roundRatings: 0 };
  const reject = (bad: BadLine) => {
    summary.bad++;
    onBad(bad);
  };
  let batch: Exclude<JsonlEntry, { ok: false }>[] = [];
  const commit = store.database.transaction((entries: typeof batch) => {
    for (const entry of entries) {
      if (entry.kind === 'run') {
        if (store.addRun(entry.run)) summary.runs++;
      } else if (entry.kind === 'snapshot') {
        if (!store.getRun(entry.snapshot.runId))
          reject({
            line: entry.line,
            error: `experience snapshot of run ${entry.snapshot.runId}, which the file never names`,
          });
        else if (store.addExperienceSnapshot(entry.snapshot)) summary.snapshots++;
      } else if (entry.kind === 'ratings') {
        if (!store.getRun(entry.runId))
          reject({ line: entry.line, error: `round ratings of run ${entry.runId}, which the file never names` });
        else summary.roundRatings += store.addRoundRatings(entry.runId, entry.ratings);
      } else {
        const { record, runs } = entry;
        if (store.hasMatch(record.id)) summary.skipped++;
        else {
          store.commitMatch(record);
          summary.added++;
        }
        for (const { label, seq, ...run } of runs) {
          if (store.addRun(run)) summary.runs++;
          store.linkMatch(run.id, record.id, label ?? undefined, seq ?? undefined);
        }
      }
    }
  });
  for await (const entry of jsonlEntries(path)) {
    if (!entry.ok) {
      reject(entry);
      continue;
    }
    batch.push(entry);
    if (batch.length >= importBatch) {
      commit(batch);
      batch = [];
    }
  }
  commit(batch);
  return summary;
}
