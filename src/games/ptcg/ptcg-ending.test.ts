import { describe, expect, it } from 'vitest';
import type { Params } from '../../core/game.js';
import { resolveParams } from '../../core/params.js';
import { rngFromSeed } from '../../core/rng.js';
import { endingReason, type PtcgEnding, ptcgEnding } from './ptcg-ending.js';
import { ptcgGame } from './ptcg-game.js';
import type { PtcgState } from './ptcg-state.js';

const all: readonly PtcgEnding[] = ['prizes', 'no-pokemon', 'deck-out', 'turn-cap', 'more-conditions', 'sudden-death'];

/** A random game of `ptcgGame` on `seed`, played to its end. */
function randomGame(seed: number): PtcgState {
  const params: Params = resolveParams(ptcgGame, undefined, {});
  const rng = rngFromSeed(seed);
  let state = ptcgGame.setup(params, seed, 2);
  for (let acting = ptcgGame.toAct(state); acting.length > 0; acting = ptcgGame.toAct(state)) {
    state = ptcgGame.apply(
      state,
      acting.map((player) => rng.pick(ptcgGame.legalActions(state, player))),
    );
  }
  return state;
}

describe('ptcgEnding', () => {
  it('reads back every ending from the reason the engine writes for it', () => {
    const finished = randomGame(1);
    for (const ending of all) {
      const state = { ...finished, result: { winner: null, reason: endingReason(ending, 30) }, turnCap: 30 };
      expect(ptcgEnding(state)).toBe(ending);
    }
  });

  it('types the ending of finished games and is null while a game goes on', () => {
    for (const seed of [1, 2, 3]) expect(all).toContain(ptcgEnding(randomGame(seed)));
    expect(ptcgEnding(ptcgGame.setup(resolveParams(ptcgGame, undefined, {}), 1, 2))).toBeNull();
  });
});
