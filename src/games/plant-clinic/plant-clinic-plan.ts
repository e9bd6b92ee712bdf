// Each command's worth knowing the rules: exact dynamic programming over (plant, setback, turns left).
import { caseOf, type PlantClinicCase, type PlantClinicRules } from './plant-clinic-rules.js';
import type { PlantClinicInstance, PlantClinicProgress } from './plant-clinic-state.js';
import { effectOf, plantClinicCommands } from './plant-clinic-treat.js';

/** For each legal command, the most coins the afternoon can bring in total when it is played now. */
export function plantClinicValues(
  rules: PlantClinicRules,
  instance: PlantClinicInstance,
  progress: PlantClinicProgress,
  turnsLeft: number,
): ReadonlyMap<string, number> {
  const plant = instance.plants[progress.next];
  if (!plant || turnsLeft <= 0) return new Map([['send home', progress.coins]]);
  const cases = instance.plants.map((each) => caseOf(rules, each));
  // A plant holds fewer setbacks than the limit, which every plant shares.
  const setbacks = (cases[progress.next] as PlantClinicCase).limit;
  const later = futureCoins(cases, instance, turnsLeft - 1, setbacks);
  const values = new Map<string, number>();
  for (const command of plantClinicCommands) {
    const effect = effectOf(cases[progress.next] as PlantClinicCase, plant.fee, command, progress.setback);
    const next = progress.next + (effect.leaves ? 1 : 0);
    values.set(command, progress.coins + effect.coins + (later[next * setbacks + effect.setback] as number));
  }
  return values;
}

/** coins[plant × setbacks + setback]: the most coins still to earn with `turns` turns from that plant and setback. */
function futureCoins(
  cases: readonly PlantClinicCase[],
  instance: PlantClinicInstance,
  turns: number,
  setbacks: number,
): Float64Array {
  const size = (instance.plants.length + 1) * setbacks;
  let coins = new Float64Array(size);
  for (let left = 1; left <= turns; left++) {
    const more = new Float64Array(size);
    for (const [index, plant] of instance.plants.entries()) {
      for (let setback = 0; setback < setbacks; setback++) {
        let best = 0;
        for (const command of plantClinicCommands) {
          const effect = effectOf(cases[index] as PlantClinicCase, plant.fee, command, setback);
          const next = index + (effect.leaves ? 1 : 0);
          best = Math.max(best, effect.coins + (coins[next * setbacks + effect.setback] as number));
        }
        more[index * setbacks + setback] = best;
      }
    }
    coins = more;
  }
  return coins;
}
