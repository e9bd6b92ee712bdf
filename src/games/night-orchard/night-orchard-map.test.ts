import { describe, expect, it } from 'vitest';
import { resolveParams } from '../../core/params.js';
import { nightOrchardGame } from './night-orchard-game.js';
import { sameCell } from './night-orchard-state.js';

const standard = resolveParams(nightOrchardGame, 'standard');

describe('night-orchard map', () => {
  it('draws a 15x15 orchard, mirrored left to right, with a tree border and the lattice of trees', () => {
    for (const seed of [1, 2, 3]) {
      const { map } = nightOrchardGame.setup(standard, seed, 2).rules;
      expect(map).toHaveLength(15);
      for (const line of map) expect([...line].reverse().join('')).toBe(line);
      expect(map[0]).toBe('#'.repeat(15));
      expect(map[14]).toBe('#'.repeat(15));
      for (let row = 2; row < 14; row += 2)
        for (let column = 2; column < 14; column += 2) expect(map[row]?.[column]).toBe('#');
    }
  });

  it('keeps every path cell reachable from the den', () => {
    const state = nightOrchardGame.setup(standard, 11, 2);
    const { map, den } = state.rules;
    const seen = new Set([den.join(',')]);
    const queue = [den];
    for (const [row, column] of queue) {
      for (const next of [
        [row - 1, column],
        [row + 1, column],
        [row, column - 1],
        [row, column + 1],
      ] as const) {
        if (map[next[0]]?.[next[1]] === '.' && !seen.has(next.join(','))) {
          seen.add(next.join(','));
          queue.push(next);
        }
      }
    }
    const paths = map
      .join('')
      .split('')
      .filter((symbol) => symbol === '.').length;
    expect(seen.size).toBe(paths);
  });

  it('puts the fox in its den at the bottom middle and the hounds in the kennel at the top, on free cells', () => {
    const state = nightOrchardGame.setup(standard, 5, 2);
    expect(state.fox.at).toEqual([13, 7]);
    expect(state.hounds.map((hound) => hound.at)).toEqual([
      [1, 6],
      [1, 7],
      [1, 8],
    ]);
    const taken = [...state.fruit, ...state.golden, ...state.items.map((item) => item.at)];
    for (const cell of [state.fox.at, ...state.hounds.map((hound) => hound.at)]) {
      expect(taken.some((other) => sameCell(other, cell))).toBe(false);
    }
    expect(new Set(taken.map((cell) => cell.join(','))).size).toBe(taken.length);
  });

  it('places 4 golden fruits, 2 items of each skill, and sets the target to 75% of all points rounded up', () => {
    const state = nightOrchardGame.setup(standard, 9, 2);
    expect(state.golden).toHaveLength(4);
    expect(state.items.map((item) => item.kind).sort()).toEqual(['dash', 'dash', 'mask', 'mask', 'scare', 'scare']);
    expect(state.rules.target).toBe(Math.ceil(((state.fruit.length + 20) * 75) / 100));
    expect(state.fox).toMatchObject({ lives: 4, points: 0 });
  });

  it('is the same orchard for the same seed and a different one for another seed', () => {
    expect(nightOrchardGame.setup(standard, 4, 2)).toEqual(nightOrchardGame.setup(standard, 4, 2));
    expect(nightOrchardGame.setup(standard, 4, 2).rules.map).not.toEqual(
      nightOrchardGame.setup(standard, 5, 2).rules.map,
    );
  });
});
