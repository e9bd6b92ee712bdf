// One simultaneous turn, in the documented phase order (docs/games/lantern-maze.md, R12–R21): snares are laid,
// miners move, beasts move, snares spring, contacts, lanterns burn down, miners collect. Only what changes is copied.
import { moveBeasts } from './lantern-maze-beasts.js';
import {
  type Beast,
  type Cell,
  distancesFrom,
  isWall,
  item,
  type LanternMazeAction,
  type LanternMazeState,
  type Miner,
  type Snare,
  sameCell,
  stepCell,
} from './lantern-maze-state.js';

type MutableMiner = { -readonly [K in keyof Miner]: Miner[K] };
type MutableBeast = { -readonly [K in keyof Beast]: Beast[K] };

/** The working copies a turn's phases change, beside the state the turn started from. */
interface TurnInProgress {
  readonly state: LanternMazeState;
  readonly miners: MutableMiner[];
  beasts: MutableBeast[];
  snares: readonly Snare[];
  readonly events: string[];
}

/** The state after both seats' `actions` (seat order); never mutates `state`. */
export function playTurn(state: LanternMazeState, actions: readonly LanternMazeAction[]): LanternMazeState {
  const turn: TurnInProgress = {
    state,
    miners: state.miners.map((miner) => ({ ...miner })),
    beasts: [],
    snares: state.snares,
    events: [],
  };
  laySnares(turn, actions);
  moveMiners(turn, actions);
  const before = state.miners.map((miner) => miner.cell);
  const distances = state.beasts.length > 0 ? before.map((cell) => distancesFrom(state.board, cell)) : [];
  turn.beasts = moveBeasts(state, distances).map((beast) => ({ ...beast }));
  springSnares(turn);
  resolveContacts(turn);
  const { board, collectibles } = collect(turn);
  const { miners, beasts, snares, events } = turn;
  return { ...state, board, collectibles, miners, beasts, snares, turn: state.turn + 1, events };
}

/** R12: each miner playing `snare` lays one on its own cell. */
function laySnares(turn: TurnInProgress, actions: readonly LanternMazeAction[]): void {
  actions.forEach((action, seat) => {
    if (action !== 'snare') return;
    const miner = turn.miners[seat] as MutableMiner;
    miner.snaresLeft--;
    turn.snares = [...turn.snares, { cell: miner.cell, owner: seat }];
    turn.events.push(`miner ${seat} laid a snare at ${cellText(miner.cell)}`);
  });
}

/** R13: miners move at once; a stunned miner stays and is stunned one turn less. */
function moveMiners(turn: TurnInProgress, actions: readonly LanternMazeAction[]): void {
  const before = turn.state.miners.map((miner) => miner.cell);
  const targets = turn.miners.map((miner, seat) => {
    if (miner.stunned > 0) {
      miner.stunned--;
      return miner.cell;
    }
    const action = actions[seat] as LanternMazeAction;
    if (action === 'stay' || action === 'snare') return miner.cell;
    const target = stepCell(miner.cell, action);
    return isWall(turn.state.board, target) ? miner.cell : target;
  });
  for (const [seat, target] of resolveMoves(before, targets).entries()) {
    if (!sameCell(target, targets[seat] as Cell)) turn.events.push(`miner ${seat} was blocked by the other miner`);
    (turn.miners[seat] as MutableMiner).cell = target;
  }
}

/**
 * Where each miner ends up: two miners aiming at one cell both stay, two swapping cells both stay, and a miner aiming
 * at the cell of a miner that stays stays too.
 */
export function resolveMoves(before: readonly Cell[], targets: readonly Cell[]): readonly Cell[] {
  const [fromA, fromB] = before as [Cell, Cell];
  const [toA, toB] = targets as [Cell, Cell];
  if (sameCell(toA, toB)) return before;
  if (sameCell(toA, fromB) && sameCell(toB, fromA)) return before;
  if (sameCell(toA, fromB) && sameCell(toB, fromB)) return [fromA, toB];
  if (sameCell(toB, fromA) && sameCell(toA, fromA)) return [toA, fromB];
  return targets;
}

/** R17: a snare stuns the miner or beast that stepped onto it this turn, and is used up. */
function springSnares(turn: TurnInProgress): void {
  const { state, events } = turn;
  const sprung = new Set<number>();
  const springs = (cell: Cell, from: Cell): boolean => {
    if (sameCell(cell, from)) return false;
    const index = turn.snares.findIndex((snare) => sameCell(snare.cell, cell));
    if (index >= 0) sprung.add(index);
    return index >= 0;
  };
  turn.miners.forEach((miner, seat) => {
    if (!springs(miner.cell, (state.miners[seat] as Miner).cell)) return;
    miner.stunned = state.rules.snareStun;
    events.push(`miner ${seat} stepped on a snare at ${cellText(miner.cell)}`);
  });
  turn.beasts.forEach((beast, index) => {
    if (!springs(beast.cell, (state.beasts[index] as Beast).cell)) return;
    beast.rest = state.rules.snareStun;
    events.push(`beast ${index} stepped on a snare at ${cellText(beast.cell)}`);
  });
  if (sprung.size > 0) turn.snares = turn.snares.filter((_, index) => !sprung.has(index));
}

/** R18: an active beast touches each miner on its cell or that swapped cells with it, then rests in its lair. */
function resolveContacts(turn: TurnInProgress): void {
  const { state, events } = turn;
  const { rules } = state;
  turn.beasts.forEach((beast, index) => {
    if (beast.rest > 0) return;
    const from = (state.beasts[index] as Beast).cell;
    let touched = false;
    turn.miners.forEach((miner, seat) => {
      const swapped = sameCell(miner.cell, from) && sameCell(beast.cell, (state.miners[seat] as Miner).cell);
      if (!sameCell(miner.cell, beast.cell) && !swapped) return;
      touched = true;
      if (miner.lit > 0) {
        miner.score += rules.banishBonus;
        events.push(`miner ${seat} drove beast ${index} back to its lair (+${rules.banishBonus})`);
      } else {
        const lost = Math.min(miner.score, rules.catchPenalty);
        miner.score -= lost;
        miner.stunned = Math.max(miner.stunned, rules.stunTurns);
        events.push(`beast ${index} caught miner ${seat} (-${lost})`);
      }
    });
    if (touched) Object.assign(beast, { cell: beast.lair, rest: rules.restTurns });
  });
}

/** R19–R20: lanterns burn down, then each miner takes what lies on its cell (copying only the rows that change). */
function collect(turn: TurnInProgress): { board: readonly string[]; collectibles: number } {
  const { state, events } = turn;
  const { rules } = state;
  let board = state.board;
  let collectibles = state.collectibles;
  turn.miners.forEach((miner, seat) => {
    if (miner.lit > 0) miner.lit--;
    const [row, column] = miner.cell;
    const line = board[row] as string;
    const found = line[column];
    if (found === item.none) return;
    const copy = board === state.board ? [...board] : (board as string[]);
    copy[row] = `${line.slice(0, column)}${item.none}${line.slice(column + 1)}`;
    board = copy;
    if (found === item.lantern) {
      miner.lit = rules.lanternTurns;
      events.push(`miner ${seat} lit a lantern`);
      return;
    }
    collectibles--;
    miner.score += found === item.nugget ? rules.nuggetValue : 1;
    if (found === item.nugget) events.push(`miner ${seat} took an amber nugget (+${rules.nuggetValue})`);
  });
  return { board, collectibles };
}

function cellText(cell: Cell): string {
  return `[${cell[0]},${cell[1]}]`;
}
