import { describe, expect, it } from 'vitest';
import { randomAgent } from '../../agents/builtin/random-agent.js';
import type { AgentFactory } from '../../core/agent.js';
import { resolveParams } from '../../core/params.js';
import { playMatch } from '../../core/play-match.js';
import { rngFromSeed } from '../../core/rng.js';
import { minesweeper } from './index.js';
import { chooseHeuristicAction, chooseReferenceAction } from './minesweeper-agents.js';
import { minesweeperGame } from './minesweeper-game.js';
import type { MinesweeperState } from './minesweeper-state.js';
import { minesweeperScenario } from './test-minesweeper-scenario.js';

async function meanScore(factory: AgentFactory, preset: string, seeds: number): Promise<number> {
  const params = resolveParams(minesweeperGame, preset);
  let total = 0;
  for (let seed = 0; seed < seeds; seed++) {
    const agent = factory({ game: minesweeperGame, params, seat: 0, players: 1, seed, options: {} });
    const record = await playMatch({ game: minesweeperGame, params, seed, seats: [{ spec: 'agent', agent }] });
    total += record.end.scores?.[0] ?? 0;
  }
  return total / seeds;
}

function observe(state: MinesweeperState) {
  return minesweeperGame.observe(state, 0);
}

// The 1-2-1 pattern: no single number settles anything, but together they put the mines beside the 2.
const oneTwoOne = minesweeperScenario(['.*.*.', '.....', '.....'], { view: ['?????', 'ooooo', 'ooooo'] });

describe('minesweeper heuristic', () => {
  it('uncovers a cell a single number proves safe', () => {
    const state = minesweeperScenario(['*....', '.....', '.....'], { view: ['F????', 'o????', '?????'] });
    expect(chooseHeuristicAction(observe(state), rngFromSeed(1))).toMatchObject({
      action: { type: 'uncover', row: 0, column: 1 },
      selfScore: 0,
    });
  });

  it('flags a cell a single number proves to be a mine, expecting 1/mines', () => {
    const state = minesweeperScenario(['*....', '.....', '....*'], { view: ['?oooo', 'ooooo', 'oooo?'] });
    expect(chooseHeuristicAction(observe(state), rngFromSeed(1))).toMatchObject({
      action: { type: 'flag', row: 0, column: 0 },
      selfScore: 0.5,
    });
  });

  it('guesses a random covered cell when single numbers settle nothing, as in the 1-2-1 pattern', () => {
    const choice = chooseHeuristicAction(observe(oneTwoOne), rngFromSeed(1));
    expect(choice.note).toBe('random guess');
    expect(choice.action).toMatchObject({ type: 'uncover', row: 0 });
  });
});

