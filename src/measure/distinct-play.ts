// Whether a pool's programs really differ: each plays the same probe on the same shared seeds, and two programs whose
// own moves are identical in every probe game play identically there (a parameter that changes nothing shows here).
import { z } from 'zod';
import { hashJson } from '../core/json.js';
import type { MatchRecord } from '../core/match-record.js';
import { UsageError } from '../core/usage-error.js';

/** Bump when the distinct-play file's shape changes; readers check it. */
export const DISTINCT_PLAY_FORMAT = 1;

const distinctPlaySchema = z.strictObject({
  formatVersion: z.literal(DISTINCT_PLAY_FORMAT),
  game: z.string(),
  gameVersion: z.number(),
  seeds: z.int().min(1),
  programs: z.array(z.strictObject({ id: z.string(), codeHash: z.string(), probe: z.string(), signature: z.string() })),
  /** Groups of ids (each sorted, groups by first id) whose moves were identical in every probe game. */
  identical: z.array(z.array(z.string()).min(2)),
});

/** `pools/<game>/distinct.json`: each program's play signature against its probe, and the identical groups. */
export type DistinctPlay = z.infer<typeof distinctPlaySchema>;

/** One probe game of a program: the match and the seat the program held. */
export interface ProbeGame {
  readonly program: string;
  readonly seat: number;
  readonly record: MatchRecord;
}

/** A hash of the program's own moves (their text) in each of its probe games, in the order given. */
export function playSignature(games: readonly ProbeGame[]): string {
  return hashJson(
    games.map(({ seat, record }) =>
      record.steps.flatMap((step) => step.moves.filter((move) => move.player === seat).map((move) => move.text)),
    ),
  );
}

/** Groups programs with equal signatures (only groups of two or more), each sorted, by first id. */
export function identicalGroups(signatures: ReadonlyMap<string, string>): string[][] {
  const bySignature = new Map<string, string[]>();
  for (const [id, signature] of signatures) bySignature.set(signature, [...(bySignature.get(signature) ?? []), id]);
  return [...bySignature.values()]
    .filter((group) => group.length > 1)
    .map((group) => group.sort())
    .sort((a, b) => ((a[0] as string) < (b[0] as string) ? -1 : 1));
}

/** The file's text: two-space JSON with a final newline (written byte for byte the same on a re-run). */
export function distinctPlayText(play: DistinctPlay): string {
  return `${JSON.stringify(play, null, 2)}\n`;
}

/** Reads a distinct-play file from parsed JSON; throws UsageError naming `where` and the first problem. */
export function parseDistinctPlay(value: unknown, where: string): DistinctPlay {
  const parsed = distinctPlaySchema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.path.length ? issue.path.join('.') : '(the whole file)';
  throw new UsageError(`${where}: field '${field}' ${issue?.message ?? 'is invalid'} (a distinct-play file)`);
}
