// `apply`: copies the state into a draft, plays the action (a setup placement, a choice for the pending decision,
// or a main-phase move), runs the rules until someone must decide again, and returns the new state.
import type { PokemonCard, TrainerCard } from './card-definition.js';
import { resumeSteps, runSteps } from './effects/run-effects.js';
import type { PtcgAction } from './ptcg-action.js';
import { evolveSlot, promote } from './ptcg-board.js';
import { selectCandidates } from './ptcg-choices.js';
import {
  type Draft,
  type DraftPlayer,
  type DraftSlot,
  draftOf,
  draftSlotAt,
  finishDraft,
  flipCoin,
  logEvent,
  nameOf,
  newSlot,
  removeCard,
  toDiscard,
  writable,
} from './ptcg-draft.js';
import { retreatCostOf } from './ptcg-modifiers.js';
import { applySetupAction, finishSetup, setupActors } from './ptcg-setup.js';
import { type Pending, type PtcgState, type Step, topCard } from './ptcg-state.js';
import { settle } from './ptcg-turn.js';

/** The state after `actions` (one per seat in `toAct` order); never mutates `state`. */
export function ptcgApply(state: PtcgState, actions: readonly PtcgAction[]): PtcgState {
  if (state.phase === 'over') throw new Error('the game is over');
  const draft = draftOf(state);
  if (state.phase === 'setup') {
    setupActors(state).forEach((player, index) => {
      const action = actions[index];
      if (!action) throw new Error(`missing the setup action of seat ${player}`);
      applySetupAction(draft, player, action);
    });
    if (draft.players.every((seat) => seat.ready)) finishSetup(draft);
    return finishDraft(draft);
  }
  const action = actions[0];
  if (!action) throw new Error('no action given');
  const top = draft.pending[draft.pending.length - 1];
  if (top) applyChoice(draft, top, action);
  else applyMain(draft, action);
  if (draft.pending.length === 0) settle(draft);
  return finishDraft(draft);
}

function applyChoice(draft: Draft, pending: Pending, action: PtcgAction): void {
  switch (pending.type) {
    case 'promote':
      if (action.type !== 'choose-pokemon') throw new Error('choose a Benched Pokémon to promote');
      draft.pending.pop();
      promote(draft, pending.player, action.slot);
      return;
    case 'target':
      if (action.type === 'done') resumeSteps(draft, { type: 'target', target: null });
      else if (action.type === 'choose-pokemon') {
        resumeSteps(draft, { type: 'target', target: { player: action.player, slot: action.slot } });
      } else throw new Error('choose one of the Pokémon offered');
      return;
    case 'may':
      if (action.type !== 'answer') throw new Error('answer yes or no');
      resumeSteps(draft, { type: 'yes-no', yes: action.yes });
      return;
    case 'select': {
      if (action.type === 'done') {
        resumeSteps(draft, { type: 'cards', cards: pending.chosen });
        return;
      }
      if (action.type !== 'choose-card') throw new Error('choose one of the cards offered, or done');
      const updated = { ...pending, chosen: [...pending.chosen, action.card] };
      draft.pending[draft.pending.length - 1] = updated;
      if (updated.chosen.length >= updated.max || selectCandidates(draft, updated).length === 0) {
        resumeSteps(draft, { type: 'cards', cards: updated.chosen });
      }
      return;
    }
  }
}

function fromHand(seat: DraftPlayer, card: number): void {
  if (!removeCard(seat.hand, card)) throw new Error(`card ${card} is not in the hand`);
}

function slotOf(seat: DraftPlayer, slot: number): DraftSlot {
  const pokemon = draftSlotAt(seat, slot);
  if (!pokemon) throw new Error(`no Pokémon at slot ${slot}`);
  return pokemon;
}

