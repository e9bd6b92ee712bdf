// Each command's worth knowing the rules: exact dynamic programming over (hour, where you are, caskets carried, caskets
// left in each cave) to the end of the day, memoised per shore and rule set. A casket counts once gathered (the wave
// takes it back); every point earned at hour t counts 0.001 × t less, so that among plans earning as much the one that
// earns it sooner is worth more.
import { rulesInstanceMemo } from '../hidden-rules/rules-instance-memo.js';
import { scoreOf, stepTideCaves, tideCavesCommands } from './tide-caves-play.js';
import type { TideCavesRules } from './tide-caves-rules.js';
import type { TideCavesInstance, TideCavesProgress } from './tide-caves-state.js';

const lateness = 0.001;

/** The most points still to earn from a state, by its key; one table per (rules, shore). */
const tables = rulesInstanceMemo((_rules: TideCavesRules, _instance: TideCavesInstance) => new Map<number, number>());

/** For each legal command in hour `turns - turnsLeft + 1`, the points of the whole day if it is played now and the best after it. */
export function tideCavesValues(
  rules: TideCavesRules,
  instance: TideCavesInstance,
  progress: TideCavesProgress,
  turnsLeft: number,
  turns: number,
): ReadonlyMap<string, number> {
  const memo = tables(rules, instance);
  const turn = turns - turnsLeft + 1;
  const earned = scoreOf(progress);
  const values = new Map<string, number>();
  for (const command of tideCavesCommands(instance, progress)) {
    values.set(command, earned + worth(rules, instance, memo, progress, command, turn, turns));
  }
  return values;
}

/** The points `command` earns in hour `turn` (less its lateness) and the most the day can bring after it. */
function worth(
  rules: TideCavesRules,
  instance: TideCavesInstance,
  memo: Map<number, number>,
  progress: TideCavesProgress,
  command: string,
  turn: number,
  turns: number,
): number {
  const next = stepTideCaves(rules, instance, progress, command, turn).progress;
  const gain = scoreOf(next) - scoreOf(progress);
  return (gain > 0 ? gain - lateness * turn : 0) + future(rules, instance, memo, next, turn + 1, turns);
}

function future(
  rules: TideCavesRules,
  instance: TideCavesInstance,
  memo: Map<number, number>,
  progress: TideCavesProgress,
  turn: number,
  turns: number,
): number {
  if (turn > turns) return 0;
  const key = keyOf(progress, turn);
  const known = memo.get(key);
  if (known !== undefined) return known;
  let best = Number.NEGATIVE_INFINITY;
  for (const command of tideCavesCommands(instance, progress)) {
    best = Math.max(best, worth(rules, instance, memo, progress, command, turn, turns));
  }
  memo.set(key, best);
  return best;
}

/** What the future depends on, as one number: hour, place, caskets carried and caskets left (at most 7 each). */
function keyOf(progress: TideCavesProgress, turn: number): number {
  const left = progress.left.reduce((code, count) => code * 8 + count, 0);
  return ((turn * 8 + progress.at + 1) * 16 + progress.carried) * 8 ** 4 + left;
}
