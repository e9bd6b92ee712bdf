// Test helper: builds plants-vs-zombies states from drawn lawns, so each test shows the position it plays from.
import { seedRng } from '../../core/rng.js';
import { cellIndex, type Plant, type PlantLetter, type PvzState, plantSpecs, type Zombie } from './pvz-state.js';

/** Options a scenario may override; everything else takes the eval defaults. */
export interface PvzScenarioOptions {
  readonly sun?: number;
  /** Turns already played (the next turn is `turn + 1`). */
  readonly turn?: number;
  /** Defaults to `turn`. */
  readonly score?: number;
  /** HP of every `Z` drawn on the lawn. */
  readonly zombieHp?: number;
  /** More zombies, in spawn order after the drawn ones. */
  readonly zombies?: readonly { readonly row: number; readonly column: number; readonly hp: number }[];
  /** Plants with fewer bites left than a fresh one. */
  readonly bitten?: readonly { readonly row: number; readonly column: number; readonly hp: number }[];
  readonly chiliReady?: number;
  readonly maxSteps?: number;
  readonly strict?: boolean;
  readonly seed?: number;
}

/**
 * A state from a lawn drawn one string per row: a plant letter, `.` or `Z` (a zombie) per column, then optionally
 * `|` and the entry column (`.` or `Z`), e.g. `'XW..J.|Z'`. Drawn zombies get ids in reading order.
 */
export function pvzScenario(lawn: readonly string[], options: PvzScenarioOptions = {}): PvzState {
  const [first = ''] = lawn;
  const columns = first.split('|')[0]?.length ?? 0;
  const rules = { rows: lawn.length, columns, maxSteps: options.maxSteps ?? 64, strict: options.strict ?? true };
  const board = new Array<Plant | null>(rules.rows * columns).fill(null);
  const zombies: Zombie[] = [];
  const hp = options.zombieHp ?? 10;
  for (const [row, line] of lawn.entries()) {
    const [cells = '', entry = '.'] = line.split('|');
    if (cells.length !== columns) throw new Error(`scenario row ${row} has ${cells.length} cells, not ${columns}`);
    for (const [column, symbol] of [...cells, entry].entries()) {
      if (symbol === 'Z') zombies.push({ id: zombies.length + 1, row, column, hp, maxHp: hp });
      else if (symbol in plantSpecs && symbol !== 'F') {
        board[cellIndex(rules, row, column)] = {
          plant: symbol as PlantLetter,
          hp: plantSpecs[symbol as PlantLetter].hp,
        };
      } else if (symbol !== '.') throw new Error(`unknown scenario symbol '${symbol}'`);
    }
  }
  for (const zombie of options.zombies ?? []) {
    zombies.push({ id: zombies.length + 1, ...zombie, maxHp: zombie.hp });
  }
  for (const { row, column, hp: bites } of options.bitten ?? []) {
    const plant = board[cellIndex(rules, row, column)];
    if (!plant) throw new Error(`no plant at (${row}, ${column}) to bite`);
    board[cellIndex(rules, row, column)] = { plant: plant.plant, hp: bites };
  }
  const turn = options.turn ?? 0;
  return {
    rules,
    turn,
    sun: options.sun ?? 0,
    board,
    zombies,
    nextZombieId: zombies.length + 1,
    chiliReady: options.chiliReady ?? 1,
    score: options.score ?? turn,
    last: null,
    end: null,
    rng: seedRng(options.seed ?? 1),
  };
}
