// The PTCG-Bench "Heuristic" anchor: every legal action gets a weight from simple rules (build the board, power the
// next attacker, keep a deck margin, gust and attack for Knock Outs — attacking last), and one is drawn with
// probability proportional to its weight squared. The weights are listed in docs/ptcg.md.
import type { Agent, AgentFactory } from '../../core/agent.js';
import { type Rng, rngFromSeed } from '../../core/rng.js';
import type { CardDefinition } from './card-definition.js';
import { definitions } from './card-pool.js';
import type { PtcgAction } from './ptcg-action.js';
import {
  attackDamage,
  attackerScore,
  bestDamage,
  canUse,
  endangered,
  energyMissing,
  goalAttack,
  nextAttacker,
  retreatCostNow,
} from './ptcg-heuristic-board.js';
import { choiceWeight } from './ptcg-heuristic-choices.js';
import { hpOf, pokemonCard, remainingHp } from './ptcg-modifiers.js';
import type { PtcgObservation } from './ptcg-observe.js';
import { ptcgSample } from './ptcg-sample.js';
import { ownerOf, type PtcgPlayer, type PtcgSlot, type PtcgState, slotAt } from './ptcg-state.js';

/** Cards left in the deck that drawing and searching never go below (each turn draws one more). */
export const deckMargin = 8;

/**
 * Whether the heuristic, having won the coin flip, goes first with each deck (unknown decks: first). Measured by
 * `bench/ptcg-turn-order-balance.ts`: every deck scored 7–12 points more going first (the first player draws on turn 1 and
 * evolves a turn earlier, which outweighs the attack and Supporter it may not play on turn 1); docs/ptcg.md.
 */
export const goesFirstWith: Readonly<Record<string, boolean>> = {
  aggro: true,
  combo: true,
  control: true,
  attrition: true,
  engine: true,
};

/** Cards each draw or hand-reset effect of the pool takes from the deck, given the hand size and Prizes left. */
function deckCost(name: string, own: PtcgPlayer): number {
  switch (name) {
    case "Professor's Research":
      return 7;
    case 'Iono':
      return own.prizes.length - own.hand.length + 1;
    case 'Judge':
      return 4 - own.hand.length + 1;
    case 'Atticus':
      return 7 - own.hand.length + 1;
    case 'Roark':
      return 2;
    case 'Squawk and Seize':
      return 6;
    default:
      return 1;
  }
}

/** True when the effect leaves at least `deckMargin` cards in the deck. */
function deckAllows(own: PtcgPlayer, cards: number): boolean {
  return own.deck.length - cards >= deckMargin;
}

/** The best Knock Out the Active's usable attacks could take on a Benched opponent: 0 none, 1 one Prize, 2 an ex. */
function gustValue(state: PtcgState, player: number): number {
  const own = state.players[player] as PtcgPlayer;
  const opponent = state.players[1 - player] as PtcgPlayer;
  const active = own.active;
  if (!active || !opponent.active) return 0;
  if (bestDamage(state, active, opponent.active) >= remainingHp(state, opponent.active)) return 0;
  let best = 0;
  for (const slot of opponent.bench) {
    // Switched in, the Benched Pokémon becomes the Active, so Weakness and bonuses apply.
    if (bestDamage(state, active, slot) < remainingHp(state, slot)) continue;
    best = Math.max(best, pokemonCard(state, slot).tags.includes('ex') ? 2 : 1);
  }
  return best;
}

