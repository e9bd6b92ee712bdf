import { describe, expect, it } from 'vitest';
import type { Game } from '../../../core/game.js';
import { trustEvolution } from '../../../games/trust-evolution/index.js';
import { actionTools } from './action-tools.js';
import { agentToolNames, agentTools, maxNotesChars } from './agent-tools.js';
import { harnessContext } from './harness-context.js';
import { MatchMemory } from './match-memory.js';
import { testTurn } from './test-turn.js';

const trust = trustEvolution.game;
const opponentCheats = {
  name: 'count_cheats',
  description: 'How often the opponent has cheated so far.',
  parameters: { type: 'object', properties: {} },
  answer: () => '0 cheat(s)',
};

function tools(game: Game = trust, memory = new MatchMemory()) {
  const turn = testTurn(game, { params: { rounds: 3, opponent: 'copycat' } });
  const context = harnessContext(turn, memory);
  const own = agentTools(context, { timeMs: 200, memoryBytes: 8 * 1024 * 1024, outputChars: 200 });
  const ask = (name: string, input: unknown = {}) => own.answer({ id: 'c', name, input });
  return { turn, context, own, ask, memory };
}

describe('agentTools: what the multi-step agent may do before acting', () => {
  it('offers one tool per name, answering observe (text or JSON) and rules from the turn', async () => {
    const { turn, context, own, ask } = tools();
    expect(own.tools.map((tool) => tool.name)).toEqual([...agentToolNames]);
    expect(await ask('observe')).toBe(context.observation);
    expect(JSON.parse((await ask('observe', { format: 'json' })) ?? '')).toEqual(turn.observation);
    expect(await ask('rules')).toBe(trust.text.rules(turn.params, 0, 1));
  });

  it('keeps a scratchpad in the match memory: replace, append, and a cap that keeps the end', async () => {
    const memory = new MatchMemory();
    const { ask } = tools(trust, memory);
    expect(await ask('notes_read')).toBe('(your scratchpad is empty)');
    expect(await ask('notes_write', { text: 'copycat?' })).toBe('saved 8 characters');
    expect(await ask('notes_write', { text: 'yes', append: true })).toBe('saved 12 characters');
    // A later decision of the same match reads what an earlier one wrote.
    expect(await tools(trust, memory).ask('notes_read')).toBe('copycat?\nyes');
    expect(await ask('notes_write', { text: 'x'.repeat(maxNotesChars + 5) })).toMatch(/cut to its last 4000/);
    expect(memory.loop.notes).toHaveLength(maxNotesChars);
    expect(await ask('notes_write', {})).toBe("notes_write needs the argument 'text' (a string)");
  });

  it('evaluates arithmetic and short programs in the sandbox, and reports their errors and time limit', async () => {
    const { ask } = tools();
    expect(await ask('evaluate', { code: '(3 * 7 + 2) / 5' })).toBe('4.6');
    expect(await ask('evaluate', { code: 'let s = 0; for (let i = 1; i <= 4; i++) s += i; s' })).toBe('10');
    expect(await ask('evaluate', { code: '[1, 2].map((x) => x * 2)' })).toBe('[2,4]');
    expect(await ask('evaluate', { code: 'nope(' })).toMatch(/^error: SyntaxError/);
    expect(await ask('evaluate', { code: 'typeof process + typeof require' })).toBe('undefinedundefined');
    expect(await ask('evaluate', { code: 'while (true) {}' })).toBe('error: timed out after 200 ms');
    expect(await ask('evaluate', {})).toBe("evaluate needs the argument 'code' (JavaScript text)");
  });

  it("tells the episode so far and the last rejection, and answers the game's queries; nothing else", async () => {
    const memory = new MatchMemory();
    memory.remember(0, 'Round 1.', { attempt: 0, answer: 'cheat' });
    const turn = testTurn(trust, { params: { rounds: 3, opponent: 'copycat' }, steps: [['cheat']] });
    memory.loop.lastRejection = "'defect' is not an action";
    const queried = { ...trust, queries: [opponentCheats] } as Game;
    const own = agentTools(harnessContext({ ...turn, game: queried }, memory));
    const feedback = await own.answer({ id: 'f', name: 'feedback', input: {} });
    expect(feedback).toContain("Last rejection: 'defect' is not an action");
    expect(feedback).toContain('Step 0:\nRound 1.\nYour answer: cheat');
    expect(await own.answer({ id: 'q', name: 'count_cheats', input: {} })).toBe('0 cheat(s)');
    expect(own.answer({ id: 'a', name: 'cheat', input: {} })).toBeUndefined();
  });

  it('keeps its names away from action tools', () => {
    const derived = actionTools(['observe', 'wait'], { mask: true, text: String, reserved: agentToolNames });
    expect(derived.tools.map((tool) => tool.name)).toEqual(['observe_2', 'wait']);
    expect(derived.resolve({ name: 'observe_2', input: {} })).toEqual({ ok: true, action: 'observe' });
  });
});
