import { describe, expect, it } from 'vitest';
import { randomAgent } from '../../agents/builtin/random-agent.js';
import type { AgentFactory } from '../../core/agent.js';
import { resolveParams } from '../../core/params.js';
import { playMatch } from '../../core/play-match.js';
import { tetris } from './index.js';
import { tetrisScenario } from './test-tetris-scenario.js';
import { chooseHeuristicDrop, chooseReferenceDrop } from './tetris-agents.js';
import { tetrisGame } from './tetris-game.js';

const well = ['........', '........', '........', '........', '*******.', '*******.', '*******.', '*******.'];

async function meanScore(factory: AgentFactory, preset: string, seeds: number): Promise<number> {
  const params = resolveParams(tetrisGame, preset);
  let total = 0;
  for (let seed = 0; seed < seeds; seed++) {
    const agent = factory({ game: tetrisGame, params, seat: 0, players: 1, seed, options: {} });
    const record = await playMatch({ game: tetrisGame, params, seed, seats: [{ spec: 'agent', agent }] });
    total += record.end.scores?.[0] ?? 0;
  }
  return total / seeds;
}

describe('tetris agents', () => {
  it('both drop a vertical I into a four-deep well to clear four rows, and expect that reward', () => {
    const observation = tetrisGame.observe(tetrisScenario(well, { current: 'I' }), 0);
    const drop = { action: { type: 'drop', column: 8, rotation: 90 }, selfScore: 4 };
    expect(chooseHeuristicDrop(observation)).toEqual(drop);
    expect(chooseReferenceDrop(observation)).toEqual(drop);
  });

  it('matches the reference golden playthrough on eval seed 1 (16 blocks)', async () => {
    const params = resolveParams(tetrisGame, 'eval', { maxSteps: 16 });
    let state = tetrisGame.setup(params, 1, 1);
    const lines = [
      `# tetris v${tetrisGame.version}, preset eval, seed 1, reference agent`,
      `# params ${JSON.stringify(params)}`,
    ];
    while (state.end === null) {
      const choice = chooseReferenceDrop(tetrisGame.observe(state, 0));
      lines.push('', `## step ${state.step}`, tetrisGame.text.observation(tetrisGame.observe(state, 0), 0));
      lines.push(`### action: ${tetrisGame.text.action(choice.action)} (self-score ${choice.selfScore})`);
      state = tetrisGame.apply(state, [choice.action]);
    }
    lines.push('', `## step ${state.step}`, tetrisGame.text.observation(tetrisGame.observe(state, 0), 0));
    lines.push(`### outcome: ${JSON.stringify(tetrisGame.outcome(state))}`);
    await expect(`${lines.join('\n')}\n`).toMatchFileSnapshot('./golden/reference-eval-seed1.txt');
  });

  it('do-nothing drops every block at column 1, rotation 0, and soon cannot fit one in', async () => {
    const params = resolveParams(tetrisGame, 'eval');
    const agent = (tetris.agents['do-nothing'] as AgentFactory)({
      game: tetrisGame,
      params,
      seat: 0,
      players: 1,
      seed: 0,
      options: {},
    });
    const record = await playMatch({ game: tetrisGame, params, seed: 0, seats: [{ spec: 'do-nothing', agent }] });
    expect(new Set(record.steps.map((step) => step.moves[0]?.text))).toEqual(new Set(['1 0']));
    expect(record.steps.length).toBeLessThan(10);
    expect(record.end.scores).toEqual([0]);
  });

  it('rank reference above heuristic above random on both presets', async () => {
    for (const preset of ['explore', 'eval']) {
      const reference = await meanScore(tetris.agents.reference as AgentFactory, preset, 30);
      const heuristic = await meanScore(tetris.agents.heuristic as AgentFactory, preset, 30);
      const random = await meanScore(randomAgent, preset, 30);
      expect(reference).toBeGreaterThan(heuristic);
      expect(heuristic).toBeGreaterThan(random);
    }
  });
});
