// The dense arm's replay of one game as the candidate may see it (format: docs/aaarena-replays.md, the workspace's
// REPLAYS.md): its own observations and answers, the opponent's moves where the game hides nothing, bounded in size.
import type { Game } from '../core/game.js';
import type { MatchRecord, MoveRecord } from '../core/match-record.js';
import { replayStates } from '../core/replay-states.js';
import type { GameOutcome } from './seat-outcome.js';

/** Bump when the replay file's shape changes; REPLAYS.md documents the current one. */
export const REPLAY_FORMAT = 1;

/** AAArena's bounds: a replay file of at most 256 KiB, strings of at most 512 characters. */
export const replayBounds = { maxBytes: 256 * 1024, maxString: 512 } as const;

export interface ReplayBounds {
  readonly maxBytes: number;
  readonly maxString: number;
}

interface ReplayStep {
  readonly round: number;
  readonly observation: unknown;
  readonly you?: unknown;
  readonly opponent?: unknown;
}

/** The replay of `record` for the candidate in `seat` against `opponent`, as text of at most `bounds.maxBytes`. */
export function boundedReplay(
  game: Game,
  record: MatchRecord,
  seat: number,
  opponent: string,
  result: GameOutcome,
  bounds: ReplayBounds = replayBounds,
): string {
  const states = [...replayStates(game, record)];
  const steps: ReplayStep[] = states.flatMap(({ index, state, step }) =>
    step
      ? [
          {
            round: index,
            observation: game.observe(state, seat),
            ...moveOf(step.moves, seat, 'you', true),
            ...moveOf(step.moves, 1 - seat, 'opponent', !game.hiddenInformation),
          },
        ]
      : [],
  );
  const final = states.at(-1)?.state;
  const head = {
    formatVersion: REPLAY_FORMAT,
    game: record.game,
    matchId: record.id,
    seed: record.seed,
    yourSeat: seat,
    opponent,
    outcome: result.outcome,
    score: result.score,
    end: {
      status: record.end.status,
      ...(result.fault ? { fault: result.fault } : {}),
      ...(result.fault?.side === 'candidate' && record.end.stderr ? { yourStderr: record.end.stderr } : {}),
      ...(result.fault?.side === 'candidate' && record.end.attempts?.length
        ? {
            yourRejected: record.end.attempts.map((attempt) => ({
              answer: attempt.text ?? attempt.action,
              error: attempt.error,
            })),
          }
        : {}),
    },
    rounds: record.steps.length,
  };
  const tail = { final: final === undefined ? null : game.observe(final, seat) };
  const text = (kept: readonly ReplayStep[]) => {
    const sampled =
      kept.length < steps.length
        ? { sampled: { kept: kept.length, of: steps.length, note: 'rounds sampled evenly to fit the size bound' } }
        : { sampled: false };
    const clipped = clipStrings({ end: head.end, steps: kept, ...tail }, bounds.maxString) as object;
    return JSON.stringify({ ...head, ...sampled, ...clipped }, null, 1);
  };
  let kept = steps;
  let output = text(kept);
  while (Buffer.byteLength(output) > bounds.maxBytes && kept.length > 0) {
    kept = evenly(steps, Math.floor(kept.length / 2));
    output = text(kept);
  }
  return output;
}

/** `count` items of `items` spread evenly, first and last included. */
export function evenly<T>(items: readonly T[], count: number): T[] {
  if (count <= 0) return [];
  if (count === 1 || items.length <= 1) return items.slice(0, 1);
  if (count >= items.length) return [...items];
  return Array.from(
    { length: count },
    (_, index) => items[Math.round((index * (items.length - 1)) / (count - 1))] as T,
  );
}

/** The seat's move in a step as the replay shows it; its log, stderr and rejected answers only for the candidate. */
function moveOf(moves: readonly MoveRecord[], player: number, key: 'you' | 'opponent', shown: boolean) {
  const move = moves.find((candidate) => candidate.player === player);
  if (!move || !shown) return {};
  if (key === 'opponent') return { opponent: { action: move.text } };
  return {
    you: {
      action: move.text,
      ...(move.log ? { log: move.log } : {}),
      ...(move.stderr ? { stderr: move.stderr } : {}),
      ...(move.invalid?.length
        ? {
            rejected: move.invalid.map((attempt) => ({ answer: attempt.text ?? attempt.action, error: attempt.error })),
          }
        : {}),
      ...(move.fallback ? { fallback: true } : {}),
    },
  };
}

/** `value` with every string longer than `max` cut to `max` characters, marked with `…[cut]`. */
export function clipStrings(value: unknown, max: number): unknown {
  if (typeof value === 'string') return value.length > max ? `${value.slice(0, max - 6)}…[cut]` : value;
  if (Array.isArray(value)) return value.map((item) => clipStrings(item, max));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, clipStrings(item, max)]));
  return value;
}
