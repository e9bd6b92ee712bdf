import { describe, expect, it } from 'vitest';
import { resolveParams } from '../../core/params.js';
import { rngFromSeed } from '../../core/rng.js';
import { lanternMazeGame } from './lantern-maze-game.js';
import {
  type Cell,
  cellIndex,
  distancesFrom,
  item,
  type LanternMazeAction,
  type LanternMazeState,
  mirrorCell,
  type Snare,
} from './lantern-maze-state.js';

const params = resolveParams(lanternMazeGame, 'default');
const mirrorAction: Readonly<Record<LanternMazeAction, LanternMazeAction>> = {
  stay: 'stay',
  snare: 'snare',
  up: 'down',
  down: 'up',
  left: 'right',
  right: 'left',
};
const opposite = { up: 'down', down: 'up', left: 'right', right: 'left' } as const;

/** The state seen from the other seat: the board turned half a turn, seats and beast pairs swapped. */
function mirrored(state: LanternMazeState): unknown {
  const { size } = state.rules;
  const flip = (cell: Cell) => mirrorCell(cell, size);
  return {
    board: state.board.map((_, row) => [...(state.board[size - 1 - row] as string)].reverse().join('')),
    miners: [...state.miners].reverse().map((miner) => ({ ...miner, cell: flip(miner.cell) })),
    beasts: state.beasts.map((_, index) => {
      const twin = state.beasts[index ^ 1];
      return twin && { ...twin, cell: flip(twin.cell), lair: flip(twin.lair), heading: opposite[twin.heading] };
    }),
    snares: sorted(state.snares.map((snare) => ({ cell: flip(snare.cell), owner: 1 - snare.owner }))),
  };
}

function symmetricPart(state: LanternMazeState): unknown {
  const { board, miners, beasts, snares } = state;
  return { board, miners, beasts, snares: sorted(snares) };
}

/** Snares in a fixed order (the order they were laid in differs between the two views). */
function sorted(snares: readonly Snare[]): readonly Snare[] {
  return [...snares].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
}

describe('lantern-maze cave', () => {
  it('is the same cave for the same seed and another for another seed', () => {
    expect(lanternMazeGame.setup(params, 4, 2)).toEqual(lanternMazeGame.setup(params, 4, 2));
    expect(lanternMazeGame.setup(params, 4, 2).board).not.toEqual(lanternMazeGame.setup(params, 5, 2).board);
  });

  it.each([1, 2, 3, 4, 5, 6, 7, 8])(
    'seed %i: is point-symmetric, walled, connected, with its items in pairs',
    (seed) => {
      const state = lanternMazeGame.setup(params, seed, 2);
      const { size } = state.rules;
      expect(symmetricPart(state)).toEqual(mirrored(state));
      expect(state.board[0]).toBe(item.wall.repeat(size));
      const reach = distancesFrom(state.board, state.miners[0]?.cell as Cell);
      for (let row = 0; row < size; row++) {
        for (let column = 0; column < size; column++) {
          if (state.board[row]?.[column] !== item.wall)
            expect(reach[cellIndex([row, column], size)]).toBeGreaterThanOrEqual(0);
        }
      }
      const count = (symbol: string) => state.board.join('').split(symbol).length - 1;
      expect([count(item.nugget), count(item.lantern), state.beasts.length]).toEqual([4, 2, 2]);
      expect(state.collectibles).toBe(count(item.moss) + count(item.nugget));
    },
  );

  it.each([1, 2, 3])(
    'seed %i: stays symmetric when the seats play mirrored moves (the rules favour neither seat)',
    (seed) => {
      const rng = rngFromSeed(seed);
      let state = lanternMazeGame.setup(params, seed, 2);
      while (lanternMazeGame.outcome(state) === null) {
        const action = rng.pick(lanternMazeGame.legalActions(state, 0));
        state = lanternMazeGame.apply(state, [action, mirrorAction[action]]);
        expect(symmetricPart(state)).toEqual(mirrored(state));
      }
      expect(state.miners[0]?.score).toBe(state.miners[1]?.score);
    },
  );
});
