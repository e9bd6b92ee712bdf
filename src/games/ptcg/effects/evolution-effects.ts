// Evolution inside effects: Rare Candy's skip-evolve (a Basic straight to Stage 2) and the on-evolve trigger that
// runs a card's `on-evolve` passives (Infernal Reign) after any evolution from the hand.

import { definitions } from '../card-pool.js';
import type { EffectSpec } from '../effect-spec.js';
import { basicsUnder, canEvolveNow, evolveSlot, locate } from '../ptcg-board.js';
import { draftSlotAt, removeCard, writable } from '../ptcg-draft.js';
import type { RulesView } from '../ptcg-filter.js';
import { passiveEffects } from '../ptcg-modifiers.js';
import { type PtcgPlayer, type RuleStep, type SlotRef, slotsOf, topCard } from '../ptcg-state.js';
import { askTarget, next, type StepHandler } from './step-outcome.js';

type SkipEvolve = Extract<EffectSpec, { type: 'skip-evolve' }>;
type EvolveTrigger = Extract<RuleStep, { type: 'rule-evolve-trigger' }>;

/** Own Basic Pokémon that a Stage 2 card in the hand can evolve now by skipping the Stage 1. */
export function skipEvolveTargets(view: RulesView, player: number): SlotRef[] {
  const seat = view.players[player] as PtcgPlayer;
  const defs = definitions(view.cards);
  const basics = new Set<string>();
  for (const card of seat.hand) {
    const def = defs[card];
    if (def?.kind === 'pokemon' && def.stage === 'stage2') for (const name of basicsUnder(def)) basics.add(name);
  }
  if (basics.size === 0) return [];
  const targets: SlotRef[] = [];
  for (const { slot, pokemon } of slotsOf(seat)) {
    const def = defs[topCard(pokemon)];
    if (def?.kind !== 'pokemon' || def.stage !== 'basic' || !basics.has(def.name)) continue;
    if (canEvolveNow(view, player, pokemon)) targets.push({ player, slot });
  }
  return targets;
}

/** Rare Candy: choose a Basic, then the Stage 2 card from the hand, and evolve. */
export const skipEvolve: StepHandler<SkipEvolve> = (draft, _step, context, answer, progress) => {
  const seat = writable(draft, context.player);
  if (answer === null) {
    const targets = skipEvolveTargets(draft, context.player);
    if (targets.length === 0) return next(context);
    return askTarget(context.player, targets, 'choose your Basic Pokémon to evolve into a Stage 2');
  }
  if (answer.type === 'target') {
    const pokemon = answer.target ? draftSlotAt(seat, answer.target.slot) : null;
    if (!pokemon) return next(context);
    return {
      type: 'pause',
      pending: {
        type: 'select',
        player: context.player,
        zone: 'hand',
        filter: { categories: ['pokemon'], stage: 'stage2' },
        depth: 0,
        pokemon: topCard(pokemon),
        min: 1,
        max: 1,
        chosen: [],
        prompt: 'choose the Stage 2 card to put onto it',
      },
      progress: { target: pokemon.stack[0] as number },
    };
  }
  const card = answer.type === 'cards' ? answer.cards[0] : undefined;
  const where = locate(draft, progress.target ?? -1);
  if (card === undefined || !where || !removeCard(seat.hand, card)) return next(context);
  evolveSlot(draft, where.pokemon, card);
  return next(context, [{ type: 'rule-evolve-trigger', pokemon: where.pokemon.stack[0] as number }]);
};

/** Runs the evolved card's `on-evolve` passives, asking first when they are optional. */
export const evolveTrigger: StepHandler<EvolveTrigger> = (draft, step, context, answer) => {
  const where = locate(draft, step.pokemon);
  if (!where) return next(context);
  const card = topCard(where.pokemon);
  const def = draft.defs[card];
  if (def?.kind !== 'pokemon') return next(context);
  const triggers = def.abilities.flatMap((ability) =>
    ability.effects.flatMap((effect) => (effect.type === 'passive' && effect.timing === 'on-evolve' ? [effect] : [])),
  );
  if (triggers.length === 0 || passiveEffects(def, 'on-evolve').length === 0) return next(context);
  const optional = triggers.some((trigger) => trigger.optional);
  if (optional && answer === null) {
    const name = def.abilities.find((ability) => ability.effects.some((effect) => effect.type === 'passive'))?.name;
    return {
      type: 'pause',
      pending: { type: 'may', player: where.player, prompt: `use ${name ?? 'the Ability'} of ${def.name}?` },
      progress: {},
    };
  }
  if (answer?.type === 'yes-no' && !answer.yes) return next(context);
  return next({ player: where.player, source: step.pokemon, card }, passiveEffects(def, 'on-evolve'));
};
