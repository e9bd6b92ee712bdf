// Each command's worth knowing the rules: exact search over every plan for the hours and tells left. Only telling a
// household of the passing trade that has heard nothing moves the market news (any other tell spends a tell for
// nothing; the other news never touches the score), so a plan is an hour (or none) for each of those few households,
// and each plan is played out over bitmasks of the village. Each tell costs a lateness of 0.001 per hour of the day
// it is made, so that among plans scoring as much the one that tells sooner is worth more (a solver averaging over
// rule sets then tells as soon as it is sure enough).
import { rulesInstanceMemo } from '../hidden-rules/rules-instance-memo.js';
import { recipientsOf } from './rumour-mill-news.js';
import { rightPoints, rumourMillCommands, scoreOf, toldBy, wrongPoints } from './rumour-mill-play.js';
import type { RumourMillRules } from './rumour-mill-rules.js';
import type { RumourMillInstance, RumourMillProgress } from './rumour-mill-state.js';

const lateness = 0.001;

/** The village under one rule set, as bitmasks (bit i: household i), per household of the passing trade ("teller"). */
interface Tables {
  readonly tellers: readonly number[];
  /** Per teller: the households it tells. */
  readonly reach: readonly number[];
  /** Per teller: whether it tells the wrong day whatever it holds; whether your word counts for nothing with it. */
  readonly wrongTeller: readonly boolean[];
  readonly deaf: readonly boolean[];
  /** The households that hear the wrong day whatever they are told. */
  readonly wrongHearers: number;
  readonly delay: number;
}

const tablesOf = rulesInstanceMemo((rules: RumourMillRules, instance: RumourMillInstance): Tables => {
  const { households } = instance;
  const tellers = households.flatMap((household, index) => (household.trade === rules.trade ? [index] : []));
  const quarterOf = (index: number) => households[index]?.quarter;
  return {
    tellers,
    reach: tellers.map((teller) => maskOf(recipientsOf(rules, instance, teller))),
    wrongTeller: tellers.map((teller) => rules.garbleSide === 'teller' && quarterOf(teller) === rules.garbleQuarter),
    deaf: tellers.map((teller) => quarterOf(teller) === rules.deafQuarter),
    wrongHearers:
      rules.garbleSide === 'hearer'
        ? maskOf(households.flatMap((household, index) => (household.quarter === rules.garbleQuarter ? [index] : [])))
        : 0,
    delay: rules.delay,
  };
});

function maskOf(indices: readonly number[]): number {
  return indices.reduce((mask, index) => mask | (1 << index), 0);
}

function bits(mask: number): number {
  let count = 0;
  for (let rest = mask; rest !== 0; rest &= rest - 1) count++;
  return count;
}

/** The market news as the planner plays it out (mutable, one per call): who heard which day, and each teller's state. */
interface Sim {
  right: number;
  wrong: number;
  points: number;
  readonly heardAt: Int32Array;
  readonly holdsRight: Uint8Array;
  readonly passed: Uint8Array;
}

