import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../../core/json.js';
import { nightOrchardGame } from './night-orchard-game.js';
import type { FoxAction, KeeperAction, OrchardState } from './night-orchard-state.js';
import { orchardScenario } from './test-night-orchard-scenario.js';

function play(state: OrchardState, fox: FoxAction, keeper: KeeperAction): OrchardState {
  return nightOrchardGame.apply(deepFreeze(state), [fox, keeper]);
}

const still: KeeperAction = { moves: ['stay', 'stay', 'stay'] };
const lane = ['#########', '#1..F...#', '#.#####.#', '#2.....3#', '#########'];
const options = {
  den: [3, 4] as const,
  kennel: [
    [1, 1],
    [3, 1],
    [3, 7],
  ] as const,
};

describe('night-orchard catches', () => {
  it('catches the fox when a hound ends its move on the fox cell: a life lost, fox to the den, hounds to the kennel', () => {
    const state = orchardScenario(lane, options);
    const moved = play(state, { move: 'stay' }, { moves: ['right', 'stay', 'stay'] });
    expect(moved.last?.caught).toBe(false);
    const next = play(moved, { move: 'left' }, { moves: ['right', 'right', 'up'] });
    expect(next.last?.caught).toBe(true);
    expect(next.fox).toMatchObject({ at: [3, 4], lives: 4 });
    expect(next.hounds.map((hound) => hound.at)).toEqual([
      [1, 1],
      [3, 1],
      [3, 7],
    ]);
  });

  it('catches the fox when it and a hound swap cells, and the fox gathers nothing on that turn', () => {
    const state = orchardScenario(['#########', '#..1oF..#', '#.#####.#', '#2.....3#', '#########'], options);
    const next = play(state, { move: 'left' }, { moves: ['right', 'stay', 'stay'] });
    expect(next.last?.caught).toBe(true);
    expect(next.fruit).toEqual([[1, 4]]);
    expect(next.fox.points).toBe(0);
  });

  it('lets a dashing fox leap past a hound standing on the cell it passes over', () => {
    const state = orchardScenario(['#########', '#....1F.#', '#.#####.#', '#2.....3#', '#########'], {
      ...options,
      skills: { dash: 3 },
    });
    const next = play(state, { dash: 'left' }, still);
    expect(next.last?.caught).toBe(false);
    expect(next.fox.at).toEqual([1, 4]);
    const onto = play(state, { dash: 'left' }, { moves: ['left', 'stay', 'stay'] });
    expect(onto.last?.caught).toBe(true);
  });

  it('never lets a stunned hound catch: the fox may walk onto it', () => {
    const state = orchardScenario(['#########', '#...1F..#', '#.#####.#', '#2.....3#', '#########'], {
      ...options,
      stuns: [2, 0, 0],
    });
    const next = play(state, { move: 'left' }, still);
    expect(next.last?.caught).toBe(false);
    expect(next.fox.at).toEqual([1, 4]);
  });

  it('ends the match for the keeper when the fox loses its last life', () => {
    const state = orchardScenario(lane, { ...options, lives: 1 });
    const next = play(
      play(state, { move: 'stay' }, { moves: ['right', 'stay', 'stay'] }),
      { move: 'left' },
      {
        moves: ['right', 'stay', 'stay'],
      },
    );
    expect(next.fox.lives).toBe(0);
    expect(next.end).toBe('lives');
    expect(nightOrchardGame.outcome(next)).toEqual({ scores: [0, 1] });
    expect(nightOrchardGame.toAct(next)).toEqual([]);
  });
});
