// Each command's worth knowing the rules: the thriving turns of the whole day when it is played now and the best
// commands after it (exact search over the turn, heat, moisture, the stove's heat on its way, the vents and the wood),
// each thriving turn worth a little less the later it comes, so that among plans worth as much the one that brings the
// plants round sooner is worth more. The search numbers the glasshouse's states and asks `advance` once per state,
// command and weather, so the rules live in one place.
import { rulesInstanceMemo } from '../hidden-rules/rules-instance-memo.js';
import { advance, type GlasshouseCore, glasshouseCommands } from './glasshouse-play.js';
import type { GlasshouseRules } from './glasshouse-rules.js';
import {
  type GlasshouseInstance,
  type GlasshouseProgress,
  maxHeat,
  maxMoisture,
  thriving,
  type Weather,
} from './glasshouse-state.js';

/** Points per thriving turn (the design's score). */
export const pointsPerTurn = 50;
/** Less than a turn's points over any day: the share of a thriving turn's worth lost per turn it comes later. */
const lateness = 0.001;

/** The worth of a thriving turn played as turn `turn`. */
const worth = (turn: number) => pointsPerTurn * (1 - lateness * turn);

const weathers: readonly Weather[] = ['cold', 'mild', 'sunny'];
/** The commands by number; 2 turns the vents whichever way they are not. */
const commandCount = 4;

/** The best worth of the turns from `turn` (1-based) to the end, from the glasshouse `core` under one rule set and day. */
type Future = (core: GlasshouseCore, turn: number) => number;

const futureOf = rulesInstanceMemo((rules: GlasshouseRules, instance: GlasshouseInstance): Future => {
  // States numbered in mixed radix: heat, moisture, stove heat on its way (fewer than 2^stoveLag patterns), vents, wood.
  const patterns = 1 << rules.stoveLag;
  const woods = instance.wood + 1;
  const states = (maxHeat + 1) * (maxMoisture + 1) * patterns * 2 * woods;
  const number = (core: GlasshouseCore) =>
    (((core.heat * (maxMoisture + 1) + core.moisture) * patterns + core.pending) * 2 +
      (core.vents === 'open' ? 1 : 0)) *
      woods +
    core.wood;
  const cores: (GlasshouseCore | undefined)[] = [];
  /** Next state by (state, command, weather), −1 where not asked yet or the command is not listed. */
  const next = new Int32Array(states * commandCount * weathers.length).fill(-1);
  const worthOf = new Uint8Array(states);
  const memo = new Float64Array((instance.weather.length + 2) * states).fill(Number.NaN);
  const remember = (core: GlasshouseCore): number => {
    const index = number(core);
    if (cores[index] === undefined) {
      cores[index] = core;
      worthOf[index] = thriving(core) ? 1 : 0;
    }
    return index;
  };
  const successors = (index: number, weather: number): Int32Array => {
    const slots = next.subarray(
      (index * weathers.length + weather) * commandCount,
      (index * weathers.length + weather + 1) * commandCount,
    );
    if (slots[commandCount - 1] === -1) {
      const core = cores[index] as GlasshouseCore;
      for (const [slot, command] of glasshouseCommands({ ...core, wood: 1 }).entries()) {
        if (command === 'stoke' && core.wood === 0) continue;
        slots[slot] = remember(advance(rules, weathers[weather] ?? 'mild', core, command));
      }
    }
    return slots;
  };
  const search = (index: number, turn: number): number => {
    const weather = instance.weather[turn - 1];
    if (weather === undefined) return 0;
    const key = turn * states + index;
    const known = memo[key] as number;
    if (!Number.isNaN(known)) return known;
    let best = 0;
    for (const after of successors(index, weathers.indexOf(weather))) {
      if (after >= 0) best = Math.max(best, (worthOf[after] ? worth(turn) : 0) + search(after, turn + 1));
    }
    memo[key] = best;
    return best;
  };
  return (core, turn) => search(remember(core), turn);
});

/** For each legal command, the day's points if it is played now and the best commands after it, sooner worth more. */
export function glasshouseValues(
  rules: GlasshouseRules,
  instance: GlasshouseInstance,
  progress: GlasshouseProgress,
  turnsLeft: number,
): ReadonlyMap<string, number> {
  const future = futureOf(rules, instance);
  const turn = instance.weather.length - turnsLeft + 1;
  const weather = instance.weather[turn - 1] ?? 'mild';
  const values = new Map<string, number>();
  for (const command of glasshouseCommands(progress)) {
    const after = advance(rules, weather, progress, command);
    const now = progress.thrived * pointsPerTurn + (thriving(after) ? worth(turn) : 0);
    values.set(command, now + future(after, turn + 1));
  }
  return values;
}
