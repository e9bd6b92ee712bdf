import { describe, expect, it } from 'vitest';
import { closeNames, didYouMean, editDistance } from './did-you-mean.js';

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and swapped neighbours as one edit each', () => {
    expect(editDistance('snake', 'snake')).toBe(0);
    expect(editDistance('snak', 'snake')).toBe(1);
    expect(editDistance('snakes', 'snake')).toBe(1);
    expect(editDistance('snaxe', 'snake')).toBe(1);
    expect(editDistance('sanke', 'snake')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });
});

describe('didYouMean', () => {
  const games = ['snake', 'kuhn-poker', 'tetris', 'chess', 'night-market', 'night-orchard'];

  it('names the nearest valid names, ignoring case', () => {
    expect(didYouMean('snak', games)).toBe(" (did you mean 'snake'?)");
    expect(didYouMean('Tetris', games)).toBe(" (did you mean 'tetris'?)");
    expect(didYouMean('kuhn_poker', games)).toBe(" (did you mean 'kuhn-poker'?)");
  });

  it('falls back to the names the typed text begins, and lists several with "or"', () => {
    expect(didYouMean('kuhn', games)).toBe(" (did you mean 'kuhn-poker'?)");
    expect(didYouMean('night', games)).toBe(" (did you mean 'night-market' or 'night-orchard'?)");
  });

  it('says nothing when no name is close, and never suggests on one or two characters by prefix', () => {
    expect(didYouMean('go', games)).toBe('');
    expect(didYouMean('ch', games)).toBe('');
    expect(didYouMean('backgammon', games)).toBe('');
  });

  it('lists the nearest first, at most three, each once', () => {
    expect(closeNames('abc', ['abd', 'abc', 'abc'])).toEqual(['abc', 'abd']);
    expect(didYouMean('ab', ['aa', 'ac', 'ad', 'ae'])).toBe(" (did you mean 'aa', 'ac' or 'ad'?)");
  });
});
