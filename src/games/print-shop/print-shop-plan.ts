// Each command's worth knowing the rules: exact dynamic programming over (turn, jobs run, ink on the rollers, runs
// since the last rest) to the end of the shift, one table per rule set and instance.

import { rulesInstanceMemo } from '../hidden-rules/rules-instance-memo.js';
import { spoils } from './print-shop-press.js';
import { inks, type PrintShopRules } from './print-shop-rules.js';
import {
  type PrintShopInstance,
  type PrintShopProgress,
  paperCost,
  printCommand,
  restCommand,
  washCommand,
} from './print-shop-state.js';

/** Ink keys: 0 when the last ink cannot spoil anything (washed rollers among them), else 1 + that ink. */
const inkKeys = inks.length + 1;
/** Runs since the last rest, capped at the rules' count (at most four). */
const runKeys = 5;

/** The most coins still to earn from each (turn, jobs run, ink key, runs) of one shift under one rule set. */
interface FutureTable {
  readonly masks: number;
  readonly coins: Float64Array;
}

/** The commands legal at `progress`: every job not yet run whose last turn has not passed, a wash and a rest. */
export function printShopCommands(instance: PrintShopInstance, progress: PrintShopProgress): readonly string[] {
  const jobs = instance.jobs.filter((job, index) => (progress.done & (1 << index)) === 0 && job.due > progress.turn);
  return [...jobs.map(printCommand), washCommand, restCommand];
}

/** For each legal command, the most coins the shift can bring in total when it is played now. */
export function printShopValues(
  rules: PrintShopRules,
  instance: PrintShopInstance,
  progress: PrintShopProgress,
  turns: number,
): ReadonlyMap<string, number> {
  const table = futureTable(rules, instance, turns);
  const { turn, done, coins } = progress;
  const last = progress.lastInk === null ? -1 : inks.indexOf(progress.lastInk);
  const runs = Math.min(progress.runs, rules.runsBeforeSpoil);
  const later = (nextDone: number, nextKey: number, nextRuns: number): number =>
    table.coins[at(table, Math.min(turn + 1, turns), nextDone, nextKey, nextRuns)] as number;
  const values = new Map<string, number>();
  for (const [index, job] of instance.jobs.entries()) {
    if ((done & (1 << index)) !== 0 || job.due <= turn) continue;
    const ink = inks.indexOf(job.ink);
    const gain = spoils(rules, last, runs, ink) ? -paperCost : job.pay;
    const next = later(done | (1 << index), inkKey(rules, ink), Math.min(runs + 1, rules.runsBeforeSpoil));
    values.set(printCommand(job), coins + gain + next);
  }
  values.set(washCommand, coins + later(done, 0, runs));
  values.set(restCommand, coins + later(done, inkKey(rules, last), 0));
  return values;
}

/** The key of `ink` (-1: washed) on the rollers: an ink after which no job can come out spoiled counts as washed. */
function inkKey(rules: PrintShopRules, ink: number): number {
  return ink >= 0 && (rules.spoils === 'own' || rules.clinging.includes(ink)) ? ink + 1 : 0;
}

function at(table: FutureTable, turn: number, done: number, key: number, runs: number): number {
  return ((turn * table.masks + done) * inkKeys + key) * runKeys + runs;
}

/** Fills the table backwards from the last turn (a value past the last turn is 0), skipping states no play reaches. */
function fill(rules: PrintShopRules, instance: PrintShopInstance, turns: number): FutureTable {
  const count = instance.jobs.length;
  const table: FutureTable = {
    masks: 1 << count,
    coins: new Float64Array((turns + 1) * (1 << count) * inkKeys * runKeys),
  };
  const jobInks = instance.jobs.map((job) => inks.indexOf(job.ink));
  const jobKeys = jobInks.map((ink) => inkKey(rules, ink));
  const limit = rules.runsBeforeSpoil;
  const { coins } = table;
  for (let turn = turns - 1; turn >= 0; turn--) {
    for (let done = 0; done < table.masks; done++) {
      if (runCount(done) > turn) continue;
      for (let key = 0; key < inkKeys; key++) {
        const last = key - 1;
        if (inkKey(rules, last) !== key) continue;
        for (let runs = 0; runs <= limit; runs++) {
          let best = Math.max(
            coins[at(table, turn + 1, done, 0, runs)] as number,
            coins[at(table, turn + 1, done, key, 0)] as number,
          );
          const nextRuns = Math.min(runs + 1, limit);
          for (let index = 0; index < count; index++) {
            const job = instance.jobs[index];
            if (!job || (done & (1 << index)) !== 0 || job.due <= turn) continue;
            const ink = jobInks[index] as number;
            const gain = spoils(rules, last, runs, ink) ? -paperCost : job.pay;
            const next = coins[at(table, turn + 1, done | (1 << index), jobKeys[index] as number, nextRuns)] as number;
            best = Math.max(best, gain + next);
          }
          coins[at(table, turn, done, key, runs)] = best;
        }
      }
    }
  }
  return table;
}

/** Jobs run in `done` (each takes a turn, so no more than the turns played). */
function runCount(done: number): number {
  let count = 0;
  for (let rest = done; rest !== 0; rest &= rest - 1) count++;
  return count;
}

/** The planner's table, built once per (rules, instance). */
const futureTable = rulesInstanceMemo(fill);
