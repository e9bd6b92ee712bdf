import { describe, expect, it } from 'vitest';
import { resolveParams } from '../../core/params.js';
import { rngFromSeed } from '../../core/rng.js';
import { deduce, type MineProblem, mineOdds, mineProblem, sampleMineLayout } from './minesweeper-constraints.js';
import { minesweeperGame } from './minesweeper-game.js';
import { countOf, type MinesweeperState, neighbourTable } from './minesweeper-state.js';
import { minesweeperScenario } from './test-minesweeper-scenario.js';

function problemOf(state: MinesweeperState): MineProblem {
  return mineProblem(state.view, state.rules.rows, state.rules.columns, state.mineCount);
}

/** Row 0's certainties as a string: M mine, s safe, ? undecided, - uncovered. */
function firstRow(state: MinesweeperState): string {
  const certainty = deduce(problemOf(state));
  let text = '';
  for (let column = 0; column < state.rules.columns; column++) {
    const value = certainty[column];
    text += state.view[column] !== '?' ? '-' : value === 1 ? 'M' : value === 0 ? 's' : '?';
  }
  return text;
}

/** Exact mine probabilities by trying every subset of covered cells (small boards only). */
function bruteForce(state: MinesweeperState): Map<number, number> {
  const { view, rules } = state;
  const neighbours = neighbourTable(rules.rows, rules.columns);
  const covered: number[] = [];
  for (let cell = 0; cell < view.length; cell++) if (view[cell] === '?' || view[cell] === 'F') covered.push(cell);
  const hidden = state.mineCount - [...view].filter((symbol) => symbol === 'X').length;
  const tally = new Map<number, number>(covered.map((cell) => [cell, 0]));
  let layouts = 0;
  const chosen = new Set<number>();
  const consistent = (): boolean => {
    for (let cell = 0; cell < view.length; cell++) {
      const count = countOf(view[cell]);
      if (count < 0) continue;
      const mines = (neighbours[cell] as number[]).filter((other) => chosen.has(other) || view[other] === 'X').length;
      if (mines !== count) return false;
    }
    return true;
  };
  const choose = (from: number, left: number): void => {
    if (left === 0) {
      if (!consistent()) return;
      layouts++;
      for (const cell of chosen) tally.set(cell, (tally.get(cell) as number) + 1);
      return;
    }
    for (let index = from; index <= covered.length - left; index++) {
      chosen.add(covered[index] as number);
      choose(index + 1, left - 1);
      chosen.delete(covered[index] as number);
    }
  };
  choose(0, hidden);
  return new Map([...tally].map(([cell, count]) => [cell, count / layouts]));
}

/** Small random mid-game positions: a 5x6 board with 4 to 6 mines after a few random safe uncovers. */
function smallPositions(count: number): MinesweeperState[] {
  const params = resolveParams(minesweeperGame, 'eval', { rows: 5, columns: 6, minMines: 4, maxMines: 6 });
  const positions: MinesweeperState[] = [];
  for (let seed = 0; positions.length < count; seed++) {
    const rng = rngFromSeed(seed, 77);
    let state = minesweeperGame.setup(params, seed, 1);
    for (let move = 0; move < 3 && state.end === null; move++) {
      const safe = minesweeperGame
        .legalActions(state, 0)
        .filter((action) => action.type === 'uncover' && !state.mines.includes(action.row * 6 + action.column));
      if (safe.length === 0) break;
      state = minesweeperGame.apply(state, [rng.pick(safe)]);
    }
    if (state.end === null) positions.push(state);
  }
  return positions;
}