/** True when the Active should leave: it cannot attack soon, a Benched one hits much harder, or it is about to fall. */
function wantsToLeave(state: PtcgState, player: number): boolean {
  const own = state.players[player] as PtcgPlayer;
  const active = own.active;
  const defender = (state.players[1 - player] as PtcgPlayer).active;
  if (!active || !defender || own.bench.length === 0) return false;
  const needed = remainingHp(state, defender);
  const now = bestDamage(state, active, defender);
  if (now >= needed) return false;
  const benchBest = Math.max(...own.bench.map((slot) => bestDamage(state, slot, defender)));
  if (benchBest >= needed || benchBest >= now + 50) return true;
  const canAttackSoon = pokemonCard(state, active).attacks.some(
    (attack) => attack.damage > 0 && energyMissing(state, active, attack.cost) <= (own.energyAttached ? 0 : 1),
  );
  if (!canAttackSoon) {
    const score = attackerScore(state, player, active);
    return own.bench.some((slot) => attackerScore(state, player, slot) > score + 10);
  }
  return benchBest > 0 && endangered(state, player, active);
}

/** True when the Active can leave this turn: by retreating with the Energy it has, or with a Switch in hand. */
function canLeave(state: PtcgState, player: number): boolean {
  const own = state.players[player] as PtcgPlayer;
  const active = own.active;
  if (!active) return false;
  const defs = definitions(state.cards);
  if (own.hand.some((card) => defs[card]?.name === 'Switch')) return true;
  return !own.retreated && active.energy.length >= retreatCostNow(state, active);
}

/** The value of attaching Energy `card` to the Pokémon at `slot`: more when it makes or brings an attack closer. */
function attachWeight(state: PtcgState, player: number, card: number, slotNumber: number): number {
  const own = state.players[player] as PtcgPlayer;
  const opponent = state.players[1 - player] as PtcgPlayer;
  const slot = slotAt(own, slotNumber);
  if (!slot) return 1;
  const goal = goalAttack(state, slot, opponent.active);
  if (!goal) return 2;
  if (slotNumber === 0 && wantsToLeave(state, player)) {
    if (canLeave(state, player)) return 20;
    // One more Energy pays the Retreat Cost: attach it and retreat.
    if (!own.retreated && slot.energy.length + 1 >= retreatCostNow(state, slot)) return 66;
  }
  const before = energyMissing(state, slot, goal.cost);
  const after = energyMissing(state, slot, goal.cost, card);
  if (after >= before) {
    // Energy beyond the main attack: only worth it to pay a Retreat Cost later.
    return 4;
  }
  if (slotNumber === 0) {
    const enables = pokemonCard(state, slot).attacks.some(
      (attack) =>
        attack.damage > 0 &&
        energyMissing(state, slot, attack.cost) > 0 &&
        energyMissing(state, slot, attack.cost, card) === 0,
    );
    return after === 0 || enables ? 90 : 72;
  }
  const next = nextAttacker(state, player);
  const benched = pokemonCard(state, slot);
  const evolving = benched.stage !== 'basic' || benched.tags.includes('ex') ? 5 : 0;
  return (next === slot ? 55 : 40) + evolving + (after === 0 ? 5 : 0);
}

/** Items by what they do; the rest weigh 30. */
function itemWeight(state: PtcgState, player: number, name: string): number {
  const own = state.players[player] as PtcgPlayer;
  const opponent = state.players[1 - player] as PtcgPlayer;
  const defs = definitions(state.cards);
  const handEnergy = own.hand.filter((card) => defs[card]?.kind === 'energy').length;
  const benchRoom = own.bench.length < 5;
  switch (name) {
    case 'Rare Candy':
      return 92;
    case 'Nest Ball':
    case 'Buddy-Buddy Poffin':
      if (!benchRoom || !deckAllows(own, 2)) return 2;
      return own.bench.length < 3 ? 65 : 25;
    case 'Ultra Ball':
      return deckAllows(own, 1) ? 40 : 2;
    case 'Earthen Vessel':
    case 'Letter of Encouragement':
      return deckAllows(own, 3) && handEnergy === 0 ? 50 : 3;
    case 'Electric Generator':
      return deckAllows(own, 2) && own.bench.some((slot) => pokemonCard(state, slot).type === 'Lightning') ? 60 : 2;
    case 'Switch':
      return wantsToLeave(state, player) && (own.retreated || retreatCostNow(state, own.active as PtcgSlot) > 0)
        ? 70
        : 2;
    case 'Pokémon Catcher':
    case 'Counter Catcher': {
      const value = gustValue(state, player);
      return value === 0 ? 3 : 60 + 15 * value;
    }
    case 'Crushing Hammer':
      return opponent.active && opponent.active.energy.length > 0 ? 45 : 8;
    case 'Energy Retrieval':
      return handEnergy === 0 ? 45 : 6;
    case 'Super Rod':
    case 'Pal Pad':
      return own.deck.length < 20 ? 60 : 8;
    default:
      return 30;
  }
}

