// Each command's worth knowing the rules: exact dynamic programming over (turn, colour, pending, simmers, orders filled).

import { rulesInstanceMemo } from '../hidden-rules/rules-instance-memo.js';
import { dyeWorksCommands, pointsPerSpareTurn, transition } from './dye-works-play.js';
import { colours, type DyeWorksRules } from './dye-works-rules.js';
import type { DyeWorksInstance, DyeWorksProgress } from './dye-works-state.js';

const hues = colours.length;

/** points[turn × vats + vat]: the most points still to earn once `turn` turns are played, from vat number `vat`. */
interface FutureTable {
  readonly vats: number;
  readonly points: Float64Array;
}

interface Vat {
  readonly colour: number;
  readonly pending: number;
  readonly simmered: number;
  readonly filled: number;
}

/** For each command, the final score when it is played now (with `turnsLeft` of `turns` left) and the best after it. */
export function dyeWorksValues(
  rules: DyeWorksRules,
  instance: DyeWorksInstance,
  progress: DyeWorksProgress,
  turnsLeft: number,
  turns: number,
): ReadonlyMap<string, number> {
  const table = futureTable(rules, instance, turns);
  const turn = turns - turnsLeft + 1;
  const filled = progress.filled.reduce((bits, done, at) => (done ? bits | (1 << at) : bits), 0);
  const vat = { colour: progress.colour, pending: progress.pending, simmered: progress.simmered, filled };
  const values = new Map<string, number>();
  for (const [index, command] of dyeWorksCommands.entries()) {
    const next = transition(rules, instance, vat, index, turn, turns);
    const later = table.points[turn * table.vats + vatNumber(next, instance)] as number;
    values.set(command, progress.earned + next.points + later);
  }
  return values;
}

function vatNumber(vat: Vat, instance: DyeWorksInstance): number {
  return ((vat.colour * hues + vat.pending) * 2 + vat.simmered) * (1 << instance.orders.length) + vat.filled;
}

function buildFutureTable(rules: DyeWorksRules, instance: DyeWorksInstance, turns: number): FutureTable {
  const masks = 1 << instance.orders.length;
  const vats = hues * hues * 2 * masks;
  const commands = dyeWorksCommands.length;
  // Each reachable (vat, command)'s next vat, points without the spare-turn bonus, and whether it fills the last order.
  const next = new Int32Array(vats * commands);
  const base = new Float64Array(vats * commands);
  const completes = new Uint8Array(vats * commands);
  for (let number = 0; number < vats; number++) {
    const filled = number % masks;
    const simmered = Math.floor(number / masks) % 2;
    if (simmered >= rules.simmers) continue;
    const pending = Math.floor(number / masks / 2) % hues;
    const colour = Math.floor(number / masks / 2 / hues);
    for (let command = 0; command < commands; command++) {
      const step = transition(rules, instance, { colour, pending, simmered, filled }, command, turns, turns);
      next[number * commands + command] = vatNumber(step, instance);
      base[number * commands + command] = step.points;
      completes[number * commands + command] = step.order >= 0 && step.filled === masks - 1 ? 1 : 0;
    }
  }
  const points = new Float64Array((turns + 1) * vats);
  for (let played = turns - 1; played >= 0; played--) {
    const bonus = pointsPerSpareTurn * (turns - played - 1);
    for (let number = 0; number < vats; number++) {
      if (Math.floor(number / masks) % 2 >= rules.simmers) continue;
      let best = 0;
      for (let command = 0; command < commands; command++) {
        const edge = number * commands + command;
        const gain = (base[edge] as number) + (completes[edge] ? bonus : 0);
        best = Math.max(best, gain + (points[(played + 1) * vats + (next[edge] as number)] as number));
      }
      points[played * vats + number] = best;
    }
  }
  return { vats, points };
}

/** The planner's table, built once per (rules, instance). */
const futureTable = rulesInstanceMemo(buildFutureTable);
