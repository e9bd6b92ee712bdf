// Plants vs. Zombies' plain-JSON state and its content tables (KORGym's numbers), shared by rules, text and agents.
import type { RngState } from '../../core/rng.js';

/** A plant's letter, as the paper and KORGym name them. */
export type PlantLetter = 'X' | 'W' | 'S' | 'J' | 'H' | 'F';

/** A zombie's letter, as KORGym draws them: Regular, Roadblock, Bucket, High-Attack. */
export type ZombieKind = 'N' | 'R' | 'B' | 'I';

/** What every plant of one kind costs and does; content as data, effects in the rules. */
export interface PlantSpec {
  readonly letter: PlantLetter;
  readonly name: string;
  readonly cost: number;
  /** Hit points when planted (0 for the Fire Chili, which never stays on the lawn). */
  readonly hp: number;
  readonly effect: string;
}

/** What every zombie of one kind starts with (before growth) and how hard it bites. */
export interface ZombieSpec {
  readonly letter: ZombieKind;
  readonly name: string;
  readonly hp: number;
  /** Damage dealt each turn to the plant on its cell. */
  readonly attack: number;
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

/** A plant on the lawn. */
export interface Plant {
  readonly plant: PlantLetter;
  readonly hp: number;
  /** Placement order (1, 2, …): plants act in the order they were planted, as in KORGym. */
  readonly id: number;
}

/** A zombie: `column` runs from `columns − 1` (where it enters) down to 0; at −1 it has got through. */
export interface Zombie {
  /** Spawn order (1, 2, …); among zombies in the same cell the earliest spawned is hit first. */
  readonly id: number;
  readonly kind: ZombieKind;
  readonly row: number;
  readonly column: number;
  readonly hp: number;
  /** Hit points it entered with (its kind's plus the growth of its spawn turn). */
  readonly maxHp: number;
}

/** The resolved parameters a state plays under (shared, never copied, between states). */
export interface PvzRules {
  readonly rows: number;
  readonly columns: number;
  readonly maxSteps: number;
}

/** Why a placement of the answer was skipped (as KORGym skips it; the rest of the answer still applies). */
export type SkipReason = 'occupied' | 'sun';

/** A placement the turn skipped, with the reason. */
export interface SkippedPlacement extends Placement {
  readonly reason: SkipReason;
}

/** What happened during the last turn, for the observation. */
export interface PvzTurnReport {
  readonly action: PvzAction;
  /** Placements that were paid for and put down, in answer order. */
  readonly planted: readonly Placement[];
  readonly skipped: readonly SkippedPlacement[];
  readonly sunGained: number;
  /** Zombies destroyed (by peas or a Fire Chili). */
  readonly zombiesKilled: number;
  /** Plants eaten, as letters with their cells. */
  readonly plantsEaten: readonly Placement[];
  /** Zombies that entered at the end of the turn. */
  readonly spawned: number;
}

/** Why the episode ended. */
export type PvzEnd = 'max-steps' | 'agent-ended' | 'zombie-through';

/** The whole game; `board` is row-major (`row * columns + column`), null for a cell without a plant. */
export interface PvzState {
  readonly rules: PvzRules;
  /** Turns played so far; the next turn is turn number `turn` (turns are numbered from 0, as in KORGym). */
  readonly turn: number;
  readonly sun: number;
  readonly board: readonly (Plant | null)[];
  /** In spawn order, the order in which they act. */
  readonly zombies: readonly Zombie[];
  readonly nextPlantId: number;
  readonly nextZombieId: number;
  /** Turns survived. */
  readonly score: number;
  readonly last: PvzTurnReport | null;
  readonly end: PvzEnd | null;
  readonly rng: RngState;
}

/** The whole state but the RNG: nothing is hidden, future spawn rows and kinds are chance. */
export type PvzObservation = Omit<PvzState, 'rng'>;

/** The six plants in the order the rules text and legal actions list them. */
export const plantLetters: readonly PlantLetter[] = ['X', 'W', 'S', 'J', 'H', 'F'];
/** The four zombie kinds in KORGym's order. */
export const zombieKinds: readonly ZombieKind[] = ['N', 'R', 'B', 'I'];

/** Starting sun. */
export const startSun = 50;
/** Sun every turn, whatever is on the lawn (the paper's "at least 25 sun per turn"). */
export const baseSun = 25;
/** Extra sun per Sunflower per turn. */
export const sunflowerSun = 10;
/** Zombies enter at the end of every turn whose number is a multiple of this (0, 5, 10, …). */
export const spawnInterval = 5;
/** Every this many turns, each spawn brings one zombie more and every new zombie `growthHp` more HP. */
export const growthInterval = 10;
/** Extra HP of new zombies per completed `growthInterval`. */
export const growthHp = 4;

/** Costs, hit points and effects of every plant (KORGym's table). */
export const plantSpecs: Readonly<Record<PlantLetter, PlantSpec>> = {
  X: { letter: 'X', name: 'Sunflower', cost: 50, hp: 2, effect: `produces ${sunflowerSun} extra sun every turn` },
  W: {
    letter: 'W',
    name: 'Peashooter',
    cost: 100,
    hp: 2,
    effect: 'deals 1 damage every turn to the first zombie (lowest column) in its row',
  },
  S: {
    letter: 'S',
    name: 'Three-Line Shooter',
    cost: 325,
    hp: 2,
    effect:
      'deals 1 damage every turn to the first zombie in its row and to the first zombie in each adjacent row (on the top or bottom row, its own row is hit twice instead of the missing row)',
  },
  J: { letter: 'J', name: 'Wall-nut', cost: 50, hp: 10, effect: 'does nothing but take bites' },
  H: {
    letter: 'H',
    name: 'Torch Stump',
    cost: 125,
    hp: 2,
    effect:
      'adds 1 damage to every shot fired along its row by a shooter whose column is at or left of its own (at most 1 per shot, however many stumps)',
  },
  F: {
    letter: 'F',
    name: 'Fire Chili',
    cost: 300,
    hp: 0,
    effect: 'destroys every zombie in its row during the turn it is planted, then disappears',
  },
};

/** Base hit points and bite damage of every zombie kind (KORGym's table). */
export const zombieSpecs: Readonly<Record<ZombieKind, ZombieSpec>> = {
  N: { letter: 'N', name: 'Regular Zombie', hp: 4, attack: 1 },
  R: { letter: 'R', name: 'Roadblock Zombie', hp: 8, attack: 1 },
  B: { letter: 'B', name: 'Bucket Zombie', hp: 12, attack: 1 },
  I: { letter: 'I', name: 'High-Attack Zombie', hp: 6, attack: 3 },
};

/** True when zombies enter at the end of turn `turn` (0, 5, 10, …). */
export function spawnsAt(turn: number): boolean {
  return turn % spawnInterval === 0;
}

/** Zombies entering at the end of a spawning turn `turn`: 1, plus 1 per 10 turns played. */
export function spawnCount(turn: number): number {
  return 1 + Math.floor(turn / growthInterval);
}

/** HP a zombie spawned at the end of turn `turn` has beyond its kind's: 4 per 10 turns played. */
export function spawnHpBonus(turn: number): number {
  return growthHp * Math.floor(turn / growthInterval);
}

/** The kinds a zombie spawned at the end of turn `turn` is drawn from, uniformly. */
export function spawnKinds(turn: number): readonly ZombieKind[] {
  if (turn < 10) return ['N'];
  if (turn < 20) return ['N', 'R'];
  return zombieKinds;
}

/** Sun produced in one turn with `sunflowers` Sunflowers on the lawn (the base sun included). */
export function sunIncome(sunflowers: number): number {
  return baseSun + sunflowerSun * sunflowers;
}

/** Index of a cell in the row-major board. */
export function cellIndex(rules: PvzRules, row: number, column: number): number {
  return row * rules.columns + column;
}

/** True when `row`, `column` is a lawn cell. */
export function onBoard(rules: PvzRules, row: number, column: number): boolean {
  return row >= 0 && row < rules.rows && column >= 0 && column < rules.columns;
}

/** True when no plant stands on the cell (zombies do not block planting, as in KORGym). */
export function isFreeCell(state: PvzObservation, row: number, column: number): boolean {
  return state.board[cellIndex(state.rules, row, column)] === null;
}

/** Total cost of some placements. */
export function placementsCost(placements: readonly Placement[]): number {
  let total = 0;
  for (const placement of placements) total += plantSpecs[placement.plant].cost;
  return total;
}
