// The Pokémon TCG table as a spectator sees it: both players' sides once, player 1 on top, with every card that
// neither player has revealed (hands, Prizes, setup placements) face down.
import { readPtcgSpectatorBoard } from './ptcg-board-view.js';
import { PtcgLog, PtcgMiddle } from './ptcg-renderer.js';
import { PtcgSide } from './ptcg-side.js';
import type { SpectatorProps } from './renderer-props.js';

/** Both sides from the seats' observations of one position, showing only what both players know. */
export function PtcgSpectatorRenderer({ observations }: SpectatorProps) {
  const board = readPtcgSpectatorBoard(observations);
  return (
    <div className="board ptcg ptcg-spectator">
      <PtcgSide player={board.players[1]} title="Player 1" own={false} />
      <PtcgMiddle status={board.status} stadium={board.stadium} />
      <PtcgSide player={board.players[0]} title="Player 0" own={false} />
      <PtcgLog log={board.log} />
    </div>
  );
}
