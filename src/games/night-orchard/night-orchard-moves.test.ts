import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../../core/json.js';
import { nightOrchardGame } from './night-orchard-game.js';
import type { FoxAction, KeeperAction, OrchardState } from './night-orchard-state.js';
import { orchardScenario } from './test-night-orchard-scenario.js';

const board = [
  '#######', //
  '#1.2.3#',
  '#.#.#.#',
  '#..F..#',
  '#.#.#.#',
  '#.....#',
  '#######',
];

function play(state: OrchardState, fox: FoxAction, keeper: KeeperAction): OrchardState {
  return nightOrchardGame.apply(deepFreeze(state), [fox, keeper]);
}

describe('night-orchard moves', () => {
  it('lets the fox stay or step onto any neighbouring path, never into a tree', () => {
    const state = orchardScenario(board);
    expect(nightOrchardGame.legalActions(state, 0)).toEqual([
      { move: 'stay' },
      { move: 'up' },
      { move: 'down' },
      { move: 'left' },
      { move: 'right' },
    ]);
    const cornered = orchardScenario(['#######', '#1.2.3#', '#.#.#.#', '#F....#', '#######', '#######', '#######']);
    expect(nightOrchardGame.legalActions(cornered, 0)).toEqual([{ move: 'stay' }, { move: 'up' }, { move: 'right' }]);
  });

  it('lists every combination of the hounds moves, hound 1 varying slowest', () => {
    const legal = nightOrchardGame.legalActions(orchardScenario(board), 1) as KeeperAction[];
    expect(legal).toHaveLength(3 * 4 * 3);
    expect(legal[0]).toEqual({ moves: ['stay', 'stay', 'stay'] });
    expect(legal[1]).toEqual({ moves: ['stay', 'stay', 'down'] });
    expect(legal.at(-1)).toEqual({ moves: ['right', 'right', 'left'] });
  });

  it('moves every animal at once, one cell each', () => {
    const next = play(orchardScenario(board), { move: 'left' }, { moves: ['down', 'left', 'stay'] });
    expect(next.fox.at).toEqual([3, 2]);
    expect(next.hounds.map((hound) => hound.at)).toEqual([
      [2, 1],
      [1, 2],
      [1, 5],
    ]);
    expect(next.turn).toBe(1);
  });

  it('keeps a stunned hound in place: its only move is stay, and its stun runs down each turn', () => {
    const state = orchardScenario(board, { stuns: [2, 0, 0] });
    const legal = nightOrchardGame.legalActions(state, 1) as KeeperAction[];
    expect(legal.every((action) => action.moves[0] === 'stay')).toBe(true);
    expect(nightOrchardGame.actionError(state, 1, { moves: ['down', 'stay', 'stay'] })).toMatch(
      /hound 0 cannot move down/,
    );
    const next = play(state, { move: 'stay' }, { moves: ['stay', 'stay', 'stay'] });
    expect(next.hounds[0]).toEqual({ at: [1, 1], stun: 1 });
  });

  it('rejects a fox move into a tree and a keeper action in the fox seat', () => {
    const state = orchardScenario(board);
    expect(nightOrchardGame.actionError(state, 0, { dash: 'up' })).toMatch(/cannot play/);
    expect(nightOrchardGame.actionError(state, 0, { moves: ['stay', 'stay', 'stay'] })).toMatch(/the fox plays/);
    expect(() => play(state, { dash: 'up' }, { moves: ['stay', 'stay', 'stay'] })).toThrow(/illegal fox action/);
  });
});
