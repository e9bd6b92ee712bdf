// Each command's worth knowing the rules: exact dynamic programming over (customer, jars, mood) to the end of the line.

import { rulesInstanceMemo } from '../hidden-rules/rules-instance-memo.js';
import type { NightMarketRules } from './night-market-rules.js';
import { effectOf, kindOf } from './night-market-serve.js';
import { type NightMarketInstance, type NightMarketProgress, nightMarketCommands } from './night-market-state.js';

const moods = 4;

/** One evening's table of the most coins still to earn, per (customer, jars, mood), under one rule set. */
interface FutureTable {
  readonly jarLimit: number;
  readonly coins: Float64Array;
}

/** For each legal command, the most coins the evening can bring in total when it is played now. */
export function nightMarketValues(
  rules: NightMarketRules,
  instance: NightMarketInstance,
  progress: NightMarketProgress,
): ReadonlyMap<string, number> {
  const kinds = instance.customers.map((customer) => kindOf(rules, customer));
  const kind = kinds[progress.next];
  if (kind === undefined) return new Map([['wave on', progress.coins]]);
  const table = futureTable(rules, instance);
  const values = new Map<string, number>();
  for (const command of commandsFor(progress.jars)) {
    const effect = effectOf(rules, kind, command, progress.jars, progress.mood);
    const later = table.coins[at(table, progress.next + 1, progress.jars - effect.jars, effect.mood)] as number;
    values.set(command, progress.coins + effect.coins + later);
  }
  return values;
}

/** The commands legal with `jars` jars left: only waving on once they are gone. */
export function commandsFor(jars: number): readonly string[] {
  return jars > 0 ? nightMarketCommands : ['wave on'];
}

function at(table: FutureTable, index: number, jars: number, mood: number): number {
  return (index * table.jarLimit + jars) * moods + mood;
}

function buildFutureTable(rules: NightMarketRules, instance: NightMarketInstance): FutureTable {
  const kinds = instance.customers.map((customer) => kindOf(rules, customer));
  const table: FutureTable = {
    jarLimit: instance.jars + 1,
    coins: new Float64Array((kinds.length + 1) * (instance.jars + 1) * moods),
  };
  for (let index = kinds.length - 1; index >= 0; index--) {
    const kind = kinds[index] as (typeof kinds)[number];
    for (let jars = 0; jars <= instance.jars; jars++) {
      for (let mood = 0; mood < moods; mood++) {
        let best = 0;
        for (const command of commandsFor(jars)) {
          const effect = effectOf(rules, kind, command, jars, mood);
          best = Math.max(
            best,
            effect.coins + (table.coins[at(table, index + 1, jars - effect.jars, effect.mood)] as number),
          );
        }
        table.coins[at(table, index, jars, mood)] = best;
      }
    }
  }
  return table;
}

/** The planner's table, built once per (rules, instance). */
const futureTable = rulesInstanceMemo(buildFutureTable);
