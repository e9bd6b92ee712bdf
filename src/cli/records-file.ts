// Reading a JSONL file of records for a command: good lines are used, each bad line is reported on standard error
// with its number and reason, and the command then exits 2 (after doing its work with the good lines).
import type { MatchRecord } from '../core/match-record.js';
import { type BadLine, readJsonlFile } from '../store/jsonl.js';

/** Bad lines printed one by one before the rest are only counted. */
const shownBadLines = 20;

/** Prints one bad line of `path` on standard error (the first `shownBadLines` of them) and sets exit code 2. */
export function reportBadLine(path: string, bad: BadLine, index: number): void {
  process.exitCode = 2;
  if (index < shownBadLines) console.error(`xparena: ${path} line ${bad.line} skipped: ${bad.error}`);
}

/** The closing line after bad lines: how many were skipped, and how many of them were not printed. */
export function reportBadLineCount(path: string, count: number): void {
  if (count === 0) return;
  const unshown = count > shownBadLines ? ` (${count - shownBadLines} not shown)` : '';
  console.error(`xparena: ${path}: ${count} bad line(s) skipped${unshown}; the other lines were used (exit code 2)`);
}

/** The valid records of a JSONL file; bad lines are reported and make the command exit 2. */
export async function readRecordsFile(path: string): Promise<MatchRecord[]> {
  const { records, bad } = await readJsonlFile(path);
  for (const [index, line] of bad.entries()) reportBadLine(path, line, index);
  reportBadLineCount(path, bad.length);
  return records;
}
