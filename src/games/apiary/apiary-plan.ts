// Each command's worth knowing the rules: the most honey the season can still bring when it is played now (exact
// search over turns, each hive's field, settling and smoke), each unit worth a little more the earlier it is made, so
// that among plans making as much the sooner one is worth more (a solver averaging over rule sets then moves a hive
// where most of them say it will forage well, and learns from what its bees bring home, rather than idling).
import { parseApiaryCommand } from './apiary-play.js';
import { type ApiaryRules, yieldOf } from './apiary-rules.js';
import { type ApiaryInstance, type ApiaryProgress, type HiveProgress, inBloom } from './apiary-state.js';

/** Less than a unit of honey over any season: what a unit made is worth more for each turn left when it is made. */
const lateness = 0.001;
/** Honey one hive makes in a turn stays below this (the family's yields do). */
const honeyCodes = 8;

/**
 * The planner keeps each of the two hives as one integer code: its place (0 at the farm, 1 + its field), plus `places`
 * × its settling turns left, plus `places` × `settlings` if it was smoked on the last turn.
 */
interface Planner {
  /** Hive `hive`'s code after turn `turn` and what it made, as code × `honeyCodes` + honey: `handled` smokes or moves it. */
  advance(code: number, hive: number, turn: number, handled: boolean, smoke: boolean, to: number): number;
  /** The worth of the honey still to come from the two hives' codes before turn `turn`. */
  future(first: number, second: number, turn: number): number;
}

function planner(rules: ApiaryRules, instance: ApiaryInstance, turns: number): Planner {
  const places = instance.fields.length + 1;
  const settlings = rules.settle + 1;
  const smokedCode = places * settlings;
  const codes = 2 * smokedCode;
  // made[hive][place] and bloom[place][turn], the farm at place 0.
  const made = instance.hives.map((hive) => [
    0,
    ...instance.fields.map((field) => yieldOf(rules, hive.strain, field.colour, field.form)),
  ]);
  const bloom = [[], ...instance.fields.map((field) => Array.from({ length: turns + 2 }, (_, t) => inBloom(field, t)))];
  const memo = new Float64Array((turns + 2) * codes * codes).fill(Number.NaN);
  const advance: Planner['advance'] = (code, hive, turn, handled, smoke, to) => {
    const place = code % places;
    const settling = Math.floor(code / places) % settlings;
    if (handled && !smoke) {
      const settled = code >= smokedCode && rules.smokeSettles;
      return (1 + to + places * (settled ? 0 : rules.settle)) * honeyCodes;
    }
    const smokedNow = handled ? smokedCode : 0;
    if (settling > 0) return (place + places * (settling - 1) + smokedNow) * honeyCodes;
    const honey = bloom[place]?.[turn] ? (made[hive]?.[place] ?? 0) : 0;
    return (place + smokedNow) * honeyCodes + honey;
  };
  const future: Planner['future'] = (first, second, turn) => {
    if (turn > turns) return 0;
    const key = (turn * codes + first) * codes + second;
    const known = memo[key] as number;
    if (!Number.isNaN(known)) return known;
    const worth = 1 + lateness * (turns - turn + 1);
    let best = 0;
    // Every command: wait (hive -1), smoke a hive (field -1), or move a hive to another field.
    for (let hive = -1; hive < 2; hive++) {
      for (let to = -1; to < places - 1; to++) {
        if ((hive < 0 && to >= 0) || (hive >= 0 && to + 1 === (hive === 0 ? first : second) % places)) continue;
        const a = advance(first, 0, turn, hive === 0, to < 0, to);
        const b = advance(second, 1, turn, hive === 1, to < 0, to);
        const honey = (a % honeyCodes) + (b % honeyCodes);
        const value = honey * worth + future(Math.floor(a / honeyCodes), Math.floor(b / honeyCodes), turn + 1);
        if (value > best) best = value;
      }
    }
    memo[key] = best;
    return best;
  };
  return { advance, future };
}

/** Planners per instance, shared by the rule sets that make the same honey everywhere and move hives alike. */
const planners = new WeakMap<ApiaryInstance, Map<string, Planner>>();

function plannerOf(rules: ApiaryRules, instance: ApiaryInstance, turns: number): Planner {
  let byRules = planners.get(instance);
  if (!byRules) {
    byRules = new Map();
    planners.set(instance, byRules);
  }
  const made = instance.hives.map((hive) =>
    instance.fields.map((field) => yieldOf(rules, hive.strain, field.colour, field.form)),
  );
  const key = `${made.join('/')}/${rules.settle}/${rules.smokeSettles}`;
  let found = byRules.get(key);
  if (!found) {
    found = planner(rules, instance, turns);
    byRules.set(key, found);
  }
  return found;
}

function codeOf(instance: ApiaryInstance, rules: ApiaryRules, hive: HiveProgress): number {
  const places = instance.fields.length + 1;
  const place = hive.field === null ? 0 : hive.field + 1;
  return place + places * hive.settling + (hive.smoked ? places * (rules.settle + 1) : 0);
}

/** For each legal command, the honey of the whole season if it is played now and the best commands after it. */
export function apiaryValues(
  rules: ApiaryRules,
  instance: ApiaryInstance,
  progress: ApiaryProgress,
  commands: readonly string[],
  turns: number,
  turnsLeft: number,
): ReadonlyMap<string, number> {
  const plan = plannerOf(rules, instance, turns);
  const turn = turns - turnsLeft + 1;
  const worth = 1 + lateness * turnsLeft;
  const [first, second] = progress.hives.map((hive) => codeOf(instance, rules, hive));
  const values = new Map<string, number>();
  for (const command of commands) {
    const { hive, smoke, to } = parseApiaryCommand(instance, command);
    const a = plan.advance(first ?? 0, 0, turn, hive === 0, smoke, to);
    const b = plan.advance(second ?? 0, 1, turn, hive === 1, smoke, to);
    const honey = (a % honeyCodes) + (b % honeyCodes);
    const next = plan.future(Math.floor(a / honeyCodes), Math.floor(b / honeyCodes), turn + 1);
    values.set(command, progress.honey + honey * worth + next);
  }
  return values;
}
