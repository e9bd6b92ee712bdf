import { describe, expect, it } from 'vitest';
import { resolveParams } from '../../core/params.js';
import { myceliumGame } from './mycelium-game.js';

const setup = (seed: number, preset?: string) => myceliumGame.setup(resolveParams(myceliumGame, preset), seed, 2);

describe('the seeded map', () => {
  it('is symmetric under a half turn, with the origins on opposite sides', () => {
    for (const seed of [1, 2, 3]) {
      const state = setup(seed);
      expect([...state.terrain].reverse().join('')).toBe(state.terrain);
      expect(state.colonies.map((colony) => colony.origin)).toEqual([
        [7, 1],
        [6, 12],
      ]);
    }
  });

  it('places the rock and nutrient pairs asked for, and different seeds give different maps', () => {
    const state = setup(1);
    expect([...state.terrain].filter((kind) => kind === '#')).toHaveLength(20);
    expect([...state.terrain].filter((kind) => kind === '*')).toHaveLength(16);
    expect(setup(2).terrain).not.toBe(state.terrain);
    expect(setup(1).terrain).toBe(state.terrain);
  });

  it('keeps every non-rock cell reachable, so no part of the board is sealed off', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const { terrain, rules } = setup(seed, 'small');
      const size = rules.size;
      const seen = new Set<number>([0 + size * Math.floor(size / 2) + 1]);
      const stack = [...seen];
      while (stack.length > 0) {
        const index = stack.pop() as number;
        const [row, column] = [Math.floor(index / size), index % size];
        const around = [
          [row - 1, column],
          [row + 1, column],
          [row, column - 1],
          [row, column + 1],
        ];
        for (const [r, c] of around as [number, number][]) {
          const next = r * size + c;
          if (r < 0 || c < 0 || r >= size || c >= size || seen.has(next) || terrain[next] === '#') continue;
          seen.add(next);
          stack.push(next);
        }
      }
      expect(seen.size).toBe([...terrain].filter((kind) => kind !== '#').length);
    }
  });
});
