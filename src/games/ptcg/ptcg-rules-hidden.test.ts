// Audit of hidden information and action texts (issue 8 §5, §7): nothing hidden reaches an observation or the log,
// `sample` agrees with the observation it came from, and action texts name cards as the observation does.
import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../../core/rng.js';
import { definitions } from './card-pool.js';
import type { PtcgAction } from './ptcg-action.js';
import { deckPairs, ptcgGame } from './ptcg-game.js';
import type { PtcgState } from './ptcg-state.js';
import { play, scenario } from './test-ptcg-scenario.js';

const psychic = 'basic-psychic-energy';

/** Everything seat `player` reads: the observation as JSON and as text. */
function seen(state: PtcgState, player: number): string {
  const observation = ptcgGame.observe(state, player);
  return `${JSON.stringify({ ...observation, cards: [] })}\n${ptcgGame.text.observation(observation, player)}`;
}

/** Plays `games` random games and calls `check` with every state reached and the seat to act in it. */
function randomStates(games: number, check: (state: PtcgState, seat: number) => void): void {
  for (let game = 0; game < games; game++) {
    const rng = rngFromSeed(game, 0x5eed);
    const decks = deckPairs[(game * 7) % deckPairs.length] as string;
    let state = ptcgGame.setup({ decks, turnCap: 100, observation: 'structured' }, 500 + game, 2);
    for (let step = 0; step < 400 && state.phase !== 'over'; step++) {
      const acting = ptcgGame.toAct(state);
      for (const seat of acting) check(state, seat);
      const joint: PtcgAction[] = acting.map((seat) => rng.pick(ptcgGame.legalActions(state, seat)));
      state = ptcgGame.apply(state, joint);
    }
  }
}

describe('PTCG rules audit: hidden information and texts', () => {
  it('shows a card searched into the hand only when the card says so, and never names a Prize taken', () => {
    const state = scenario({
      players: [
        {
          active: { card: 'ralts', energy: [psychic, psychic] },
          bench: [{ card: 'pidgeot-ex', evolvedFrom: ['pidgey', 'pidgeotto'] }],
          hand: ['ultra-ball', 'switch', 'nest-ball'],
          deck: ['gardevoir-ex', 'boss-orders', psychic],
          prizes: ['iono', 'iono', 'iono', 'iono', 'iono', 'iono'],
        },
        { active: { card: 'riolu', damage: 40 }, bench: ['riolu'] },
      ],
    });
    // Ultra Ball says to show the Pokémon found.
    const shown = play(
      state,
      'play Ultra Ball (card 6)',
      'choose Switch (card 7)',
      'choose Nest Ball (card 8)',
      'choose Gardevoir ex (card 15)',
    );
    expect(shown.players[0]?.hand).toContain(15);
    expect(shown.log).toContain('player 0 searched their deck and put Gardevoir ex into their hand (shown)');
    expect(seen(shown, 1)).toContain('Gardevoir ex');
    // Quick Search takes any card and does not show it.
    const quick = play(shown, 'use Quick Search of Pidgeot ex (Bench 1)', "choose Boss's Orders (card 16)");
    expect(quick.players[0]?.hand).toContain(16);
    expect(seen(quick, 1)).not.toContain('Boss');
    expect(seen(quick, 0)).toContain("Boss's Orders (card 16)");
    const knocked = play(quick, 'attack Psyshot');
    expect(knocked.players[0]?.prizes.length).toBe(5);
    expect(seen(knocked, 1)).not.toContain('Iono');
  });

  it('never shows the opponent’s hand, any deck order or face-down Prizes in random games', () => {
    randomStates(6, (state, seat) => {
      const observation = ptcgGame.observe(state, seat);
      const other = state.players[1 - seat];
      expect(observation.players[1 - seat]?.hand).toBe(null);
      expect(observation.players[seat]?.hand).toEqual(state.players[seat]?.hand);
      for (const player of observation.players) {
        expect(Object.keys(player)).not.toContain('deck');
        expect(Object.keys(player)).not.toContain('prizes');
      }
      const top = state.pending[state.pending.length - 1];
      if (observation.deckSeen && top?.type === 'select' && top.depth === 0) {
        expect(observation.deckSeen).toEqual([...observation.deckSeen].sort((a, b) => a - b));
      }
      expect(observation.players[1 - seat]?.handCount).toBe(other?.hand.length);
    });
  });

  it('samples states that give back the same observation and the same legal actions', () => {
    let checks = 0;
    randomStates(12, (state, seat) => {
      const observation = ptcgGame.observe(state, seat);
      const sampled = ptcgGame.sample(observation, seat, rngFromSeed(checks++, 9));
      expect(ptcgGame.observe(sampled, seat)).toEqual(observation);
      expect(ptcgGame.legalActions(sampled, seat)).toEqual(ptcgGame.legalActions(state, seat));
    });
    expect(checks).toBeGreaterThan(500);
  });

  it('names every card in an action text exactly as the observation names it, and parses every text back', () => {
    randomStates(12, (state, seat) => {
      const observation = ptcgGame.observe(state, seat);
      const text = ptcgGame.text.observation(observation, seat);
      const defs = definitions(state.cards);
      for (const action of ptcgGame.legalActions(state, seat)) {
        const actionText = ptcgGame.text.action(action);
        expect(ptcgGame.text.parseAction(actionText, observation, seat)).toEqual({ ok: true, action });
        expect(text).toContain(`- ${actionText}`);
        if ('card' in action) {
          const label = `${defs[action.card]?.name} (card ${action.card})`;
          expect(actionText).toContain(label);
          expect(text.split('\nLegal actions:')[0]).toContain(label);
        }
      }
    });
  });
});
