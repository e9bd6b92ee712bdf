// Audit of Knock Outs, Prizes, promotion and winning against the official rulebook (issue 8 §1), with the
// simultaneous-win policy of docs/ptcg.md: more win conditions wins, an equal count (Sudden Death) is a draw.
import { describe, expect, it } from 'vitest';
import { ptcgGame } from './ptcg-game.js';
import { play, scenario, texts } from './test-ptcg-scenario.js';

const psychic = 'basic-psychic-energy';
const fighting = 'basic-fighting-energy';
const lightning = 'basic-lightning-energy';

describe('PTCG rules audit: Knock Outs and winning', () => {
  it('discards a Knocked Out Pokémon with its evolution cards, Energy and Tool, and gives one Prize', () => {
    const state = scenario({
      players: [
        { active: { card: 'kirlia', evolvedFrom: ['ralts'], energy: [psychic, psychic, psychic] } },
        {
          active: { card: 'lucario', evolvedFrom: ['riolu'], energy: [fighting], tool: 'rocky-helmet', damage: 10 },
          bench: ['riolu'],
        },
      ],
    });
    const after = play(state, 'attack Psychic');
    expect([...(after.players[1]?.discard ?? [])].sort((a, b) => a - b)).toEqual([60, 61, 62, 63]);
    expect(after.players[0]?.prizes.length).toBe(5);
    expect(after.players[0]?.hand.length).toBe(1);
    // Rocky Helmet answered the damage before the Knock Out.
    expect(after.players[0]?.active?.damage).toBe(20);
  });

  it('gives two Prizes for a Pokémon ex Knocked Out in the Checkup', () => {
    const state = scenario({
      players: [
        { active: 'ralts' },
        { active: { card: 'miraidon-ex', damage: 210, conditions: ['poisoned'] }, bench: ['riolu'] },
      ],
    });
    const after = play(state, 'end turn');
    expect(after.players[0]?.prizes.length).toBe(4);
    expect(after.players[1]?.active?.stack).toEqual([61]);
  });

  it('gives both players their Prizes when the attacker is Knocked Out too (Rocky Helmet)', () => {
    const state = scenario({
      players: [
        { active: { card: 'ralts', energy: [psychic, psychic], damage: 60 }, bench: ['riolu'] },
        { active: { card: 'riolu', tool: 'rocky-helmet', damage: 40 }, bench: ['riolu'] },
      ],
    });
    const after = play(state, 'attack Psyshot');
    expect(after.players[0]?.prizes.length).toBe(5);
    expect(after.players[1]?.prizes.length).toBe(5);
    expect(after.phase).toBe('play');
  });

  it('lets the player whose turn is next promote first and the attacker last, seeing that choice', () => {
    const state = scenario({
      players: [
        { active: { card: 'ralts', energy: [psychic, psychic], damage: 60 }, bench: ['ralts', 'kirlia'] },
        { active: { card: 'riolu', tool: 'rocky-helmet', damage: 40 }, bench: ['riolu', 'lucario'] },
      ],
    });
    const after = play(state, 'attack Psyshot');
    expect(ptcgGame.toAct(after)).toEqual([1]);
    const opponentChose = play(after, 'choose Lucario (player 1 Bench 2)');
    expect(ptcgGame.toAct(opponentChose)).toEqual([0]);
    expect(ptcgGame.observe(opponentChose, 0).players[1]?.active?.stack).toEqual([63]);
    const both = play(opponentChose, 'choose Kirlia (player 0 Bench 2)');
    expect(both.current).toBe(1);
    expect(both.turn).toBe(4);
    expect(both.players[0]?.active?.stack).toEqual([4]);
  });

  it('makes the next player promote first after simultaneous Knock Outs in the Checkup', () => {
    const state = scenario({
      players: [
        { active: { card: 'ralts', damage: 60, conditions: ['poisoned'] }, bench: ['ralts', 'riolu'] },
        { active: { card: 'riolu', damage: 60, conditions: ['poisoned'] }, bench: ['riolu', 'lucario'] },
      ],
    });
    const after = play(state, 'end turn');
    expect(after.pending.map((entry) => entry.player)).toEqual([0, 1]);
    expect(ptcgGame.toAct(after)).toEqual([1]);
    expect(after.players[0]?.prizes.length).toBe(5);
    expect(after.players[1]?.prizes.length).toBe(5);
  });

  it('Knocks Out a Confused attacker that hurts itself and gives the opponent a Prize', () => {
    for (let seed = 1; seed < 100; seed++) {
      const state = scenario({
        seed,
        players: [
          {
            active: { card: 'ralts', energy: [psychic, psychic], damage: 40, conditions: ['confused'] },
            bench: ['riolu'],
          },
          { active: 'kirlia' },
        ],
      });
      const after = play(state, 'attack Psyshot');
      if (!after.log.includes('Confusion: coin flip tails')) continue;
      expect(after.players[1]?.prizes.length).toBe(5);
      expect(after.players[0]?.active?.stack).toEqual([3]);
      expect(after.players[1]?.active?.damage).toBe(0);
      return;
    }
    throw new Error('no seed gives tails');
  });

  it('makes a player with no Pokémon left to promote lose', () => {
    const state = scenario({
      players: [{ active: { card: 'ralts', energy: [psychic, psychic] } }, { active: { card: 'riolu', damage: 40 } }],
    });
    const after = play(state, 'attack Psyshot');
    expect(after.result).toEqual({ winner: 0, reason: 'the opponent has no Pokémon in play' });
  });

  it('gives the win to the player meeting more win conditions at once, even when it is not their turn', () => {
    // Player 0 takes their last Prize; player 1 takes their last Prize and player 0 has no Pokémon left: 1 against 2.
    const state = scenario({
      players: [
        { active: { card: 'ralts', energy: [psychic, psychic], damage: 60 }, prizes: 1 },
        { active: { card: 'riolu', tool: 'rocky-helmet', damage: 40 }, bench: ['riolu'], prizes: 1 },
      ],
    });
    const after = play(state, 'attack Psyshot');
    expect(after.result).toEqual({ winner: 1, reason: 'met more win conditions than the opponent at once' });
    expect(ptcgGame.outcome(after)).toEqual({ scores: [-1, 1] });
  });

  it('gives the win to the attacker who takes the last Prize while the opponent takes a Prize but not the last', () => {
    const state = scenario({
      players: [
        { active: { card: 'ralts', energy: [psychic, psychic], damage: 60 }, bench: ['riolu'], prizes: 1 },
        { active: { card: 'riolu', tool: 'rocky-helmet', damage: 40 }, bench: ['riolu'], prizes: 2 },
      ],
    });
    expect(play(state, 'attack Psyshot').result).toEqual({ winner: 0, reason: 'took every Prize card' });
  });

  it('scores equal win conditions at once as a draw, standing for the rulebook’s Sudden Death', () => {
    const state = scenario({
      players: [
        { active: { card: 'ralts', energy: [psychic, psychic], damage: 60 }, bench: ['riolu'], prizes: 1 },
        { active: { card: 'riolu', tool: 'rocky-helmet', damage: 40 }, bench: ['riolu'], prizes: 1 },
      ],
    });
    const after = play(state, 'attack Psyshot');
    expect(after.result?.winner).toBe(null);
    expect(ptcgGame.outcome(after)).toEqual({ scores: [0, 0] });
  });

  it('ends the game as a draw once the turn cap is reached, before the next player draws', () => {
    const state = scenario({
      turn: 7,
      turnCap: 8,
      players: [{ active: 'ralts' }, { active: { card: 'zeraora', energy: [lightning] } }],
    });
    const eighth = play(state, 'end turn');
    expect(eighth.phase).toBe('play');
    expect(texts(eighth)).toContain('attack Shocking Knuckle');
    const over = play(eighth, 'end turn');
    expect(over.result).toEqual({ winner: null, reason: 'the turn cap of 8 turns was reached' });
    expect(over.players[0]?.hand.length).toBe(0);
  });
});
