// Night orchard's plain-JSON state, its two roles' actions, and the grid helpers the rules, text and agents share.

/** A grid cell as `[row, column]`, zero-based from the top-left corner (the border is all trees). */
export type Cell = readonly [row: number, column: number];
/** A one-cell move; `stay` keeps the animal where it is. */
export type Direction = 'stay' | 'up' | 'down' | 'left' | 'right';
/** The three pickup items, each granting the fox a temporary skill. */
export type ItemKind = 'dash' | 'mask' | 'scare';

/** Seat 0's actions: a one-cell move, a two-cell dash in a straight line, or a scare. */
export type FoxAction =
  | { readonly move: Direction }
  | { readonly dash: Exclude<Direction, 'stay'> }
  | { readonly scare: true };
/** Seat 1's action: one move per hound, in hound order. */
export interface KeeperAction {
  readonly moves: readonly [Direction, Direction, Direction];
}
export type OrchardAction = FoxAction | KeeperAction;

/** Why the match ended: the fox reached the target, ran out of lives, or the turn limit passed. */
export type OrchardEnd = 'target' | 'lives' | 'turns';
export type Role = 'fox' | 'keeper';

/** The resolved parameters and the fixed places of one match (shared between states, never copied). */
export interface OrchardRules {
  readonly size: number;
  readonly turnLimit: number;
  /** Fruit points the fox needs to win. */
  readonly target: number;
  readonly goldenValue: number;
  /** Turns each skill lasts after its item is picked up. */
  readonly skillTurns: Readonly<Record<ItemKind, number>>;
  /** Turns a scared hound cannot move (the scare's own turn included). */
  readonly stunTurns: number;
  /** Manhattan distance within which a scare reaches hounds. */
  readonly scareRange: number;
  /** The fox's start and respawn cell. */
  readonly den: Cell;
  /** The hounds' start and reset cells, one per hound. */
  readonly kennel: readonly Cell[];
  /** The orchard, one string per row: `#` a tree, `.` a path. */
  readonly map: readonly string[];
}

export interface Fox {
  readonly at: Cell;
  readonly lives: number;
  readonly points: number;
  /** Turns left of each skill (0: not held). */
  readonly skills: Readonly<Record<ItemKind, number>>;
}

export interface Hound {
  readonly at: Cell;
  /** Turns left during which this hound cannot move. */
  readonly stun: number;
}

export interface Item {
  readonly at: Cell;
  readonly kind: ItemKind;
}

/** What happened on the last turn (both roles see it). */
export interface OrchardEvents {
  readonly caught: boolean;
  /** Indices of the hounds a scare stunned. */
  readonly scared: readonly number[];
  readonly fruit: number;
  readonly golden: number;
  readonly picked: readonly ItemKind[];
}

export interface OrchardState {
  readonly rules: OrchardRules;
  readonly turn: number;
  readonly fox: Fox;
  /** Where the keeper last saw the fox, and on which turn (the fox is unseen while its mask lasts). */
  readonly seen: Cell;
  readonly seenTurn: number;
  /** The three hounds, in hound order. */
  readonly hounds: readonly Hound[];
  readonly fruit: readonly Cell[];
  readonly golden: readonly Cell[];
  readonly items: readonly Item[];
  readonly last: OrchardEvents | null;
  readonly end: OrchardEnd | null;
}

/** What one seat sees: everything but the masked fox's position for the keeper. */
export interface OrchardObservation {
  readonly role: Role;
  readonly seat: number;
  readonly turn: number;
  readonly turnLimit: number;
  readonly size: number;
  readonly map: readonly string[];
  readonly den: Cell;
  readonly kennel: readonly Cell[];
  readonly target: number;
  readonly values: { readonly fruit: number; readonly golden: number };
  readonly skillTurns: Readonly<Record<ItemKind, number>>;
  readonly stunTurns: number;
  readonly scareRange: number;
  /** `at` is null when the keeper cannot see the masked fox; `seen` is where it was last seen. */
  readonly fox: Omit<Fox, 'at'> & { readonly at: Cell | null; readonly seen: Cell; readonly seenTurn: number };
  readonly hounds: readonly Hound[];
  readonly fruit: readonly Cell[];
  readonly golden: readonly Cell[];
  readonly items: readonly Item[];
  readonly last: OrchardEvents | null;
  readonly end: OrchardEnd | null;
  /** The winning role once the match is over. */
  readonly winner: Role | null;
}

export const directions: readonly Direction[] = ['stay', 'up', 'down', 'left', 'right'];
export const steps: readonly Exclude<Direction, 'stay'>[] = ['up', 'down', 'left', 'right'];
export const itemKinds: readonly ItemKind[] = ['dash', 'mask', 'scare'];
export const houndCount = 3;

const deltas: Readonly<Record<Direction, Cell>> = {
  stay: [0, 0],
  up: [-1, 0],
  down: [1, 0],
  left: [0, -1],
  right: [0, 1],
};

/** The cell next to `cell` in `direction`. */
export function stepCell(cell: Cell, direction: Direction): Cell {
  const delta = deltas[direction];
  return [cell[0] + delta[0], cell[1] + delta[1]];
}

/** True when `cell` is on the grid and not a tree. */
export function isPath(map: readonly string[], cell: Cell): boolean {
  return map[cell[0]]?.[cell[1]] === '.';
}

export function sameCell(a: Cell, b: Cell): boolean {
  return a[0] === b[0] && a[1] === b[1];
}

export function manhattan(a: Cell, b: Cell): number {
  return Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]);
}

/** Index of `cell` in `cells`, or -1. */
export function indexOfCell(cells: readonly Cell[], cell: Cell): number {
  for (let index = 0; index < cells.length; index++) if (sameCell(cells[index] as Cell, cell)) return index;
  return -1;
}

/** The seat's role: seat 0 is the fox, seat 1 the keeper. */
export function roleOf(seat: number): Role {
  return seat === 0 ? 'fox' : 'keeper';
}

export function isKeeperAction(action: OrchardAction): action is KeeperAction {
  return 'moves' in action;
}
