// An AAArena run as its directory holds it, `<home>/arena/<runId>/rep-<k>/` per repetition (config.json, ledger.db,
// transcript.jsonl), read without writing anything, with the game's ladder from its sealed pool.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { poolsDir } from '../agents/program/pool-roster.js';
import { UsageError } from '../core/usage-error.js';
import { parseSealedPool } from '../measure/sealed-pool.js';
import { type LedgerContents, readLedgerContents } from '../store/arena-ledger-reader.js';
import { parseFullResult } from './arena-result-schema.js';

/** The directory of arena run `runId` in the home directory `home`. */
export function arenaRunDir(home: string, runId: string): string {
  return join(home, 'arena', runId);
}

/** A repetition's settings as its config.json states them (fields a report shows; others are ignored). */
const configSchema = z.looseObject({
  game: z.string(),
  developer: z.string().optional(),
  arm: z.string().optional(),
  feedback: z.enum(['dense', 'binary']).optional(),
  batch: z.number().optional(),
  seed: z.number().optional(),
  /** The pools directory the run read its sealed pool from. */
  poolsDir: z.string().optional(),
});

export type ArenaRepetitionConfig = z.infer<typeof configSchema>;

/** What a repetition's transcript says in short: its turns, tool errors, and the stop line when it ended. */
export interface TranscriptSummary {
  readonly events: number;
  readonly turns: number;
  readonly toolErrors: number;
  readonly stop: string | null;
}

/** One repetition of an arena run. */
export interface ArenaRepetition {
  /** k of `rep-<k>`. */
  readonly repetition: number;
  readonly dir: string;
  readonly config: ArenaRepetitionConfig;
  readonly ledger: LedgerContents;
  readonly transcript: TranscriptSummary;
}

/** A pool program on the ladder the run was rated against. */
export interface LadderEntry {
  readonly id: string;
  readonly rank: number;
  readonly elo: number;
}

export interface ArenaRunData {
  readonly runId: string;
  readonly dir: string;
  readonly game: string;
  readonly repetitions: readonly ArenaRepetition[];
  /** Best first. */
  readonly ladder: readonly LadderEntry[];
}

/**
 * Reads arena run `runId` from `home`; `spec` (the store run's) names the developer where config.json does not.
 * UsageError when it has no repetition directory or one is unreadable.
 */
export function readArenaRun(home: string, runId: string, spec?: unknown): ArenaRunData {
  const dir = arenaRunDir(home, runId);
  const names = existsSync(dir) ? readdirSync(dir).filter((name) => /^rep-\d+$/.test(name)) : [];
  if (names.length === 0)
    throw new UsageError(`arena run ${runId} has no repetition in ${dir} yet: start it with \`xparena run aaarena\``);
  const developer = (spec as { developer?: unknown } | undefined)?.developer;
  const repetitions = names
    .map((name) => readRepetition(join(dir, name), Number(name.slice(4))))
    .map((repetition) =>
      repetition.config.developer === undefined && typeof developer === 'string'
        ? { ...repetition, config: { ...repetition.config, developer } }
        : repetition,
    )
    .sort((a, b) => a.repetition - b.repetition);
  const game = repetitions[0]?.config.game ?? '';
  return { runId, dir, game, repetitions, ladder: ladderOf(game, repetitions) };
}

function readRepetition(dir: string, repetition: number): ArenaRepetition {
  const configFile = join(dir, 'config.json');
  let config: ArenaRepetitionConfig;
  try {
    config = configSchema.parse(JSON.parse(readFileSync(configFile, 'utf8')));
  } catch (error) {
    throw new UsageError(`cannot read ${configFile}: ${error instanceof Error ? error.message.split('\n')[0] : error}`);
  }
  const ledgerFile = join(dir, 'ledger.db');
  if (!existsSync(ledgerFile)) throw new UsageError(`repetition ${repetition} has no ledger (${ledgerFile})`);
  return {
    repetition,
    dir,
    config,
    ledger: readLedgerContents(ledgerFile),
    transcript: summariseTranscript(join(dir, 'transcript.jsonl')),
  };
}

const eventSchema = z.object({ turn: z.number(), kind: z.string(), text: z.string() });

/** The transcript's counts and stop line; unreadable lines (a line cut by a crash) are skipped. */
export function summariseTranscript(file: string): TranscriptSummary {
  if (!existsSync(file)) return { events: 0, turns: 0, toolErrors: 0, stop: null };
  let events = 0;
  let turns = 0;
  let toolErrors = 0;
  let stop: string | null = null;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line.trim() === '') continue;
    let parsed: ReturnType<typeof eventSchema.safeParse>;
    try {
      parsed = eventSchema.safeParse(JSON.parse(line));
    } catch {
      continue;
    }
    if (!parsed.success) continue;
    const event = parsed.data;
    events++;
    turns = Math.max(turns, event.turn);
    if (event.kind === 'tool-error') toolErrors++;
    if (event.kind === 'stop') stop = event.text;
  }
  return { events, turns, toolErrors, stop };
}

/**
 * The ladder of the game's sealed pool (`pool.json` in the pools directory the run recorded, else `pools/<game>/`);
 * without one, the pool as the run's full evaluations recorded it (each lists every opponent's rank and Elo).
 */
function ladderOf(game: string, repetitions: readonly ArenaRepetition[]): LadderEntry[] {
  const file = join(repetitions[0]?.config.poolsDir ?? poolsDir(), game, 'pool.json');
  if (existsSync(file)) {
    const pool = parseSealedPool(JSON.parse(readFileSync(file, 'utf8')), file);
    return pool.programs.map(({ id, rank, elo }) => ({ id, rank, elo }));
  }
  const seen = new Map<string, LadderEntry>();
  for (const { ledger } of repetitions)
    for (const submission of ledger.submissions)
      for (const record of parseFullResult(submission.result)?.opponents ?? [])
        seen.set(record.opponent, { id: record.opponent, rank: record.rank, elo: record.elo });
  return [...seen.values()].sort((a, b) => a.rank - b.rank || (a.id < b.id ? -1 : 1));
}
