// Each command's worth knowing the rules: the most loads of ore the season can still bring when it is played now,
// each load worth a little less the later it is hauled, so that among plans hauling as many the sooner one is worth
// more (a solver averaging over rule sets then sinks where most of them put ore, rather than resting). Exact: a best
// plan works each shaft down to one of its loads of ore or not at all (an assay, a rest or a turn past a shaft's last
// load never adds any), so the search tries every such choice that fits in the turns left, and orders the chosen work
// by the rule that is optimal for weighted completion times along chains (the best ratio of loads to turns first).
import { layersOf, playProspector, prospectorCommands } from './prospector-play.js';
import type { ProspectorRules } from './prospector-rules.js';
import type { ProspectorInstance, ProspectorProgress } from './prospector-state.js';

/** Less than a whole load over any season: the worth a load loses per turn it waits. */
const lateness = 0.001;

/** The turns of work down a shaft to its last ore, each with the loads it hauls (water costs a sink and a bail). */
function stepsDown(column: readonly (number | 'water')[], depth: number, flooded: boolean): number[] {
  const steps: number[] = flooded ? [0] : [];
  let last = 0;
  for (let layer = depth; layer < column.length; layer++) {
    const found = column[layer] ?? 0;
    if (found === 'water') steps.push(0, 0);
    else {
      steps.push(found);
      if (found > 0) last = steps.length;
    }
  }
  return steps.slice(0, last);
}

/** The least sum of loads × the turn each is hauled (1 for the first) when the chosen work is ordered at best. */
function leastLateness(chosen: readonly (readonly number[])[]): number {
  const at = chosen.map(() => 0);
  let turn = 0;
  let cost = 0;
  for (;;) {
    let best = -1;
    let bestRatio = -1;
    let bestLength = 0;
    for (const [index, steps] of chosen.entries()) {
      let loads = 0;
      for (let step = at[index] ?? 0; step < steps.length; step++) {
        loads += steps[step] ?? 0;
        const ratio = loads / (step + 1 - (at[index] ?? 0));
        if (ratio > bestRatio) {
          best = index;
          bestRatio = ratio;
          bestLength = step + 1 - (at[index] ?? 0);
        }
      }
    }
    if (best < 0) return cost;
    const steps = chosen[best] ?? [];
    for (let count = 0; count < bestLength; count++) {
      turn++;
      cost += (steps[at[best] ?? 0] ?? 0) * turn;
      at[best] = (at[best] ?? 0) + 1;
    }
  }
}

/** The worth of the best work on `chains` within `turns` turns, starting on the turn after this one. */
function bestWork(chains: readonly (readonly number[])[], turns: number): number {
  let mostLoads = 0;
  let leastCost = 0;
  const chosen: (readonly number[])[] = [];
  const visit = (index: number, left: number, loads: number): void => {
    if (index === chains.length) {
      if (loads < mostLoads || loads === 0) return;
      const cost = leastLateness(chosen);
      if (loads > mostLoads || cost < leastCost) {
        mostLoads = loads;
        leastCost = cost;
      }
      return;
    }
    visit(index + 1, left, loads);
    const steps = chains[index] ?? [];
    let sum = 0;
    for (let length = 1; length <= Math.min(left, steps.length); length++) {
      const found = steps[length - 1] ?? 0;
      if (found === 0) continue;
      sum += found;
      chosen.push(steps.slice(0, length));
      visit(index + 1, left - length, loads + sum);
      chosen.pop();
    }
  };
  visit(0, turns, 0);
  // Each load hauled on turn t of the rest (this one being turn 1 of the whole plan) is worth 1 − lateness × (1 + t).
  return mostLoads - lateness * (mostLoads + leastCost);
}

/** For each legal command, the loads of the whole season if it is played now and the best commands after it. */
export function prospectorValues(
  rules: ProspectorRules,
  instance: ProspectorInstance,
  progress: ProspectorProgress,
  turnsLeft: number,
): ReadonlyMap<string, number> {
  const layers = layersOf(rules, instance);
  const chains = layers.map((column, site) =>
    stepsDown(column, progress.depths[site] ?? 0, progress.flooded[site] ?? false),
  );
  const idle = bestWork(chains, turnsLeft - 1);
  const values = new Map<string, number>();
  for (const command of prospectorCommands(instance, progress)) {
    const after = playProspector(rules, instance, progress, command).progress;
    // Sinking or bailing a shaft is its chain's first turn of work; any other command leaves every chain as it is.
    const worked = chains.findIndex(
      (steps, site) =>
        steps.length > 0 &&
        (after.depths[site] !== progress.depths[site] || after.flooded[site] !== progress.flooded[site]),
    );
    const worth =
      worked < 0
        ? idle
        : bestWork(
            chains.map((steps, site) => (site === worked ? steps.slice(1) : steps)),
            turnsLeft - 1,
          );
    values.set(command, after.loads - lateness * (after.loads - progress.loads) + worth);
  }
  return values;
}
