// Each command's worth knowing the rules: the most whole pots the day can still bring when it is played now (exact
// search over turns left, each pot's dryness and turning, and the kiln's firings), each pot worth a little more the
// earlier it comes out whole, so that among plans firing as many the sooner one is worth more (a solver averaging over
// rule sets then fires when most of them say a pot is dry, and learns from how it comes out, rather than idling).
import { rulesInstanceMemo } from '../hidden-rules/rules-instance-memo.js';
import { dryingCap, dryingRate, type KilnYardRules, need } from './kiln-yard-rules.js';
import type { KilnYardInstance, KilnYardProgress } from './kiln-yard-state.js';

/** Less than a whole pot over any day: what a pot coming out whole is worth more for each turn left when it is fired. */
const lateness = 0.001;

/**
 * The planner packs the pots into one integer, `bits` per pot: 0 once fired, else 1 + its dryness, plus `turnedCode`
 * once turned over. Dryness never passes a pot's need, and the family's needs stay below `turnedCode` - 1.
 */
const turnedCode = 32;
const bits = 6;
const mask = 2 * turnedCode - 1;

/** The planner of one rule set and instance: the next packed pots after a turn, and the worth of the turns left. */
interface Planner {
  /** The pots after one turn: fire pot `fire` or turn pot `turn` (-1: neither), then a turn of drying. */
  step(pots: number, firings: number, fire: number, turn: number): number;
  /** Whether pot `index` of `pots` would come out of the kiln whole now. */
  whole(pots: number, index: number): boolean;
  /** The worth of the whole pots still to come from `pots` after `firings` firings, with `left` turns to play. */
  future(pots: number, firings: number, left: number): number;
}

function planner(rules: KilnYardRules, instance: KilnYardInstance): Planner {
  const count = instance.pots.length;
  const needs = instance.pots.map((pot) => need(rules, pot.size));
  const caps = instance.pots.map((pot) => [dryingCap(rules, pot.size, false), dryingCap(rules, pot.size, true)]);
  const rates = Array.from({ length: rules.heatCap + 2 }, (_, firings) =>
    instance.pots.map((pot) => dryingRate(rules, pot.place, firings)),
  );
  const memo = new Map<number, number>();
  const codeOf = (pots: number, index: number) => (pots >>> (bits * index)) & mask;
  const self: Planner = {
    step(pots, firings, fire, turn) {
      const heat = Math.min(rules.heatCap, fire >= 0 ? firings + 1 : firings);
      let next = 0;
      for (let index = count - 1; index >= 0; index--) {
        const code = codeOf(pots, index);
        let after = 0;
        if (code !== 0 && index !== fire) {
          const turned = code >= turnedCode || index === turn;
          const dry = (code % turnedCode) - 1;
          const cap = caps[index]?.[turned ? 1 : 0] ?? 0;
          after = 1 + Math.min(cap, dry + (rates[heat]?.[index] ?? 0)) + (turned ? turnedCode : 0);
        }
        next = (next << bits) | after;
      }
      return next;
    },
    whole: (pots, index) => (codeOf(pots, index) % turnedCode) - 1 >= (needs[index] ?? 0),
    future(pots, firings, left) {
      if (left <= 0) return 0;
      const heat = Math.min(firings, rules.heatCap);
      // Four pots take 24 bits, turns left and firings 5 more: the key stays a small integer.
      const key = (left * (rules.heatCap + 1) + heat) * 2 ** (bits * count) + pots;
      const known = memo.get(key);
      if (known !== undefined) return known;
      let best = self.future(self.step(pots, heat, -1, -1), heat, left - 1);
      for (let index = 0; index < count; index++) {
        const code = codeOf(pots, index);
        if (code === 0) continue;
        const fired = self.whole(pots, index) ? 1 + lateness * left : 0;
        best = Math.max(best, fired + self.future(self.step(pots, heat, index, -1), heat + 1, left - 1));
        // Where turning changes nothing, planning it only wastes time: it is worth no more than waiting.
        if (code < turnedCode && rules.footShort > 0) {
          best = Math.max(best, self.future(self.step(pots, heat, -1, index), heat, left - 1));
        }
      }
      memo.set(key, best);
      return best;
    },
  };
  return self;
}

const plannerOf = rulesInstanceMemo(planner);

/** For each legal command, the whole pots of the whole day if it is played now and the best commands after it. */
export function kilnYardValues(
  rules: KilnYardRules,
  instance: KilnYardInstance,
  progress: KilnYardProgress,
  commands: readonly string[],
  turnsLeft: number,
): ReadonlyMap<string, number> {
  const plan = plannerOf(rules, instance);
  let pots = 0;
  for (const pot of [...progress.pots].reverse()) {
    pots = (pots << bits) | (pot.fired === null ? 1 + pot.dry + (pot.turned ? turnedCode : 0) : 0);
  }
  const done = progress.pots.filter((pot) => pot.fired === 'whole').length;
  const { firings } = progress;
  const values = new Map<string, number>();
  for (const command of commands) {
    const [verb, name] = command.split(' ');
    const index = instance.pots.findIndex((pot) => pot.name === name);
    let value: number;
    if (verb === 'fire') {
      const fired = plan.whole(pots, index) ? 1 + lateness * turnsLeft : 0;
      value = fired + plan.future(plan.step(pots, firings, index, -1), firings + 1, turnsLeft - 1);
    } else {
      // Feeling changes nothing the planner tracks: it is worth what waiting is.
      value = plan.future(plan.step(pots, firings, -1, verb === 'turn' ? index : -1), firings, turnsLeft - 1);
    }
    values.set(command, done + value);
  }
  return values;
}