describe('minesweeper deductions', () => {
  it('solves the 1-2-1 pattern: mines beside the 2, the cell above the 2 safe', () => {
    const state = minesweeperScenario(['.*.*.', '.....', '.....'], { view: ['?????', 'ooooo', 'ooooo'] });
    expect(state.view.slice(5, 10)).toBe('11211');
    expect(firstRow(state)).toBe('sMsMs');
  });

  it('solves the 1-2-2-1 pattern (between two 0s): mines above the two 2s', () => {
    const state = minesweeperScenario(['..**..', '......', '......'], { view: ['??????', 'oooooo', 'oooooo'] });
    expect(state.view.slice(6, 12)).toBe('012210');
    expect(firstRow(state)).toBe('ssMMss');
  });

  it('uses a subset: a 1 whose covered cells lie inside another 1 makes the rest of the larger one safe', () => {
    // Row 1 reads 1 1 ...: the corner 1 sees (0,0),(0,1); the next 1 sees (0,0),(0,1),(0,2), so (0,2) is safe.
    const state = minesweeperScenario(['*....', '.....', '.....'], { view: ['?????', 'oo???', 'oo???'] });
    const certainty = deduce(problemOf(state));
    expect(certainty[2]).toBe(0);
    expect(certainty[0]).toBe(-1);
  });

  it('closes the board with the mine total: when no mine is left unaccounted for, every other covered cell is safe', () => {
    const state = minesweeperScenario(['*....', '.....', '.....'], { view: ['?o???', 'oo???', '?????'] });
    const certainty = deduce(problemOf(state));
    expect(certainty[0]).toBe(1);
    for (let cell = 2; cell < 15; cell++) if (state.view[cell] === '?') expect(certainty[cell]).toBe(0);
  });

  it('gives even odds to a cell pair no number can tell apart', () => {
    const state = minesweeperScenario(['*.', '..', '..', '..', '..'], { view: ['??', 'oo', 'oo', 'oo', 'oo'] });
    const odds = mineOdds(problemOf(state));
    expect(odds.exact).toBe(true);
    expect([odds.probability[0], odds.probability[1]]).toEqual([0.5, 0.5]);
  });

  it('matches brute-force mine probabilities on small random positions, frontier and interior cells alike', () => {
    for (const state of smallPositions(25)) {
      const odds = mineOdds(problemOf(state));
      expect(odds.exact).toBe(true);
      for (const [cell, chance] of bruteForce(state)) expect(odds.probability[cell]).toBeCloseTo(chance, 9);
    }
  });
});

describe('minesweeper mine sampling', () => {
  it('draws layouts that agree with every count and the mine total, ignoring flags', () => {
    const neighbours = neighbourTable(5, 6);
    const rng = rngFromSeed(3);
    for (const state of smallPositions(20)) {
      const flagged = { ...state, view: state.view.replace('?', 'F') };
      const observation = minesweeperGame.observe(flagged, 0);
      const sampled = minesweeperGame.sample(observation, 0, rng);
      expect(sampled.mines).toHaveLength(state.mineCount);
      for (let cell = 0; cell < 30; cell++) {
        const count = countOf(state.view[cell]);
        if (count < 0) continue;
        expect(sampled.mines).not.toContain(cell);
        expect((neighbours[cell] as number[]).filter((other) => sampled.mines.includes(other))).toHaveLength(count);
      }
      expect(minesweeperGame.observe(sampled, 0)).toEqual(observation);
    }
  });

  it('draws each consistent layout about equally often (frequencies follow the exact odds)', () => {
    const [state] = smallPositions(1) as [MinesweeperState];
    const exact = bruteForce(state);
    const rng = rngFromSeed(9);
    const hits = new Map<number, number>();
    const draws = 3000;
    for (let draw = 0; draw < draws; draw++) {
      for (const mine of sampleMineLayout(problemOf(state), rng)) hits.set(mine, (hits.get(mine) ?? 0) + 1);
    }
    for (const [cell, chance] of exact) expect(Math.abs((hits.get(cell) ?? 0) / draws - chance)).toBeLessThan(0.04);
  });

  it('never draws the flags as exactly the covered mines while the episode runs (that would have ended it)', () => {
    // Two cells, one mine: the player flagged (0,0); the true mine is (0,1), so the episode goes on.
    const state = minesweeperScenario(['.*', '..', '..', '..', '..'], { view: ['F?', 'oo', 'oo', 'oo', 'oo'] });
    const rng = rngFromSeed(5);
    for (let draw = 0; draw < 20; draw++) {
      expect(minesweeperGame.sample(minesweeperGame.observe(state, 0), 0, rng).mines).toEqual([1]);
    }
  });
});
