import { describe, expect, it } from 'vitest';
import { resolveParams } from '../../core/params.js';
import { rngFromSeed } from '../../core/rng.js';
import { myceliumGame } from './mycelium-game.js';
import { directions, type MyceliumAction, type MyceliumState } from './mycelium-state.js';

/** Every action with an in-range tip, in the legal list's order. */
function candidates(state: MyceliumState, seat: number): MyceliumAction[] {
  const tips = state.colonies[seat]?.tips.length ?? 0;
  const all: MyceliumAction[] = [];
  for (const type of ['grow', 'split'] as const) {
    for (let tip = 0; tip < tips; tip++) for (const dir of directions) all.push({ type, tip, dir });
  }
  for (let tip = 0; tip < tips; tip++) all.push({ type: 'spore', tip });
  all.push({ type: 'harden' }, { type: 'wait' });
  return all;
}

describe('the legal list', () => {
  it('is exactly the actions actionError accepts, in order, on every state of random matches', () => {
    const params = resolveParams(myceliumGame, 'small');
    for (const seed of [1, 2, 3]) {
      const rng = rngFromSeed(seed);
      let state = myceliumGame.setup(params, seed, 2);
      while (myceliumGame.outcome(state) === null) {
        const joint = [0, 1].map((seat) => {
          const legal = myceliumGame.legalActions(state, seat);
          const accepted = candidates(state, seat).filter((a) => myceliumGame.actionError(state, seat, a) === null);
          expect(legal).toEqual(accepted);
          return rng.pick(legal);
        });
        state = myceliumGame.apply(state, joint);
      }
    }
  });
});
