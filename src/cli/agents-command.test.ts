import { describe, expect, it } from 'vitest';
import { llmOptionDescriptions } from '../agents/llm/llm-agent-kind.js';
import { runCli } from './test-cli.js';

describe('xparena agents', () => {
  it('lists every kind with its options, and the names each game gives its own agents', async () => {
    const result = await runCli(['agents']);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^mcts {2}information-set Monte Carlo/m);
    expect(result.stdout).toMatch(
      /^ {2}iterations {2}search iterations per decision \(int 1\.\.1000000, default 200\)$/m,
    );
    expect(result.stdout).toMatch(
      /names: heuristic \(every game\); reference \(trust-evolution, snake, [^)]*\); do-nothing \(/,
    );
    for (const name of Object.keys(llmOptionDescriptions))
      expect(result.stdout).toMatch(new RegExp(`^ {2}${name} `, 'm'));
  });

  it("lists one game's kinds as JSON", async () => {
    const result = await runCli(['agents', '--game', 'kuhn-poker', '--json']);
    const kinds = JSON.parse(result.stdout) as { kind: string; names?: Record<string, string[]> }[];
    expect(kinds.map((kind) => kind.kind)).toEqual(['game', 'random', 'learner', 'mcts', 'llm:', 'program:', 'shell:']);
    expect(kinds[0]?.names).toEqual({ heuristic: ['kuhn-poker'] });
  });

  it('names the kinds in the --agent help', async () => {
    const result = await runCli(['play', '--help']);
    expect(result.stdout.replace(/\s+/g, ' ')).toContain(
      'kinds: <game agent>, random, learner, mcts, llm:<provider>/<model>, program:<dir>, shell:<claude-code|codex|opencode|command>',
    );
  });
});
