// Legal actions, listed directly from the state (no trial application): only executable ones — costs payable,
// targets present, gates met. Identical cards (same card id) in one zone give one option, not one per copy.

import type { AbilityDefinition, PokemonCard } from './card-definition.js';
import { definitions } from './card-pool.js';
import type { EffectSpec } from './effect-spec.js';
import { skipEvolveTargets } from './effects/evolution-effects.js';
import { attachFromDiscardTargets } from './effects/search-effects.js';
import type { PtcgAction } from './ptcg-action.js';
import { canEvolveNow } from './ptcg-board.js';
import { selectCandidates } from './ptcg-choices.js';
import { conditionHolds, isFirstTurn, matchesFilter, type RulesView } from './ptcg-filter.js';
import { canPay, retreatCostOf } from './ptcg-modifiers.js';
import { effectCanAct } from './ptcg-playable.js';
import { setupActions, setupActors } from './ptcg-setup.js';
import {
  type Pending,
  type PtcgPlayer,
  type PtcgSlot,
  type PtcgState,
  slotAt,
  slotsOf,
  topCard,
} from './ptcg-state.js';

function nameAt(state: PtcgState, card: number): string {
  return definitions(state.cards)[card]?.name ?? `card ${card}`;
}

/** Seats that act now: setup placers, the player of the pending decision, or the player whose turn it is. */
export function ptcgToAct(state: PtcgState): number[] {
  if (state.phase === 'over') return [];
  if (state.phase === 'setup') return setupActors(state);
  const top = state.pending[state.pending.length - 1];
  return [top ? top.player : state.current];
}

/** Every legal action of `player` now. */
export function ptcgLegalActions(state: PtcgState, player: number): PtcgAction[] {
  if (state.phase === 'over') return [];
  if (state.phase === 'setup') return setupActions(state, player);
  const top = state.pending[state.pending.length - 1];
  if (top) return top.player === player ? pendingActions(state, top) : [];
  return player === state.current ? mainActions(state, player) : [];
}

/** The options of a pending decision. */
export function pendingActions(state: PtcgState, pending: Pending): PtcgAction[] {
  switch (pending.type) {
    case 'first-player':
      return setupActions(state, pending.player);
    case 'promote':
      return (state.players[pending.player] as PtcgPlayer).bench.map((pokemon, index) => ({
        type: 'choose-pokemon',
        player: pending.player,
        slot: index + 1,
        name: nameAt(state, topCard(pokemon)),
      }));
    case 'target': {
      const actions: PtcgAction[] = pending.targets.map((target) => ({
        type: 'choose-pokemon',
        ...target,
        name: nameAt(state, topCard(slotAt(state.players[target.player] as PtcgPlayer, target.slot) as PtcgSlot)),
      }));
      if (pending.optional || actions.length === 0) actions.push({ type: 'done' });
      return actions;
    }
    case 'may':
      return [
        { type: 'answer', yes: true },
        { type: 'answer', yes: false },
      ];
    case 'select': {
      // Sorted, so the option kept among identical cards never depends on the (hidden) deck order.
      const candidates = selectCandidates(state, pending).sort((x, y) => x - y);
      const actions: PtcgAction[] = [];
      const seen = new Set<string>();
      if (pending.chosen.length < pending.max) {
        for (const card of candidates) {
          const id = state.cards[card] as string;
          if (seen.has(id)) continue;
          seen.add(id);
          actions.push({ type: 'choose-card', card, name: nameAt(state, card) });
        }
      }
      if (pending.chosen.length >= pending.min || actions.length === 0) actions.push({ type: 'done' });
      return actions;
    }
  }
}

/** True when an effect list's gates hold: every `require`, a payable `discard-cost`, and a possible Rare Candy. */
export function gatesHold(
  view: RulesView,
  player: number,
  effects: readonly EffectSpec[],
  source: number,
  handCost = 1,
): boolean {
  const seat = view.players[player] as PtcgPlayer;
  for (const effect of effects) {
    if (effect.type === 'require' && !conditionHolds(view, player, effect.condition, source)) return false;
    if (effect.type === 'discard-cost' && seat.hand.length - handCost < effect.count) return false;
    if (effect.type === 'skip-evolve' && skipEvolveTargets(view, player).length === 0) {
      return false;
    }
  }
  return true;
}

/**
 * True when an Item or Supporter from the hand (`card`), or the Stadium's use (`card` -1), may be played: its gates
 * hold and its effect can do something (docs/ptcg.md, "Trainers": a card that cannot do anything cannot be played).
 */
export function trainerPlayable(
  state: PtcgState,
  player: number,
  effects: readonly EffectSpec[],
  card: number,
): boolean {
  return gatesHold(state, player, effects, -1, card >= 0 ? 1 : 0) && effectCanAct(state, player, effects, card);
}

