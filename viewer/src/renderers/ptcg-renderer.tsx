// The Pokémon TCG table as one seat sees it: the opponent's side on top, the seat's own side and hand at the bottom,
// and between them the turn, the Stadium, the seat's pending decision and the last events.
import { type PtcgPlayerView, readPtcgBoard } from './ptcg-board-view.js';
import { PokemonTile } from './ptcg-pokemon-tile.js';
import type { RendererProps } from './renderer-props.js';

/** How many of the most recent log lines the board shows (the observation holds up to 12). */
const logLines = 5;

function Counts({ player }: { readonly player: PtcgPlayerView }) {
  return (
    <div className="ptcg-counts">
      <span className="ptcg-prizes" title={`${player.prizeCount} Prize cards left`}>
        Prizes {player.prizeCount}
        <span className="ptcg-prize-row" aria-hidden="true">
          {Array.from({ length: player.prizeCount }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: face-down Prize cards have no identity
            <span key={index} className="ptcg-prize" />
          ))}
        </span>
      </span>
      <span>Deck {player.deckCount}</span>
      <span>Discard {player.discardCount}</span>
      <span>Hand {player.handCount}</span>
      {player.doneThisTurn.length > 0 ? (
        <span className="ptcg-done">this turn: {player.doneThisTurn.join(', ')}</span>
      ) : null}
    </div>
  );
}

function Side({ player, own }: { readonly player: PtcgPlayerView; readonly own: boolean }) {
  // During setup the opponent's placements are only a count: the first is the Active, the rest are on the Bench.
  const faceDownBench = player.active ? 0 : Math.max(0, player.placed - 1);
  const emptyBench = Math.max(0, 5 - player.bench.length - faceDownBench);
  return (
    <section className={`ptcg-side ${own ? 'ptcg-own' : 'ptcg-opponent'}`} data-seat={player.seat}>
      <h4>
        {own ? 'You' : 'Opponent'} · player {player.seat}
      </h4>
      <Counts player={player} />
      <div className="ptcg-slots">
        <div className="ptcg-spot" data-spot="active">
          {player.active ? (
            <PokemonTile pokemon={player.active} active />
          ) : player.placed > 0 ? (
            <div className="ptcg-tile ptcg-face-down ptcg-active">face down</div>
          ) : (
            <div className="ptcg-tile ptcg-empty ptcg-active">no Active</div>
          )}
        </div>
        <div className="ptcg-bench" data-spot="bench">
          {player.bench.map((pokemon) => (
            <PokemonTile key={pokemon.instance} pokemon={pokemon} active={false} />
          ))}
          {Array.from({ length: faceDownBench }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: face-down placements have no identity
            <div key={`down-${index}`} className="ptcg-tile ptcg-face-down">
              face down
            </div>
          ))}
          {Array.from({ length: emptyBench }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: empty Bench spots have no identity
            <div key={`empty-${index}`} className="ptcg-tile ptcg-empty" />
          ))}
        </div>
      </div>
    </section>
  );
}

/** Both sides of the table (card tiles with HP, Energy, Tools, conditions), counts, the seat's hand, Stadium and log. */
export function PtcgRenderer({ observation, seat }: RendererProps) {
  const board = readPtcgBoard(observation, seat);
  return (
    <div className="board ptcg">
      <Side player={board.opponent} own={false} />
      <div className="ptcg-middle">
        <div className="ptcg-status">{board.status}</div>
        <div className="ptcg-stadium">
          Stadium:{' '}
          {board.stadium ? (
            <span className="ptcg-stadium-name">
              {board.stadium.name} (player {board.stadium.owner})
            </span>
          ) : (
            'none'
          )}
        </div>
        {board.decision ? <div className="ptcg-decision">Your decision: {board.decision}</div> : null}
        {board.deckSeen ? (
          <div className="ptcg-deck-seen">Looking at your deck: {board.deckSeen.join(', ') || 'empty'}</div>
        ) : null}
      </div>
      <Side player={board.own} own />
      <div className="ptcg-hand">
        <span className="ptcg-hand-label">Your hand:</span>
        {(board.own.hand ?? []).map((card, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: hand order is the observation's
          <span key={index} className={`ptcg-hand-card ptcg-kind-${card.kind}`}>
            {card.name}
          </span>
        ))}
        {board.own.hand?.length === 0 ? <span className="ptcg-empty-hand">empty</span> : null}
      </div>
      {board.log.length > 0 ? (
        <ol className="ptcg-log" aria-label="recent events">
          {board.log.slice(-logLines).map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: log lines are in event order
            <li key={index}>{line}</li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