/** For each legal command, the best final score reachable by playing it now (hour `turns - turnsLeft + 1`). */
export function rumourMillValues(
  rules: RumourMillRules,
  instance: RumourMillInstance,
  progress: RumourMillProgress,
  turnsLeft: number,
  turns: number,
): ReadonlyMap<string, number> {
  const tables = tablesOf(rules, instance);
  const market = progress.news[0];
  if (!market) throw new Error('rumour-mill: no market news in the progress');
  const now = turns - turnsLeft + 1;
  const count = tables.tellers.length;
  const start: Sim = {
    right: maskOf(market.word.flatMap((day, index) => (day === 'right' ? [index] : []))),
    wrong: maskOf(market.word.flatMap((day, index) => (day === 'wrong' ? [index] : []))),
    points: progress.points,
    heardAt: Int32Array.from(tables.tellers, (teller) => market.heardAt[teller] ?? -1),
    holdsRight: Uint8Array.from(tables.tellers, (teller) => (market.holds[teller] === 'right' ? 1 : 0)),
    passed: Uint8Array.from(tables.tellers, (teller) => (market.passed[teller] ? 1 : 0)),
  };
  const tellable = tables.tellers.map((_, slot) => start.heardAt[slot] === -1 && !tables.deaf[slot]);
  // Best plan worth: bestNone[c] with c tells none of them now; bestNow[slot] with that teller told now.
  const bestNone = new Float64Array(count + 2).fill(Number.NEGATIVE_INFINITY);
  const bestNow = new Float64Array(count).fill(Number.NEGATIVE_INFINITY);
  const plan = new Int32Array(count).fill(-1);
  const sim: Sim = {
    right: 0,
    wrong: 0,
    points: 0,
    heardAt: new Int32Array(count),
    holdsRight: new Uint8Array(count),
    passed: new Uint8Array(count),
  };
  const choose = (slot: number, tells: number, used: number): void => {
    if (slot === count) {
      const worth =
        playOut(tables, start, sim, plan, now, turns) -
        lateness * plan.reduce((sum, hour) => sum + Math.max(hour, 0), 0);
      const first = plan.indexOf(now);
      if (first >= 0) bestNow[first] = Math.max(bestNow[first] as number, worth);
      else bestNone[tells] = Math.max(bestNone[tells] as number, worth);
      return;
    }
    plan[slot] = -1;
    choose(slot + 1, tells, used);
    if (!tellable[slot] || tells >= progress.tellsLeft) return;
    for (let hour = now; hour <= turns; hour++) {
      if (used & (1 << hour)) continue;
      plan[slot] = hour;
      choose(slot + 1, tells + 1, used | (1 << hour));
    }
    plan[slot] = -1;
  };
  choose(0, 0, 0);
  const upTo = (most: number) => Math.max(...bestNone.slice(0, Math.max(0, most) + 1));
  const waiting = upTo(progress.tellsLeft);
  const wasted = upTo(progress.tellsLeft - 1) - lateness * now;
  const values = new Map<string, number>();
  for (const command of rumourMillCommands(instance, progress)) {
    const told = toldBy(instance, command);
    const slot = told < 0 ? -1 : tables.tellers.indexOf(told);
    values.set(command, told < 0 ? waiting : slot >= 0 && tellable[slot] ? (bestNow[slot] as number) : wasted);
  }
  return values;
}

/** The score at the end of the day when, from `start` before hour `now`, each teller is told at its hour in `plan`. */
function playOut(tables: Tables, start: Sim, sim: Sim, plan: Int32Array, now: number, turns: number): number {
  sim.right = start.right;
  sim.wrong = start.wrong;
  sim.points = start.points;
  sim.heardAt.set(start.heardAt);
  sim.holdsRight.set(start.holdsRight);
  sim.passed.set(start.passed);
  for (let hour = now; hour <= turns; hour++) {
    for (let slot = 0; slot < plan.length; slot++) {
      if (plan[slot] !== hour || sim.heardAt[slot] !== -1) continue;
      sim.heardAt[slot] = hour;
      sim.holdsRight[slot] = 1;
    }
    endOfHour(tables, sim, hour);
    sim.points += rightPoints * bits(sim.right) - wrongPoints * bits(sim.wrong);
  }
  return scoreOf(sim.points);
}

/** The end of hour `hour` for the market news, as `newsHour` plays it. */
function endOfHour(tables: Tables, sim: Sim, hour: number): void {
  for (;;) {
    let arrivingRight = 0;
    let arrivingWrong = 0;
    let due = false;
    for (let slot = 0; slot < tables.tellers.length; slot++) {
      const at = sim.heardAt[slot] as number;
      if (at < 0 || sim.passed[slot] || at + tables.delay > hour) continue;
      due = true;
      sim.passed[slot] = 1;
      const open = (tables.reach[slot] as number) & ~(sim.right | sim.wrong);
      if (sim.holdsRight[slot] && !tables.wrongTeller[slot]) {
        arrivingRight |= open & ~tables.wrongHearers;
        arrivingWrong |= open & tables.wrongHearers;
      } else {
        arrivingWrong |= open;
      }
    }
    if (!due) return;
    arrivingWrong &= ~arrivingRight;
    sim.right |= arrivingRight;
    sim.wrong |= arrivingWrong;
    for (let slot = 0; slot < tables.tellers.length; slot++) {
      const bit = 1 << (tables.tellers[slot] as number);
      if (sim.heardAt[slot] !== -1 || ((arrivingRight | arrivingWrong) & bit) === 0) continue;
      sim.heardAt[slot] = hour;
      sim.holdsRight[slot] = (arrivingRight & bit) !== 0 ? 1 : 0;
    }
  }
}
