// Each command's worth knowing the rules: the most truffles the day can bring when it is played now — walking the
// shortest way to the truffles not yet dug, in the best order, one turn to dig each — each truffle still to come worth a
// little less the later it is dug, so that among plans bringing as many, the sooner one is worth more (a solver
// averaging over rule sets then heads for the likeliest truffles rather than wandering).

import { playTruffleWood, truffleCells, truffleWoodCommands } from './truffle-wood-play.js';
import type { TruffleWoodRules } from './truffle-wood-rules.js';
import { type Cell, type TruffleWoodInstance, type TruffleWoodProgress, walk } from './truffle-wood-state.js';

/** For each legal command, the truffles found by the end of the day if it is played now and the best after it. */
export function truffleWoodValues(
  rules: TruffleWoodRules,
  instance: TruffleWoodInstance,
  progress: TruffleWoodProgress,
  turnsLeft: number,
): ReadonlyMap<string, number> {
  const truffles = truffleCells(rules, instance);
  const values = new Map<string, number>();
  for (const command of truffleWoodCommands(progress)) {
    const after = playTruffleWood(rules, instance, progress, command).progress;
    const left = truffles.filter((cell) => !after.dug.includes(cell));
    values.set(command, after.found + mostDug(after.at, left, turnsLeft - 1, 1));
  }
  return values;
}

/** Less than a whole truffle over any day: the worth a truffle loses per turn it waits. */
const lateness = 0.001;

/**
 * The most of `cells` that can be walked to and dug from `at` within `turns` turns (the next dig done on turn `now` of
 * the rest of the day or later), each counted 1 less `lateness` per turn until it is dug.
 */
function mostDug(at: Cell, cells: readonly Cell[], turns: number, now: number): number {
  let best = 0;
  for (const [index, cell] of cells.entries()) {
    const cost = walk(at, cell) + 1;
    if (cost > turns) continue;
    const rest = cells.filter((_, other) => other !== index);
    const dug = now + cost;
    best = Math.max(best, 1 - lateness * dug + mostDug(cell, rest, turns - cost, dug));
  }
  return best;
}
