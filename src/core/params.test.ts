import { describe, expect, it } from 'vitest';
import { parseParamPairs, resolveParams } from './params.js';
import { countGame } from './test-game.js';
import { UsageError } from './usage-error.js';

describe('resolveParams', () => {
  it('applies defaults, then the preset, then overrides parsed by type', () => {
    expect(resolveParams(countGame, undefined)).toEqual({ target: 5 });
    expect(resolveParams(countGame, 'long')).toEqual({ target: 20 });
    expect(resolveParams(countGame, 'long', { target: '30' })).toEqual({ target: 30 });
  });

  it.each<[{ preset?: string; overrides?: Record<string, string> }, string]>([
    [{ preset: 'huge' }, "unknown preset 'huge' for game 'count'; valid presets: default, long"],
    [{ overrides: { size: '3' } }, "unknown parameter 'size' for game 'count'; valid parameters: target"],
    [{ overrides: { target: 'ten' } }, "parameter 'target' of game 'count' must be a number, got 'ten'"],
    [{ overrides: { target: '2.5' } }, "parameter 'target' of game 'count' must be an integer, got '2.5'"],
    [{ overrides: { target: '0' } }, "parameter 'target' of game 'count' must be between 1 and 100, got 0"],
  ])('rejects %j with a message naming the valid choices', (input, message) => {
    const call = () => resolveParams(countGame, input.preset, input.overrides);
    expect(call).toThrow(UsageError);
    expect(call).toThrow(message);
  });

  it('leaves out a param marked omitAtDefault while it is at its default, so earlier match ids stay', () => {
    const game = {
      ...countGame,
      params: {
        ...countGame.params,
        variant: { type: 'int', default: 0, min: 0, omitAtDefault: true, description: 'added later' },
      },
    } as const;
    expect(resolveParams(game, undefined)).toEqual({ target: 5 });
    expect(resolveParams(game, undefined, { variant: '0' })).toEqual({ target: 5 });
    expect(resolveParams(game, undefined, { variant: '3' })).toEqual({ target: 5, variant: 3 });
  });

  it('parses k=v pairs and rejects a pair without =', () => {
    expect(parseParamPairs(['rounds=10', 'opponent = copycat'])).toEqual({ rounds: '10', opponent: 'copycat' });
    expect(() => parseParamPairs(['rounds'])).toThrow(/write it as name=value/);
  });
});
