// The two minesweeper players: a heuristic (single-number deductions, else a random cell) and the reference, a
// constraint solver (linked-constraint deductions, then exact mine odds over the frontier for the safest guess).
import type { Agent, AgentFactory } from '../../core/agent.js';
import { type Rng, rngFromSeed } from '../../core/rng.js';
import { deduce, mineOdds, mineProblem } from './minesweeper-constraints.js';
import {
  countOf,
  countSymbol,
  hiddenMines,
  type MinesweeperAction,
  type MinesweeperObservation,
  neighbourTable,
} from './minesweeper-state.js';

/** An agent's choice, its estimate of the immediate reward and a short reason. */
export interface MinesweeperChoice {
  readonly action: MinesweeperAction;
  readonly selfScore: number;
  readonly note: string;
}

/** Plays `chooseHeuristicAction` with its own seeded generator for random cells. */
export const minesweeperHeuristic: AgentFactory = (context): Agent => {
  const rng = rngFromSeed(context.seed);
  return {
    name: 'minesweeper-heuristic',
    act: (turn) => chooseHeuristicAction(turn.observation as MinesweeperObservation, rng),
  };
};

/** Plays `chooseReferenceAction` with its own seeded generator for breaking ties between equally safe guesses. */
export const minesweeperReference: AgentFactory = (context): Agent => {
  const rng = rngFromSeed(context.seed);
  return {
    name: 'minesweeper-reference',
    act: (turn) => chooseReferenceAction(turn.observation as MinesweeperObservation, rng),
  };
};

/**
 * Single-number deductions, taking its own flags as mines: a number whose flags and uncovered mines already account
 * for it makes its other covered neighbours safe (uncover one); a number with exactly as many covered neighbours as
 * mines still missing makes them all mines (flag one). Otherwise it uncovers a random covered cell.
 */
export function chooseHeuristicAction(observation: MinesweeperObservation, rng: Rng): MinesweeperChoice {
  const { rules, view, mineCount } = observation;
  const neighbours = neighbourTable(rules.rows, rules.columns);
  const canFlag = hiddenMines(mineCount, view) > countSymbol(view, 'F');
  for (let cell = 0; cell < view.length; cell++) {
    const count = countOf(view[cell]);
    if (count < 0) continue;
    const covered: number[] = [];
    let marked = 0;
    for (const other of neighbours[cell] as readonly number[]) {
      if (view[other] === '?') covered.push(other);
      else if (view[other] === 'F' || view[other] === 'X') marked++;
    }
    if (covered.length === 0) continue;
    if (marked === count)
      return {
        action: cellAction('uncover', covered[0] as number, rules.columns),
        selfScore: 0,
        note: 'safe by a single number',
      };
    if (canFlag && count - marked === covered.length) {
      return {
        action: cellAction('flag', covered[0] as number, rules.columns),
        selfScore: 1 / mineCount,
        note: 'mine by a single number',
      };
    }
  }
  const covered: number[] = [];
  for (let cell = 0; cell < view.length; cell++) if (view[cell] === '?') covered.push(cell);
  if (covered.length === 0) return { action: { type: 'end' }, selfScore: 0, note: 'nothing left to uncover' };
  return { action: cellAction('uncover', rng.pick(covered), rules.columns), selfScore: 0, note: 'random guess' };
}

/**
 * A constraint solver: uncovers cells proven safe (single numbers, linked pairs of numbers, the mine total, then exact
 * enumeration of the frontier); flags proven mines before it has to guess or when steps run short (flags are what
 * scores); and otherwise uncovers the covered cell with the lowest exact mine probability.
 */
