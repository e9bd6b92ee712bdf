import { describe, expect, it } from 'vitest';
import { plantSpecs } from './pvz-state.js';
import { plantOn, pvzPlay, zombieCells } from './test-pvz-play.js';
import { pvzScenario } from './test-pvz-scenario.js';

describe("plants-vs-zombies plant table (KORGym's numbers)", () => {
  it('costs 50, 100, 325, 50, 125 and 300 sun; Wall-nuts have 10 HP and the others 2', () => {
    const table = Object.values(plantSpecs).map((spec) => [spec.letter, spec.cost, spec.hp]);
    expect(table).toEqual([
      ['X', 50, 2],
      ['W', 100, 2],
      ['S', 325, 2],
      ['J', 50, 10],
      ['H', 125, 2],
      ['F', 300, 0],
    ]);
  });
});

describe('plants-vs-zombies Peashooter', () => {
  it('deals 1 damage to the first zombie of its row, which then steps left', () => {
    expect(zombieCells(pvzPlay(pvzScenario(['W...N.'], { zombieHp: 10 }), 'none'))).toEqual([[0, 3, 9]]);
  });

  it('hits only the zombie in the lowest column, the earliest spawned among those sharing it', () => {
    const state = pvzScenario(['W.....'], {
      zombies: [
        { row: 0, column: 5, hp: 5 },
        { row: 0, column: 3, hp: 5 },
        { row: 0, column: 3, hp: 5 },
      ],
    });
    expect(zombieCells(pvzPlay(state, 'none'))).toEqual([
      [0, 4, 5],
      [0, 2, 4],
      [0, 2, 5],
    ]);
  });

  it('also hits a zombie left of it (KORGym aims at the lowest column, wherever the shooter stands)', () => {
    const state = pvzScenario(['J..W..'], { zombies: [{ row: 0, column: 0, hp: 10 }] });
    expect(zombieCells(pvzPlay(state, 'none'))).toEqual([[0, 0, 9]]);
  });

  it('removes a destroyed zombie at once, so the next shot goes to the next zombie', () => {
    const state = pvzScenario(['WW....'], {
      zombies: [
        { row: 0, column: 4, hp: 1 },
        { row: 0, column: 5, hp: 10 },
      ],
    });
    const next = pvzPlay(state, 'none');
    expect(zombieCells(next)).toEqual([[0, 4, 9]]);
    expect(next.last?.zombiesKilled).toBe(1);
  });
});

describe('plants-vs-zombies Three-Line Shooter', () => {
  it('hits the first zombie of its own row and of each adjacent row', () => {
    const state = pvzPlay(pvzScenario(['.....N', 'S....N', '.....N', '.....N'], { zombieHp: 10 }), 'none');
    expect(zombieCells(state)).toEqual([
      [0, 4, 9],
      [1, 4, 9],
      [2, 4, 9],
      [3, 4, 10],
    ]);
  });

  it('hits its own row twice on the top or bottom row, as KORGym clamps the missing row onto it', () => {
    const state = pvzPlay(pvzScenario(['S....N', '.....N', '.....N'], { zombieHp: 10 }), 'none');
    expect(zombieCells(state)).toEqual([
      [0, 4, 8],
      [1, 4, 9],
      [2, 4, 10],
    ]);
  });
});

describe('plants-vs-zombies Torch Stump', () => {
  it('adds 1 damage to shots along its row from shooters at or left of its column', () => {
    expect(zombieCells(pvzPlay(pvzScenario(['W.H..N'], { zombieHp: 10 }), 'none'))).toEqual([[0, 4, 8]]);
    expect(zombieCells(pvzPlay(pvzScenario(['HW...N'], { zombieHp: 10 }), 'none'))).toEqual([[0, 4, 9]]);
  });

  it('helps even when the zombie stands between the shooter and the stump, and adds at most 1', () => {
    expect(zombieCells(pvzPlay(pvzScenario(['W.NJH.'], { zombieHp: 10 }), 'none'))).toEqual([[0, 1, 8]]);
    expect(zombieCells(pvzPlay(pvzScenario(['WHH..N'], { zombieHp: 10 }), 'none'))).toEqual([[0, 4, 8]]);
  });

  it("boosts a Three-Line Shooter's shot into its row, judged in the row the shot flies along", () => {
    const state = pvzPlay(pvzScenario(['..H..N', 'S....N', '.....N'], { zombieHp: 10 }), 'none');
    expect(zombieCells(state)).toEqual([
      [0, 4, 8],
      [1, 4, 9],
      [2, 4, 9],
    ]);
  });
});

describe('plants-vs-zombies shooting order', () => {
  it('fires shooters in the order they were planted, not in reading order', () => {
    // Against a 1-HP zombie then a 5-HP one, a boosted shot (2) first wastes 1 damage; a plain shot (1) first wastes none.
    const zombies = [
      { row: 0, column: 5, hp: 1 },
      { row: 0, column: 5, hp: 5 },
    ];
    const boostedFirst = pvzPlay(pvzScenario(['W.H...'], { zombies, sun: 100 }), 'W 0 4');
    const plainFirst = pvzPlay(pvzScenario(['..H.W.'], { zombies, sun: 100 }), 'W 0 0');
    expect(zombieCells(boostedFirst)).toEqual([[0, 4, 4]]);
    expect(zombieCells(plainFirst)).toEqual([[0, 4, 3]]);
  });
});

describe('plants-vs-zombies Wall-nut', () => {
  it('has 10 HP and loses 1 per bite of each zombie on its cell', () => {
    const single = pvzPlay(pvzScenario(['.....N'], { sun: 50 }), 'J 0 5');
    expect(plantOn(single, 0, 5)).toEqual(['J', 9]);
    expect(zombieCells(single)).toEqual([[0, 5, 4]]);
    const pair = pvzScenario(['......'], {
      zombies: [
        { row: 0, column: 4 },
        { row: 0, column: 4 },
      ],
      sun: 50,
    });
    expect(plantOn(pvzPlay(pair, 'J 0 4'), 0, 4)).toEqual(['J', 8]);
  });
});

describe('plants-vs-zombies Fire Chili', () => {
  it('costs 300, destroys every zombie in its row on the turn it is planted and leaves its cell empty', () => {
    const state = pvzScenario(['W..N.N', '....N.'], { sun: 300, zombies: [{ row: 0, column: 5 }] });
    const next = pvzPlay(state, 'F 0 1');
    expect(zombieCells(next)).toEqual([[1, 3, 4]]);
    expect(plantOn(next, 0, 1)).toBeNull();
    expect(next.last?.zombiesKilled).toBe(3);
    expect(next.sun).toBe(25);
  });

  it('has no recharge: two in one turn burn two rows', () => {
    const next = pvzPlay(pvzScenario(['....N.', '....N.'], { sun: 600 }), 'F 0 0; F 1 0');
    expect(next.zombies).toEqual([]);
  });
});

describe('plants-vs-zombies Sunflower', () => {
  it('does nothing but produce sun and has 2 HP', () => {
    const state = pvzPlay(pvzScenario(['.XN...']), 'none');
    expect(plantOn(state, 0, 1)).toEqual(['X', 2]);
    expect(zombieCells(state)).toEqual([[0, 1, 4]]);
    expect(plantOn(pvzPlay(state, 'none'), 0, 1)).toEqual(['X', 1]);
  });
});
