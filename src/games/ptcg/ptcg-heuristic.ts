// The PTCG-Bench "Heuristic" anchor: every legal action gets a weight from simple rules (set up, attach to the
// attacker that needs it, evolve, draw when the hand is small, attack — more when it Knocks Out), and one is drawn with
// probability proportional to its weight squared. The weights are listed in docs/ptcg.md.
import type { Agent, AgentFactory } from '../../core/agent.js';
import { type Rng, rngFromSeed } from '../../core/rng.js';
import type { PokemonCard } from './card-definition.js';
import { definitions } from './card-pool.js';
import type { PtcgAction } from './ptcg-action.js';
import { canPay, hpOf, remainingHp } from './ptcg-modifiers.js';
import type { PtcgObservation } from './ptcg-observe.js';
import { ptcgSample } from './ptcg-sample.js';
import { type PtcgPlayer, type PtcgSlot, type PtcgState, slotAt, topCard } from './ptcg-state.js';

const drawSupporters = new Set(["Professor's Research", 'Iono', 'Judge', 'Arven', 'Roark', 'Atticus']);
/** Items that take no cards from the deck, so they stay worth playing when the deck runs low. */
const nonSearching = new Set([
  'Switch',
  'Pokémon Catcher',
  'Counter Catcher',
  'Crushing Hammer',
  'Energy Retrieval',
  'Super Rod',
  'Pal Pad',
]);

/** Rough damage of an attack on the opponent's Active: printed damage, doubled for Weakness, minus Resistance. */
function estimate(state: PtcgState, attacker: PtcgSlot, defender: PtcgSlot, damage: number): number {
  const defs = definitions(state.cards);
  const from = defs[topCard(attacker)] as PokemonCard;
  const to = defs[topCard(defender)] as PokemonCard;
  let result = damage;
  if (to.weakness === from.type) result *= 2;
  if (to.resistance === from.type) result -= 30;
  return result;
}

/** The Energy a Pokémon still lacks for its cheapest attack it cannot pay yet (0 when it can pay one). */
function energyNeed(state: PtcgState, slot: PtcgSlot): number {
  const card = definitions(state.cards)[topCard(slot)] as PokemonCard;
  if (card.attacks.some((attack) => canPay(state, slot, attack.cost))) return 0;
  const costs = card.attacks.map((attack) => attack.cost.length - slot.energy.length);
  return costs.length ? Math.max(0, Math.min(...costs)) : 0;
}

/** Boss's Orders is worth more when a Benched opponent could be Knocked Out by the Active's best attack. */
function gustWeight(state: PtcgState, player: number): number {
  const own = state.players[player] as PtcgPlayer;
  const opponent = state.players[1 - player] as PtcgPlayer;
  const active = own.active;
  if (!active) return 5;
  const card = definitions(state.cards)[topCard(active)] as PokemonCard;
  const best = Math.max(
    0,
    ...card.attacks.filter((attack) => canPay(state, active, attack.cost)).map((attack) => attack.damage),
  );
  return opponent.bench.some((slot) => estimate(state, active, slot, best) >= remainingHp(state, slot)) ? 85 : 10;
}

/** The weight of one legal action for `player` in `state` (sampled from its observation). */
export function heuristicWeight(state: PtcgState, player: number, action: PtcgAction): number {
  const defs = definitions(state.cards);
  const own = state.players[player] as PtcgPlayer;
  const opponent = state.players[1 - player] as PtcgPlayer;
  const top = state.pending[state.pending.length - 1];
  switch (action.type) {
    case 'mulligan-draw':
      return 1 + action.count * 10;
    case 'place-active':
      return (defs[action.card] as PokemonCard).hp;
    case 'place-bench':
      return own.bench.length < 3 ? 30 : 5;
    case 'ready':
      return 10;
    case 'play-basic':
      return own.bench.length < 3 ? 60 : 15;
    case 'evolve':
      return 80;
    case 'attach-energy': {
      const slot = slotAt(own, action.slot);
      const need = slot ? energyNeed(state, slot) : 0;
      if (need === 0) return 8;
      return action.slot === 0 ? 75 : 45;
    }
    case 'play-item':
      if (action.name === 'Rare Candy') return 90;
      return own.deck.length < 10 && !nonSearching.has(action.name) ? 2 : 40;
    case 'play-supporter':
      if (drawSupporters.has(action.name)) return own.deck.length < 15 ? 1 : own.hand.length <= 4 ? 60 : 12;
      return action.name === "Boss's Orders" ? gustWeight(state, player) : 30;
    case 'attach-tool':
      return 30;
    case 'play-stadium':
      return 25;
    case 'use-stadium':
      return own.deck.length < 10 ? 2 : 55;
    case 'use-ability':
      if (action.name === 'Psychic Embrace') return 55;
      return own.deck.length < (action.name === 'Squawk and Seize' ? 20 : 10) ? 1 : 55;
    case 'retreat': {
      const active = own.active;
      const incoming = slotAt(own, action.slot);
      if (!active || !incoming) return 1;
      const hurt = active.damage * 2 >= hpOf(state, active);
      return hurt && remainingHp(state, incoming) > remainingHp(state, active) ? 50 : 1;
    }
    case 'attack': {
      const active = own.active;
      const defender = opponent.active;
      if (!active || !defender) return 20;
      const attack = (defs[topCard(active)] as PokemonCard).attacks[action.attack];
      const damage = estimate(state, active, defender, attack?.damage ?? 0);
      return damage >= remainingHp(state, defender) ? 95 : 30 + Math.min(30, damage / 10);
    }
    case 'end-turn':
      return 4;
    case 'choose-card': {
      const card = defs[action.card];
      if (top?.type === 'select' && top.prompt.includes('discard')) return card?.kind === 'energy' ? 30 : 10;
      if (card?.kind === 'pokemon') return card.stage === 'basic' ? 30 : 35;
      return card?.kind === 'trainer' && card.trainer === 'supporter' ? 25 : 20;
    }
    case 'choose-pokemon': {
      const target = slotAt(state.players[action.player] as PtcgPlayer, action.slot);
      if (!target) return 1;
      if (action.player !== player) return 10 + Math.max(0, 30 - remainingHp(state, target) / 10);
      return 10 + remainingHp(state, target) / 20;
    }
    case 'answer':
      return action.yes ? 10 : 2;
    case 'done':
      return 3;
  }
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
      const weights = legal.map((action) => Math.max(0.1, heuristicWeight(state, turn.player, action)));
      return { action: pickWeighted(rng, legal, weights) };
    },
  };
};
