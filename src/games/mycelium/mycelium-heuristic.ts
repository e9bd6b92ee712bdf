// The baseline colony: scores every legal action by cells gained, nutrients, cuts into the enemy and threats to
// itself, one ply deep, and plays the best (seeded tiny noise breaks ties).
import type { Agent, AgentFactory } from '../../core/agent.js';
import { rngFromSeed } from '../../core/rng.js';
import {
  type Cell,
  type ColonyView,
  type Direction,
  directions,
  type MyceliumAction,
  type MyceliumObservation,
  manhattan,
  sameCell,
  stepCell,
} from './mycelium-state.js';

/** Plays `chooseMyceliumAction` with seeded tie-breaking noise. */
export const myceliumHeuristic: AgentFactory = (context): Agent => {
  const rng = rngFromSeed(context.seed, 19);
  return {
    name: 'mycelium-heuristic',
    act: (turn) => ({
      action: chooseMyceliumAction(
        turn.observation as MyceliumObservation,
        turn.legalActions as readonly MyceliumAction[],
        () => rng.float(),
      ),
    }),
  };
};

/** The legal action with the highest `actionValue`, plus noise below 0.01. */
export function chooseMyceliumAction(
  observation: MyceliumObservation,
  legal: readonly MyceliumAction[],
  noise: () => number,
): MyceliumAction {
  const view = boardView(observation);
  let best: MyceliumAction = legal[legal.length - 1] ?? { type: 'wait' };
  let bestValue = Number.NEGATIVE_INFINITY;
  for (const action of legal) {
    const value = actionValue(view, action) + noise() * 0.01;
    if (value > bestValue) {
      best = action;
      bestValue = value;
    }
  }
  return best;
}

/** What the valuation needs, computed once per turn. */
interface BoardView {
  readonly observation: MyceliumObservation;
  readonly me: ColonyView;
  readonly enemy: ColonyView;
  readonly enemySeat: number;
  readonly rock: (cell: Cell) => boolean;
  readonly nutrient: (cell: Cell) => boolean;
  readonly owner: (cell: Cell) => number;
  /** Steps from each cell to the nearest unowned cell through non-rock cells. */
  readonly toFree: Int32Array;
  /** Manhattan distance from the nearest enemy tip to our origin. */
  readonly danger: number;
}

function boardView(observation: MyceliumObservation): BoardView {
  const size = observation.rules.size;
  const rocks = new Set(observation.rocks.map(([r, c]) => r * size + c));
  const nutrients = new Set(observation.nutrients.map(([r, c]) => r * size + c));
  const owner = (cell: Cell) => observation.owner[cell[0]]?.[cell[1]] ?? -1;
  const rock = (cell: Cell) => rocks.has(cell[0] * size + cell[1]);
  const enemySeat = 1 - observation.you;
  const toFree = new Int32Array(size * size).fill(size * size);
  const queue: Cell[] = [];
  for (let row = 0; row < size; row++) {
    for (let column = 0; column < size; column++) {
      if (owner([row, column]) === -1 && !rock([row, column])) {
        toFree[row * size + column] = 0;
        queue.push([row, column]);
      }
    }
  }
  for (let head = 0; head < queue.length; head++) {
    const cell = queue[head] as Cell;
    for (const dir of directions) {
      const next = stepCell(size, cell, dir);
      if (!next || rock(next) || (toFree[next[0] * size + next[1]] as number) < size * size) continue;
      toFree[next[0] * size + next[1]] = (toFree[cell[0] * size + cell[1]] as number) + 1;
      queue.push(next);
    }
  }
  const me = observation.colonies[observation.you] as ColonyView;
  const enemy = observation.colonies[enemySeat] as ColonyView;
  return {
    observation,
    me,
    enemy,
    enemySeat,
    rock,
    nutrient: (cell) => nutrients.has(cell[0] * size + cell[1]),
    owner,
    toFree,
    danger: Math.min(size * 2, ...enemy.tips.map((tip) => manhattan(tip, me.origin))),
  };
}

/** The action's own value, less 3 when it spends below a hardening's cost while an enemy tip nears the origin. */
function actionValue(view: BoardView, action: MyceliumAction): number {
  const value = ownValue(view, action);
  const spent = spending(view, action);
  const reserve = view.observation.rules.hardenCost;
  const risky = view.danger <= 4 && spent > 0 && action.type !== 'harden' && view.me.energy - spent < reserve;
  return risky ? value - 3 : value;
}

/** Energy `action` costs (R10–R13). */
function spending(view: BoardView, action: MyceliumAction): number {
  const { rules } = view.observation;
  if (action.type === 'split') return rules.splitCost;
  if (action.type === 'spore') return rules.sporeCost;
  if (action.type === 'harden') return rules.hardenCost;
  if (action.type === 'wait') return 0;
  const target = stepCell(rules.size, view.me.tips[action.tip] as Cell, action.dir) as Cell;
  if (view.owner(target) !== view.enemySeat) return 0;
  return sameCell(target, view.enemy.origin) ? rules.originCost : rules.overgrowCost;
}