/** How many different hand cards the legal actions could play now, besides Supporters: a hand to replace scores low. */
export function handPower(actions: readonly PtcgAction[]): number {
  const playable = new Set<string>();
  for (const action of actions) {
    if (action.type === 'play-supporter' || !('card' in action) || action.type.startsWith('choose')) continue;
    playable.add(action.type === 'attach-energy' ? 'energy' : `${action.card}`);
  }
  return playable.size;
}

/** Supporters by what they do (one per turn, so their weights compare with each other). */
function supporterWeight(state: PtcgState, player: number, name: string, power: number): number {
  const own = state.players[player] as PtcgPlayer;
  const opponent = state.players[1 - player] as PtcgPlayer;
  const defs = definitions(state.cards);
  switch (name) {
    case "Boss's Orders": {
      const value = gustValue(state, player);
      return value === 0 ? 3 : 70 + 10 * value;
    }
    case 'Arven':
      return deckAllows(own, 2) ? 50 : 2;
    case 'Team Star Grunt':
      return opponent.active && opponent.active.energy.length > 0 ? 45 : 3;
    case 'Penny': {
      const active = own.active;
      const hurt = active && pokemonCard(state, active).stage === 'basic' && active.damage * 2 >= hpOf(state, active);
      return hurt && own.bench.length > 0 ? 35 : 2;
    }
    default: {
      if (!deckAllows(own, deckCost(name, own))) return 1;
      let weight = power <= 1 ? 65 : power <= 3 ? 40 : 12;
      if (name === "Professor's Research") {
        const keep = own.hand.filter((card) => {
          const def = defs[card];
          return def?.kind === 'pokemon' && def.stage !== 'basic';
        }).length;
        weight -= 8 * keep;
      }
      if ((name === 'Iono' || name === 'Judge') && opponent.prizes.length <= 3) weight += 25;
      if (name === 'Judge' && opponent.hand.length >= 6) weight += 15;
      if (name === 'Roark') weight += 10;
      return Math.max(1, weight);
    }
  }
}

/** True when a Tool does something on the Pokémon it would be attached to. */
function toolFits(state: PtcgState, name: string, slotNumber: number, slot: PtcgSlot): boolean {
  const card = pokemonCard(state, slot);
  switch (name) {
    case 'Bravery Charm':
      return card.stage === 'basic';
    case 'Rock Chestplate':
      return card.type === 'Fighting';
    case 'Future Booster Energy Capsule':
      return card.tags.includes('future');
    case 'Rocky Helmet':
      return slotNumber === 0;
    default:
      return card.attacks.some((attack) => attack.damage > 0);
  }
}

/** Abilities and the Stadium's once-per-turn use. */
function abilityWeight(state: PtcgState, player: number, name: string): number {
  const own = state.players[player] as PtcgPlayer;
  const opponent = state.players[1 - player] as PtcgPlayer;
  switch (name) {
    case 'Psychic Embrace':
      return embraceHelps(state, player) ? 65 : 1;
    case 'Toxic Wetland':
      return opponent.active && !opponent.active.poisoned ? 75 : 1;
    case 'Tandem Unit':
    case 'Artazon':
      return own.bench.length < 4 && deckAllows(own, 2) ? 60 : 3;
    case 'Quick Search':
      return deckAllows(own, 1) ? 55 : 1;
    case 'Squawk and Seize':
      return own.hand.length <= 3 && deckAllows(own, 12) ? 60 : 1;
    default:
      return deckAllows(own, 1) ? 40 : 2;
  }
}

