// Audit of setup against the official rulebook (issue 8 §1): 7-card hands, mulligans and the opponent's extra cards
// (drawn after placing the Active, Basics drawn may go to the Bench), face-down placement, six Prizes, the first draw.
import { describe, expect, it } from 'vitest';
import type { PtcgAction } from './ptcg-action.js';
import { ptcgGame } from './ptcg-game.js';
import type { PtcgState } from './ptcg-state.js';

const params = { decks: 'combo,control', turnCap: 100, observation: 'structured' };

/** The state once the coin flip's winner (the only seat to act) has chosen to go first: hands dealt, placing next. */
function dealt(seed: number): PtcgState {
  return ptcgGame.apply(ptcgGame.setup(params, seed, 2), [{ type: 'turn-order', first: true }]);
}

function mulligans(state: PtcgState, player: number): number {
  return state.log.filter((entry) => entry.startsWith(`player ${player} took a mulligan`)).length;
}

/** Each seat to act plays the first of its options that `pick` accepts, else its first option. */
function step(state: PtcgState, pick: (action: PtcgAction) => boolean): PtcgState {
  const joint = ptcgGame.toAct(state).map((seat) => {
    const options = ptcgGame.legalActions(state, seat);
    return options.find(pick) ?? (options[0] as PtcgAction);
  });
  return ptcgGame.apply(state, joint);
}

describe('PTCG rules audit: setup', () => {
  it('deals 7 cards to each player, every kept hand holding a Basic Pokémon', () => {
    for (let seed = 0; seed < 40; seed++) {
      const state = dealt(seed);
      for (const player of state.players) {
        expect(player.hand.length).toBe(7);
        expect(player.deck.length).toBe(53);
        expect(player.prizes.length).toBe(0);
      }
      for (const seat of [0, 1]) {
        expect(ptcgGame.legalActions(state, seat).every((action) => action.type === 'place-active')).toBe(true);
      }
    }
  });

  it('offers each player one extra card per mulligan the opponent took beyond their own', () => {
    let checked = 0;
    for (let seed = 0; seed < 3000 && checked < 20; seed++) {
      const state = dealt(seed);
      const taken = [mulligans(state, 0), mulligans(state, 1)];
      if ((taken[0] ?? 0) + (taken[1] ?? 0) === 0) continue;
      checked++;
      for (const player of [0, 1]) {
        const owed = Math.max(0, (taken[1 - player] ?? 0) - (taken[player] ?? 0));
        expect(state.players[player]?.extraDraws).toBe(owed);
      }
    }
    expect(checked).toBe(20);
  });

  it('lets the player owed cards draw them only after placing the Active, then bench any Basic drawn', () => {
    for (let seed = 0; seed < 3000; seed++) {
      const state = dealt(seed);
      const seat = state.players.findIndex((player) => player.extraDraws > 0);
      if (seat < 0) continue;
      const owed = state.players[seat]?.extraDraws ?? 0;
      const placed = step(state, (action) => action.type === 'place-active');
      const options = ptcgGame.legalActions(placed, seat);
      expect(options.filter((action) => action.type === 'mulligan-draw')).toHaveLength(owed + 1);
      expect(options.some((action) => action.type === 'ready')).toBe(false);
      const handBefore = placed.players[seat]?.hand.length ?? 0;
      const drawn = ptcgGame.apply(
        placed,
        ptcgGame
          .toAct(placed)
          .map((actor) =>
            actor === seat
              ? { type: 'mulligan-draw', count: owed }
              : (ptcgGame.legalActions(placed, actor).find((action) => action.type === 'ready') as PtcgAction),
          ),
      );
      expect(drawn.players[seat]?.hand.length).toBe(handBefore + owed);
      const after = ptcgGame.legalActions(drawn, seat);
      expect(after.some((action) => action.type === 'ready')).toBe(true);
      expect(after.some((action) => action.type === 'mulligan-draw')).toBe(false);
      return;
    }
    throw new Error('no seed below 3000 gives a mulligan');
  });

  it('reveals both boards together and then sets six Prizes each from the rest of the deck', () => {
    let state = dealt(11);
    while (state.phase === 'setup') {
      state = step(
        state,
        (action) => action.type === 'ready' || (action.type === 'mulligan-draw' && action.count === 0),
      );
    }
    expect(state.log.filter((entry) => / revealed /.test(entry))).toHaveLength(2);
    for (const player of state.players) {
      expect(player.prizes.length).toBe(6);
      const onBoard = (player.active ? 1 : 0) + player.bench.length;
      expect(player.hand.length + player.deck.length + player.prizes.length + onBoard).toBe(60);
    }
  });

  it('flips a seeded coin whose winner, choosing to go first, draws a card on turn 1', () => {
    const firsts = new Set<number>();
    for (let seed = 0; seed < 30; seed++) {
      let state = dealt(seed);
      firsts.add(state.first);
      expect(state.log).toContain(`coin flip: player ${state.first} wins and chooses to go first or second`);
      expect(state.log).toContain(`player ${state.first} chose to go first`);
      while (state.phase === 'setup') {
        const before = state;
        state = step(
          state,
          (action) => action.type === 'ready' || (action.type === 'mulligan-draw' && action.count === 0),
        );
        if (state.phase === 'play') {
          const first = state.first;
          expect(state.turn).toBe(1);
          expect(state.current).toBe(first);
          expect(state.players[first]?.hand.length).toBe((before.players[first]?.hand.length ?? 0) + 1);
          expect(state.players[1 - first]?.hand.length).toBe(before.players[1 - first]?.hand.length);
        }
      }
    }
    expect(firsts).toEqual(new Set([0, 1]));
  });
});
