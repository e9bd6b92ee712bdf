// Each command's worth knowing the rules: exact dynamic programming over (day, every ground's fish level, torn nets) to
// the end of the season, one table per instance and per way the rules treat its grounds.

import { fishedLevel, type GroundTerms, haulOf, restedLevel, termsOf } from './fishing-grounds-haul.js';
import type { FishingGroundsRules } from './fishing-grounds-rules.js';
import {
  type FishingGroundsInstance,
  type FishingGroundsProgress,
  fishCommand,
  fuelCost,
  fullLevel,
  mendCommand,
} from './fishing-grounds-state.js';

const levelCount = fullLevel + 1;

/** The most fish still to land from each (day, levels, nets) of one season under one treatment of its grounds. */
interface FutureTable {
  readonly days: number;
  readonly codes: number;
  /** With whole nets, per (day, levels' code); day `days` is past the season. */
  readonly fish: Float64Array;
  /** Per levels' code: the code after a day ashore. */
  readonly mended: Int32Array;
}

// Rule sets that treat an instance's grounds alike share a table; the reference solver asks for the same ones daily.
const tables = new WeakMap<FishingGroundsInstance, Map<string, FutureTable>>();

/** The commands legal every day: fish any ground, or mend the nets. */
export function fishingGroundsCommands(instance: FishingGroundsInstance): readonly string[] {
  return [...instance.grounds.map(fishCommand), mendCommand];
}

/** For each legal command, the most fish the season can bring in total when it is played today. */
export function fishingGroundsValues(
  rules: FishingGroundsRules,
  instance: FishingGroundsInstance,
  progress: FishingGroundsProgress,
  days: number,
): ReadonlyMap<string, number> {
  const terms = instance.grounds.map((ground) => termsOf(rules, ground));
  const table = futureTable(rules, instance, terms, days);
  const later = (code: number, torn: boolean) => worth(table, Math.min(progress.day + 1, days), code, torn);
  const values = new Map<string, number>();
  for (const [index, ground] of instance.grounds.entries()) {
    const { gain, code, torn } = fish(terms, progress.levels, progress.torn, index, rules.deadBelow);
    values.set(fishCommand(ground), progress.landed + gain + later(code, torn));
  }
  values.set(mendCommand, progress.landed + later(encode(rest(terms, progress.levels, -1)), false));
  return values;
}

function fish(
  terms: readonly GroundTerms[],
  levels: readonly number[],
  torn: boolean,
  index: number,
  deadBelow: number,
): { gain: number; code: number; torn: boolean } {
  const ground = terms[index] as GroundTerms;
  const next = rest(terms, levels, index);
  next[index] = fishedLevel(levels[index] as number, deadBelow);
  return {
    gain: haulOf(levels[index] as number, ground, torn) - fuelCost,
    code: encode(next),
    torn: torn || ground.tears,
  };
}

function rest(terms: readonly GroundTerms[], levels: readonly number[], fished: number): number[] {
  return levels.map((level, index) => (index === fished ? level : restedLevel(level, terms[index] as GroundTerms)));
}

function encode(levels: readonly number[]): number {
  return levels.reduce((code, level) => code * levelCount + level, 0);
}

function decode(code: number, count: number): number[] {
  const levels = new Array<number>(count);
  for (let index = count - 1, rest = code; index >= 0; index--, rest = Math.floor(rest / levelCount)) {
    levels[index] = rest % levelCount;
  }
  return levels;
}

function futureTable(
  rules: FishingGroundsRules,
  instance: FishingGroundsInstance,
  terms: readonly GroundTerms[],
  days: number,
): FutureTable {
  let byTerms = tables.get(instance);
  if (!byTerms) {
    byTerms = new Map();
    tables.set(instance, byTerms);
  }
  const key = JSON.stringify([terms, rules.deadBelow]);
  const known = byTerms.get(key);
  if (known) return known;
  const table = fill(terms, rules.deadBelow, days);
  byTerms.set(key, table);
  return table;
}

/**
 * Fills the table backwards from the last day (a value past the last day is 0). With torn nets a day ashore beats any
 * haul (which lands nothing, costs fuel and thins a ground), so a torn state is worth its day ashore.
 */
function fill(terms: readonly GroundTerms[], deadBelow: number, days: number): FutureTable {
  const count = terms.length;
  const codes = levelCount ** count;
  const mendedCode = new Int32Array(codes);
  const table: FutureTable = { days, codes, fish: new Float64Array((days + 1) * codes), mended: mendedCode };
  // Per (levels, ground fished): the next day's code and the fish gained; per levels: the code after a day ashore.
  const fishedCode = new Int32Array(codes * count);
  const fishedGain = new Int32Array(codes * count);
  for (let code = 0; code < codes; code++) {
    const levels = decode(code, count);
    const rested = levels.map((level, index) => restedLevel(level, terms[index] as GroundTerms));
    mendedCode[code] = encode(rested);
    for (let index = 0, place = levelCount ** (count - 1); index < count; index++, place /= levelCount) {
      const level = levels[index] as number;
      const after = fishedLevel(level, deadBelow) - (rested[index] as number);
      fishedCode[code * count + index] = (mendedCode[code] as number) + after * place;
      fishedGain[code * count + index] = haulOf(level, terms[index] as GroundTerms, false) - fuelCost;
    }
  }
  const tears = terms.map((ground) => ground.tears);
  const future = table.fish;
  for (let day = days - 1; day >= 0; day--) {
    const next = (day + 1) * codes;
    for (let code = 0; code < codes; code++) {
      let best = future[next + (mendedCode[code] as number)] as number;
      for (let index = 0; index < count; index++) {
        const nextCode = fishedCode[code * count + index] as number;
        const later = worth(table, day + 1, nextCode, tears[index] === true);
        best = Math.max(best, (fishedGain[code * count + index] as number) + later);
      }
      future[day * codes + code] = best;
    }
  }
  return table;
}

/** The most fish still to land from `day` on, at levels `code`, with torn or whole nets. */
function worth(table: FutureTable, day: number, code: number, torn: boolean): number {
  if (day >= table.days) return 0;
  if (torn) return table.fish[(day + 1) * table.codes + (table.mended[code] as number)] as number;
  return table.fish[day * table.codes + code] as number;
}
