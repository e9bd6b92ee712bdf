// Each command's worth knowing the rules: exact dynamic programming over (turn, hen, classes won), memoised per
// (rules, instance) over the hens that can actually hatch.

import { rulesInstanceMemo } from '../hidden-rules/rules-instance-memo.js';
import { hatch, openClass, pigeonLoftCommands, pointsPerSpareTurn, studFee } from './pigeon-loft-breed.js';
import { colours, markings, type PigeonLoftRules } from './pigeon-loft-rules.js';
import type { Bird, PigeonLoftInstance, PigeonLoftProgress } from './pigeon-loft-state.js';

/** The most points still to earn, by (turns played, hen, classes won) key. */
type FutureTable = Map<number, number>;

const looksCount = colours.length * markings.length;

/** For each command, the final score when it is played now (with `turnsLeft` of `turns` left) and the best after it. */
export function pigeonLoftValues(
  rules: PigeonLoftRules,
  instance: PigeonLoftInstance,
  progress: PigeonLoftProgress,
  turnsLeft: number,
  turns: number,
): ReadonlyMap<string, number> {
  const table = futureTable(rules, instance);
  const played = turns - turnsLeft;
  const won = progress.won.reduce((bits, done, at) => (done ? bits | (1 << at) : bits), 0);
  const values = new Map<string, number>();
  const commands = pigeonLoftCommands(instance);
  for (const [index, command] of commands.entries()) {
    const [gain, hen, after] = move(rules, instance, progress.hen, won, index, played + 1, turns);
    values.set(command, progress.earned + gain + best(table, rules, instance, played + 1, hen, after, turns));
  }
  return values;
}

/** Command number `index` of the instance's list played as turn `turn`: points gained, the hen and classes won after. */
function move(
  rules: PigeonLoftRules,
  instance: PigeonLoftInstance,
  hen: Bird,
  won: number,
  index: number,
  turn: number,
  turns: number,
): [number, Bird, number] {
  const cock = instance.cocks[index];
  if (cock) return [-studFee, hatch(rules, hen, cock), won];
  if (index !== instance.cocks.length) return [0, hen, won];
  const flags = instance.classes.map((_, at) => (won & (1 << at)) !== 0);
  const entry = openClass(instance, flags, hen);
  if (entry < 0) return [0, hen, won];
  const after = won | (1 << entry);
  const last = after === (1 << instance.classes.length) - 1;
  return [(instance.classes[entry]?.pays ?? 0) + (last ? pointsPerSpareTurn * (turns - turn) : 0), hen, after];
}

function best(
  table: FutureTable,
  rules: PigeonLoftRules,
  instance: PigeonLoftInstance,
  played: number,
  hen: Bird,
  won: number,
  turns: number,
): number {
  if (played >= turns || won === (1 << instance.classes.length) - 1) return 0;
  const key = (played * (1 << instance.classes.length) + won) * looksCount ** 3 + henKey(hen);
  const known = table.get(key);
  if (known !== undefined) return known;
  let most = 0;
  const commands = instance.cocks.length + 2;
  for (let index = 0; index < commands; index++) {
    const [gain, next, after] = move(rules, instance, hen, won, index, played + 1, turns);
    most = Math.max(most, gain + best(table, rules, instance, played + 1, next, after, turns));
  }
  table.set(key, most);
  return most;
}

function henKey(hen: Bird): number {
  const looks = (colour: number, marking: number) => colour * markings.length + marking;
  return (
    (looks(hen.colour, hen.marking) * looksCount + looks(hen.sire.colour, hen.sire.marking)) * looksCount +
    looks(hen.dam.colour, hen.dam.marking)
  );
}

/** The memo of best scores, one per (rules, instance), filled as the planner goes. */
const futureTable = rulesInstanceMemo(
  (_rules: PigeonLoftRules, _instance: PigeonLoftInstance): FutureTable => new Map(),
);