/** True when Psychic Embrace has a Psychic Pokémon that wants an Energy and can take 2 more counters safely. */
export function embraceHelps(state: PtcgState, player: number): boolean {
  const own = state.players[player] as PtcgPlayer;
  const opponent = state.players[1 - player] as PtcgPlayer;
  const slots = [own.active, ...own.bench].filter((slot): slot is PtcgSlot => slot !== null);
  return slots.some((slot) => embraceValue(state, opponent.active, slot, slot === own.active) > 0);
}

/** How much one Psychic Embrace onto this Pokémon helps (0: it does not). */
export function embraceValue(state: PtcgState, defender: PtcgSlot | null, slot: PtcgSlot, active: boolean): number {
  const card = pokemonCard(state, slot);
  if (card.type !== 'Psychic') return 0;
  const left = remainingHp(state, slot) - 20;
  const countersHelp = card.name === 'Drifloon' || card.name === 'Scream Tail';
  if (left < (countersHelp ? 10 : 60)) return 0;
  const goal = goalAttack(state, slot, defender);
  const missing = goal ? energyMissing(state, slot, goal.cost) : 0;
  if (missing > 0) return (active ? 60 : 40) + (card.tags.includes('ex') ? 10 : 0);
  if (countersHelp && active && defender) {
    // More counters on Drifloon or Scream Tail mean more damage, until the attack Knocks Out.
    const attack = goal as NonNullable<typeof goal>;
    return attackDamage(state, slot, attack, defender) < remainingHp(state, defender) ? 50 : 0;
  }
  return 0;
}

/** The weight of one legal action for `player` in `state` (sampled from its observation), before attack deferral. */
export function heuristicWeight(state: PtcgState, player: number, action: PtcgAction, power = 2): number {
  const defs = definitions(state.cards);
  const own = state.players[player] as PtcgPlayer;
  switch (action.type) {
    case 'turn-order':
      return action.first === (goesFirstWith[state.decks[player] ?? ''] ?? true) ? 100 : 0;
    case 'mulligan-draw':
      return 1 + action.count * 10;
    case 'place-active':
      return placeWeight(defs[action.card]);
    case 'place-bench':
      return own.bench.length < 4 ? 30 : 5;
    case 'ready':
      return 10;
    case 'play-basic':
      return own.bench.length < 3 ? 62 : own.bench.length < 4 ? 35 : 12;
    case 'evolve':
      return 85;
    case 'attach-energy':
      return attachWeight(state, player, action.card, action.slot);
    case 'play-item':
      return itemWeight(state, player, action.name);
    case 'play-supporter':
      return supporterWeight(state, player, action.name, power);
    case 'attach-tool': {
      const slot = slotAt(own, action.slot);
      return slot && toolFits(state, action.name, action.slot, slot) ? 35 : 2;
    }
    case 'play-stadium':
      // Replace the opponent's Stadium, not one's own.
      return state.stadium < 0 ? 45 : ownerOf(state.stadium) === player ? 4 : 40;
    case 'use-stadium':
    case 'use-ability':
      return abilityWeight(state, player, action.name);
    case 'retreat': {
      const incoming = slotAt(own, action.slot);
      if (!incoming || !own.active || !wantsToLeave(state, player)) return 1;
      const best = Math.max(...own.bench.map((slot) => attackerScore(state, player, slot)));
      return attackerScore(state, player, incoming) >= best ? 72 : 10;
    }
    case 'attack':
      return attackWeight(state, player, action.attack);
    case 'end-turn':
      return 5;
    case 'choose-card':
    case 'choose-pokemon':
    case 'answer':
    case 'done':
      return choiceWeight(state, player, action);
  }
}