function ownValue(view: BoardView, action: MyceliumAction): number {
  const { observation, me } = view;
  const { rules } = observation;
  switch (action.type) {
    case 'grow':
      return growValue(view, me.tips[action.tip] as Cell, action);
    case 'split': {
      const target = stepCell(rules.size, me.tips[action.tip] as Cell, action.dir) as Cell;
      if (me.energy < rules.splitCost + 1) return -1;
      return 2.1 + (view.nutrient(target) ? 3 : 0) + 0.2 * freeNeighbours(view, target);
    }
    case 'spore': {
      const count = sporeReach(view, me.tips[action.tip] as Cell);
      return count >= 5 ? 0.9 * count : -1;
    }
    case 'harden':
      return hardenValue(view);
    case 'wait':
      return 0;
  }
}

function growValue(view: BoardView, tip: Cell, action: { readonly dir: Direction }): number {
  const { observation, enemySeat } = view;
  const size = observation.rules.size;
  const target = stepCell(size, tip, action.dir) as Cell;
  const owner = view.owner(target);
  if (owner === -1) return 2 + (view.nutrient(target) ? 3 : 0) + 0.2 * freeNeighbours(view, target);
  if (owner === observation.you) {
    const closer =
      (view.toFree[tip[0] * size + tip[1]] as number) - (view.toFree[target[0] * size + target[1]] as number);
    return 0.3 + 0.5 * closer;
  }
  const origin = sameCell(target, view.enemy.origin);
  const tipThere = view.enemy.tips.some((enemyTip) => sameCell(enemyTip, target));
  const raider = tipThere && manhattan(target, view.me.origin) <= 2;
  return 1.5 + cutSize(view, enemySeat, target) + (tipThere ? 2 : 0) + (raider ? 30 : 0) + (origin ? 50 : 0);
}

/** Unowned non-rock neighbours of `cell`, for preferring open ground. */
function freeNeighbours(view: BoardView, cell: Cell): number {
  let count = 0;
  for (const dir of directions) {
    const next = stepCell(view.observation.rules.size, cell, dir);
    if (next && !view.rock(next) && view.owner(next) === -1) count++;
  }
  return count;
}

/** Cells `seat` would lose if `removed` became someone else's: itself plus what withers behind it. */
function cutSize(view: BoardView, seat: number, removed: Cell): number {
  const size = view.observation.rules.size;
  const colony = view.observation.colonies[seat] as ColonyView;
  if (sameCell(colony.origin, removed)) return colony.cells;
  const seen = new Uint8Array(size * size);
  seen[removed[0] * size + removed[1]] = 1;
  seen[colony.origin[0] * size + colony.origin[1]] = 1;
  const stack: Cell[] = [colony.origin];
  let reached = 1;
  while (stack.length > 0) {
    const cell = stack.pop() as Cell;
    for (const dir of directions) {
      const next = stepCell(size, cell, dir);
      if (!next || seen[next[0] * size + next[1]] || view.owner(next) !== seat) continue;
      seen[next[0] * size + next[1]] = 1;
      reached++;
      stack.push(next);
    }
  }
  return colony.cells - reached;
}

/** Unowned cells a spore from `tip` would keep: those in range connected to the tip through unowned cells in range. */
function sporeReach(view: BoardView, tip: Cell): number {
  const { size, sporeRadius } = view.observation.rules;
  const seen = new Set<number>([tip[0] * size + tip[1]]);
  const stack: Cell[] = [tip];
  let count = 0;
  while (stack.length > 0) {
    const cell = stack.pop() as Cell;
    for (const dir of directions) {
      const next = stepCell(size, cell, dir);
      if (!next || seen.has(next[0] * size + next[1]) || manhattan(next, tip) > sporeRadius) continue;
      if (view.rock(next) || view.owner(next) !== -1) continue;
      seen.add(next[0] * size + next[1]);
      count += view.nutrient(next) ? 2 : 1;
      stack.push(next);
    }
  }
  return count;
}

/** Worth hardening when an enemy tip touches our origin (and could soon afford it) or a cell whose loss cuts deep. */
function hardenValue(view: BoardView): number {
  const { observation, enemy } = view;
  const { rules } = observation;
  if (enemy.energy < rules.overgrowCost) return -1;
  let threat = 0;
  for (const tip of enemy.tips) {
    for (const dir of directions) {
      const cell = stepCell(rules.size, tip, dir);
      if (!cell || view.owner(cell) !== observation.you) continue;
      if ((observation.hardened[cell[0]]?.[cell[1]] ?? 0) > 1) continue;
      const origin = sameCell(cell, view.me.origin);
      if (origin && enemy.energy + rules.nutrientEnergy >= rules.originCost) return 100;
      if (!origin) threat = Math.max(threat, cutSize(view, observation.you, cell));
    }
  }
  return threat >= 4 ? threat * 0.8 : -1;
}
