// What `xparena play` prints for a person by default: how the match ended in a few lines, and how to see all of it.
import type { MatchEnd, MatchRecord } from '../core/match-record.js';
import { formatTable } from '../report/table.js';

/** The port `xparena view` listens on by default (where the printed viewer link points). */
const viewPort = 7300;

/** Won, lost or draw for a seat of a match of several seats with scores; forfeited for the seat that forfeited. */
function seatResult(end: MatchEnd, seat: number): string {
  if (end.status === 'forfeit' && end.player === seat) return 'forfeited';
  if (!end.scores || end.scores.length < 2) return '';
  const own = end.scores[seat] ?? 0;
  const best = Math.max(...end.scores.filter((_, other) => other !== seat));
  return own > best ? 'won' : own === best ? 'draw' : 'lost';
}

/** The commands that show a stored match: its transcript and its step-by-step replay in the viewer. */
export function matchNextLine(id: string): string {
  return `next: xparena replay ${id} (transcript) · xparena view, then http://127.0.0.1:${viewPort}/#/matches/${id}`;
}

/**
 * A few lines on `record`: its end, steps and time; each seat's agent, score and result; its id; and the commands to
 * see all of it (`stored`: whether it was stored, so `replay` and the viewer can show it).
 */
export function matchSummary(
  record: MatchRecord,
  facts: { readonly seconds: number; readonly stored: boolean },
): string {
  const { end } = record;
  const message = end.message ? ` — ${end.message}` : '';
  // A result column only where seats play each other.
  const results = record.seats.length > 1;
  const seats = record.seats.map((seat, index) => [
    index,
    seat.agent,
    end.scores ? String(end.scores[index]) : '-',
    ...(results ? [seatResult(end, index)] : []),
  ]);
  return [
    `${record.game}, seed ${record.seed}: ${end.status} after ${record.steps.length} step(s) in ${facts.seconds.toFixed(2)} s${message}`,
    formatTable(['seat', 'agent', 'score', ...(results ? ['result'] : [])], seats),
    `match ${record.id}${facts.stored ? '' : ' (not stored: --no-store)'}`,
    facts.stored ? matchNextLine(record.id) : 'next: play it again with --transcript to see every step',
  ].join('\n');
}
