// Test helper: builds plants-vs-zombies states from drawn lawns, so each test shows the position it plays from.
import { seedRng } from '../../core/rng.js';
import {
  cellIndex,
  type Plant,
  type PlantLetter,
  type PvzState,
  plantSpecs,
  type Zombie,
  type ZombieKind,
  zombieSpecs,
} from './pvz-state.js';

/** Options a scenario may override; everything else takes the eval defaults. */
export interface PvzScenarioOptions {
  readonly sun?: number;
  /** Turns already played (the next turn is turn number `turn`). */
  readonly turn?: number;
  /** Defaults to `turn`. */
  readonly score?: number;
  /** HP of every zombie drawn on the lawn (default: its kind's). */
  readonly zombieHp?: number;
  /** More zombies, in spawn order after the drawn ones (kind N unless given; HP the kind's unless given). */
  readonly zombies?: readonly {
    readonly row: number;
    readonly column: number;
    readonly hp?: number;
    readonly kind?: ZombieKind;
  }[];
  /** Plants with fewer HP left than a fresh one. */
  readonly bitten?: readonly { readonly row: number; readonly column: number; readonly hp: number }[];
  readonly maxSteps?: number;
  readonly seed?: number;
}

/**
 * A state from a lawn drawn one string per row: a plant letter (X W S J H), a zombie letter (N R B I) or `.` per
 * column, e.g. `'XW..JN'`. Plants are numbered (planting order) and drawn zombies spawned in reading order.
 */
export function pvzScenario(lawn: readonly string[], options: PvzScenarioOptions = {}): PvzState {
  const columns = lawn[0]?.length ?? 0;
  const rules = { rows: lawn.length, columns, maxSteps: options.maxSteps ?? 64 };
  const board = new Array<Plant | null>(rules.rows * columns).fill(null);
  const zombies: Zombie[] = [];
  let plantId = 1;
  const spawn = (kind: ZombieKind, row: number, column: number, hp?: number) => {
    const start = hp ?? zombieSpecs[kind].hp;
    zombies.push({ id: zombies.length + 1, kind, row, column, hp: start, maxHp: start });
  };
  for (const [row, line] of lawn.entries()) {
    if (line.length !== columns) throw new Error(`scenario row ${row} has ${line.length} cells, not ${columns}`);
    for (const [column, symbol] of [...line].entries()) {
      if (symbol in zombieSpecs) spawn(symbol as ZombieKind, row, column, options.zombieHp);
      else if (symbol in plantSpecs && symbol !== 'F') {
        const plant = symbol as PlantLetter;
        board[cellIndex(rules, row, column)] = { plant, hp: plantSpecs[plant].hp, id: plantId++ };
      } else if (symbol !== '.') throw new Error(`unknown scenario symbol '${symbol}'`);
    }
  }
  for (const zombie of options.zombies ?? []) spawn(zombie.kind ?? 'N', zombie.row, zombie.column, zombie.hp);
  for (const { row, column, hp } of options.bitten ?? []) {
    const plant = board[cellIndex(rules, row, column)];
    if (!plant) throw new Error(`no plant at (${row}, ${column}) to bite`);
    board[cellIndex(rules, row, column)] = { ...plant, hp };
  }
  const turn = options.turn ?? 1;
  return {
    rules,
    turn,
    sun: options.sun ?? 0,
    board,
    zombies,
    nextPlantId: plantId,
    nextZombieId: zombies.length + 1,
    score: options.score ?? turn,
    last: null,
    end: null,
    rng: seedRng(options.seed ?? 1),
  };
}
