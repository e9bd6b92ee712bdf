import { describe, expect, it } from 'vitest';
import { nightOrchardGame } from './night-orchard-game.js';
import { orchardScenario } from './test-night-orchard-scenario.js';

const state = orchardScenario(['#######', '#1*2.3#', '#.#M#.#', '#.oF.D#', '#.#S#.#', '#.....#', '#######'], {
  stuns: [0, 2, 0],
});
const { text } = nightOrchardGame;

describe('night-orchard text', () => {
  it('draws the orchard with one symbol per cell and a stunned hound in lowercase', () => {
    const lines = text.observation(nightOrchardGame.observe(state, 0), 0).split('\n');
    expect(lines.slice(0, 7)).toEqual(['#######', '#1*b.3#', '#.#M#.#', '#.oF.D#', '#.#S#.#', '#.....#', '#######']);
    expect(lines[7]).toBe('You are the fox. Turn 0 of 180.');
  });

  it('reads fox moves, dashes and scares, and keeper moves, also from an Answer line', () => {
    const fox = nightOrchardGame.observe(state, 0);
    const keeper = nightOrchardGame.observe(state, 1);
    expect(text.parseAction('Answer: dash up', fox, 0)).toEqual({ ok: true, action: { dash: 'up' } });
    expect(text.parseAction(' Scare ', fox, 0)).toEqual({ ok: true, action: { scare: true } });
    expect(text.parseAction('I go left.\nAnswer: left', fox, 0)).toEqual({ ok: true, action: { move: 'left' } });
    expect(text.parseAction('up, stay, left', keeper, 1)).toEqual({
      ok: true,
      action: { moves: ['up', 'stay', 'left'] },
    });
  });

  it('explains what is valid for text that is no action of the seat role', () => {
    const fox = nightOrchardGame.observe(state, 0);
    const keeper = nightOrchardGame.observe(state, 1);
    expect(text.parseAction('jump', fox, 0)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/valid fox answers/),
    });
    expect(text.parseAction('dash stay', fox, 0).ok).toBe(false);
    expect(text.parseAction('up left', keeper, 1)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/three moves/),
    });
  });

  it('states the role and the winning rule in the rules text', () => {
    expect(text.rules({ targetPercent: 80, lives: 5, turnLimit: 180 }, 1)).toMatch(/you are the keeper/);
    expect(text.rules({ targetPercent: 80, lives: 5, turnLimit: 180 }, 0)).toMatch(/80% of all points/);
  });
});
