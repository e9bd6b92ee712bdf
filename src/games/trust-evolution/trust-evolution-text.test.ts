import { describe, expect, it } from 'vitest';
import { answerContract } from '../../core/answer-line.js';
import { resolveParams } from '../../core/params.js';
import { strategyNames } from './strategies.js';
import { trustEvolutionGame as game, type TrustObservation } from './trust-evolution-game.js';
import { trustEvolutionText as text } from './trust-evolution-text.js';

const single: TrustObservation = game.observe(game.setup(resolveParams(game, 'eval'), 1, 1), 0);
const pair: TrustObservation = game.observe(game.setup(resolveParams(game, 'eval'), 1, 2), 1);

describe('trust-evolution rules text', () => {
  it('states the payoffs, the rounds and the S³Gym answer contract', () => {
    const rules = text.rules(resolveParams(game, 'eval', { rounds: 7 }), 0, 1);
    expect(rules).toContain('7 rounds');
    for (const points of ['+2 for you', '-1 for you', '+3 for you', '0 for you']) expect(rules).toContain(points);
    expect(rules).toContain(answerContract('<collaborate|cheat>'));
    expect(rules).toContain('Answer: END, Score: 0');
    expect(rules).toContain('An answer that is not a valid move plays no round but still uses up one of the 7.');
  });

  it('describes the two-seat game without a hidden strategy or END', () => {
    const rules = text.rules(resolveParams(game, 'eval'), 1, 2);
    expect(rules).toContain('another agent');
    expect(rules).not.toContain('hidden');
    expect(rules).not.toContain('END');
  });

  it('names neither the strategies nor their odds, as the paper does not, under any preset', () => {
    for (const params of [
      resolveParams(game, 'explore'),
      resolveParams(game, 'eval'),
      resolveParams(game, 'eval', { opponent: 'grudger' }),
    ]) {
      const rules = text.rules(params, 0, 1);
      for (const name of strategyNames) expect(rules).not.toContain(name);
      expect(rules).not.toMatch(/\/16|odds|uniformly|biased/);
      expect(rules).toContain('one fixed, hidden strategy');
    }
    expect(text.rules(resolveParams(game, 'explore'), 0, 1)).toBe(text.rules(resolveParams(game, 'eval'), 0, 1));
  });
});

describe('trust-evolution observation text', () => {
  it('shows the round and the moves of each round played, but no points or scores', () => {
    let state = game.setup(resolveParams(game, 'eval', { opponent: 'copycat', rounds: 3 }), 1, 1);
    state = game.apply(game.apply(state, ['cheat']), ['collaborate']);
    expect(text.observation(game.observe(state, 0), 0)).toBe(
      [
        'Round 3 of 3, against the hidden opponent.',
        'round | you         | opponent',
        '1     | cheat       | collaborate',
        '2     | collaborate | cheat',
        'Your move: collaborate or cheat (or END to stop).',
      ].join('\n'),
    );
  });

  it('counts rounds lost to invalid answers', () => {
    let state = game.setup(resolveParams(game, 'eval', { opponent: 'copycat', rounds: 3 }), 1, 1);
    state = game.apply(game.apply(state, ['none']), ['cheat']);
    expect(text.observation(game.observe(state, 0), 0)).toBe(
      [
        'Round 3 of 3, against the hidden opponent.',
        '1 round was lost to invalid answers (no moves were made in them).',
        'round | you   | opponent',
        '1     | cheat | collaborate',
        'Your move: collaborate or cheat (or END to stop).',
      ].join('\n'),
    );
  });

  it('says when the seat ended the game', () => {
    const state = game.apply(game.setup(resolveParams(game, 'eval'), 1, 1), ['END']);
    expect(text.observation(game.observe(state, 0), 0)).toMatch(/^You ended the game after 0 of 10 rounds\./);
  });
});

describe('trust-evolution action text', () => {
  it('writes actions exactly as collaborate, cheat and END', () => {
    expect(['collaborate', 'cheat', 'END'].map((action) => text.action(action as 'END'))).toEqual([
      'collaborate',
      'cheat',
      'END',
    ]);
  });

  it('parses bare actions, ignoring case, whitespace and decoration', () => {
    expect(text.parseAction('cheat', single, 0)).toEqual({ ok: true, action: 'cheat' });
    expect(text.parseAction('  Collaborate\n', single, 0)).toEqual({ ok: true, action: 'collaborate' });
    expect(text.parseAction('**CHEAT**.', single, 0)).toEqual({ ok: true, action: 'cheat' });
    expect(text.parseAction('end', single, 0)).toEqual({ ok: true, action: 'END' });
  });

  it('parses the final answer line of a full reply', () => {
    const reply = 'The opponent copied my last move twice.\nSo it is a copycat.\nAnswer: cheat, Score: 3';
    expect(text.parseAction(reply, single, 0)).toEqual({ ok: true, action: 'cheat' });
    expect(text.parseAction('Thinking…\nAnswer: END, Score: 0', single, 0)).toEqual({ ok: true, action: 'END' });
    expect(text.parseAction('answer: Collaborate', single, 0)).toEqual({ ok: true, action: 'collaborate' });
  });

  it('explains an empty reply', () => {
    const result = text.parseAction('   ', single, 0);
    expect(result).toEqual({ ok: false, error: expect.stringMatching(/empty reply.*collaborate, cheat or END/) });
  });

  it('explains an unknown answer and lists the valid ones', () => {
    expect(text.parseAction('Answer: defect, Score: 3', single, 0)).toEqual({
      ok: false,
      error: "'defect' is not a valid answer; answer collaborate, cheat or END",
    });
    expect(text.parseAction('cooperate', single, 0)).toEqual({
      ok: false,
      error: "'cooperate' is not a valid answer (did you mean 'collaborate'?); answer collaborate, cheat or END",
    });
  });

  it('keeps the answer’s own spelling in the message and explains an empty answer', () => {
    expect(text.parseAction('Defect', single, 0)).toEqual({
      ok: false,
      error: "'Defect' is not a valid answer; answer collaborate, cheat or END",
    });
    for (const reply of ['Answer:', 'Answer: , Score: 0']) {
      expect(text.parseAction(reply, single, 0)).toEqual({
        ok: false,
        error: 'the answer line names no action; answer collaborate, cheat or END',
      });
    }
  });

  it('explains a reply without an answer line', () => {
    const result = text.parseAction('I think I should cheat.\nYes, cheat.', single, 0);
    expect(result).toEqual({ ok: false, error: expect.stringMatching(/no final line 'Answer: <action>, Score/) });
  });

  it('refuses END with two seats', () => {
    expect(text.parseAction('Answer: END, Score: 0', pair, 1)).toEqual({
      ok: false,
      error: 'END is only allowed in the single-player game; answer collaborate or cheat',
    });
  });

  it('never throws on odd input', () => {
    for (const input of ['', '\n\n', 'Answer:', 'Answer: , Score: x', '🤝', 'x'.repeat(10_000)]) {
      expect(text.parseAction(input, single, 0).ok).toBe(false);
    }
  });
});
