import { describe, expect, it } from 'vitest';
import type { Decision, Turn } from '../core/agent.js';
import { resolveParams } from '../core/params.js';
import { UsageError } from '../core/usage-error.js';
import { findGame, gameModules } from '../games/registry.js';
import { modelOptionNames } from '../model/create-model.js';
import { agentKindTable } from './agent-kind-table.js';
import { harnessOptionNames } from './llm/harness/harness-options.js';
import { createAgent, parseAgent, validateAgentSpec } from './registry.js';

const snake = findGame('snake');
const params = resolveParams(snake.game, undefined);

function usageMessage(spec: string): string {
  try {
    validateAgentSpec(snake, spec);
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return (error as UsageError).message;
  }
  throw new Error(`'${spec}' was accepted`);
}

describe('the agent registry', () => {
  it('parses a spec once per game, however many seats it fills', () => {
    expect(parseAgent(snake, 'mcts?iterations=20')).toBe(parseAgent(snake, 'mcts?iterations=20'));
    expect(parseAgent(snake, 'mcts?iterations=20')).not.toBe(parseAgent(findGame('tetris'), 'mcts?iterations=20'));
  });

  it('rejects unknown options and bad values, naming the valid options or what the value must be', () => {
    expect(usageMessage('mcts?depth=3')).toBe(
      "unknown option 'depth' for agent 'mcts'; valid options: iterations, c, rollout",
    );
    expect(usageMessage('random?seed=3')).toBe("unknown option 'seed' for agent 'random'; valid options: (none)");
    expect(usageMessage('do-nothing?x=1')).toBe("unknown option 'x' for agent 'do-nothing'; valid options: (none)");
    expect(usageMessage('mcts?iterations=1.5')).toBe(
      "option 'iterations' of agent 'mcts' must be an integer, got '1.5'",
    );
    expect(usageMessage('mcts?c=wide')).toBe("option 'c' of agent 'mcts' must be a number, got 'wide'");
    expect(usageMessage('mcts?rollout=-1')).toBe("option 'rollout' of agent 'mcts' must be between 0 and ∞, got -1");
    expect(usageMessage('learner?epsilon=2')).toBe(
      "option 'epsilon' of agent 'learner' must be between 0 and 1, got 2",
    );
  });

  it("names every kind for the game, the game's own agents included, for an unknown kind", () => {
    expect(usageMessage('genius')).toBe(
      "unknown agent 'genius' for game 'snake'; valid agents: heuristic, reference, do-nothing, random, learner, mcts, " +
        'or llm:<provider>/<model>, or program:<dir>, or shell:<claude-code|codex|opencode|command> (see xparena agents)',
    );
    expect(() => validateAgentSpec(findGame('kuhn-poker'), 'reference')).toThrow(/unknown agent 'reference'/);
    expect(() => validateAgentSpec(findGame('tetris'), 'reference')).not.toThrow();
  });

  it('creates agents with typed options', () => {
    const agent = createAgent(snake, 'mcts?iterations=1e1&rollout=5', { params, seed: 1, seat: 0, players: 1 });
    const state = snake.game.setup(params, 1, 1);
    const turn = {
      game: snake.game,
      params,
      player: 0,
      step: 0,
      observation: snake.game.observe(state, 0),
      legalActions: snake.game.legalActions(state, 0),
      attempt: 0,
      signal: new AbortController().signal,
    } as Turn;
    expect((agent.act(turn) as Decision).note).toMatch(/^mcts 10 iterations/);
  });

  it('describes every option a kind accepts, and only those', () => {
    const llm = agentKindTable.find((entry) => entry.kind === 'llm:');
    expect(Object.keys(llm?.describe.options ?? {}).sort()).toEqual(
      [...harnessOptionNames, ...modelOptionNames].sort(),
    );
    for (const entry of agentKindTable) {
      for (const module of gameModules) {
        for (const name of entry.names(module)) {
          const options = Object.keys(entry.describe.options);
          const spec = options.length ? `${name}?${options[0]}=nonsense-value` : `${name}?unknown=1`;
          expect(() => validateAgentSpec(module, spec)).toThrow(UsageError);
        }
      }
    }
  });
});
