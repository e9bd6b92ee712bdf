// JSON Lines export and import of match records: one record per line, validated on the way in, read as a stream.
// A bad line is reported with its number and reason and skipped; the good lines around it still count.
import { createReadStream, fstatSync, openSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { z } from 'zod';
import { formatMatchLabel, readMatchLabel } from '../core/match-label.js';
import type { MatchRecord } from '../core/match-record.js';
import { matchId } from '../core/match-record.js';
import { UsageError } from '../core/usage-error.js';
import { matchRecordSchema, parseMatchRecord } from './match-record-schema.js';
import type { RunMembership, Store } from './store.js';

/** A line of a JSONL file that is not a usable match record. */
export interface BadLine {
  readonly line: number;
  readonly error: string;
}

/** One non-empty line of a JSONL file: a valid record (with the runs its line names) or the reason it is not. */
export type JsonlEntry =
  | { readonly ok: true; readonly line: number; readonly record: MatchRecord; readonly runs: readonly RunMembership[] }
  | ({ readonly ok: false } & BadLine);

const membershipSchema = z.object({
  id: z.string().min(1),
  kind: z.string(),
  spec: z.unknown(),
  codeVersion: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  status: z.string(),
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

/**
 * Writes the stored records (of one run, when given) to `out` as JSONL, each line with a `runs` field naming the
 * runs that hold it (only that run, with `runId`) and, with `runId`, the match's `label` in it; returns the count.
 */
export async function exportJsonl(
  store: Store,
  out: NodeJS.WritableStream,
  filter: { readonly runId?: string } = {},
): Promise<number> {
  let count = 0;
  for (const record of store.records(filter)) {
    const runs = store.matchRuns(record.id).filter((run) => filter.runId === undefined || run.id === filter.runId);
    // Labels leave as the text they are stored as, so an export reads the same as before labels were typed.
    const exported = runs.map((run) => ({ ...run, label: run.label === null ? null : formatMatchLabel(run.label) }));
    const label = filter.runId ? exported[0]?.label : null;
    const line = JSON.stringify({ ...record, ...(label ? { label } : {}), ...(runs.length ? { runs: exported } : {}) });
    if (!out.write(`${line}\n`)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
    count++;
  }
  return count;
}

/** Parses and checks one line: JSON, the record schema, the id against the record's spec, and its runs. */
export function parseJsonLine(text: string, line: number): JsonlEntry {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, line, error: 'not valid JSON: each line must be one match record' };
  }
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
  });
  if (expected !== checked.id)
    return { ok: false, line, error: `id ${checked.id} does not match its spec (expected ${expected})` };
  const runs = runsSchema.safeParse((value as { runs?: unknown }).runs);
  if (!runs.success) {
    const issue = runs.error.issues[0];
    return { ok: false, line, error: `bad runs field: ${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}` };
  }
  return {
    ok: true,
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

/** Reads every valid record of a JSONL file, and the bad lines. */
export async function readJsonlFile(path: string): Promise<{ records: MatchRecord[]; bad: BadLine[] }> {
  const records: MatchRecord[] = [];
  const bad: BadLine[] = [];
  for await (const entry of jsonlEntries(path)) {
    if (entry.ok) records.push(entry.record);
    else bad.push({ line: entry.line, error: entry.error });
  }
  return { records, bad };
}

/** How an import went: records added, records already stored, bad lines skipped. */
export interface ImportSummary {
  readonly added: number;
  readonly skipped: number;
  readonly bad: number;
}

const importBatch = 256;

/**
 * Streams a JSONL file into the store, committing a few hundred lines per transaction: adds records not stored yet,
 * restores the runs their lines name (as exported, unless stored) and the links; reports bad lines to `onBad`.
 */
export async function importJsonl(
  store: Store,
  path: string,
  onBad: (bad: BadLine) => void = () => {},
): Promise<ImportSummary> {
  let added = 0;
  let skipped = 0;
  let bad = 0;
  let batch: { record: MatchRecord; runs: readonly RunMembership[] }[] = [];
  const commit = store.database.transaction((entries: typeof batch) => {
    for (const { record, runs } of entries) {
      if (store.hasMatch(record.id)) skipped++;
      else {
        store.commitMatch(record);
        added++;
      }
      for (const { label, seq, ...run } of runs) {
        store.addRun(run);
        store.linkMatch(run.id, record.id, label ?? undefined, seq ?? undefined);
      }
    }
  });
  for await (const entry of jsonlEntries(path)) {
    if (!entry.ok) {
      bad++;
      onBad(entry);
      continue;
    }
    batch.push(entry);
    if (batch.length >= importBatch) {
      commit(batch);
      batch = [];
    }
  }
  commit(batch);
  return { added, skipped, bad };
}
