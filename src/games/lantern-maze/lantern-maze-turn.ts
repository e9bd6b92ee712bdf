// One simultaneous turn, in the documented phase order: snares, miners move, beasts move, snares spring, contacts,
// lanterns fade, miners collect. Only what changes is copied.
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

/** The state after both seats' `actions` (seat order); never mutates `state`. */
export function playTurn(state: LanternMazeState, actions: readonly LanternMazeAction[]): LanternMazeState {
  const { rules } = state;
  const events: string[] = [];
  const miners: MutableMiner[] = state.miners.map((miner) => ({ ...miner }));
  let snares: readonly Snare[] = state.snares;
  // 1. Snares are laid where their owners stand.
  actions.forEach((action, seat) => {
    if (action !== 'snare') return;
    const miner = miners[seat] as MutableMiner;
    miner.snaresLeft--;
    snares = [...snares, { cell: miner.cell, owner: seat }];
    events.push(`miner ${seat} laid a snare at ${cellText(miner.cell)}`);
  });
  // 2. Miners move; a stunned miner stays and is stunned one turn less.
  const before = state.miners.map((miner) => miner.cell);
  const targets = miners.map((miner, seat) => {
    if (miner.stunned > 0) {
      miner.stunned--;
      return miner.cell;
    }
    const action = actions[seat] as LanternMazeAction;
    if (action === 'stay' || action === 'snare') return miner.cell;
    const target = stepCell(miner.cell, action);
    return isWall(state.board, target) ? miner.cell : target;
  });
  for (const [seat, target] of resolveMoves(before, targets).entries()) {
    const miner = miners[seat] as MutableMiner;
    if (!sameCell(target, targets[seat] as Cell)) events.push(`miner ${seat} was blocked by the other miner`);
    miner.cell = target;
  }
  // 3. Beasts move, from where the miners stood at the start of the turn.
  const distances = state.beasts.length > 0 ? before.map((cell) => distancesFrom(state.board, cell)) : [];
  const beasts: MutableBeast[] = moveBeasts(state, distances).map((beast) => ({ ...beast }));
  // 4. Snares spring under whoever stepped onto them this turn.
  const sprung = new Set<number>();
  const springs = (cell: Cell, moved: boolean): boolean => {
    if (!moved) return false;
    const index = snares.findIndex((snare) => sameCell(snare.cell, cell));
    if (index < 0) return false;
    sprung.add(index);
    return true;
  };
  miners.forEach((miner, seat) => {
    if (!springs(miner.cell, !sameCell(miner.cell, before[seat] as Cell))) return;
    miner.stunned = rules.snareStun;
    events.push(`miner ${seat} stepped on a snare at ${cellText(miner.cell)}`);
  });
  beasts.forEach((beast, index) => {
    if (!springs(beast.cell, !sameCell(beast.cell, (state.beasts[index] as Beast).cell))) return;
    beast.rest = rules.snareStun;
    events.push(`beast ${index} stepped on a snare at ${cellText(beast.cell)}`);
  });
  if (sprung.size > 0) snares = snares.filter((_, index) => !sprung.has(index));
  // 5. Contacts: an active beast touches a miner on its cell or one it swapped cells with.
  beasts.forEach((beast, index) => {
    if (beast.rest > 0) return;
    const from = (state.beasts[index] as Beast).cell;
    let touched = false;
    miners.forEach((miner, seat) => {
      const swapped = sameCell(miner.cell, from) && sameCell(beast.cell, before[seat] as Cell);
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
  // 6. Lanterns burn down; 7. miners take what lies on their cell.
  let board = state.board;
  let collectibles = state.collectibles;
  miners.forEach((miner, seat) => {
    if (miner.lit > 0) miner.lit--;
    const [row, column] = miner.cell;
    const line = board[row] as string;
    const found = line[column];
    if (found === item.none) return;
    board = board === state.board ? [...board] : board;
    (board as string[])[row] = `${line.slice(0, column)}${item.none}${line.slice(column + 1)}`;
    if (found === item.lantern) {
      miner.lit = rules.lanternTurns;
      events.push(`miner ${seat} lit a lantern`);
      return;
    }
    collectibles--;
    miner.score += found === item.nugget ? rules.nuggetValue : 1;
    if (found === item.nugget) events.push(`miner ${seat} took an amber nugget (+${rules.nuggetValue})`);
  });
  return { ...state, board, collectibles, miners, beasts, snares, turn: state.turn + 1, events };
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

function cellText(cell: Cell): string {
  return `[${cell[0]},${cell[1]}]`;
}
