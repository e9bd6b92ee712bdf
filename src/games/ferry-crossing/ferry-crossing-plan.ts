// Each command's worth knowing the rules: the points on the far bank at the end of the day when it is played now and
// the best commands after it (exact search over where every fare is, the ferry's landing and the turns left), each
// point counted a little less the later in the day it arrives, so that among plans worth as much the sooner one is
// worth more (a solver averaging over rule sets then ferries what most of them allow rather than idling).
// The search runs on bit masks; a test checks that it follows `turnOutcome` turn for turn.
import { rulesInstanceMemo } from '../hidden-rules/rules-instance-memo.js';
import { ferryCrossings, isTurnedBack, lostOnTheWay, turnOutcome } from './ferry-crossing-play.js';
import type { FerryCrossingRules } from './ferry-crossing-rules.js';
import {
  type FerryCrossingInstance,
  type FerryCrossingProgress,
  farePoints,
  pointsOf,
} from './ferry-crossing-state.js';

/** Less than one point over any day: the worth a point loses per turn it arrives later. */
const lateness = 0.001;

/** A progress as masks: bit i of `far` / `gone` says where fare i is (neither: the near bank). */
interface Masks {
  readonly far: number;
  readonly gone: number;
  readonly ferryFar: boolean;
}

function masksOf(progress: FerryCrossingProgress): Masks {
  let far = 0;
  let gone = 0;
  for (const [index, place] of progress.places.entries()) {
    if (place === 'far') far |= 1 << index;
    if (place === 'gone') gone |= 1 << index;
  }
  return { far, gone, ferryFar: progress.ferry === 'far' };
}

/** The search of one rule set and day: the best worth still to come from masks with `left` turns left. */
type Future = (masks: Masks, left: number) => number;

const futureOf = rulesInstanceMemo(
  (rules: FerryCrossingRules, instance: FerryCrossingInstance, turns: number): Future => {
    const count = instance.fares.length;
    const all = (1 << count) - 1;
    const maskOfKind = (kind: string) =>
      instance.fares.reduce((mask, fare, index) => (fare.kind === kind ? mask | (1 << index) : mask), 0);
    const guards = maskOfKind(rules.guard);
    const strays = maskOfKind(rules.stray);
    // What each load does on the way (it depends on the load alone): turned back, or which fare it loses (bit, or 0).
    const everyLoad = ferryCrossings(instance, { places: instance.fares.map(() => 'near'), ferry: 'near' });
    const loads = everyLoad.map(({ load }) => {
      const lost = lostOnTheWay(rules, instance, load);
      return {
        mask: load.reduce((bits, index) => bits | (1 << index), 0),
        turnedBack: isTurnedBack(rules, instance, load),
        lost: lost === null ? 0 : 1 << lost,
      };
    });
    const points = Array.from({ length: 1 << count }, (_, far) =>
      instance.fares.reduce((total, fare, index) => total + (far & (1 << index) ? farePoints[fare.kind] : 0), 0),
    );
    const memo = new Float64Array((1 << (2 * count + 1)) * (turns + 1)).fill(Number.NaN);
    const settle = (far: number, gone: number, ferryFar: boolean): Masks => {
      const bank = rules.bank === 'far' ? far : all & ~far & ~gone;
      const lost = bank & guards ? 0 : bank & strays;
      return { far: far & ~lost, gone: gone | lost, ferryFar };
    };
    const future: Future = ({ far, gone, ferryFar }, left) => {
      if (left <= 0) return 0;
      const key = (((((ferryFar ? 1 : 0) << count) | gone) << count) | far) * (turns + 1) + left;
      const known = memo[key] as number;
      if (!Number.isNaN(known)) return known;
      const weight = 1 - lateness * (turns - left + 1);
      const here = ferryFar ? far : all & ~far & ~gone;
      // Waiting: the banks settle as they are.
      const waited = settle(far, gone, ferryFar);
      let best = ((points[waited.far] as number) - (points[far] as number)) * weight + future(waited, left - 1);
      for (const load of loads) {
        if ((load.mask & here) !== load.mask) continue;
        let after: Masks;
        // An empty ferry at a landing with no fare is towed across (see turnOutcome).
        if (load.turnedBack && (load.mask !== 0 || here !== 0)) after = waited;
        else {
          const moving = load.mask & ~load.lost;
          after = settle(ferryFar ? far & ~load.mask : far | moving, gone | load.lost, !ferryFar);
        }
        best = Math.max(
          best,
          ((points[after.far] as number) - (points[far] as number)) * weight + future(after, left - 1),
        );
      }
      memo[key] = best;
      return best;
    };
    return future;
  },
);

/** For each legal command, the day's points if it is played now and the best commands after it, sooner worth more. */
export function ferryCrossingValues(
  rules: FerryCrossingRules,
  instance: FerryCrossingInstance,
  progress: FerryCrossingProgress,
  turnsLeft: number,
  turns: number,
): ReadonlyMap<string, number> {
  const future = futureOf(rules, instance, turns);
  const now = pointsOf(instance, progress);
  const weight = 1 - lateness * (turns - turnsLeft + 1);
  const values = new Map<string, number>();
  for (const { command, load } of [...ferryCrossings(instance, progress), { command: 'wait', load: null }]) {
    const after = turnOutcome(rules, instance, progress, load).progress;
    values.set(command, now + (pointsOf(instance, after) - now) * weight + future(masksOf(after), turnsLeft - 1));
  }
  return values;
}
