import { describe, expect, it } from 'vitest';
import { plantOn, pvzPlay, zombieCells } from './test-pvz-play.js';
import { pvzScenario } from './test-pvz-scenario.js';

describe('plants-vs-zombies Peashooter', () => {
  it('hits the nearest zombie to its right for 1 damage, then the zombie steps left', () => {
    const state = pvzPlay(pvzScenario(['W...Z.|.']), 'none');
    expect(zombieCells(state)).toEqual([[0, 3, 9]]);
  });

  it('reaches zombies in the entry column', () => {
    expect(zombieCells(pvzPlay(pvzScenario(['W.....|Z']), 'none'))).toEqual([[0, 5, 9]]);
  });

  it('only hits the nearest of several zombies and never one behind it', () => {
    const ahead = pvzPlay(pvzScenario(['W..Z.Z|.']), 'none');
    expect(zombieCells(ahead)).toEqual([
      [0, 2, 9],
      [0, 4, 10],
    ]);
    const behind = pvzPlay(pvzScenario(['JZW...|.']), 'none');
    expect(zombieCells(behind)).toEqual([[0, 1, 10]]);
  });

  it('hits the earliest arrived of zombies sharing a cell', () => {
    const state = pvzScenario(['W.....|.'], {
      zombies: [
        { row: 0, column: 4, hp: 5 },
        { row: 0, column: 4, hp: 5 },
      ],
    });
    expect(zombieCells(pvzPlay(state, 'none'))).toEqual([
      [0, 3, 4],
      [0, 3, 5],
    ]);
  });

  it('resolves peas one at a time, so a pea never lands on a zombie already destroyed', () => {
    const state = pvzScenario(['WW....|.'], {
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
  it('shoots along its own row and both neighbouring rows', () => {
    const state = pvzPlay(pvzScenario(['......|Z', 'S.....|Z', '......|Z', '......|Z']), 'none');
    expect(zombieCells(state)).toEqual([
      [0, 5, 9],
      [1, 5, 9],
      [2, 5, 9],
      [3, 5, 10],
    ]);
  });

  it('shoots only into the rows that exist at the edge of the lawn', () => {
    const state = pvzPlay(pvzScenario(['S.....|Z', '......|Z', '......|Z']), 'none');
    expect(zombieCells(state)).toEqual([
      [0, 5, 9],
      [1, 5, 9],
      [2, 5, 10],
    ]);
  });
});

describe('plants-vs-zombies Torch Stump', () => {
  it('doubles a pea that passes through it on the way to the zombie', () => {
    expect(zombieCells(pvzPlay(pvzScenario(['W.H...|Z']), 'none'))).toEqual([[0, 5, 8]]);
  });

  it('does nothing for a pea fired in front of it or stopped before it', () => {
    expect(zombieCells(pvzPlay(pvzScenario(['HW....|Z']), 'none'))).toEqual([[0, 5, 9]]);
    expect(zombieCells(pvzPlay(pvzScenario(['W.ZJH.|.']), 'none'))).toEqual([[0, 1, 9]]);
  });

  it('doubles a pea at most once, however many stumps it passes', () => {
    expect(zombieCells(pvzPlay(pvzScenario(['WHH...|Z']), 'none'))).toEqual([[0, 5, 8]]);
  });

  it('doubles the peas a Three-Line Shooter fires into its row', () => {
    const state = pvzPlay(pvzScenario(['..H...|Z', 'S.....|.']), 'none');
    expect(zombieCells(state)).toEqual([[0, 5, 8]]);
  });
});

describe('plants-vs-zombies Wall-nut', () => {
  it('is planted with 12 bites and loses one per zombie per turn', () => {
    const single = pvzPlay(pvzScenario(['......|Z'], { sun: 50 }), 'J 0 5');
    expect(plantOn(single, 0, 5)).toEqual(['J', 11]);
    expect(zombieCells(single)).toEqual([[0, 6, 10]]);
    const pair = pvzScenario(['....J.|.'], {
      zombies: [
        { row: 0, column: 5, hp: 10 },
        { row: 0, column: 5, hp: 10 },
      ],
    });
    expect(plantOn(pvzPlay(pair, 'none'), 0, 4)).toEqual(['J', 10]);
  });

  it('holds a zombie until its last bite, after which the zombie walks on the next turn', () => {
    const state = pvzScenario(['..JZ..|.'], { bitten: [{ row: 0, column: 2, hp: 2 }] });
    const bitten = pvzPlay(state, 'none');
    expect(plantOn(bitten, 0, 2)).toEqual(['J', 1]);
    const eaten = pvzPlay(bitten, 'none');
    expect(plantOn(eaten, 0, 2)).toBeNull();
    expect(eaten.last?.plantsEaten).toEqual([{ plant: 'J', row: 0, column: 2 }]);
    expect(zombieCells(eaten)).toEqual([[0, 3, 10]]);
    expect(zombieCells(pvzPlay(eaten, 'none'))).toEqual([[0, 2, 10]]);
  });
});

describe('plants-vs-zombies Fire Chili', () => {
  it('burns every zombie in its row, entry column included, and leaves its cell empty', () => {
    const state = pvzScenario(['W..Z.Z|Z', '....Z.|.'], { sun: 150, turn: 7 });
    const next = pvzPlay(state, 'F 0 1');
    expect(zombieCells(next)).toEqual([[1, 3, 10]]);
    expect(plantOn(next, 0, 1)).toBeNull();
    expect(next.last?.zombiesKilled).toBe(3);
    expect(next.sun).toBe(25);
  });

  it('recharges for 10 turns: one planted on turn 8 allows the next on turn 18', () => {
    const state = pvzPlay(pvzScenario(['....Z.|.', '......|.'], { sun: 150, turn: 7 }), 'F 1 0');
    expect(state.chiliReady).toBe(18);
  });
});

describe('plants-vs-zombies Sunflower', () => {
  it('does nothing but produce sun and takes 2 bites to eat', () => {
    const state = pvzPlay(pvzScenario(['.XZ...|.']), 'none');
    expect(plantOn(state, 0, 1)).toEqual(['X', 1]);
    expect(zombieCells(state)).toEqual([[0, 2, 10]]);
  });
});
