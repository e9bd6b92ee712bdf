import { describe, expect, it } from 'vitest';
import { resolveParams } from '../../core/params.js';
import { pvzGame } from './pvz-game.js';
import { pvzPlay } from './test-pvz-play.js';
import { pvzScenario } from './test-pvz-scenario.js';

const empty = ['......|.', '......|.', '......|.'];

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
    expect(first.sun).toBe(50 - 50 + 25 + 10);
    const second = pvzPlay(pvzScenario(['XX....|.', '......|.', '......|.'], { sun: 200 }), 'W 1 0');
    expect(second.sun).toBe(200 - 100 + 25 + 20);
    expect(second.last?.sunGained).toBe(45);
  });

  it('charges the total cost of several placements in one turn', () => {
    const state = pvzPlay(pvzScenario(empty, { sun: 500 }), 'X 0 0; W 1 1; S 2 2');
    expect(state.sun).toBe(500 - 50 - 100 - 325 + 25 + 10);
  });

  it('stops producing sun from a Sunflower once a zombie has eaten it', () => {
    const state = pvzScenario(['XZ....|.', '......|.', '......|.'], { bitten: [{ row: 0, column: 0, hp: 1 }] });
    const next = pvzPlay(state, 'none');
    expect(next.last?.plantsEaten).toEqual([{ plant: 'X', row: 0, column: 0 }]);
    expect(next.last?.sunGained).toBe(35);
    expect(pvzPlay(next, 'none').last?.sunGained).toBe(25);
  });
});