describe('minesweeper reference', () => {
  it('solves the 1-2-1 pattern with linked constraints; knowing every mine, it flags them to win', () => {
    // Two flags win; uncovering the three safe cells would take three steps.
    const choice = chooseReferenceAction(observe(oneTwoOne), rngFromSeed(1));
    expect(choice).toMatchObject({ action: { type: 'flag', row: 0, column: 1 }, note: 'all mines known: flag to win' });
  });

  it('uncovers proven safe cells first, but banks a proven mine when steps run short', () => {
    // (0,0) is a proven mine and (1,1) proven safe; the bottom four cells hide the other mine.
    const state = minesweeperScenario(['*.', '..', '..', '..', '..', '*.', '..'], {
      view: ['?o', 'o?', 'oo', 'oo', 'oo', '??', '??'],
    });
    expect(chooseReferenceAction(observe(state), rngFromSeed(1))).toMatchObject({
      action: { type: 'uncover', row: 1, column: 1 },
      note: 'proven safe',
    });
    const late = { ...state, step: 63 };
    expect(chooseReferenceAction(observe(late), rngFromSeed(1))).toMatchObject({
      action: { type: 'flag', row: 0, column: 0 },
      note: 'few steps left: bank a proven mine',
    });
  });

  it('banks proven mines with flags before it has to guess', () => {
    // (6,0) is a proven mine; (0,0) and (0,1) are a 50/50 nothing can settle.
    const state = minesweeperScenario(['*.', '..', '..', '..', '..', '..', '*.', '..'], {
      view: ['??', 'oo', 'oo', 'oo', 'oo', 'oo', '?o', 'oo'],
    });
    const choice = chooseReferenceAction(observe(state), rngFromSeed(1));
    expect(choice).toMatchObject({
      action: { type: 'flag', row: 6, column: 0 },
      selfScore: 0.5,
      note: 'bank a proven mine before guessing',
    });
  });

  it('guesses the covered cell with the lowest exact mine probability', () => {
    // One mine among the four cells around the revealed row (25% each); the other among 26 interior cells (3.8%).
    const layout = ['*.', '..', ...new Array<string>(13).fill('..'), '.*'];
    const state = minesweeperScenario(layout, { view: ['??', 'oo', ...new Array<string>(14).fill('??')] });
    const choice = chooseReferenceAction(observe(state), rngFromSeed(1));
    expect(choice.note).toBe('guess: mine chance 3.8%');
    expect((choice.action as { row: number }).row).toBeGreaterThan(2);
  });

  it('decides in well under a millisecond on average, even on 20-mine boards', () => {
    const params = resolveParams(minesweeperGame, 'explore', { maxMines: 20, minMines: 20 });
    let total = 0;
    let decisions = 0;
    for (let seed = 0; seed < 10; seed++) {
      let state = minesweeperGame.setup(params, seed, 1);
      const rng = rngFromSeed(seed);
      while (state.end === null) {
        const start = performance.now();
        const { action } = chooseReferenceAction(observe(state), rng);
        total += performance.now() - start;
        decisions++;
        state = minesweeperGame.apply(state, [action]);
      }
    }
    // Generous for loaded CI machines; unloaded, the mean is about 0.1 ms.
    expect(total / decisions).toBeLessThan(5);
  });
});

describe('minesweeper reference playthrough', () => {
  it('matches its golden playthrough on eval seed 2, guessing, deducing, banking flags and winning', async () => {
    const params = resolveParams(minesweeperGame, 'eval');
    let state = minesweeperGame.setup(params, 2, 1);
    const rng = rngFromSeed(2);
    const lines = [
      `# minesweeper v${minesweeperGame.version}, preset eval, seed 2, reference agent`,
      `# params ${JSON.stringify(params)}`,
    ];
    while (state.end === null) {
      const choice = chooseReferenceAction(observe(state), rng);
      lines.push('', `## step ${state.step}`, minesweeperGame.text.observation(observe(state), 0));
      lines.push(
        `### action: ${minesweeperGame.text.action(choice.action)} (self-score ${choice.selfScore}; ${choice.note})`,
      );
      state = minesweeperGame.apply(state, [choice.action]);
    }
    lines.push('', `## step ${state.step}`, minesweeperGame.text.observation(observe(state), 0));
    lines.push(`### outcome: ${JSON.stringify(minesweeperGame.outcome(state))}`);
    await expect(`${lines.join('\n')}\n`).toMatchFileSnapshot('./golden/reference-eval-seed2.txt');
  });
});

describe('minesweeper do-nothing', () => {
  it('answers END on the first step and scores 0', async () => {
    expect(await meanScore(minesweeper.agents['do-nothing'] as AgentFactory, 'eval', 5)).toBe(0);
    const params = resolveParams(minesweeperGame, 'explore');
    const agent = (minesweeper.agents['do-nothing'] as AgentFactory)({
      game: minesweeperGame,
      params,
      seat: 0,
      players: 1,
      seed: 0,
      options: {},
    });
    const record = await playMatch({ game: minesweeperGame, params, seed: 0, seats: [{ spec: 'do-nothing', agent }] });
    expect(record.steps.map((step) => step.moves[0]?.text)).toEqual(['END']);
  });
});

describe('minesweeper agents against each other', () => {
  it('rank reference above heuristic above random on both presets', async () => {
    for (const preset of ['explore', 'eval']) {
      const reference = await meanScore(minesweeper.agents.reference as AgentFactory, preset, 30);
      const heuristic = await meanScore(minesweeper.agents.heuristic as AgentFactory, preset, 30);
      const random = await meanScore(randomAgent, preset, 30);
      expect(reference).toBeGreaterThan(heuristic);
      expect(heuristic).toBeGreaterThan(random);
    }
  });
});
