import { describe, expect, it } from 'vitest';
import { kuhnPokerGame } from './kuhn-poker-game.js';
import { kuhnPokerText } from './kuhn-poker-text.js';
import { kuhnScenario } from './test-kuhn-scenario.js';

const facingBetState = kuhnScenario({ cards: ['K', 'Q'], history: ['check', 'bet'] });
const facingBet = kuhnPokerGame.observe(facingBetState, 0);
const opening = kuhnPokerGame.observe(kuhnScenario({ cards: ['K', 'Q'] }), 0);

describe('kuhn-poker text', () => {
  it('shows the own card, pot, betting and options', () => {
    expect(kuhnPokerText.observation(facingBet, 0)).toContain(
      'You hold K. Pot 3. History: check, bet. Your options: call, fold',
    );
    expect(kuhnPokerText.observation(kuhnPokerGame.observe(facingBetState, 1), 1)).toContain(
      'You hold Q. Pot 3. History: check, bet. Waiting',
    );
  });

  it("lists earlier hands with the opponent's card only where it was shown down", () => {
    const state = kuhnScenario({
      cards: ['J', 'Q'],
      hands: 3,
      earlier: [
        { cards: ['K', 'J'], history: ['bet', 'fold'] },
        { cards: ['Q', 'K'], history: ['check', 'bet', 'call'] },
      ],
    });
    const text = kuhnPokerText.observation(kuhnPokerGame.observe(state, 1), 1);
    expect(text).toContain('Hand 1 (opponent first): you J, opponent not shown; bet, fold; you lost 1.');
    expect(text).toContain('Hand 2 (you first): you K, opponent Q; check, bet, call; you won 2.');
    expect(text).toContain('Chips so far: you +1, opponent -1.');
  });

  it('parses actions case-insensitively, around whitespace and from a final answer line', () => {
    expect(kuhnPokerText.parseAction('  BET \n', opening, 0)).toEqual({ ok: true, action: 'bet' });
    expect(kuhnPokerText.parseAction('I hold the king.\nAnswer: Call, Score: 0', facingBet, 0)).toEqual({
      ok: true,
      action: 'call',
    });
    expect(kuhnPokerText.parseAction('**Answer: check**', opening, 0)).toEqual({ ok: true, action: 'check' });
  });

  it('rejects an action that is not possible now, naming the valid options', () => {
    expect(kuhnPokerText.parseAction('check', facingBet, 0)).toEqual({
      ok: false,
      error: "'check' is not possible now (history: check, bet); answer with one of: call, fold",
    });
  });

  it('rejects unreadable text and turns that are not the seat’s own without throwing', () => {
    const unreadable = kuhnPokerText.parseAction('raise to 5', opening, 0);
    expect(unreadable).toEqual({
      ok: false,
      error: "could not read 'raise to 5' as an action; answer with one of: check, bet",
    });
    expect(kuhnPokerText.parseAction('', opening, 0).ok).toBe(false);
    expect(kuhnPokerText.parseAction('x'.repeat(10_000), opening, 0).ok).toBe(false);
    expect(kuhnPokerText.parseAction('bet', opening, 1)).toEqual({
      ok: false,
      error: "no action can be taken now: it is the opponent's turn",
    });
  });

  it('states the rules with the number of hands', () => {
    expect(kuhnPokerText.rules({ hands: 10 }, 1, 2)).toMatch(/seat 1 .* over 10 hands/);
  });
});
