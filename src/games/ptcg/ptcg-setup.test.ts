import { describe, expect, it } from 'vitest';
import { actionText } from './ptcg-action.js';
import { ptcgGame } from './ptcg-game.js';
import type { PtcgState } from './ptcg-state.js';

const params = { decks: 'combo,control', turnCap: 100, observation: 'structured' };

/** The state once the coin flip's winner (the only seat to act) has chosen to go first: hands dealt, placing next. */
function dealt(seed: number): PtcgState {
  return ptcgGame.apply(ptcgGame.setup(params, seed, 2), [{ type: 'turn-order', first: true }]);
}

/** Both players place their first listed option until both are ready. */
function finishSetup(state: PtcgState): PtcgState {
  let current = state;
  while (current.phase === 'setup') {
    const joint = ptcgGame.toAct(current).map((seat) => {
      const options = ptcgGame.legalActions(current, seat);
      return options.find((action) => action.type === 'ready') ?? (options[0] as never);
    });
    current = ptcgGame.apply(current, joint);
  }
  return current;
}

describe('PTCG setup', () => {
  it('deals 7 cards to each player and lets both place Pokémon at the same time', () => {
    const state = dealt(3);
    expect(state.phase).toBe('setup');
    expect(ptcgGame.toAct(state)).toEqual([0, 1]);
    for (const player of state.players) expect(player.hand.length + player.deck.length).toBe(60);
    const actions = ptcgGame.legalActions(state, 0).map(actionText);
    expect(actions.every((text) => text.startsWith('place') || text.startsWith('draw'))).toBe(true);
  });

  it('sets six Prize cards each once both are ready, and the player going first draws', () => {
    const state = finishSetup(dealt(3));
    expect(state.phase).toBe('play');
    expect(state.turn).toBe(1);
    expect(state.current).toBe(state.first);
    for (const player of state.players) expect(player.prizes.length).toBe(6);
    const first = state.players[state.first];
    expect((first?.hand.length ?? 0) + (first?.active ? 1 : 0) + (first?.bench.length ?? 0)).toBeGreaterThanOrEqual(8);
  });

  it('decides who chooses the turn order with a seeded coin flip', () => {
    const firsts = new Set(Array.from({ length: 20 }, (_, seed) => dealt(seed).first));
    expect(firsts).toEqual(new Set([0, 1]));
    expect(dealt(5)).toEqual(dealt(5));
  });

  it('reveals mulligans in the log and offers the opponent that many extra cards once their Active is placed', () => {
    for (let seed = 0; seed < 500; seed++) {
      const state = dealt(seed);
      const mulligans = state.log.filter((entry) => entry.includes('took a mulligan'));
      if (mulligans.length === 0) continue;
      const offered = state.players.map((player) => player.extraDraws);
      expect(offered.some((count) => count > 0)).toBe(true);
      const seat = offered.findIndex((count) => count > 0);
      const options = ptcgGame.legalActions(state, seat);
      expect(options.every((action) => action.type === 'place-active')).toBe(true);
      const placed = ptcgGame.apply(
        state,
        ptcgGame.toAct(state).map((actor) => ptcgGame.legalActions(state, actor)[0] as never),
      );
      expect(ptcgGame.legalActions(placed, seat).map(actionText)).toContain('draw 0 extra cards');
      expect(ptcgGame.legalActions(placed, seat).map(actionText)).not.toContain('ready');
      return;
    }
    throw new Error('no seed below 500 gives a mulligan');
  });

  it('keeps the opponent’s placements face down until setup ends', () => {
    let state = dealt(3);
    const place = ptcgGame.legalActions(state, 1).find((action) => action.type === 'place-active');
    const first = ptcgGame.legalActions(state, 0)[0];
    if (!place || !first) throw new Error('no placement');
    state = ptcgGame.apply(state, [first, place]);
    const seen = ptcgGame.observe(state, 0).players[1];
    expect(seen?.active).toBe(null);
    expect(seen?.placed).toBe(1);
  });
});
