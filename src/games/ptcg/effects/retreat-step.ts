// Retreat as a rule step: discard Energy equal to the Retreat Cost (asking which only when the choice matters),
// then switch the Active with the chosen Benched Pokémon.
import { switchActive } from '../ptcg-board.js';
import { logEvent, nameOf, toDiscard, writable } from '../ptcg-draft.js';
import { type RuleStep, topCard } from '../ptcg-state.js';
import { next, type StepHandler } from './step-outcome.js';

type Retreat = Extract<RuleStep, { type: 'rule-retreat' }>;

/** Pays the Retreat Cost and switches. */
export const retreatStep: StepHandler<Retreat> = (draft, step, context, answer) => {
  const seat = writable(draft, context.player);
  const active = seat.active;
  if (!active) return next(context);
  let paid: readonly number[] = [];
  if (answer?.type === 'cards') paid = answer.cards;
  else if (step.cost > 0) {
    const types = new Set(active.energy.map((card) => draft.cards[card]));
    if (types.size > 1 && active.energy.length > step.cost) {
      return {
        type: 'pause',
        pending: {
          type: 'select',
          player: context.player,
          zone: 'energy',
          filter: null,
          depth: 0,
          pokemon: active.stack[0] as number,
          min: step.cost,
          max: step.cost,
          chosen: [],
          prompt: `choose ${step.cost} Energy to discard to retreat`,
        },
        progress: {},
      };
    }
    paid = active.energy.slice(0, step.cost);
  }
  const kept = active.energy.filter((card) => !paid.includes(card));
  toDiscard(
    draft,
    context.player,
    active.energy.filter((card) => paid.includes(card)),
  );
  active.energy = kept;
  const name = nameOf(draft, topCard(active));
  switchActive(draft, context.player, step.to);
  const incoming = seat.active;
  logEvent(
    draft,
    `player ${context.player} retreated ${name}${incoming ? ` for ${nameOf(draft, topCard(incoming))}` : ''}`,
  );
  return next(context);
};
