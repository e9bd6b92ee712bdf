// Constraint reasoning over what a minesweeper player can see: sure deductions (single and linked constraints), exact
// mine odds by enumerating frontier configurations, and uniform sampling of mine layouts consistent with the board.
import type { Rng } from '../../core/rng.js';
import { countOf, isCovered, neighbourTable } from './minesweeper-state.js';

/** Exactly `mines` of `cells` (row-major indices of covered cells) are mines. */
export interface Constraint {
  readonly cells: readonly number[];
  readonly mines: number;
}

/** What the board says about its covered cells; flags are ignored (a flag is the player's guess, not a fact). */
export interface MineProblem {
  readonly cellCount: number;
  /** Covered cells (`?` and `F`), the unknowns. */
  readonly unknown: readonly number[];
  /** Mines among the covered cells: the mine count minus the mines already uncovered (`X`). */
  readonly hidden: number;
  /** One constraint per uncovered count with covered neighbours. */
  readonly constraints: readonly Constraint[];
}

/** Per cell: 1 a certain mine, 0 certainly safe, -1 undecided; uncovered cells are -1 and never looked at. */
export type Certainty = Int8Array;

/** The chance that each cell holds a mine; exact when every frontier configuration could be enumerated. */
export interface MineOdds {
  /** Per cell: the probability of a mine for covered cells; 0 for uncovered cells. */
  readonly probability: Float64Array;
  readonly exact: boolean;
}

/** Nodes one enumeration may visit before it gives up (bounds a decision to a few milliseconds). */
const enumerationBudget = 400_000;

/** The constraints a board view (`?`, `F`, `0`–`8`, `X` per cell) puts on its covered cells. */
export function mineProblem(view: string, rows: number, columns: number, mineCount: number): MineProblem {
  const neighbours = neighbourTable(rows, columns);
  const unknown: number[] = [];
  const constraints: Constraint[] = [];
  let uncoveredMines = 0;
  for (let cell = 0; cell < view.length; cell++) {
    const symbol = view[cell];
    if (isCovered(symbol)) unknown.push(cell);
    if (symbol === 'X') uncoveredMines++;
    const count = countOf(symbol);
    if (count < 0) continue;
    const cells: number[] = [];
    let mines = count;
    for (const other of neighbours[cell] as readonly number[]) {
      if (isCovered(view[other])) cells.push(other);
      else if (view[other] === 'X') mines--;
    }
    if (cells.length > 0) constraints.push({ cells, mines });
  }
  return { cellCount: view.length, unknown, hidden: mineCount - uncoveredMines, constraints };
}

/**
 * Sure deductions: a constraint with no mines left (all its cells safe) or with as many mines as cells (all mines),
 * and linked pairs of overlapping constraints (the 1-2-1 and subset patterns), repeated until nothing changes; the
 * mine total closes the board when it is used up or equals the covered cells left.
 */
export function deduce(problem: MineProblem): Certainty {
  const certainty = new Int8Array(problem.cellCount).fill(-1);
  for (let changed = true; changed; ) {
    changed = false;
    const constraints = reduce(problem.constraints, certainty);
    const settle = (cells: readonly number[], value: 0 | 1): void => {
      for (const cell of cells) {
        if (certainty[cell] === -1) {
          certainty[cell] = value;
          changed = true;
        }
      }
    };
    for (const constraint of constraints) {
      if (constraint.mines === 0) settle(constraint.cells, 0);
      else if (constraint.mines === constraint.cells.length) settle(constraint.cells, 1);
    }
    if (!changed) linkedDeductions(constraints, problem.cellCount, settle);
    if (!changed) {
      const open = problem.unknown.filter((cell) => certainty[cell] === -1);
      const left = problem.hidden - problem.unknown.filter((cell) => certainty[cell] === 1).length;
      if (open.length > 0 && left === 0) settle(open, 0);
      else if (open.length > 0 && left === open.length) settle(open, 1);
    }
  }
  return certainty;
}

