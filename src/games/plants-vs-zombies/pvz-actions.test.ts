import { describe, expect, it } from 'vitest';
import { pvzGame } from './pvz-game.js';
import type { PvzAction } from './pvz-state.js';
import { plantOn, pvzAction, pvzPlay } from './test-pvz-play.js';
import { pvzScenario } from './test-pvz-scenario.js';

const small = pvzScenario(['W..', '..N'], { sun: 60 });

describe('plants-vs-zombies legal actions', () => {
  it('lists the empty action, every affordable single placement on a cell without a plant (zombies allowed), then END', () => {
    const texts = pvzGame.legalActions(small, 0).map((action) => pvzGame.text.action(action));
    expect(texts).toEqual([
      'none',
      'X 0 1',
      'X 0 2',
      'X 1 0',
      'X 1 1',
      'X 1 2',
      'J 0 1',
      'J 0 2',
      'J 1 0',
      'J 1 1',
      'J 1 2',
      'END',
    ]);
  });

  it('accepts any list of placements on lawn cells, whatever they cost and wherever plants stand', () => {
    const state = pvzScenario(['W...', '....'], { sun: 150 });
    for (const text of ['X 0 1; W 1 1', 'W 0 0', 'S 1 1; S 1 2', 'X 0 1; X 0 1', 'F 0 0; F 1 0']) {
      expect(pvzGame.actionError(state, 0, pvzAction(state, text))).toBeNull();
    }
  });

  it('rejects off-lawn cells and unknown plants given as action objects', () => {
    const offLawn: PvzAction = { type: 'plant', placements: [{ plant: 'W', row: 2, column: 0 }] };
    expect(pvzGame.actionError(small, 0, offLawn)).toBe('cell (2, 0) is off the lawn: rows run 0-1, columns 0-2');
    const unknown = { type: 'plant', placements: [{ plant: 'Q', row: 0, column: 1 }] } as unknown as PvzAction;
    expect(pvzGame.actionError(small, 0, unknown)).toBe("unknown plant 'Q': plants are X, W, S, J, H, F");
    expect(() => pvzGame.apply(small, [offLawn])).toThrow(/off the lawn/);
  });

  it('ends the episode on END, keeping the turns survived, with no turn played', () => {
    const state = pvzPlay(pvzScenario(['W..', '..N'], { turn: 12, sun: 40 }), 'END');
    expect(state).toMatchObject({ end: 'agent-ended', turn: 12, score: 12, sun: 40 });
    expect(pvzGame.outcome(state)).toEqual({ scores: [12] });
    expect(pvzGame.legalActions(state, 0)).toEqual([]);
    expect(() => pvzGame.apply(state, [{ type: 'plant', placements: [] }])).toThrow(/over/);
  });
});

describe('plants-vs-zombies skipped placements (as KORGym skips them)', () => {
  it('skips a placement on a cell that already has a plant, charging nothing, and plays the rest', () => {
    const state = pvzPlay(pvzScenario(['W...', '....'], { sun: 150 }), 'X 0 0; X 1 1');
    expect(plantOn(state, 0, 0)).toEqual(['W', 2]);
    expect(plantOn(state, 1, 1)).toEqual(['X', 2]);
    expect(state.last?.skipped).toEqual([{ plant: 'X', row: 0, column: 0, reason: 'occupied' }]);
    expect(state.sun).toBe(150 - 50 + 10 + 25);
  });

  it('skips the second of two placements on one cell: the first one planted makes it occupied', () => {
    const state = pvzPlay(pvzScenario(['....'], { sun: 500 }), 'J 0 1; W 0 1');
    expect(plantOn(state, 0, 1)).toEqual(['J', 10]);
    expect(state.last?.skipped).toEqual([{ plant: 'W', row: 0, column: 1, reason: 'occupied' }]);
  });

  it('skips what it cannot afford but still plants a cheaper placement written after it', () => {
    const state = pvzPlay(pvzScenario(['....'], { sun: 160 }), 'W 0 0; W 0 1; J 0 2');
    expect(state.last?.planted.map((placement) => placement.column)).toEqual([0, 2]);
    expect(state.last?.skipped).toEqual([{ plant: 'W', row: 0, column: 1, reason: 'sun' }]);
    expect(state.sun).toBe(160 - 100 - 50 + 25);
  });

  it('plays a turn whose placements are all skipped like an empty one', () => {
    const start = pvzScenario(['W...', '....'], { sun: 40 });
    const skipped = pvzPlay(start, 'X 0 0; W 1 1');
    const empty = pvzPlay(start, 'none');
    expect({ ...skipped, last: null }).toEqual({ ...empty, last: null });
  });
});
