// One player's side of the Pokémon TCG table: counts, face-down Prizes, the Active Spot apart from the Bench, and the
// hand (by name for the seat that holds it, face down for everyone else).
import type { PtcgPlayerView } from './ptcg-board-view.js';
import { PokemonTile } from './ptcg-pokemon-tile.js';

/** Cards on a Bench at most. */
const benchSize = 5;

/** `count` cards drawn face down (Prizes, a hidden hand), each with its own class. */
function CardBacks({ count, className }: { readonly count: number; readonly className: string }) {
  return Array.from({ length: count }, (_, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: face-down cards have no identity
    <span key={index} className={className} />
  ));
}

function Counts({ player }: { readonly player: PtcgPlayerView }) {
  return (
    <div className="ptcg-counts">
      <span className="ptcg-prizes" title={`${player.prizeCount} Prize cards left`}>
        Prizes {player.prizeCount}
        <span className="ptcg-prize-row" aria-hidden="true">
          <CardBacks count={player.prizeCount} className="ptcg-prize" />
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

/** The hand: card names when the observer holds it, else as many card backs as it has cards. */
function Hand({ player }: { readonly player: PtcgPlayerView }) {
  return (
    <div className="ptcg-hand" data-hand={player.hand === null ? 'hidden' : 'shown'}>
      <span className="ptcg-hand-label">Hand:</span>
      {player.hand === null ? (
        <CardBacks count={player.handCount} className="ptcg-card-back" />
      ) : (
        player.hand.map((card, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: hand order is the observation's
          <span key={index} className={`ptcg-hand-card ptcg-kind-${card.kind}`}>
            {card.name}
          </span>
        ))
      )}
      {player.handCount === 0 ? <span className="ptcg-empty-hand">empty</span> : null}
    </div>
  );
}

/** The side of `player` under `title`; `own` marks the observing seat's side. */
export function PtcgSide({
  player,
  title,
  own,
}: {
  readonly player: PtcgPlayerView;
  readonly title: string;
  readonly own: boolean;
}) {
  // During setup the opponent's placements are only a count: the first is the Active, the rest are on the Bench.
  const faceDownBench = player.active ? 0 : Math.max(0, player.placed - 1);
  const emptyBench = Math.max(0, benchSize - player.bench.length - faceDownBench);
  return (
    <section className={`ptcg-side ${own ? 'ptcg-own' : 'ptcg-opponent'}`} data-seat={player.seat}>
      <h4>{title}</h4>
      <Counts player={player} />
      <div className="ptcg-slots">
        <div className="ptcg-spot" data-spot="active">
          <div className="ptcg-spot-label">Active</div>
          {player.active ? (
            <PokemonTile pokemon={player.active} active />
          ) : player.placed > 0 ? (
            <div className="ptcg-tile ptcg-face-down ptcg-active">face down</div>
          ) : (
            <div className="ptcg-tile ptcg-empty ptcg-active">no Active</div>
          )}
        </div>
        <div className="ptcg-bench" data-spot="bench">
          <div className="ptcg-spot-label">
            Bench {player.bench.length + faceDownBench}/{benchSize}
          </div>
          <div className="ptcg-bench-tiles">
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
      </div>
      <Hand player={player} />
    </section>
  );
}
