// JSON Lines export and import of match records: one record per line, validated on the way in.
import { readFileSync } from 'node:fs';
import type { MatchRecord } from '../core/match-record.js';
import { matchId } from '../core/match-record.js';
import { UsageError } from '../core/usage-error.js';
import { parseMatchRecord } from './match-record-schema.js';
import type { Store } from './store.js';

/** One record as a JSONL line (with its newline). */
export function toJsonLine(record: MatchRecord): string {
  return `${JSON.stringify(record)}\n`;
}

/** Reads and validates every record of a JSONL file; throws UsageError naming the file and line of the first bad one. */
export function readJsonlRecords(path: string): MatchRecord[] {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    throw new UsageError(`cannot read '${path}': check that the file exists and is readable`);
  }
  const records: MatchRecord[] = [];
  for (const [index, line] of text.split('\n').entries()) {
    if (!line.trim()) continue;
    const where = `${path} line ${index + 1}`;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      throw new UsageError(`${where} is not valid JSON: each line must be one match record`);
    }
    const parsed = parseMatchRecord(value);
    if (!parsed.ok) throw new UsageError(`${where} is not a match record: ${parsed.error}`);
    const { record } = parsed;
    const expected = matchId({
      game: record.game,
      version: record.version,
      params: record.params,
      seats: record.seats.map((seat) => seat.agent),
      seed: record.seed,
      experience: record.seats.map((seat) => seat.experience ?? null),
    });
    if (expected !== record.id)
      throw new UsageError(`${where}: id ${record.id} does not match its spec (expected ${expected})`);
    records.push(record);
  }
  return records;
}

/** Commits records that are not stored yet; returns how many were added and skipped. */
export function importRecords(store: Store, records: readonly MatchRecord[]): { added: number; skipped: number } {
  let added = 0;
  for (const record of records) {
    if (store.hasMatch(record.id)) continue;
    store.commitMatch(record);
    added++;
  }
  return { added, skipped: records.length - added };
}