/**
 * The probability of a mine in every cell, every consistent layout equally likely (the sure deductions first, then
 * each independent frontier region enumerated and combined with the mine total); approximate when a region is too big.
 */
export function mineOdds(problem: MineProblem, certainty: Certainty = deduce(problem)): MineOdds {
  const probability = new Float64Array(problem.cellCount);
  for (const cell of problem.unknown) probability[cell] = certainty[cell] === 1 ? 1 : 0;
  const layout = openLayout(problem, certainty);
  const enumerated = layout.components.map((component) => countComponent(component));
  if (enumerated.some((counts) => counts === null)) {
    approximateOdds(problem, certainty, layout, probability);
    return { probability, exact: false };
  }
  const tables = enumerated as ComponentCounts[];
  const open = layout.interior.length;
  const total = convolveAll(tables.map((table) => table.counts));
  let normaliser = 0;
  let interiorMines = 0;
  for (let mines = 0; mines < total.length; mines++) {
    const weight = (total[mines] as number) * binomial(open, layout.hidden - mines);
    normaliser += weight;
    interiorMines += weight * (layout.hidden - mines);
  }
  if (!(normaliser > 0)) throw new Error('minesweeper: the board admits no mine layout');
  for (const cell of layout.interior) probability[cell] = interiorMines / normaliser / open;
  for (const [index, table] of tables.entries()) {
    const others = convolveAll(tables.filter((_, at) => at !== index).map((other) => other.counts));
    const component = layout.components[index] as Component;
    for (let mines = 0; mines < table.counts.length; mines++) {
      const tally = table.tallies[mines];
      if (!tally) continue;
      let weight = 0;
      for (let rest = 0; rest < others.length; rest++) {
        weight += (others[rest] as number) * binomial(open, layout.hidden - mines - rest);
      }
      if (weight === 0) continue;
      for (const [slot, cell] of component.cells.entries()) {
        probability[cell] = (probability[cell] as number) + ((tally[slot] as number) * weight) / normaliser;
      }
    }
  }
  return { probability, exact: true };
}

/**
 * The covered cells holding mines in a layout drawn uniformly among all layouts consistent with the board and the
 * mine total (flags play no part); `accept` may reject a drawn layout (it is then drawn again).
 */
export function sampleMineLayout(
  problem: MineProblem,
  rng: Rng,
  accept?: (mines: readonly number[]) => boolean,
): number[] {
  const certainty = deduce(problem);
  const layout = openLayout(problem, certainty);
  const tables = layout.components.map((component) => countComponent(component));
  for (let attempt = 0; attempt < 100; attempt++) {
    const chosen = tables.every((table) => table !== null)
      ? exactDraw(layout, tables as ComponentCounts[], rng)
      : anyLayout(layout, rng);
    const mines = problem.unknown
      .filter((cell) => certainty[cell] === 1)
      .concat(chosen)
      .sort((a, b) => a - b);
    if (!accept || accept(mines)) return mines;
  }
  throw new Error('minesweeper: no acceptable mine layout found in 100 draws');
}

/** The reduced problem after sure deductions: independent frontier components, interior cells, mines left. */
interface OpenLayout {
  readonly components: readonly Component[];
  /** Undecided covered cells next to no uncovered count. */
  readonly interior: readonly number[];
  /** Mines among the undecided cells. */
  readonly hidden: number;
}

/** Cells linked through shared constraints, in an order that completes constraints early, with their constraints. */
interface Component {
  readonly cells: readonly number[];
  /** Constraints over slots (indices into `cells`). */
  readonly constraints: readonly { readonly slots: readonly number[]; readonly mines: number }[];
}

/** Per number of mines in a component: its layouts, and per slot how many of them put a mine there. */
interface ComponentCounts {
  readonly counts: number[];
  readonly tallies: (Float64Array | undefined)[];
}

