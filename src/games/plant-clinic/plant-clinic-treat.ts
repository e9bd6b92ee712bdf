// How the plant on the bench answers one command under the hidden rules: the whole turn logic of plant-clinic.
import type { HiddenRuleStep } from '../hidden-rules/hidden-rule-design.js';
import { caseOf, type PlantClinicCase, type PlantClinicRules, remedies } from './plant-clinic-rules.js';
import type { PlantClinicPlant, PlantClinicProgress } from './plant-clinic-state.js';

/** Every command for a plant on the bench; `send home` lets a turn pass (and is all that is left once nobody waits). */
export const plantClinicCommands = [...remedies, 'send home'] as const;

/** What a command does to the plant on the bench: coins paid, its setback after, whether it leaves, what is seen. */
export interface PlantClinicEffect {
  readonly coins: number;
  readonly setback: number;
  readonly leaves: boolean;
  readonly seen: 'recovers' | 'same' | 'lost' | 'home';
}

/**
 * The effect of `command` on a plant of `plantCase` (the remedy that helps it, the one that sets it back twice, the
 * setbacks at which it is lost), with `setback` setbacks so far.
 */
export function effectOf(plantCase: PlantClinicCase, fee: number, command: string, setback: number): PlantClinicEffect {
  if (command === 'send home') return { coins: 0, setback: 0, leaves: true, seen: 'home' };
  const { helping, harmful, limit } = plantCase;
  const remedy = remedies.indexOf(command as (typeof remedies)[number]);
  if (remedy === helping) {
    return { coins: (fee * (limit - setback)) / limit, setback: 0, leaves: true, seen: 'recovers' };
  }
  const after = setback + (harmful === remedy ? 2 : 1);
  if (after >= limit) return { coins: 0, setback: 0, leaves: true, seen: 'lost' };
  return { coins: 0, setback: after, leaves: false, seen: 'same' };
}

/** Treats the plant on the bench with `command`; the next plant comes up when this one leaves. */
export function treat(
  rules: PlantClinicRules,
  plant: PlantClinicPlant,
  progress: PlantClinicProgress,
  command: string,
): HiddenRuleStep<PlantClinicProgress> {
  const effect = effectOf(caseOf(rules, plant), plant.fee, command, progress.setback);
  const name = `${plant.owner}'s ${plant.plant}`;
  const feedback = {
    recovers: `${name} perks up; ${plant.owner} pays ${effect.coins} coins and takes it home.`,
    same: `${name} looks no better.`,
    lost: `${name} drops its last leaves; ${plant.owner} takes it away without paying.`,
    home: `${plant.owner} takes the ${plant.plant} home untreated.`,
  }[effect.seen];
  return {
    progress: {
      next: progress.next + (effect.leaves ? 1 : 0),
      coins: progress.coins + effect.coins,
      setback: effect.setback,
    },
    feedback,
  };
}
