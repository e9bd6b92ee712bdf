// Card filters and effect conditions, read the same way by legal-action listing and by effects while they run.
import type { CardDefinition } from './card-definition.js';
import { definitions } from './card-pool.js';
import type { CardCategory, SpecialCondition as CardCondition, CardFilter, EffectCondition } from './effect-spec.js';
import { findSlot, type PtcgPlayer, type PtcgSlot, type SpecialCondition, topCard } from './ptcg-state.js';

/** The parts of a state (or draft) the rules read. */
export interface RulesView {
  readonly cards: readonly string[];
  readonly players: readonly PtcgPlayer[];
  readonly stadium: number;
  readonly turn: number;
  readonly first: number;
  readonly current: number;
}

/** True when `card` matches every field `filter` gives. */
export function matchesFilter(card: CardDefinition | undefined, filter: CardFilter | null | undefined): boolean {
  if (!card) return false;
  if (!filter) return true;
  if (filter.categories && !filter.categories.some((category) => inCategory(card, category))) return false;
  if (card.kind === 'pokemon') {
    if (filter.stage && card.stage !== filter.stage) return false;
    if (filter.type && card.type !== filter.type) return false;
    if (filter.notType && card.type === filter.notType) return false;
    if (filter.maxHp !== undefined && card.hp > filter.maxHp) return false;
    if (filter.ruleBox !== undefined && card.tags.includes('ex') !== filter.ruleBox) return false;
    if (filter.tag && !card.tags.includes(filter.tag)) return false;
    return true;
  }
  if (filter.stage || filter.maxHp !== undefined || filter.ruleBox !== undefined) return false;
  if (card.kind === 'energy') {
    if (filter.type && card.energy !== filter.type) return false;
    if (filter.notType && card.energy === filter.notType) return false;
  } else if (filter.type || filter.notType) return false;
  if (filter.tag) return false;
  return true;
}

function inCategory(card: CardDefinition, category: CardCategory): boolean {
  switch (category) {
    case 'pokemon':
      return card.kind === 'pokemon';
    case 'basic-energy':
      return card.kind === 'energy';
    case 'item':
      return card.kind === 'trainer' && card.trainer === 'item';
    case 'tool':
      return card.kind === 'trainer' && card.trainer === 'tool';
    case 'supporter':
      return card.kind === 'trainer' && card.trainer === 'supporter';
    case 'stadium':
      return card.kind === 'trainer' && card.trainer === 'stadium';
  }
}

/** True when a Pokémon in play matches `filter` (its current card is what counts). */
export function slotMatches(view: RulesView, slot: PtcgSlot, filter: CardFilter | null | undefined): boolean {
  return matchesFilter(definitions(view.cards)[topCard(slot)], filter);
}

/** True during `player`'s first turn of the game. */
export function isFirstTurn(view: Pick<RulesView, 'turn' | 'first'>, player: number): boolean {
  return player === view.first ? view.turn === 1 : view.turn === 2;
}

/** The engine's name of a card's Special Condition. */
export function conditionName(condition: CardCondition): SpecialCondition {
  return condition.toLowerCase() as SpecialCondition;
}

/** True when a Pokémon has the Special Condition. */
export function hasCondition(slot: PtcgSlot, condition: SpecialCondition): boolean {
  if (condition === 'poisoned') return slot.poisoned;
  if (condition === 'burned') return slot.burned;
  return slot.rotation === condition;
}

/** Whether `condition` holds for acting `player`; `source` is the base instance of the Pokémon whose text it is. */
export function conditionHolds(view: RulesView, player: number, condition: EffectCondition, source = -1): boolean {
  const own = view.players[player] as PtcgPlayer;
  const opponent = view.players[1 - player] as PtcgPlayer;
  switch (condition.type) {
    case 'first-turn':
      return isFirstTurn(view, player);
    case 'stadium-in-play':
      return view.stadium >= 0;
    case 'more-prizes-remaining':
      return own.prizes.length > opponent.prizes.length;
    case 'knocked-out-last-turn':
      if (condition.pokemonType === 'Fighting' || condition.byAttackDamage) {
        return own.lastFightingKnockOutByAttack === view.turn - 1;
      }
      return own.lastKnockOut === view.turn - 1;
    case 'opponent-active-condition':
      return opponent.active !== null && hasCondition(opponent.active, conditionName(condition.condition));
    case 'bench-space':
      return own.bench.length < 5;
    case 'has-benched':
      return (condition.player === 'own' ? own : opponent).bench.length > 0;
    case 'in-discard': {
      const defs = definitions(view.cards);
      return own.discard.some((card) => matchesFilter(defs[card], condition.filter));
    }
    case 'used-attack-last-turn': {
      if (findSlot(own, source) !== 0 || !own.active) return false;
      return own.active.effects.some(
        (effect) => effect.type === 'attacked' && effect.attack === condition.attack && effect.turn === view.turn - 2,
      );
    }
  }
}
