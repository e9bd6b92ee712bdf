// Each command's worth knowing the rules: the most places the boats can still climb when it is played now (exact search
// over turns left, the locks' levels and the boats' places), each place worth a little more the more turns are left
// when it is climbed, so that among plans climbing as many the sooner one is worth more (a solver averaging over rule
// sets then works the boats where most of them say the gates will open, and learns from the water, rather than idling).
import { rulesInstanceMemo } from '../hidden-rules/rules-instance-memo.js';
import {
  canalLocksCommands,
  type Flight,
  gatesOpen,
  knownLevels,
  leakAfter,
  passWater,
  playCanalLocks,
  through,
} from './canal-locks-play.js';
import { type CanalLocksRules, rise } from './canal-locks-rules.js';
import type { CanalLocksInstance, CanalLocksProgress } from './canal-locks-state.js';

/** Less than a place over any day: what a place climbed is worth more for each turn left when it is climbed. */
const lateness = 0.001;
/** The most turns a search looks ahead. */
const maxTurns = 32;
/** Levels a lock's water can stand at (between the places either side of it), and places a boat can be at. */
const lockLevels = rise + 1;
const boatPlaces = through + 1;
const locks = 3;

/** The places climbed: every boat's place above the lower pound. */
export function stagesOf({ boats }: { readonly boats: readonly number[] }): number {
  return boats.reduce((sum, place) => sum + place, 0);
}

/** A flight as one integer: each lock's level above its lowest, then each boat's place. */
function pack({ levels, boats }: Flight): number {
  let code = 0;
  for (let boat = boats.length - 1; boat >= 0; boat--) code = code * boatPlaces + (boats[boat] ?? 0);
  for (let lock = locks - 1; lock >= 0; lock--) code = code * lockLevels + (levels[lock] ?? 0) - rise * lock;
  return code;
}

function unpack(code: number, boatCount: number): Flight {
  const levels = Array.from(
    { length: locks },
    (_, lock) => rise * lock + (Math.floor(code / lockLevels ** lock) % lockLevels),
  );
  const rest = Math.floor(code / lockLevels ** locks);
  const boats = Array.from({ length: boatCount }, (_, boat) => Math.floor(rest / boatPlaces ** boat) % boatPlaces);
  return { levels, boats };
}

/** The worth of the places still to come from a packed flight with `left` of the day's `turns` turns to play, for one rule set and flight. */
const plannerOf = rulesInstanceMemo((rules: CanalLocksRules, instance: CanalLocksInstance, turns: number) => {
  const boatCount = instance.boats.length;
  const codes = lockLevels ** locks * boatPlaces ** boatCount;
  const memo = new Float64Array(codes * maxTurns).fill(Number.NaN);
  const next: (readonly (readonly [number, number])[] | undefined)[] = [];
  /**
   * Every flight turn `turn` can lead to (opening each paddle, working each boat, waiting), without repeats, with the
   * places it climbs; the leak's turns differ from the others, so each code has one list per place in the leak's cycle.
   */
  const successors = (code: number, turn: number): readonly (readonly [number, number])[] => {
    const index = code * rules.leakEvery + (turn % rules.leakEvery);
    const known = next[index];
    if (known) return known;
    const flight = unpack(code, boatCount);
    const found = new Map<number, number>();
    const add = (each: Flight) => found.set(pack(each), stagesOf(each) - stagesOf(flight));
    for (const culvert of rules.culverts) {
      add({ ...flight, levels: leakAfter(rules, passWater(flight.levels, culvert, rules.flow).levels, turn) });
    }
    for (const [boat, place] of flight.boats.entries()) {
      if (!gatesOpen(flight, boat)) continue;
      const boats = flight.boats.map((each, index) => (index === boat ? place + 1 : each));
      add({ levels: leakAfter(rules, flight.levels, turn), boats });
    }
    add({ ...flight, levels: leakAfter(rules, flight.levels, turn) });
    const list = [...found];
    next[index] = list;
    return list;
  };
  const future = (code: number, left: number): number => {
    if (left <= 0) return 0;
    const key = code * maxTurns + left;
    const known = memo[key] ?? Number.NaN;
    if (!Number.isNaN(known)) return known;
    let value = 0;
    for (const [after, gain] of successors(code, turns - left + 1)) {
      value = Math.max(value, gain * (1 + lateness * left) + future(after, left - 1));
    }
    memo[key] = value;
    return value;
  };
  return future;
});

/**
 * One rules object per behaviour of the water: the planner searches over culverts, not paddles, and from known levels,
 * so rule sets that differ only in the paddles' order or the dawn level share its tables.
 */
const byBehaviour = new Map<string, CanalLocksRules>();
function behaviourOf(rules: CanalLocksRules): CanalLocksRules {
  const shared = { ...rules, culverts: [0, 1, 2, 3], dawn: 0 };
  const key = JSON.stringify(shared);
  const known = byBehaviour.get(key);
  if (known) return known;
  byBehaviour.set(key, shared);
  return shared;
}

/** For each legal command, the places of the whole day if it is played now and the best commands after it. */
export function canalLocksValues(
  rules: CanalLocksRules,
  instance: CanalLocksInstance,
  progress: CanalLocksProgress,
  turns: number,
  turnsLeft: number,
): ReadonlyMap<string, number> {
  const future = plannerOf(behaviourOf(rules), instance, turns);
  const stages = stagesOf(progress);
  const values = new Map<string, number>();
  for (const command of canalLocksCommands(instance, progress)) {
    const after = playCanalLocks(rules, instance, progress, command, turns - turnsLeft + 1).progress;
    const gain = stagesOf(after) - stages;
    const flight = { levels: knownLevels(rules, after.levels), boats: after.boats };
    values.set(command, stages + gain * (1 + lateness * turnsLeft) + future(pack(flight), turnsLeft - 1));
  }
  return values;
}
