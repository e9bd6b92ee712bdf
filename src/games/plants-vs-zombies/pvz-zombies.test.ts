import { describe, expect, it } from 'vitest';
import { pvzGame } from './pvz-game.js';
import { zombieSpecs } from './pvz-state.js';
import { plantOn, pvzPlay, zombieCells } from './test-pvz-play.js';
import { pvzScenario } from './test-pvz-scenario.js';

describe("plants-vs-zombies zombie table (KORGym's numbers)", () => {
  it('has Regular 4 HP, Roadblock 8, Bucket 12 biting 1, and High-Attack 6 HP biting 3', () => {
    const table = Object.values(zombieSpecs).map((spec) => [spec.letter, spec.hp, spec.attack]);
    expect(table).toEqual([
      ['N', 4, 1],
      ['R', 8, 1],
      ['B', 12, 1],
      ['I', 6, 3],
    ]);
  });
});

describe('plants-vs-zombies zombie movement', () => {
  it('steps one column left every turn', () => {
    const state = pvzScenario(['.....N', '......']);
    expect(zombieCells(pvzPlay(state, 'none'))).toEqual([[0, 4, 4]]);
    expect(zombieCells(pvzPlay(state, 'none', 'none', 'none'))).toEqual([[0, 2, 4]]);
  });

  it('walks onto a plant cell, then bites the plant there instead of stepping, and walks on once it is eaten', () => {
    const start = pvzScenario(['....JN'], { zombieHp: 20, bitten: [{ row: 0, column: 4, hp: 2 }] });
    const onCell = pvzPlay(start, 'none');
    expect(zombieCells(onCell)).toEqual([[0, 4, 20]]);
    expect(plantOn(onCell, 0, 4)).toEqual(['J', 2]);
    const bitten = pvzPlay(onCell, 'none');
    expect(plantOn(bitten, 0, 4)).toEqual(['J', 1]);
    const eaten = pvzPlay(bitten, 'none');
    expect(plantOn(eaten, 0, 4)).toBeNull();
    expect(eaten.last?.plantsEaten).toEqual([{ plant: 'J', row: 0, column: 4 }]);
    expect(zombieCells(eaten)).toEqual([[0, 4, 20]]);
    expect(zombieCells(pvzPlay(eaten, 'none'))).toEqual([[0, 3, 20]]);
  });

  it('is stopped at once by a plant put on its own cell', () => {
    const state = pvzPlay(pvzScenario(['..N...'], { sun: 50 }), 'J 0 2');
    expect(zombieCells(state)).toEqual([[0, 2, 4]]);
    expect(plantOn(state, 0, 2)).toEqual(['J', 9]);
  });

  it('bites for 3 when it is a High-Attack Zombie', () => {
    const state = pvzPlay(pvzScenario(['..J...'], { zombies: [{ row: 0, column: 2, kind: 'I' }] }), 'none');
    expect(plantOn(state, 0, 2)).toEqual(['J', 7]);
  });

  it('acts in spawn order: a later zombie on the cell steps on once an earlier one has finished the plant', () => {
    const state = pvzScenario(['..J...'], {
      bitten: [{ row: 0, column: 2, hp: 1 }],
      zombies: [
        { row: 0, column: 2 },
        { row: 0, column: 2 },
      ],
    });
    const next = pvzPlay(state, 'none');
    expect(plantOn(next, 0, 2)).toBeNull();
    expect(zombieCells(next)).toEqual([
      [0, 2, 4],
      [0, 1, 4],
    ]);
  });
});

describe('plants-vs-zombies end of the episode', () => {
  it('ends when a zombie walks off column 0, without scoring that turn', () => {
    const state = pvzScenario(['N.....', '......'], { turn: 7 });
    const next = pvzPlay(state, 'none');
    expect(next).toMatchObject({ end: 'zombie-through', turn: 8, score: 7 });
    expect(next.zombies.some((zombie) => zombie.column === -1)).toBe(true);
    expect(pvzGame.toAct(next)).toEqual([]);
    expect(pvzGame.outcome(next)).toEqual({ scores: [7] });
  });

  it('stops the turn at the zombie that gets through: the zombies after it do not act', () => {
    const state = pvzScenario(['N.....', '...J..'], { zombies: [{ row: 1, column: 3 }] });
    const next = pvzPlay(state, 'none');
    expect(next.end).toBe('zombie-through');
    expect(plantOn(next, 1, 3)).toEqual(['J', 10]);
  });

  it('can still be held in column 0 by a plant put on the zombie', () => {
    expect(pvzPlay(pvzScenario(['N.....'], { sun: 50 }), 'J 0 0').end).toBeNull();
  });

  it('scores one point per survived turn and ends after the last turn', () => {
    const state = pvzPlay(pvzScenario(['......'], { turn: 1, maxSteps: 4 }), 'none', 'none', 'none');
    expect(state).toMatchObject({ end: 'max-steps', turn: 4, score: 4 });
    expect(pvzGame.outcome(state)).toEqual({ scores: [4] });
    expect(pvzGame.score(state)).toEqual([4]);
  });
});