export function chooseReferenceAction(observation: MinesweeperObservation, rng: Rng): MinesweeperChoice {
  const { rules, view, mineCount } = observation;
  const columns = rules.columns;
  const problem = mineProblem(view, rules.rows, columns, mineCount);
  const certainty = deduce(problem);
  const flags = countSymbol(view, 'F');
  const hidden = problem.hidden;
  const stepsLeft = rules.maxSteps - observation.step;
  const uncover = (cell: number, note: string): MinesweeperChoice => ({
    action: cellAction('uncover', cell, columns),
    selfScore: problem.unknown.length - hidden === 1 ? (hidden - correctFlags(view, certainty)) / mineCount : 0,
    note,
  });
  const flag = (cell: number, note: string): MinesweeperChoice => ({
    action: cellAction('flag', cell, columns),
    selfScore: 1 / mineCount,
    note,
  });
  // A flag on a proven safe cell (never placed by this player, but possible in a resumed position) comes off first.
  const wrongFlag = problem.unknown.find((cell) => view[cell] === 'F' && certainty[cell] === 0);
  if (wrongFlag !== undefined)
    return { action: cellAction('unflag', wrongFlag, columns), selfScore: 0, note: 'flag on a safe cell' };
  let safe = problem.unknown.filter((cell) => view[cell] === '?' && certainty[cell] === 0);
  let mines = problem.unknown.filter((cell) => view[cell] === '?' && certainty[cell] === 1);
  const canFlag = hidden > flags;
  const provenMines = problem.unknown.filter((cell) => certainty[cell] === 1).length;
  if (provenMines === hidden && hidden > 0) {
    // Every mine is known: win by whichever needs fewer steps, flagging the rest or uncovering the safe cells left.
    const safeLeft = problem.unknown.length - hidden;
    if (mines.length > 0 && canFlag && (mines.length <= safeLeft || safe.length === 0))
      return flag(mines[0] as number, 'all mines known: flag to win');
    if (safe.length > 0) return uncover(safe[0] as number, 'all mines known: uncover to win');
  }
  if (canFlag && mines.length > 0 && stepsLeft <= mines.length)
    return flag(mines[0] as number, 'few steps left: bank a proven mine');
  if (safe.length > 0) return uncover(bestSafe(safe, view, rules.rows, columns), 'proven safe');
  const odds = mineOdds(problem, certainty);
  if (odds.exact) {
    safe = problem.unknown.filter((cell) => view[cell] === '?' && (odds.probability[cell] as number) <= 1e-12);
    if (safe.length > 0) return uncover(bestSafe(safe, view, rules.rows, columns), 'proven safe by enumeration');
    mines = problem.unknown.filter((cell) => view[cell] === '?' && (odds.probability[cell] as number) >= 1 - 1e-12);
  }
  if (canFlag && mines.length > 0) return flag(mines[0] as number, 'bank a proven mine before guessing');
  let lowest = Number.POSITIVE_INFINITY;
  let candidates: number[] = [];
  for (const cell of problem.unknown) {
    if (view[cell] !== '?') continue;
    const chance = odds.probability[cell] as number;
    if (chance < lowest - 1e-9) {
      lowest = chance;
      candidates = [cell];
    } else if (chance <= lowest + 1e-9) {
      candidates.push(cell);
    }
  }
  if (candidates.length === 0) return { action: { type: 'end' }, selfScore: 0, note: 'nothing left to uncover' };
  const guess = rng.pick(candidates);
  return uncover(guess, `guess: mine chance ${Math.round(lowest * 1000) / 10}%${odds.exact ? '' : ' (estimated)'}`);
}

/** Among proven safe cells, the one with the most covered neighbours (the likeliest to open up the board). */
function bestSafe(safe: readonly number[], view: string, rows: number, columns: number): number {
  const neighbours = neighbourTable(rows, columns);
  let best = safe[0] as number;
  let bestCovered = -1;
  for (const cell of safe) {
    let covered = 0;
    for (const other of neighbours[cell] as readonly number[])
      if (view[other] === '?' || view[other] === 'F') covered++;
    if (covered > bestCovered) {
      best = cell;
      bestCovered = covered;
    }
  }
  return best;
}

/** Flags on cells proven to be mines. */
function correctFlags(view: string, certainty: Int8Array): number {
  let count = 0;
  for (let cell = 0; cell < view.length; cell++) if (view[cell] === 'F' && certainty[cell] === 1) count++;
  return count;
}

function cellAction(type: 'uncover' | 'flag' | 'unflag', cell: number, columns: number): MinesweeperAction {
  return { type, row: Math.floor(cell / columns), column: cell % columns };
}