function reduce(constraints: readonly Constraint[], certainty: Certainty): Constraint[] {
  const reduced: Constraint[] = [];
  const seen = new Set<string>();
  for (const constraint of constraints) {
    const cells: number[] = [];
    let mines = constraint.mines;
    for (const cell of constraint.cells) {
      const value = certainty[cell];
      if (value === -1) cells.push(cell);
      else if (value === 1) mines--;
    }
    if (cells.length === 0) continue;
    const key = `${cells.join(',')}:${mines}`;
    if (seen.has(key)) continue;
    seen.add(key);
    reduced.push({ cells, mines });
  }
  return reduced;
}

/** For overlapping constraints A and B, bounds on the mines in A∩B settle A−B or B−A (or the overlap) when tight. */
function linkedDeductions(
  constraints: readonly Constraint[],
  cellCount: number,
  settle: (cells: readonly number[], value: 0 | 1) => void,
): void {
  const byCell: number[][] = Array.from({ length: cellCount }, () => []);
  for (const [index, constraint] of constraints.entries())
    for (const cell of constraint.cells) byCell[cell]?.push(index);
  const done = new Set<number>();
  const inB = new Uint8Array(cellCount);
  for (const [a, first] of constraints.entries()) {
    for (const cell of first.cells) {
      for (const b of byCell[cell] as number[]) {
        if (b <= a || done.has(a * constraints.length + b)) continue;
        done.add(a * constraints.length + b);
        const second = constraints[b] as Constraint;
        for (const other of second.cells) inB[other] = 1;
        const overlap: number[] = [];
        const onlyFirst: number[] = [];
        for (const other of first.cells) (inB[other] ? overlap : onlyFirst).push(other);
        for (const other of second.cells) inB[other] = 0;
        const inOverlap = new Set(overlap);
        const onlySecond = second.cells.filter((other) => !inOverlap.has(other));
        const most = Math.min(overlap.length, first.mines, second.mines);
        const least = Math.max(0, first.mines - onlyFirst.length, second.mines - onlySecond.length);
        for (const [only, mines] of [
          [onlyFirst, first.mines],
          [onlySecond, second.mines],
        ] as const) {
          if (only.length === 0) continue;
          if (mines - most === only.length) settle(only, 1);
          else if (mines - least === 0) settle(only, 0);
        }
        if (least === overlap.length) settle(overlap, 1);
        else if (most === 0) settle(overlap, 0);
      }
    }
  }
}

function openLayout(problem: MineProblem, certainty: Certainty): OpenLayout {
  const constraints = reduce(problem.constraints, certainty);
  const parent = new Map<number, number>();
  const find = (cell: number): number => {
    let root = cell;
    while (parent.get(root) !== root) root = parent.get(root) as number;
    parent.set(cell, root);
    return root;
  };
  for (const constraint of constraints) {
    for (const cell of constraint.cells) if (!parent.has(cell)) parent.set(cell, cell);
    const first = find(constraint.cells[0] as number);
    for (const cell of constraint.cells) parent.set(find(cell), first);
  }
  const groups = new Map<number, Constraint[]>();
  for (const constraint of constraints) {
    const root = find(constraint.cells[0] as number);
    const group = groups.get(root);
    if (group) group.push(constraint);
    else groups.set(root, [constraint]);
  }
  const components = [...groups.values()].map(componentOf);
  const decidedMines = problem.unknown.filter((cell) => certainty[cell] === 1).length;
  const interior = problem.unknown.filter((cell) => certainty[cell] === -1 && !parent.has(cell));
  return { components, interior, hidden: problem.hidden - decidedMines };
}

