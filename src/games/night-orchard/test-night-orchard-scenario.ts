// Test helper: builds night-orchard states from drawn boards, so each test shows the position it plays from.
import type { Cell, Hound, Item, ItemKind, OrchardState } from './night-orchard-state.js';

/** What a scenario may override; the rest takes the standard preset's values. */
export interface OrchardScenarioOptions {
  readonly skills?: Partial<Record<ItemKind, number>>;
  readonly lives?: number;
  readonly points?: number;
  readonly target?: number;
  readonly turn?: number;
  readonly turnLimit?: number;
  /** Stun per hound, in hound order. */
  readonly stuns?: readonly number[];
  readonly den?: Cell;
  readonly kennel?: readonly Cell[];
}

const items: Readonly<Record<string, ItemKind>> = { D: 'dash', M: 'mask', S: 'scare' };

/**
 * A state from a board of symbols: `#` tree, `.` path, `o` fruit, `*` golden fruit, `D`/`M`/`S` items, `F` the fox,
 * `1`–`3` the hounds (all three must be drawn). A board wider than tall is padded below with rows of trees, since
 * orchards are square. The den defaults to the fox's cell, the kennel to the hounds' cells.
 */
export function orchardScenario(drawn: readonly string[], options: OrchardScenarioOptions = {}): OrchardState {
  const width = drawn[0]?.length ?? 0;
  const board = [...drawn, ...Array.from({ length: Math.max(0, width - drawn.length) }, () => '#'.repeat(width))];
  const fruit: Cell[] = [];
  const golden: Cell[] = [];
  const placed: Item[] = [];
  const hounds: Cell[] = [];
  let fox: Cell | undefined;
  for (const [row, line] of board.entries()) {
    for (const [column, symbol] of [...line].entries()) {
      const cell: Cell = [row, column];
      if (symbol === 'o') fruit.push(cell);
      if (symbol === '*') golden.push(cell);
      if (symbol === 'F') fox = cell;
      const kind = items[symbol];
      if (kind) placed.push({ at: cell, kind });
      if ('123'.includes(symbol)) hounds[Number(symbol) - 1] = cell;
    }
  }
  if (!fox || hounds.filter(Boolean).length !== 3) throw new Error('scenario needs F and hounds 1, 2, 3');
  const map = board.map((line) => line.replace(/[^#]/g, '.'));
  const kennel = options.kennel ?? hounds;
  return {
    rules: {
      size: board.length,
      turnLimit: options.turnLimit ?? 180,
      target: options.target ?? 50,
      goldenValue: 5,
      skillTurns: { dash: 10, mask: 12, scare: 15 },
      stunTurns: 4,
      scareRange: 2,
      den: options.den ?? fox,
      kennel,
      map,
    },
    turn: options.turn ?? 0,
    fox: {
      at: fox,
      lives: options.lives ?? 5,
      points: options.points ?? 0,
      skills: { dash: 0, mask: 0, scare: 0, ...options.skills },
    },
    seen: fox,
    seenTurn: options.turn ?? 0,
    hounds: hounds.map((at, index): Hound => ({ at, stun: options.stuns?.[index] ?? 0 })),
    fruit,
    golden,
    items: placed,
    last: null,
    end: null,
  };
}
