// Plants vs. Zombies' plain-JSON state, the plant table and the zombie schedule, shared by rules, text and agents.
import type { RngState } from '../../core/rng.js';

/** A plant's letter, as the paper names them. */
export type PlantLetter = 'X' | 'W' | 'S' | 'J' | 'H' | 'F';

/** What every plant of one kind costs and does; content as data, effects in the rules. */
export interface PlantSpec {
  readonly letter: PlantLetter;
  readonly name: string;
  readonly cost: number;
  /** Bites it takes before it is eaten (0 for the Fire Chili, which never stays on the board). */
  readonly hp: number;
  readonly effect: string;
}

/** One plant placement of an action. */
export interface Placement {
  readonly plant: PlantLetter;
  readonly row: number;
  readonly column: number;
}

/** A turn's placements (possibly none), or `END` to stop the episode early. */
export type PvzAction =
  | { readonly type: 'plant'; readonly placements: readonly Placement[] }
  | { readonly type: 'end' };

/** A plant on the board. */
export interface Plant {
  readonly plant: PlantLetter;
  readonly hp: number;
}

/** A zombie: `column` runs from `columns` (the entry column right of the lawn) down to 0; at −1 it has got through. */
export interface Zombie {
  /** Spawn order (1, 2, …); earlier zombies are hit first when several share a cell. */
  readonly id: number;
  readonly row: number;
  readonly column: number;
  readonly hp: number;
  readonly maxHp: number;
}

/** The resolved parameters a state plays under (shared, never copied, between states). */
export interface PvzRules {
  readonly rows: number;
  readonly columns: number;
  readonly maxSteps: number;
  /** True: an invalid answer ends the episode; false: the player is asked again. */
  readonly strict: boolean;
}

/** What happened during the last turn, for the observation. */
export interface PvzTurnReport {
  readonly action: PvzAction;
  readonly sunGained: number;
  /** Zombies destroyed (by peas or a Fire Chili). */
  readonly zombiesKilled: number;
  /** Plants eaten, as letters with their cells. */
  readonly plantsEaten: readonly Placement[];
  /** Zombies that entered in this turn's wave. */
  readonly spawned: number;
}

/** Why the episode ended. */
export type PvzEnd = 'max-steps' | 'agent-ended' | 'zombie-through';

/** The whole game; `board` is row-major (`row * columns + column`), null for an empty cell. */
export interface PvzState {
  readonly rules: PvzRules;
  /** Turns played so far (the next turn is `turn + 1`). */
  readonly turn: number;
  readonly sun: number;
  readonly board: readonly (Plant | null)[];
  readonly zombies: readonly Zombie[];
  readonly nextZombieId: number;
  /** The first turn on which a Fire Chili may be planted (recharge after the last one). */
  readonly chiliReady: number;
  /** Turns survived. */
  readonly score: number;
  readonly last: PvzTurnReport | null;
  readonly end: PvzEnd | null;
  readonly rng: RngState;
}

/** The whole state but the RNG: nothing is hidden, future spawn rows are chance. */
export type PvzObservation = Omit<PvzState, 'rng'>;

/** The six plants in the order the rules text and legal actions list them. */
export const plantLetters: readonly PlantLetter[] = ['X', 'W', 'S', 'J', 'H', 'F'];

/** Starting sun. */
export const startSun = 50;
/** Sun every turn, whatever is on the board (the paper's "at least 25 sun per turn"). */
export const baseSun = 25;
/** Extra sun per Sunflower per turn. */
export const sunflowerSun = 10;
/** A wave of zombies enters at the end of every turn divisible by this. */
export const spawnInterval = 5;
/** Turns a Fire Chili takes to recharge: one planted on turn t allows the next on turn t + this, not before. */
export const chiliRecharge = 10;
/** Damage a zombie deals to the plant in front of it each turn. */
export const biteDamage = 1;

/** Costs, bites-to-eat and effects of every plant (version 1 of the rules). */
export const plantSpecs: Readonly<Record<PlantLetter, PlantSpec>> = {
  X: { letter: 'X', name: 'Sunflower', cost: 50, hp: 2, effect: 'produces 10 extra sun every turn' },
  W: {
    letter: 'W',
    name: 'Peashooter',
    cost: 100,
    hp: 2,
    effect: 'shoots one pea (1 damage) every turn at the nearest zombie to its right in its row',
  },
  S: {
    letter: 'S',
    name: 'Three-Line Shooter',
    cost: 325,
    hp: 2,
    effect:
      'shoots one pea (1 damage) every turn in its own row and in each adjacent row, each at the nearest zombie to its right',
  },
  J: { letter: 'J', name: 'Wall-nut', cost: 50, hp: 12, effect: 'does nothing but takes 12 bites to eat' },
  H: {
    letter: 'H',
    name: 'Torch Stump',
    cost: 175,
    hp: 2,
    effect:
      'doubles the damage (to 2) of every pea that passes through it to a zombie further right (at most once per pea)',
  },
  F: {
    letter: 'F',
    name: 'Fire Chili',
    cost: 150,
    hp: 0,
    effect: `burns at once every zombie in its row (entry column included), then disappears; at most one per turn, and after one the next can be planted only ${chiliRecharge} turns later`,
  },
};

/** Sun produced in one turn with `sunflowers` Sunflowers on the board. */
export function sunIncome(sunflowers: number): number {
  return baseSun + sunflowerSun * sunflowers;
}

/** The wave (1, 2, …) that enters at the end of `turn`, or 0 when none does. */
export function waveAt(turn: number): number {
  return turn > 0 && turn % spawnInterval === 0 ? turn / spawnInterval : 0;
}

/** Zombies in wave `wave` on a lawn of `rows` rows: 1 + floor((wave − 1) × rows / 9), never more than the rows. */
export function waveSize(wave: number, rows: number): number {
  return Math.min(rows, 1 + Math.floor(((wave - 1) * rows) / 9));
}

/** Hit points of every zombie in wave `wave`: 8 in the first, 3 more in each later one. */
export function zombieHp(wave: number): number {
  return 8 + 4 * (wave - 1);
}

/** Index of a cell in the row-major board. */
export function cellIndex(rules: PvzRules, row: number, column: number): number {
  return row * rules.columns + column;
}

/** True when `row`, `column` is a lawn cell (the entry column is not one). */
export function onBoard(rules: PvzRules, row: number, column: number): boolean {
  return row >= 0 && row < rules.rows && column >= 0 && column < rules.columns;
}

/** True when no plant and no zombie stands on the cell. */
export function isEmptyCell(state: PvzObservation, row: number, column: number): boolean {
  if (state.board[cellIndex(state.rules, row, column)]) return false;
  for (const zombie of state.zombies) if (zombie.row === row && zombie.column === column) return false;
  return true;
}

/** Total cost of some placements. */
export function placementsCost(placements: readonly Placement[]): number {
  let total = 0;
  for (const placement of placements) total += plantSpecs[placement.plant].cost;
  return total;
}
