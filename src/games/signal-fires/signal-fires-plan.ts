// Each command's worth knowing the rules: exact dynamic programming over (night, wood left, last night's brightness).

import { rulesInstanceMemo } from '../hidden-rules/rules-instance-memo.js';
import { brightness, burnCommands, guides, mostBundles } from './signal-fires-play.js';
import type { SignalFiresRules } from './signal-fires-rules.js';
import type { SignalFiresInstance, SignalFiresProgress } from './signal-fires-state.js';

/**
 * Brightnesses the table tells apart: four bundles and at most three glowing on (half of 7, rounded down) make 7 at
 * most; rounded up, 8 is possible but glows on as much as 7 does (4), so it is kept as 7.
 */
const glows = 8;

interface FutureTable {
  readonly woods: number;
  readonly ships: Float64Array;
}

/** For each command, the most ships the season can guide in when it is played tonight. */
export function signalFiresValues(
  rules: SignalFiresRules,
  instance: SignalFiresInstance,
  progress: SignalFiresProgress,
): ReadonlyMap<string, number> {
  const night = instance.nights[progress.night];
  if (!night) return new Map([['burn 0', progress.guided]]);
  const table = futureTable(rules, instance);
  const values = new Map<string, number>();
  for (const [bundles, command] of burnCommands(progress.wood).entries()) {
    const bright = brightness(rules, bundles, progress.glow);
    const later = table.ships[at(table, progress.night + 1, progress.wood - bundles, bright)] as number;
    values.set(command, progress.guided + (guides(rules, night, bright) ? 1 : 0) + later);
  }
  return values;
}

function at(table: FutureTable, night: number, wood: number, glow: number): number {
  return (night * table.woods + wood) * glows + Math.min(glow, glows - 1);
}

function buildFutureTable(rules: SignalFiresRules, instance: SignalFiresInstance): FutureTable {
  const table: FutureTable = {
    woods: instance.wood + 1,
    ships: new Float64Array((instance.nights.length + 1) * (instance.wood + 1) * glows),
  };
  for (let index = instance.nights.length - 1; index >= 0; index--) {
    const night = instance.nights[index] as (typeof instance.nights)[number];
    for (let wood = 0; wood <= instance.wood; wood++) {
      for (let glow = 0; glow < glows; glow++) {
        let best = 0;
        for (let bundles = 0; bundles <= Math.min(wood, mostBundles); bundles++) {
          const bright = brightness(rules, bundles, glow);
          const later = table.ships[at(table, index + 1, wood - bundles, bright)] as number;
          best = Math.max(best, (guides(rules, night, bright) ? 1 : 0) + later);
        }
        table.ships[at(table, index, wood, glow)] = best;
      }
    }
  }
  return table;
}

/** The planner's table, built once per (rules, instance). */
const futureTable = rulesInstanceMemo(buildFutureTable);
