import { describe, expect, it } from 'vitest';
import { pvzGame } from './pvz-game.js';
import type { PvzAction } from './pvz-state.js';
import { pvzAction, pvzPlay } from './test-pvz-play.js';
import { pvzScenario } from './test-pvz-scenario.js';

const small = pvzScenario(['W..|.', '..Z|.'], { sun: 60 });

function error(state: ReturnType<typeof pvzScenario>, text: string): string | null {
  return pvzGame.actionError(state, 0, pvzAction(state, text));
}

describe('plants-vs-zombies legal actions', () => {
  it('lists the empty action, every affordable single placement on an empty cell, then END', () => {
    const texts = pvzGame.legalActions(small, 0).map((action) => pvzGame.text.action(action));
    expect(texts).toEqual(['none', 'X 0 1', 'X 0 2', 'X 1 0', 'X 1 1', 'J 0 1', 'J 0 2', 'J 1 0', 'J 1 1', 'END']);
  });

  it('leaves the Fire Chili out while it recharges', () => {
    const ready = pvzScenario(['...|.'], { sun: 150, turn: 4, chiliReady: 5 });
    expect(pvzGame.legalActions(ready, 0).some((action) => pvzGame.text.action(action) === 'F 0 0')).toBe(true);
    const recharging = pvzScenario(['...|.'], { sun: 150, turn: 4, chiliReady: 6 });
    expect(pvzGame.legalActions(recharging, 0).some((action) => pvzGame.text.action(action).startsWith('F'))).toBe(
      false,
    );
  });

  it('accepts any set of placements on distinct empty cells whose total cost is affordable', () => {
    const state = pvzScenario(['....|.', '....|.'], { sun: 150 });
    expect(error(state, 'X 0 0; W 1 1')).toBeNull();
    expect(error(state, 'J 0 0; J 0 1; X 1 0')).toBeNull();
    const next = pvzPlay(state, 'J 0 0; J 0 1; X 1 0');
    expect(next.sun).toBe(0 + 25 + 10);
  });

  it('says exactly what is wrong with an illegal set of placements', () => {
    const state = pvzScenario(['W...|.', '..Z.|.'], { sun: 150, turn: 2, chiliReady: 9 });
    expect(error(state, 'W 0 1; W 1 0')).toBe('the placements cost 200 sun but only 150 sun is available');
    expect(error(state, 'X 0 0')).toBe('cell (0, 0) already holds a Peashooter (W)');
    expect(error(state, 'J 1 2')).toBe('cell (1, 2) holds a zombie; plant only on empty cells');
    expect(error(state, 'X 0 1; J 0 1')).toBe('cell (0, 1) is named twice; plant at most one plant per cell');
    expect(error(state, 'F 1 0')).toBe(
      'the Fire Chili is recharging: the next one can be planted on turn 9 (this is turn 3)',
    );
    const rich = pvzScenario(['....|.', '....|.'], { sun: 300 });
    expect(error(rich, 'F 0 0; F 1 0')).toBe('2 Fire Chilis in one turn: at most one Fire Chili per turn');
  });

  it('rejects off-lawn cells and unknown plants given as action objects', () => {
    const offLawn: PvzAction = { type: 'plant', placements: [{ plant: 'W', row: 2, column: 0 }] };
    expect(pvzGame.actionError(small, 0, offLawn)).toBe('cell (2, 0) is off the lawn: rows run 0-1, columns 0-2');
    const unknown = { type: 'plant', placements: [{ plant: 'Q', row: 0, column: 1 }] } as unknown as PvzAction;
    expect(pvzGame.actionError(small, 0, unknown)).toBe("unknown plant 'Q': plants are X, W, S, J, H, F");
    expect(() => pvzGame.apply(small, [offLawn])).toThrow(/off the lawn/);
  });

  it('ends the episode on END, keeping the turns survived, with no turn played', () => {
    const state = pvzPlay(pvzScenario(['W..|.', '..Z|.'], { turn: 12, sun: 40 }), 'END');
    expect(state).toMatchObject({ end: 'agent-ended', turn: 12, score: 12, sun: 40 });
    expect(pvzGame.outcome(state)).toEqual({ scores: [12] });
    expect(pvzGame.legalActions(state, 0)).toEqual([]);
    expect(() => pvzGame.apply(state, [{ type: 'plant', placements: [] }])).toThrow(/over/);
  });
});