function componentOf(constraints: readonly Constraint[]): Component {
  const byCell = new Map<number, Constraint[]>();
  for (const constraint of constraints) {
    for (const cell of constraint.cells) {
      const list = byCell.get(cell);
      if (list) list.push(constraint);
      else byCell.set(cell, [constraint]);
    }
  }
  // Breadth-first order along the constraints, so that each constraint's cells are assigned close together.
  const first = constraints[0]?.cells[0] as number;
  const cells = [first];
  const slotOf = new Map<number, number>([[first, 0]]);
  for (let at = 0; at < cells.length; at++) {
    for (const constraint of byCell.get(cells[at] as number) ?? []) {
      for (const cell of constraint.cells) {
        if (slotOf.has(cell)) continue;
        slotOf.set(cell, cells.length);
        cells.push(cell);
      }
    }
  }
  return {
    cells,
    constraints: constraints.map((constraint) => ({
      slots: constraint.cells.map((cell) => slotOf.get(cell) as number),
      mines: constraint.mines,
    })),
  };
}

/**
 * Visits every mine assignment of `component` that satisfies its constraints, in a fixed order; `visit` returns true
 * to stop. Returns false when the node budget ran out first.
 */
function enumerate(component: Component, visit: (assignment: Uint8Array, mines: number) => boolean): boolean {
  const size = component.cells.length;
  const bySlot: number[][] = Array.from({ length: size }, () => []);
  const targets = component.constraints.map((constraint) => constraint.mines);
  const have = new Int32Array(targets.length);
  const left = new Int32Array(targets.length);
  for (const [index, constraint] of component.constraints.entries()) {
    left[index] = constraint.slots.length;
    for (const slot of constraint.slots) bySlot[slot]?.push(index);
  }
  const assignment = new Uint8Array(size);
  let budget = enumerationBudget;
  let exhausted = false;
  const go = (slot: number, mines: number): boolean => {
    if (--budget < 0) {
      exhausted = true;
      return true;
    }
    if (slot === size) return visit(assignment, mines);
    const touched = bySlot[slot] as number[];
    for (let value = 0; value <= 1; value++) {
      let fits = true;
      for (const index of touched) {
        const remaining = (left[index] as number) - 1;
        const mined = (have[index] as number) + value;
        left[index] = remaining;
        have[index] = mined;
        const need = targets[index] as number;
        if (mined > need || mined + remaining < need) fits = false;
      }
      assignment[slot] = value;
      const stop = fits && go(slot + 1, mines + value);
      for (const index of touched) {
        left[index] = (left[index] as number) + 1;
        have[index] = (have[index] as number) - value;
      }
      if (stop) return true;
    }
    assignment[slot] = 0;
    return false;
  };
  go(0, 0);
  return !exhausted;
}

function countComponent(component: Component): ComponentCounts | null {
  const counts: number[] = new Array(component.cells.length + 1).fill(0);
  const tallies: (Float64Array | undefined)[] = new Array(component.cells.length + 1).fill(undefined);
  const complete = enumerate(component, (assignment, mines) => {
    counts[mines] = (counts[mines] as number) + 1;
    let tally = tallies[mines];
    if (!tally) {
      tally = new Float64Array(assignment.length);
      tallies[mines] = tally;
    }
    for (let slot = 0; slot < assignment.length; slot++)
      if (assignment[slot]) tally[slot] = (tally[slot] as number) + 1;
    return false;
  });
  return complete ? { counts, tallies } : null;
}

/** Draws component mine counts with their exact weights, then one layout uniformly within each count. */
function exactDraw(layout: OpenLayout, tables: readonly ComponentCounts[], rng: Rng): number[] {
  const open = layout.interior.length;
  const suffixes: number[][] = [[1]];
  for (let index = tables.length - 1; index >= 0; index--) {
    suffixes.unshift(convolve((tables[index] as ComponentCounts).counts, suffixes[0] as number[]));
  }
  const chosen: number[] = [];
  let placed = 0;
  for (const [index, table] of tables.entries()) {
    const rest = suffixes[index + 1] as number[];
    const weights = table.counts.map((count, mines) => {
      if (count === 0) return 0;
      let weight = 0;
      for (let later = 0; later < rest.length; later++) {
        weight += (rest[later] as number) * binomial(open, layout.hidden - placed - mines - later);
      }
      return count * weight;
    });
    const mines = pickWeighted(weights, rng);
    const target = rng.int(0, (table.counts[mines] as number) - 1);
    const component = layout.components[index] as Component;
    let seen = 0;
    enumerate(component, (assignment, count) => {
      if (count !== mines) return false;
      if (seen++ < target) return false;
      for (let slot = 0; slot < assignment.length; slot++)
        if (assignment[slot]) chosen.push(component.cells[slot] as number);
      return true;
    });
    placed += mines;
  }
  return chosen.concat(rng.shuffle(layout.interior).slice(0, layout.hidden - placed));
}

