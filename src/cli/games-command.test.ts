import { describe, expect, it } from 'vitest';
import { runCli } from './test-cli.js';

describe('xparena games', () => {
  it('lists each game’s own agents in the table and the kinds every game takes below it', async () => {
    const { code, stdout } = await runCli(['games']);
    expect(code).toBe(0);
    const row = (game: string) => stdout.split('\n').find((line) => line.startsWith(`${game} `)) ?? '';
    expect(row('tetris')).toMatch(/ reference, do-nothing +Tetris$/);
    expect(row('bell-foundry')).toMatch(/ reference, naive, searcher, paced +The cracked mould$/);
    expect(stdout).toMatch(
      /^Every game also takes: heuristic, random, learner, mcts, llm:<provider>\/<model>, program:/m,
    );
  });

  it('gives every agent name per game in --json, the game’s own first', async () => {
    const games = JSON.parse((await runCli(['games', '--json'])).stdout) as { id: string; agents: string[] }[];
    const tetris = games.find((game) => game.id === 'tetris');
    expect(tetris?.agents).toEqual(['heuristic', 'reference', 'do-nothing', 'random', 'learner', 'mcts']);
    const kuhn = games.find((game) => game.id === 'kuhn-poker');
    expect(kuhn?.agents).toEqual(['heuristic', 'random', 'learner', 'mcts']);
  });
});
