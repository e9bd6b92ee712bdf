// A game told from the candidate's side ("you", "the opponent"), so a coding agent learns what happened without
// reading the replay: the result, and why a game ended early (a startup crash, illegal output, a timeout).
import type { ArenaOpponent } from '../core/arena-tools.js';
import type { MatchRecord } from '../core/match-record.js';
import type { GameOutcome, SeatFault } from './seat-outcome.js';

/** What each fault kind means for the program that had it. */
const faultMeaning: Readonly<Record<string, string>> = {
  'no-ready': 'did not answer `start` with {"type":"ready"} in time — it probably crashed on startup',
  timeout: 'ran out of time for a decision (decision_ms plus its bank)',
  exit: 'exited in the middle of the match',
  crash: 'was killed by a signal (a crash)',
  'closed-stdout': 'closed its standard output',
  limit: 'was killed by a resource limit (memory, processes or CPU)',
  illegal: 'kept giving illegal or malformed answers until it forfeited',
};

function explain(fault: SeatFault, who: string): string {
  return `${who} forfeited: ${who === 'You' ? 'your program' : 'its program'} ${faultMeaning[fault.kind] ?? `had a fault (${fault.kind})`}. Referee: ${fault.detail}`;
}

/** The narration of one game of the candidate (seat `seat`) against `opponent`. */
export function narrate(record: MatchRecord, seat: number, opponent: ArenaOpponent, result: GameOutcome): string {
  const lines = [
    `You played seat ${seat} against ${opponent.id} (rank ${opponent.rank}, Elo ${opponent.elo}) on seed ${record.seed}: you ${
      result.outcome === 'win' ? 'won' : result.outcome === 'loss' ? 'lost' : 'drew'
    } ${result.score[0]}–${result.score[1]} after ${record.steps.length} round${record.steps.length === 1 ? '' : 's'}.`,
  ];
  if (result.fault?.side === 'candidate') {
    lines.push(explain(result.fault, 'You'));
    if (record.end.stderr) lines.push(`Your program's last stderr: ${record.end.stderr.slice(-400)}`);
    const last = record.end.attempts?.at(-1);
    if (last)
      lines.push(`Your last rejected answer: ${String(last.text ?? JSON.stringify(last.action))} (${last.error})`);
  } else if (result.fault?.side === 'opponent') lines.push(explain(result.fault, 'The opponent'));
  const rejected = record.steps.flatMap((step) =>
    step.moves.filter((move) => move.player === seat && (move.invalid?.length || move.fallback)),
  );
  if (rejected.length > 0) {
    const first = rejected[0]?.invalid?.[0];
    lines.push(
      `${rejected.length} of your decisions had rejected answers${first ? ` (first: ${first.error})` : ''}; ${
        rejected.some((move) => move.fallback)
          ? "the game's fallback moved for you at least once"
          : 'a retry was accepted'
      }.`,
    );
  }
  return lines.join(' ');
}
