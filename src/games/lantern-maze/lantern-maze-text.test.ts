import { describe, expect, it } from 'vitest';
import { resolveParams } from '../../core/params.js';
import { lanternMazeGame } from './lantern-maze-game.js';
import { lanternMazeScenario } from './test-lantern-maze-scenario.js';

const { text } = lanternMazeGame;
const state = lanternMazeScenario(['#######', '#0B *1#', '#######', '#^.L..#', '#######', '#######', '#######'], {
  miners: [{ lit: 3 }, { stunned: 2 }],
});
const observation = lanternMazeGame.observe(state, 1);

describe('lantern-maze text', () => {
  it('parses every action word back, also from an answer line, in any case', () => {
    for (const action of ['stay', 'up', 'down', 'left', 'right', 'snare'] as const) {
      expect(text.parseAction(text.action(action), observation, 1)).toEqual({ ok: true, action });
    }
    expect(text.parseAction('I run.\nAnswer: LEFT, Score: 1', observation, 1)).toEqual({ ok: true, action: 'left' });
  });

  it('explains an unknown word and lists the valid ones', () => {
    const result = text.parseAction('jump', observation, 1);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatch(
      /'jump' is not a move: answer one of stay, up, down, left, right, snare/,
    );
  });

  it('draws miners, beasts, snares and items on the map, and says who is stunned or lit', () => {
    const shown = text.observation(observation, 1);
    expect(shown).toContain('#0B *1#');
    expect(shown).toContain('#^.L..#');
    expect(shown).toContain('Miner 0: at [1,1], lantern lit 3 more turns, snares left: 2.');
    expect(shown).toContain('You: at [1,5], stunned 2 more turns, snares left: 2.');
    expect(shown).toContain('You are stunned: your only move is stay.');
  });

  it('states the rules with the match’s numbers', () => {
    const rules = text.rules(resolveParams(lanternMazeGame, 'small'), 0, 2);
    expect(rules).toContain('after 100 turns');
    expect(rules).toContain('amber nuggets (*) for 5 points');
  });
});
