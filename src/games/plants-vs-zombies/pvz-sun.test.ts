import { describe, expect, it } from 'vitest';
import { resolveParams } from '../../core/params.js';
import { pvzGame } from './pvz-game.js';
import { pvzPlay } from './test-pvz-play.js';
import { pvzScenario } from './test-pvz-scenario.js';

const empty = ['......', '......', '......'];

describe('plants-vs-zombies sun', () => {
  it('starts with 50 sun and brings 25 sun every turn with no Sunflower', () => {
    const state = pvzGame.setup(resolveParams(pvzGame, 'eval'), 1, 1);
    expect(state.sun).toBe(50);
    const next = pvzPlay(state, 'none');
    expect(next.sun).toBe(75);
    expect(next.last?.sunGained).toBe(25);
  });

  it('pays for placements at once and adds 10 sun per Sunflower, including one planted this turn', () => {
    const first = pvzPlay(pvzScenario(empty, { sun: 50 }), 'X 0 0');
    expect(first.sun).toBe(50 - 50 + 10 + 25);
    const second = pvzPlay(pvzScenario(['XX....', '......', '......'], { sun: 200 }), 'W 1 0');
    expect(second.sun).toBe(200 - 100 + 20 + 25);
    expect(second.last?.sunGained).toBe(45);
  });

  it('charges several placements in answer order, skipping one it cannot afford and keeping the rest', () => {
    const state = pvzPlay(pvzScenario(empty, { sun: 200 }), 'W 0 1; S 1 1; X 2 0');
    expect(state.last?.planted.map((placement) => placement.plant)).toEqual(['W', 'X']);
    expect(state.last?.skipped).toEqual([{ plant: 'S', row: 1, column: 1, reason: 'sun' }]);
    expect(state.sun).toBe(200 - 100 - 50 + 10 + 25);
  });

  it('stops producing sun from a Sunflower once a zombie has eaten it', () => {
    const state = pvzScenario(['X.....', '......', '......'], {
      sun: 100,
      bitten: [{ row: 0, column: 0, hp: 1 }],
      zombies: [{ row: 0, column: 0, hp: 50 }],
    });
    const next = pvzPlay(state, 'none');
    expect(next.last?.plantsEaten).toEqual([{ plant: 'X', row: 0, column: 0 }]);
    expect(next.last?.sunGained).toBe(35);
    expect(pvzPlay(next, 'J 0 0').last?.sunGained).toBe(25);
  });
});
