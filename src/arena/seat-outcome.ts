// How one game went for the candidate: its outcome and points, the scores, and who was at fault, read only from the
// transport's evidence the record keeps (a forfeit's seat and kind, rejected answers, fallback moves).
import type { FaultSide, SeatOutcome } from '../core/arena-tools.js';
import type { MatchRecord } from '../core/match-record.js';

/** A fault as the candidate is told it: whose, what kind (`timeout`, `exit`, `illegal`, …) and what happened. */
export interface SeatFault {
  readonly side: FaultSide;
  readonly kind: string;
  readonly detail: string;
}

export interface GameOutcome {
  readonly outcome: SeatOutcome;
  /** Win 1, draw ½, loss 0. */
  readonly points: number;
  /** The candidate's and the opponent's scores. */
  readonly score: readonly [number, number];
  /** The forfeit that ended the game early, if one did. */
  readonly fault: SeatFault | null;
  /** Whether each side faulted at all: forfeited, or had an answer rejected or replaced by a fallback. */
  readonly erred: { readonly candidate: boolean; readonly opponent: boolean };
}

/** The outcome of a scored `record` for the candidate in `seat` (of two). */
export function gameOutcome(record: MatchRecord, seat: number): GameOutcome {
  const scores = record.end.scores ?? [0, 0];
  const score: [number, number] = [scores[seat] ?? 0, scores[1 - seat] ?? 0];
  const outcome: SeatOutcome = score[0] > score[1] ? 'win' : score[0] < score[1] ? 'loss' : 'draw';
  const fault = forfeitOf(record, seat);
  const rejected = (player: number) =>
    record.steps.some((step) =>
      step.moves.some((move) => move.player === player && (move.fallback || (move.invalid?.length ?? 0) > 0)),
    );
  return {
    outcome,
    points: outcome === 'win' ? 1 : outcome === 'draw' ? 0.5 : 0,
    score,
    fault,
    erred: {
      candidate: fault?.side === 'candidate' || rejected(seat),
      opponent: fault?.side === 'opponent' || rejected(1 - seat),
    },
  };
}

/** The forfeit that ended `record`, attributed by the forfeiting seat the referee recorded. */
function forfeitOf(record: MatchRecord, seat: number): SeatFault | null {
  const { end } = record;
  if (end.status !== 'forfeit' || end.player === undefined) return null;
  const message = end.message ?? '';
  const kind = /forfeited: ([a-z-]+):/.exec(message)?.[1] ?? (/invalid attempt/.test(message) ? 'illegal' : 'fault');
  return { side: end.player === seat ? 'candidate' : 'opponent', kind, detail: message };
}