/** True when the Pokémon's activated Ability can be used now (limits, gates, something to do when unlimited). */
export function abilityUsable(
  state: PtcgState,
  player: number,
  pokemon: PtcgSlot,
  ability: AbilityDefinition,
): boolean {
  const limit = ability.effects.find((effect) => effect.type === 'use-limit');
  if (limit?.type !== 'use-limit') return false;
  const seat = state.players[player] as PtcgPlayer;
  if (limit.perTurn === 'this-pokemon' && pokemon.abilityTurn === state.turn) return false;
  if (limit.perTurn === 'player' && seat.abilitiesUsed.includes(ability.name)) return false;
  if (!gatesHold(state, player, ability.effects, pokemon.stack[0] as number, 0)) return false;
  if (limit.perTurn === 'none') {
    for (const effect of ability.effects) {
      if (effect.type !== 'attach-from-discard') continue;
      const defs = definitions(state.cards);
      const energy = seat.discard.some((card) => matchesFilter(defs[card], effect.energy));
      if (!energy || attachFromDiscardTargets(state, player, effect).length === 0) return false;
    }
  }
  return true;
}

/** True when the Active Pokémon may attack with `attack` now (ignoring Energy). */
function attackAllowed(state: PtcgState, active: PtcgSlot, name: string): boolean {
  for (const effect of active.effects) {
    if (
      effect.type === 'cant-attack' &&
      effect.turn === state.turn &&
      (effect.attack === null || effect.attack === name)
    ) {
      return false;
    }
  }
  return true;
}

function mainActions(state: PtcgState, player: number): PtcgAction[] {
  const seat = state.players[player] as PtcgPlayer;
  const defs = definitions(state.cards);
  const actions: PtcgAction[] = [];
  const slots = slotsOf(seat);
  const firstTurn = isFirstTurn(state, player);
  const seen = new Set<string>();
  for (const card of seat.hand) {
    const id = state.cards[card] as string;
    if (seen.has(id)) continue;
    seen.add(id);
    const def = defs[card];
    if (!def) continue;
    if (def.kind === 'pokemon') {
      if (def.stage === 'basic') {
        if (seat.bench.length < 5) actions.push({ type: 'play-basic', card, name: def.name });
      } else {
        for (const { slot, pokemon } of slots) {
          if (defs[topCard(pokemon)]?.name === def.evolvesFrom && canEvolveNow(state, player, pokemon)) {
            actions.push({ type: 'evolve', card, name: def.name, slot, target: nameAt(state, topCard(pokemon)) });
          }
        }
      }
    } else if (def.kind === 'energy') {
      if (!seat.energyAttached) {
        for (const { slot, pokemon } of slots) {
          actions.push({ type: 'attach-energy', card, name: def.name, slot, target: nameAt(state, topCard(pokemon)) });
        }
      }
    } else if (def.trainer === 'item') {
      if (trainerPlayable(state, player, def.effects, card)) actions.push({ type: 'play-item', card, name: def.name });
    } else if (def.trainer === 'supporter') {
      const allowed = !seat.supporterPlayed && !(firstTurn && player === state.first);
      if (allowed && trainerPlayable(state, player, def.effects, card))
        actions.push({ type: 'play-supporter', card, name: def.name });
    } else if (def.trainer === 'tool') {
      for (const { slot, pokemon } of slots) {
        if (pokemon.tool < 0)
          actions.push({ type: 'attach-tool', card, name: def.name, slot, target: nameAt(state, topCard(pokemon)) });
      }
    } else if (def.trainer === 'stadium') {
      const inPlay = state.stadium >= 0 ? defs[state.stadium]?.name : undefined;
      if (!seat.stadiumPlayed && inPlay !== def.name) actions.push({ type: 'play-stadium', card, name: def.name });
    }
  }
  if (state.stadium >= 0 && !seat.stadiumUsed) {
    const stadium = defs[state.stadium];
    if (stadium?.kind === 'trainer' && stadium.effects.some((effect) => effect.type === 'use-limit')) {
      if (trainerPlayable(state, player, stadium.effects, -1))
        actions.push({ type: 'use-stadium', name: stadium.name });
    }
  }
  for (const { slot, pokemon } of slots) {
    const def = defs[topCard(pokemon)] as PokemonCard;
    const ability = def.abilities[0];
    if (ability && abilityUsable(state, player, pokemon, ability)) {
      actions.push({ type: 'use-ability', slot, name: ability.name, target: def.name });
    }
  }
  const active = seat.active;
  if (active) {
    const blocked = active.rotation === 'asleep' || active.rotation === 'paralyzed';
    if (!blocked && !seat.retreated && seat.bench.length > 0 && active.energy.length >= retreatCostOf(state, active)) {
      for (let slot = 1; slot <= seat.bench.length; slot++) {
        actions.push({ type: 'retreat', slot, target: nameAt(state, topCard(seat.bench[slot - 1] as PtcgSlot)) });
      }
    }
    if (!blocked && !(state.turn === 1 && player === state.first)) {
      const def = defs[topCard(active)] as PokemonCard;
      def.attacks.forEach((attack, index) => {
        if (canPay(state, active, attack.cost) && attackAllowed(state, active, attack.name)) {
          actions.push({ type: 'attack', attack: index, name: attack.name });
        }
      });
    }
  }
  actions.push({ type: 'end-turn' });
  return actions;
}
