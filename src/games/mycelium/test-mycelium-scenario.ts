// A test board from letters: '#' rock, '*' nutrient, '.' unowned, 'x'/'o' cells of seat 0/1, 'X'/'O' their origins.
import { resolveParams } from '../../core/params.js';
import { myceliumGame } from './mycelium-game.js';
import type { Cell, MyceliumAction, MyceliumState } from './mycelium-state.js';

export interface ScenarioOptions {
  readonly tips?: readonly (readonly Cell[])[];
  readonly energy?: readonly number[];
  readonly params?: Record<string, number>;
  /** Cells hardened for this turn and the next two. */
  readonly hardened?: readonly Cell[];
}

/** The state of a square board drawn in `rows` (fixed seed 1; tips default to the origins, energy to 10 each). */
export function scenario(rows: readonly string[], options: ScenarioOptions = {}): MyceliumState {
  const size = rows.length;
  const params = resolveParams(myceliumGame, undefined, { size, ...options.params });
  const base = myceliumGame.setup(params, 1, 2);
  const letters = rows.join('');
  const origins: Cell[] = [];
  for (let index = 0; index < letters.length; index++) {
    const seat = 'XO'.indexOf(letters[index] as string);
    if (seat >= 0) origins[seat] = [Math.floor(index / size), index % size];
  }
  const hardened = new Set((options.hardened ?? []).map(([row, column]) => row * size + column));
  return {
    ...base,
    hard: base.hard.map((_, index) => (hardened.has(index) ? 3 : 0)),
    terrain: letters.replace(/[xoXO]/g, '.'),
    owner: [...letters].map((letter) => ('xX'.includes(letter) ? 0 : 'oO'.includes(letter) ? 1 : -1)),
    colonies: [0, 1].map((seat) => ({
      origin: origins[seat] as Cell,
      tips: options.tips?.[seat] ?? [origins[seat] as Cell],
      energy: options.energy?.[seat] ?? 10,
    })),
  };
}

/** One turn with both seats' actions. */
export const play = (state: MyceliumState, seat0: MyceliumAction, seat1: MyceliumAction): MyceliumState =>
  myceliumGame.apply(state, [seat0, seat1]);

export const wait: MyceliumAction = { type: 'wait' };

/** The board's ownership as letters again ('x', 'o', '.'; rocks '#'), for readable assertions. */
export function drawn(state: MyceliumState): string[] {
  const size = state.rules.size;
  const rows: string[] = [];
  for (let row = 0; row < size; row++) {
    let line = '';
    for (let column = 0; column < size; column++) {
      const index = row * size + column;
      const owner = state.owner[index] as number;
      line += state.terrain[index] === '#' ? '#' : owner === 0 ? 'x' : owner === 1 ? 'o' : '.';
    }
    rows.push(line);
  }
  return rows;
}