/** Setup: the Active should be a Pokémon that attacks early and survives, not a support Pokémon. */
function placeWeight(card: CardDefinition | undefined): number {
  if (card?.kind !== 'pokemon') return 1;
  const cheap = card.attacks.some((attack) => attack.damage > 0 && attack.cost.length <= 2);
  const support = card.abilities.length > 0 && !card.tags.includes('ex');
  return Math.max(1, card.hp / 4 + (cheap ? 20 : 0) - (support ? 15 : 0) + 10 - 6 * card.retreat);
}

/** An attack by its value: a Knock Out first, then the damage it does, then what its effect brings. */
function attackWeight(state: PtcgState, player: number, index: number): number {
  const own = state.players[player] as PtcgPlayer;
  const opponent = state.players[1 - player] as PtcgPlayer;
  const active = own.active;
  const defender = opponent.active;
  if (!active || !defender) return 20;
  const card = pokemonCard(state, active);
  const values = card.attacks.map((attack) =>
    canUse(state, active, attack)
      ? attackValue(state, player, attack.name, attackDamage(state, active, attack, defender), defender)
      : 0,
  );
  const value = values[index] ?? 0;
  const best = Math.max(1, ...values);
  if (value >= 1000) return 100;
  return 25 + 50 * (value / Math.max(best, 60));
}

/** Damage, or what a utility attack is worth in damage; 1000 and more for a Knock Out. */
function attackValue(state: PtcgState, player: number, name: string, damage: number, defender: PtcgSlot): number {
  const own = state.players[player] as PtcgPlayer;
  if (damage >= remainingHp(state, defender)) return 1000 + damage;
  const hand = definitions(state.cards);
  switch (name) {
    case 'Find a Home':
      return state.stadium < 0 &&
        !own.hand.some(
          (card) => hand[card]?.kind === 'trainer' && (hand[card] as { trainer: string }).trainer === 'stadium',
        )
        ? 80
        : 5;
    case 'Call for Family':
      return own.bench.length < 3 ? 70 : 5;
    case 'Panic Poison':
      return 60;
    case 'Poison Blend':
      return 25;
    case 'Dark Slumber':
      return damage + 30;
    case 'Motivate':
      return damage + 30;
    case 'Salt Coating':
      return own.active && own.active.damage > 0 ? 20 : 5;
    default:
      return damage;
  }
}

/** Every legal action's weight; attacking waits while a useful move (weight 40 or more) is left, since it ends the turn. */
export function heuristicWeights(state: PtcgState, player: number, actions: readonly PtcgAction[]): number[] {
  const power = handPower(actions);
  const weights = actions.map((action) => Math.max(0.1, heuristicWeight(state, player, action, power)));
  const busy = actions.some(
    (action, index) => action.type !== 'attack' && action.type !== 'end-turn' && (weights[index] as number) >= 40,
  );
  if (!busy) return weights;
  return weights.map((weight, index) => (actions[index]?.type === 'attack' ? Math.min(weight, 6) : weight));
}

function pickWeighted(rng: Rng, actions: readonly PtcgAction[], weights: readonly number[]): PtcgAction {
  const total = weights.reduce((sum, weight) => sum + weight * weight, 0);
  let point = rng.float() * total;
  for (const [index, action] of actions.entries()) {
    const weight = weights[index] as number;
    point -= weight * weight;
    if (point < 0) return action;
  }
  return actions[actions.length - 1] as PtcgAction;
}

/** The heuristic baseline: weighted random legal actions, seeded. */
export const ptcgHeuristic: AgentFactory = (context): Agent => {
  const rng = rngFromSeed(context.seed);
  return {
    name: 'ptcg-heuristic',
    act(turn) {
      const legal = turn.legalActions as readonly PtcgAction[];
      if (legal.length <= 1) return { action: legal[0] };
      const state = ptcgSample(turn.observation as PtcgObservation, turn.player, rng);
      return { action: pickWeighted(rng, legal, heuristicWeights(state, turn.player, legal)) };
    },
  };
};
