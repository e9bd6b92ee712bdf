// The Pokémon TCG table as one seat sees it: the opponent's side on top, the seat's own side and hand at the bottom,
// and between them the turn, the Stadium, the seat's pending decision and the last events.
import type { ReactNode } from 'react';
import { readPtcgBoard } from './ptcg-board-view.js';
import { PtcgSide } from './ptcg-side.js';
import type { RendererProps } from './renderer-props.js';

/** How many of the most recent log lines the board shows (the observation holds up to 12). */
const logLines = 5;

/** The band between the two sides: the turn, the Stadium, and what `children` add (a seat's decision). */
export function PtcgMiddle({
  status,
  stadium,
  children,
}: {
  readonly status: string;
  readonly stadium: { readonly name: string; readonly owner: number } | null;
  readonly children?: ReactNode;
}) {
  return (
    <div className="ptcg-middle">
      <div className="ptcg-status">{status}</div>
      <div className="ptcg-stadium">
        Stadium:{' '}
        {stadium ? (
          <span className="ptcg-stadium-name">
            {stadium.name} (player {stadium.owner})
          </span>
        ) : (
          'none'
        )}
      </div>
      {children}
    </div>
  );
}

/** The last lines of the game's event log. */
export function PtcgLog({ log }: { readonly log: readonly string[] }) {
  if (log.length === 0) return null;
  return (
    <ol className="ptcg-log" aria-label="recent events">
      {log.slice(-logLines).map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: log lines are in event order
        <li key={index}>{line}</li>
      ))}
    </ol>
  );
}

/** Both sides of the table (card tiles with HP, Energy, Tools, conditions), counts, the seat's hand, Stadium and log. */
export function PtcgRenderer({ observation, seat }: RendererProps) {
  const board = readPtcgBoard(observation, seat);
  return (
    <div className="board ptcg">
      <PtcgSide player={board.opponent} title={`Opponent · player ${board.opponent.seat}`} own={false} />
      <PtcgMiddle status={board.status} stadium={board.stadium}>
        {board.decision ? <div className="ptcg-decision">Your decision: {board.decision}</div> : null}
        {board.deckSeen ? (
          <div className="ptcg-deck-seen">Looking at your deck: {board.deckSeen.join(', ') || 'empty'}</div>
        ) : null}
      </PtcgMiddle>
      <PtcgSide player={board.own} title={`You · player ${board.own.seat}`} own />
      <PtcgLog log={board.log} />
    </div>
  );
}
