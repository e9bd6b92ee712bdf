import { describe, expect, it } from 'vitest';
import type { Turn } from '../../../core/agent.js';
import { kuhnPoker } from '../../../games/kuhn-poker/index.js';
import { snake } from '../../../games/snake/index.js';
import { trustEvolution } from '../../../games/trust-evolution/index.js';
import type { ModelResponse } from '../../../model/model.js';
import { estimateTokens } from '../../../model/tokens.js';
import { feedback } from './feedback.js';
import { buildPrompt, harness } from './harness.js';
import { harnessContext } from './harness-context.js';
import { buildHarness, type HarnessOptions, type HarnessPresetName, presetOptions } from './harness-options.js';
import { legalActions } from './legal-actions.js';
import { MatchMemory } from './match-memory.js';
import { observation } from './observation.js';
import { rules } from './rules.js';
import { testTurn } from './test-turn.js';
import { textInterface } from './text-interface.js';

const trust = trustEvolution.game;

function prompt(options: HarnessOptions, turn: Turn = testTurn(trust), memory = new MatchMemory()) {
  return buildPrompt(buildHarness(options), harnessContext(turn, memory, 1));
}

function contents(options: HarnessOptions, turn?: Turn, memory?: MatchMemory) {
  const built = prompt(options, turn, memory);
  const system = built.messages.find((message) => message.role === 'system')?.content ?? '';
  const user = built.messages.find((message) => message.role === 'user')?.content ?? '';
  return { system, user, built };
}

/** A memory holding one earlier turn, as after a first decision at step 0. */
function memoryWithOneTurn(): MatchMemory {
  const memory = new MatchMemory();
  memory.remember(0, 'EARLIER OBSERVATION', { attempt: 0, answer: 'Answer: cheat, Score: 3' });
  return memory;
}

const afterOneRound = () => testTurn(trust, { steps: [['cheat']] });