/** Any consistent layout, by randomised depth-first search (used when a component is too big to enumerate). */
function anyLayout(layout: OpenLayout, rng: Rng): number[] {
  const open = layout.interior.length;
  const chosen: number[] = [];
  const order = rng.shuffle(layout.components.map((_, index) => index));
  const search = (position: number, placed: number): boolean => {
    if (position === order.length) {
      const rest = layout.hidden - placed;
      if (rest < 0 || rest > open) return false;
      chosen.push(...rng.shuffle(layout.interior).slice(0, rest));
      return true;
    }
    const component = layout.components[order[position] as number] as Component;
    let found = false;
    const visit = (assignment: Uint8Array, mines: number): boolean => {
      const start = chosen.length;
      for (let slot = 0; slot < assignment.length; slot++)
        if (assignment[slot]) chosen.push(component.cells[slot] as number);
      if (search(position + 1, placed + mines)) {
        found = true;
        return true;
      }
      chosen.length = start;
      return false;
    };
    enumerate(component, visit);
    return found;
  };
  if (!search(0, 0)) throw new Error('minesweeper: could not find a mine layout consistent with the board');
  return chosen;
}

function approximateOdds(
  problem: MineProblem,
  certainty: Certainty,
  layout: OpenLayout,
  probability: Float64Array,
): void {
  const constraints = reduce(problem.constraints, certainty);
  let frontierGuess = 0;
  const frontier = new Set<number>();
  for (const constraint of constraints) {
    const ratio = constraint.mines / constraint.cells.length;
    for (const cell of constraint.cells) {
      frontier.add(cell);
      probability[cell] = Math.max(probability[cell] as number, ratio);
    }
  }
  for (const cell of frontier) frontierGuess += probability[cell] as number;
  const open = layout.interior.length;
  const density = open > 0 ? Math.min(1, Math.max(0, (layout.hidden - frontierGuess) / open)) : 0;
  for (const cell of layout.interior) probability[cell] = density;
}

function pickWeighted(weights: readonly number[], rng: Rng): number {
  let total = 0;
  for (const weight of weights) total += weight;
  if (!(total > 0)) throw new Error('minesweeper: the board admits no mine layout');
  let point = rng.float() * total;
  let last = 0;
  for (const [index, weight] of weights.entries()) {
    if (weight <= 0) continue;
    last = index;
    if (point < weight) return index;
    point -= weight;
  }
  return last;
}

function convolve(first: readonly number[], second: readonly number[]): number[] {
  const result = new Array<number>(first.length + second.length - 1).fill(0);
  for (let i = 0; i < first.length; i++) {
    const a = first[i] as number;
    if (a === 0) continue;
    for (let j = 0; j < second.length; j++) result[i + j] = (result[i + j] as number) + a * (second[j] as number);
  }
  return result;
}

function convolveAll(lists: readonly (readonly number[])[]): number[] {
  return lists.reduce<number[]>((total, list) => convolve(total, list), [1]);
}

const pascal: number[][] = [[1]];

/** n choose k as a float (0 outside 0 ≤ k ≤ n). */
export function binomial(n: number, k: number): number {
  if (k < 0 || k > n || n < 0) return 0;
  while (pascal.length <= n) {
    const previous = pascal[pascal.length - 1] as number[];
    const row = [1];
    for (let index = 1; index < previous.length; index++)
      row.push((previous[index - 1] as number) + (previous[index] as number));
    row.push(1);
    pascal.push(row);
  }
  return (pascal[n] as number[])[k] as number;
}
