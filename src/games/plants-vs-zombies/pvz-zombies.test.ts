import { describe, expect, it } from 'vitest';
import { pvzGame } from './pvz-game.js';
import { plantOn, pvzPlay, zombieCells } from './test-pvz-play.js';
import { pvzScenario } from './test-pvz-scenario.js';

describe('plants-vs-zombies zombie movement', () => {
  it('steps one column left every turn from the entry column', () => {
    const state = pvzScenario(['......|Z', '......|.']);
    expect(zombieCells(pvzPlay(state, 'none'))).toEqual([[0, 5, 10]]);
    expect(zombieCells(pvzPlay(state, 'none', 'none', 'none'))).toEqual([[0, 3, 10]]);
  });

  it('bites the plant directly to its left instead of stepping, and walks on once it is eaten', () => {
    const start = pvzScenario(['....WZ|.'], { zombieHp: 20 });
    const first = pvzPlay(start, 'none');
    expect(plantOn(first, 0, 4)).toEqual(['W', 1]);
    expect(zombieCells(first)).toEqual([[0, 5, 19]]);
    const second = pvzPlay(first, 'none');
    expect(plantOn(second, 0, 4)).toBeNull();
    expect(second.last?.plantsEaten).toEqual([{ plant: 'W', row: 0, column: 4 }]);
    expect(zombieCells(second)).toEqual([[0, 5, 18]]);
    expect(zombieCells(pvzPlay(second, 'none'))).toEqual([[0, 4, 18]]);
  });

  it('bites a plant in the last lawn column from the entry column', () => {
    const state = pvzPlay(pvzScenario(['.....J|Z']), 'none');
    expect(plantOn(state, 0, 5)).toEqual(['J', 11]);
    expect(zombieCells(state)).toEqual([[0, 6, 10]]);
  });

  it('lets zombies share a cell, each biting the plant in front', () => {
    const state = pvzScenario(['..JZZ.|.']);
    const next = pvzPlay(state, 'none');
    expect(zombieCells(next)).toEqual([
      [0, 3, 10],
      [0, 3, 10],
    ]);
    expect(plantOn(next, 0, 2)).toEqual(['J', 11]);
    expect(plantOn(pvzPlay(next, 'none'), 0, 2)).toEqual(['J', 9]);
  });

  it('moves zombies in order of arrival: a later one steps into the cell an earlier one has just cleared', () => {
    const state = pvzScenario(['..J...|.'], {
      bitten: [{ row: 0, column: 2, hp: 1 }],
      zombies: [
        { row: 0, column: 3, hp: 10 },
        { row: 0, column: 3, hp: 10 },
      ],
    });
    const next = pvzPlay(state, 'none');
    expect(plantOn(next, 0, 2)).toBeNull();
    expect(zombieCells(next)).toEqual([
      [0, 3, 10],
      [0, 2, 10],
    ]);
  });

  it('never enters a lawn cell holding a plant, so a plant never shares a cell with a zombie', () => {
    const state = pvzPlay(pvzScenario(['.X.W.J|Z', 'J.X.W.|Z'], { sun: 0 }), 'none', 'none', 'none', 'none');
    const onLawn = state.zombies.filter((zombie) => zombie.column < state.rules.columns);
    expect(onLawn.length).toBeGreaterThan(0);
    for (const zombie of onLawn) expect(plantOn(state, zombie.row, zombie.column)).toBeNull();
  });
});

describe('plants-vs-zombies end of the episode', () => {
  it('ends when a zombie walks off column 0, without scoring that turn', () => {
    const state = pvzScenario(['Z.....|.', '......|.'], { turn: 7 });
    const next = pvzPlay(state, 'none');
    expect(next).toMatchObject({ end: 'zombie-through', turn: 8, score: 7 });
    expect(next.zombies.some((zombie) => zombie.column === -1)).toBe(true);
    expect(pvzGame.toAct(next)).toEqual([]);
    expect(pvzGame.outcome(next)).toEqual({ scores: [7] });
  });

  it('cannot stop a zombie in column 0, which has no cell in front for a plant', () => {
    const state = pvzScenario(['Z.....|.'], { sun: 100 });
    expect(pvzPlay(state, 'J 0 1').end).toBe('zombie-through');
  });

  it('scores one point per survived turn and ends after the last turn', () => {
    const state = pvzPlay(pvzScenario(['......|.'], { maxSteps: 3 }), 'none', 'none', 'none');
    expect(state).toMatchObject({ end: 'max-steps', turn: 3, score: 3 });
    expect(pvzGame.outcome(state)).toEqual({ scores: [3] });
    expect(pvzGame.score(state)).toEqual([3]);
  });
});