describe('buildPrompt with the presets', () => {
  it('full: rules and the answer contract in the system message, headed sections in the user message', () => {
    const { system, user, built } = contents(presetOptions('full'), afterOneRound(), memoryWithOneTurn());
    expect(built.messages.map((message) => message.role)).toEqual(['system', 'user']);
    expect(system).toMatch(/^## Rules\nYou are playing The Evolution of Trust/);
    expect(system).toContain('## Answer format\n');
    expect(system).toContain('Answer: <action>, Score: <');
    expect(user).toContain('## History\nStep 0:\nEARLIER OBSERVATION\nYour answer: Answer: cheat, Score: 3');
    expect(user).toContain('## State\nRound 2 of 10');
    expect(user).toContain('## Legal actions\n- collaborate\n- cheat\n- END');
    expect(user.indexOf('## History')).toBeLessThan(user.indexOf('## State'));
    expect(user.indexOf('## State')).toBeLessThan(user.indexOf('## Legal actions'));
    expect(built.tools).toBeUndefined();
  });

  it('minimal: the rules then the observation, no headings, no legal actions, no history', () => {
    const { system, user } = contents(presetOptions('minimal'), afterOneRound(), memoryWithOneTurn());
    expect(system).toMatch(/^You are playing The Evolution of Trust/);
    expect(system).not.toContain('## ');
    expect(user).toMatch(/^Round 2 of 10/);
    expect(user).not.toContain('## ');
    expect(user).not.toContain('EARLIER OBSERVATION');
    expect(user).not.toContain('- collaborate');
  });

  it('no-structure: raw layout but the legal actions keep their contract format, and history is kept', () => {
    const { system, user } = contents(presetOptions('no-structure'), afterOneRound(), memoryWithOneTurn());
    expect(system).not.toContain('## ');
    expect(user).toContain('EARLIER OBSERVATION');
    expect(user).not.toContain('## State');
    expect(user).not.toContain('## History');
    expect(user).toContain('## Legal actions\n- collaborate\n- cheat\n- END');
  });

  it('no-mask: structured with history but without the legal actions', () => {
    const { user } = contents(presetOptions('no-mask'), afterOneRound(), memoryWithOneTurn());
    expect(user).toContain('## State');
    expect(user).toContain('## History');
    expect(user).not.toContain('Legal actions');
  });

  it('no-history: structured with the legal actions but without history', () => {
    const { user } = contents(presetOptions('no-history'), afterOneRound(), memoryWithOneTurn());
    expect(user).toContain('## State');
    expect(user).toContain('## Legal actions');
    expect(user).not.toContain('History');
    expect(user).not.toContain('EARLIER OBSERVATION');
  });

  it('omits the history section while there is no earlier turn', () => {
    expect(contents(presetOptions('full')).user).not.toContain('## History');
  });

  it.each(['full', 'minimal', 'no-structure', 'no-mask', 'no-history'] satisfies HarnessPresetName[])(
    '%s with tools: the tool contract replaces the text contract and tools are offered',
    (preset) => {
      const { system, built } = contents(presetOptions(preset, 'tools'));
      expect(system).toContain('Act by calling exactly one of the tools');
      expect(system).not.toContain('Answer: <action>, Score:');
      expect(built.tools?.length).toBeGreaterThan(0);
      expect(built.toolChoice).toBe('required');
    },
  );

  it('offers one tool per legal string with the mask and a free-text tool without it', () => {
    expect(contents(presetOptions('full', 'tools')).built.tools?.map((tool) => tool.name)).toEqual([
      'collaborate',
      'cheat',
      'END',
    ]);
    expect(contents(presetOptions('no-mask', 'tools')).built.tools?.map((tool) => tool.name)).toEqual(['act']);
  });

  it('renders the rules for the number of seats of the match', () => {
    const turn = testTurn(trust, { players: 2 });
    const built = buildPrompt(buildHarness(presetOptions('full')), harnessContext(turn, new MatchMemory(), 2));
    expect(built.messages[0]?.content).toContain('The other player is another agent');
  });

  it('renders the board of snake and the bets of kuhn poker as the game codecs write them', () => {
    const snakeTurn = testTurn(snake.game, { preset: 'eval' });
    expect(contents(presetOptions('full'), snakeTurn).user).toContain('## State\n#');
    const kuhnTurn = testTurn(kuhnPoker.game, { players: 2 });
    const kuhn = buildPrompt(buildHarness(presetOptions('full')), harnessContext(kuhnTurn, new MatchMemory(), 2));
    expect(kuhn.messages[1]?.content).toContain('## Legal actions\n- check\n- bet');
  });
});

describe('feedback on retries', () => {
  it('adds nothing on a first attempt', () => {
    expect(contents(presetOptions('full')).user).not.toContain('Feedback');
  });

  it("includes playMatch's feedback and the rejected answer on a retry, last in the user message", () => {
    const memory = new MatchMemory();
    memory.remember(0, 'obs', { attempt: 0, answer: 'Answer: maybe' });
    const turn = testTurn(trust, { attempt: 1, feedback: "could not read 'maybe'; valid: collaborate, cheat" });
    const { user } = contents(presetOptions('full'), turn, memory);
    expect(user).toMatch(
      /## Feedback\nYour previous answer \(Answer: maybe\) was rejected: could not read 'maybe'; valid: collaborate, cheat\n/,
    );
    expect(user.trimEnd().endsWith('Answer again with a valid action.')).toBe(true);
  });

  it("prefers the harness's own reason when it rejected the reply itself", () => {
    const memory = new MatchMemory();
    memory.remember(0, 'obs', { attempt: 0, answer: 'bogus({})', ownError: "there is no tool 'bogus'" });
    const turn = testTurn(trust, { attempt: 1, feedback: 'the agent gave neither an action nor text' });
    const { user } = contents(presetOptions('minimal', 'tools'), turn, memory);
    expect(user).toContain("Your previous answer (bogus({})) was rejected: there is no tool 'bogus'");
    expect(user).not.toContain('neither an action nor text');
  });

  it('feeds the rejection into the history of that turn', () => {
    const memory = new MatchMemory();
    memory.remember(0, 'obs', { attempt: 0, answer: 'Answer: maybe' });
    harnessContext(testTurn(trust, { attempt: 1, feedback: 'not an action' }), memory);
    memory.remember(0, 'obs', { attempt: 1, answer: 'Answer: cheat' });
    const { user } = contents(presetOptions('full'), afterOneRound(), memory);
    expect(user).toContain('Your answer: Answer: maybe\nRejected: not an action\nYour answer: Answer: cheat');
  });
});

describe('harness composition', () => {
  it('puts sections in step order and drops switched-off steps', () => {
    const composed = harness({ steps: [observation(), rules()], actionInterface: textInterface() });
    const built = buildPrompt(composed, harnessContext(testTurn(trust), new MatchMemory()));
    expect(built.messages[0]?.content).toMatch(/^## Rules[\s\S]*## Answer format/);
    expect(built.messages[1]?.content).toMatch(/^## State/);
    expect(composed.name).toBe('structured+observation+rules/text');
  });

  it('opens the user message with the answer instructions when no step writes a system part', () => {
    const composed = harness({ layout: 'raw', steps: [observation(), feedback()], actionInterface: textInterface() });
    const built = buildPrompt(composed, harnessContext(testTurn(trust), new MatchMemory()));
    expect(built.messages).toHaveLength(1);
    expect(built.messages[0]?.content).toMatch(/^Think as much as you need[\s\S]*Round 1 of 10/);
  });

  it('shows an empty legal list as no section', () => {
    const composed = harness({ steps: [legalActions()], actionInterface: textInterface() });
    const built = buildPrompt(composed, harnessContext(testTurn(trust, { legalActions: [] }), new MatchMemory()));
    expect(built.messages.at(-1)?.content).not.toContain('Legal actions');
  });

  it('reads replies through the action interface', () => {
    const built = prompt(presetOptions('full'));
    const response: ModelResponse = {
      text: 'I trust them.\nAnswer: collaborate, Score: 2',
      toolCalls: [],
      usage: {},
      latencyMs: 0,
      cached: false,
      finishReason: 'stop',
    };
    expect(built.interpret(response)).toMatchObject({ ok: true, text: 'collaborate', selfScore: 2 });
  });

  it('estimates a token per four characters', () => {
    expect(estimateTokens('')).toBe(0);
    expect(estimateTokens('abcd')).toBe(1);
    expect(estimateTokens('abcde')).toBe(2);
  });
});
