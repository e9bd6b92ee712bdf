// The handler of every step type in one table; the `StepHandlers` type makes a missing variant a compile error.
import { attackDamage, endAttack } from './attack-damage.js';
import {
  attackLock,
  coinFlip,
  damageBonus,
  damagePer,
  discardStadium,
  extraPrize,
  marker,
  mill,
  placeDamageCounters,
  selfDamage,
} from './attack-effects.js';
import {
  clearConditionsStep,
  heal,
  moveEnergy,
  pickUp,
  removeEnergy,
  specialCondition,
  switchActiveStep,
} from './board-effects.js';
import { draw, handReset } from './draw-effects.js';
import { evolveTrigger, skipEvolve } from './evolution-effects.js';
import { retreatStep } from './retreat-step.js';
import { attachFromDeck, attachFromDiscard, discardCost, recover, searchDeck } from './search-effects.js';
import type { StepHandlers } from './step-outcome.js';

/** Every effect primitive and rule step, by type. */
export const stepHandlers: StepHandlers = {
  'hand-reset': handReset,
  draw,
  'search-deck': searchDeck,
  'discard-cost': discardCost,
  'attach-from-deck': attachFromDeck,
  'attach-from-discard': attachFromDiscard,
  recover,
  'switch-active': switchActiveStep,
  heal,
  'pick-up': pickUp,
  'remove-energy': removeEnergy,
  'move-energy': moveEnergy,
  'special-condition': specialCondition,
  'clear-conditions': clearConditionsStep,
  'coin-flip': coinFlip,
  'damage-per': damagePer,
  'damage-bonus': damageBonus,
  'damage-reduction': marker,
  'prevent-damage': marker,
  'hp-bonus': marker,
  'retreat-modifier': marker,
  'place-damage-counters': placeDamageCounters,
  retaliate: marker,
  'self-damage': selfDamage,
  'attack-lock': attackLock,
  'extra-prize': extraPrize,
  'discard-stadium': discardStadium,
  mill,
  'skip-evolve': skipEvolve,
  'poison-bonus': marker,
  passive: marker,
  'use-limit': marker,
  require: marker,
  'rule-attack-damage': attackDamage,
  'rule-end-attack': endAttack,
  'rule-retreat': retreatStep,
  'rule-evolve-trigger': evolveTrigger,
};