function applyMain(draft: Draft, action: PtcgAction): void {
  const player = draft.current;
  const seat = writable(draft, player);
  const context = { player, source: -1, card: -1 };
  switch (action.type) {
    case 'play-basic':
      fromHand(seat, action.card);
      seat.bench.push(newSlot(action.card, draft.turn));
      logEvent(draft, `player ${player} put ${nameOf(draft, action.card)} onto the Bench`);
      return;
    case 'evolve': {
      const pokemon = slotOf(seat, action.slot);
      fromHand(seat, action.card);
      evolveSlot(draft, pokemon, action.card);
      runSteps(draft, [{ type: 'rule-evolve-trigger', pokemon: pokemon.stack[0] as number }], context);
      return;
    }
    case 'attach-energy': {
      const pokemon = slotOf(seat, action.slot);
      fromHand(seat, action.card);
      pokemon.energy = [...pokemon.energy, action.card];
      seat.energyAttached = true;
      logEvent(draft, `player ${player} attached ${nameOf(draft, action.card)} to ${nameOf(draft, topCard(pokemon))}`);
      return;
    }
    case 'play-item':
    case 'play-supporter': {
      fromHand(seat, action.card);
      toDiscard(draft, player, [action.card]);
      if (action.type === 'play-supporter') seat.supporterPlayed = true;
      logEvent(draft, `player ${player} played ${nameOf(draft, action.card)}`);
      const card = draft.defs[action.card] as TrainerCard;
      runSteps(draft, card.effects, { ...context, card: action.card });
      return;
    }
    case 'attach-tool': {
      const pokemon = slotOf(seat, action.slot);
      fromHand(seat, action.card);
      pokemon.tool = action.card;
      logEvent(draft, `player ${player} attached ${nameOf(draft, action.card)} to ${nameOf(draft, topCard(pokemon))}`);
      return;
    }
    case 'play-stadium': {
      fromHand(seat, action.card);
      if (draft.stadium >= 0) {
        const old = draft.stadium;
        toDiscard(draft, old < 60 ? 0 : 1, [old]);
      }
      draft.stadium = action.card;
      seat.stadiumPlayed = true;
      logEvent(draft, `player ${player} played the Stadium ${nameOf(draft, action.card)}`);
      return;
    }
    case 'use-stadium': {
      seat.stadiumUsed = true;
      logEvent(draft, `player ${player} used ${nameOf(draft, draft.stadium)}`);
      const card = draft.defs[draft.stadium] as TrainerCard;
      runSteps(draft, card.effects, { ...context, card: draft.stadium });
      return;
    }
    case 'use-ability': {
      const pokemon = slotOf(seat, action.slot);
      const top = topCard(pokemon);
      const ability = (draft.defs[top] as PokemonCard).abilities[0];
      if (!ability) throw new Error('that Pokémon has no Ability');
      pokemon.abilityTurn = draft.turn;
      seat.abilitiesUsed.push(ability.name);
      logEvent(draft, `player ${player} used ${ability.name} of ${nameOf(draft, top)}`);
      runSteps(draft, ability.effects, { player, source: pokemon.stack[0] as number, card: top });
      return;
    }
    case 'retreat': {
      const active = seat.active;
      if (!active) throw new Error('no Active Pokémon to retreat');
      seat.retreated = true;
      const steps: Step[] = [{ type: 'rule-retreat', to: action.slot, cost: retreatCostOf(draft, active) }];
      runSteps(draft, steps, { ...context, source: active.stack[0] as number });
      return;
    }
    case 'attack':
      attack(draft, action.attack);
      return;
    case 'end-turn':
      logEvent(draft, `player ${player} ended their turn`);
      draft.step = 'ending';
      return;
    default:
      throw new Error(`'${action.type}' is not possible now`);
  }
}

function attack(draft: Draft, index: number): void {
  const player = draft.current;
  const seat = writable(draft, player);
  const active = seat.active;
  if (!active) throw new Error('no Active Pokémon to attack with');
  const top = topCard(active);
  const attackCard = (draft.defs[top] as PokemonCard).attacks[index];
  if (!attackCard) throw new Error(`no attack ${index}`);
  logEvent(draft, `player ${player}'s ${nameOf(draft, top)} used ${attackCard.name}`);
  if (active.rotation === 'confused' && !flipCoin(draft, 'Confusion')) {
    active.damage += 30;
    logEvent(draft, `${nameOf(draft, top)} hurt itself in its confusion`);
    draft.step = 'ending';
    return;
  }
  // Remembered only once the attack is really used (after the Confusion flip), for "used … during your last turn".
  active.effects = [
    ...active.effects.filter((effect) => effect.turn >= draft.turn - (effect.type === 'attacked' ? 2 : 0)),
    { type: 'attacked', attack: attackCard.name, turn: draft.turn },
  ];
  const pre = attackCard.effects.filter((effect) => effect.type === 'damage-per' || effect.type === 'damage-bonus');
  const post = attackCard.effects.filter((effect) => effect.type !== 'damage-per' && effect.type !== 'damage-bonus');
  const dealsDamage = attackCard.damage > 0 || pre.some((effect) => effect.type === 'damage-per');
  const steps: Step[] = [
    ...pre,
    ...(dealsDamage ? [{ type: 'rule-attack-damage' } as const] : []),
    ...post,
    { type: 'rule-end-attack' },
  ];
  const defender = writable(draft, 1 - player).active;
  runSteps(draft, steps, {
    player,
    source: active.stack[0] as number,
    card: top,
    attack: attackCard.name,
    damage: attackCard.damage,
    defender: defender ? (defender.stack[0] as number) : -1,
  });
}
