import { describe, expect, it } from 'vitest';
import { resolveParams } from '../../core/params.js';
import { myceliumGame } from './mycelium-game.js';

const state = myceliumGame.setup(resolveParams(myceliumGame, undefined), 1, 2);
const observation = myceliumGame.observe(state, 1);
const parse = (text: string) => myceliumGame.text.parseAction(text, observation, 1);

describe('mycelium text', () => {
  it('reads commands in any case, and the final Answer line', () => {
    expect(parse('grow 0 n')).toEqual({ ok: true, action: { type: 'grow', tip: 0, dir: 'N' } });
    expect(parse('SPLIT 0 W')).toEqual({ ok: true, action: { type: 'split', tip: 0, dir: 'W' } });
    expect(parse('Spore 0')).toEqual({ ok: true, action: { type: 'spore', tip: 0 } });
    expect(parse('I will wait.\nAnswer: harden, Score: 0')).toEqual({ ok: true, action: { type: 'harden' } });
  });

  it('explains a tip out of range or a malformed command', () => {
    const result = parse('grow 3 N');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatch(/tips are 0 to 0/);
    expect(parse('grow 0 up').ok).toBe(false);
    expect(parse('').ok).toBe(false);
  });

  it('draws the board with origins, the seat and both colonies', () => {
    const text = myceliumGame.text.observation(observation, 1);
    expect(text).toMatch(/^Turn 0 of 160\. You are colony 1 \(o\)\./);
    expect(text).toContain(' 6 *.....#.#...o.');
    expect(text).toContain('Colony 1 (you): 1 cells, energy 2, origin [6, 12], tips 0:[6, 12]');
  });
});
