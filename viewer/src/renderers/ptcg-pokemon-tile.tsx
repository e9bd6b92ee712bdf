// One Pokémon in play as a small card tile: name, HP bar, damage counters, Energy pips, Tool and Special Conditions.
import type { EnergyType } from '../../../src/games/ptcg/card-definition.js';
import type { PtcgPokemonView } from './ptcg-board-view.js';

/** The one-letter symbol of each Energy type, as printed on cards (Fire is R). */
const energySymbols: Readonly<Record<EnergyType, string>> = {
  Fire: 'R',
  Lightning: 'L',
  Psychic: 'P',
  Fighting: 'F',
  Darkness: 'D',
  Grass: 'G',
  Water: 'W',
  Metal: 'M',
  Colorless: 'C',
};

/** One attached Energy card as a coloured pip (a grey `?` for an attached card that is not Energy). */
export function EnergyPip({ type }: { readonly type: EnergyType | null }) {
  return type === null ? (
    <span className="ptcg-pip" title="attached card (not Energy)">
      ?
    </span>
  ) : (
    <span className={`ptcg-pip ptcg-type-${type.toLowerCase()}`} title={`${type} Energy`}>
      {energySymbols[type]}
    </span>
  );
}

/** A Pokémon in play; `active` draws it a little larger. */
export function PokemonTile({ pokemon, active }: { readonly pokemon: PtcgPokemonView; readonly active: boolean }) {
  const share = pokemon.maxHp > 0 ? Math.min(100, Math.round((100 * pokemon.hp) / pokemon.maxHp)) : 0;
  const level = share > 50 ? 'high' : share > 25 ? 'mid' : 'low';
  const title = `${pokemon.name} (card ${pokemon.instance}${pokemon.evolvedFrom ? `, evolved from ${pokemon.evolvedFrom}` : ''}), ${pokemon.type}`;
  return (
    <div
      className={`ptcg-tile ptcg-pokemon ptcg-border-${pokemon.type.toLowerCase()}${active ? ' ptcg-active' : ''}`}
      title={title}
    >
      <div className="ptcg-name">{pokemon.name}</div>
      <div className="ptcg-hp">
        HP {pokemon.hp}/{pokemon.maxHp}
        {pokemon.damageCounters > 0 ? (
          <span
            className="ptcg-counters"
            title={`${pokemon.damageCounters} damage counter${pokemon.damageCounters === 1 ? '' : 's'}`}
          >
            {pokemon.damageCounters}
          </span>
        ) : null}
      </div>
      <div className="ptcg-hp-bar" aria-hidden="true">
        <div className={`ptcg-hp-fill ptcg-hp-${level}`} style={{ width: `${share}%` }} />
      </div>
      <div className="ptcg-energy">
        {pokemon.energy.map((type, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: attached Energy in attachment order
          <EnergyPip key={index} type={type} />
        ))}
      </div>
      {pokemon.tool ? <div className="ptcg-tool">⚙ {pokemon.tool}</div> : null}
      {pokemon.conditions.length > 0 ? (
        <div className="ptcg-conditions">
          {pokemon.conditions.map((condition) => (
            <span key={condition} className={`ptcg-condition ptcg-condition-${condition.toLowerCase()}`}>
              {condition}
            </span>
          ))}
        </div>
      ) : null}
    </div>
  );
}
