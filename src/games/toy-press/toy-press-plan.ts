// Each command's worth knowing the rules: exact dynamic programming over (turns left, wheel position, sheets left).
import { playToyPress, toyPressCommands } from './toy-press-play.js';
import { positionOf, type ToyPressRules } from './toy-press-rules.js';
import type { ToyPressInstance, ToyPressProgress } from './toy-press-state.js';

/** soldiers[(left × positions + position) × (sheets + 1) + sheets]: the most soldiers still to make. */
type FutureTable = Int16Array;

// Tables are pure functions of (rules, sheets, turns); the reference solver asks for the same ones every turn.
const tables = new WeakMap<ToyPressRules, Map<string, FutureTable>>();

/** For each legal command, the most crisp soldiers the day can bring in total when it is played now. */
export function toyPressValues(
  rules: ToyPressRules,
  instance: ToyPressInstance,
  progress: ToyPressProgress,
  turnsLeft: number,
  turns: number,
): ReadonlyMap<string, number> {
  const table = futureTable(rules, instance.sheets, turns);
  const values = new Map<string, number>();
  for (const command of toyPressCommands(progress.sheets)) {
    const after = playToyPress(rules, progress, command).progress;
    const later = turnsLeft > 0 ? (table[at(rules, instance.sheets, turnsLeft - 1, after)] as number) : 0;
    values.set(command, after.soldiers + later);
  }
  return values;
}

function at(rules: ToyPressRules, sheets: number, left: number, progress: ToyPressProgress): number {
  return (left * rules.positions + positionOf(rules, progress.moved)) * (sheets + 1) + progress.sheets;
}

function futureTable(rules: ToyPressRules, sheets: number, turns: number): FutureTable {
  let bySize = tables.get(rules);
  if (!bySize) {
    bySize = new Map();
    tables.set(rules, bySize);
  }
  const key = `${sheets}/${turns}`;
  const known = bySize.get(key);
  if (known) return known;
  const table = new Int16Array((turns + 1) * rules.positions * (sheets + 1));
  for (let left = 1; left <= turns; left++) {
    for (let position = 0; position < rules.positions; position++) {
      for (let have = 0; have <= sheets; have++) {
        const moved = (position - rules.start + rules.positions) % rules.positions;
        const progress = { moved, sheets: have, soldiers: 0 };
        let best = 0;
        for (const command of toyPressCommands(have)) {
          const after = playToyPress(rules, progress, command).progress;
          best = Math.max(best, after.soldiers + (table[at(rules, sheets, left - 1, after)] as number));
        }
        table[at(rules, sheets, left, progress)] = best;
      }
    }
  }
  bySize.set(key, table);
  return table;
}
