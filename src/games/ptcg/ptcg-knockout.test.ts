import { describe, expect, it } from 'vitest';
import { ptcgOutcome } from './ptcg-game.js';
import { play, scenario, texts } from './test-ptcg-scenario.js';

const psychic = 'basic-psychic-energy';
const lightning = 'basic-lightning-energy';
const attacker = { card: 'ralts', energy: [psychic, psychic] };

describe('PTCG Knock Outs, Prizes and winning', () => {
  it('gives two Prize cards for a Pokémon ex and one for any other', () => {
    const ex = scenario({
      players: [{ active: attacker }, { active: { card: 'miraidon-ex', damage: 200 }, bench: ['riolu'] }],
    });
    expect(play(ex, 'attack Psyshot').players[0]?.prizes.length).toBe(4);
    const plain = scenario({
      players: [{ active: attacker }, { active: { card: 'riolu', damage: 40 }, bench: ['riolu'] }],
    });
    expect(play(plain, 'attack Psyshot').players[0]?.prizes.length).toBe(5);
  });

  it('takes one more Prize when Amp You Very Much Knocks Out', () => {
    const state = scenario({
      players: [
        { active: { card: 'iron-hands-ex', energy: [lightning, lightning, lightning, lightning] } },
        { active: 'riolu', bench: ['riolu'] },
      ],
    });
    expect(play(state, 'attack Amp You Very Much').players[0]?.prizes.length).toBe(4);
  });

  it('asks the owner to promote when more than one Benched Pokémon could, and promotes the only one otherwise', () => {
    const two = scenario({
      players: [{ active: attacker }, { active: { card: 'riolu', damage: 40 }, bench: ['riolu', 'lucario'] }],
    });
    const asked = play(two, 'attack Psyshot');
    expect(asked.pending.at(-1)).toEqual({ type: 'promote', player: 1 });
    expect(texts(asked)).toEqual(['choose Riolu (player 1 Bench 1)', 'choose Lucario (player 1 Bench 2)']);
    const promoted = play(asked, 'choose Lucario (player 1 Bench 2)');
    expect(promoted.players[1]?.active?.stack).toEqual([62]);
    expect(promoted.current).toBe(1);
    const one = scenario({
      players: [{ active: attacker }, { active: { card: 'riolu', damage: 40 }, bench: ['lucario'] }],
    });
    expect(play(one, 'attack Psyshot').players[1]?.active?.stack).toEqual([61]);
  });

  it('lets the player whose turn is next promote first after simultaneous Knock Outs', () => {
    const state = scenario({
      players: [
        { active: { card: 'ralts', energy: [psychic, psychic], damage: 60 }, bench: ['ralts', 'kirlia'] },
        { active: { card: 'riolu', tool: 'rocky-helmet', damage: 40 }, bench: ['riolu', 'lucario'] },
      ],
    });
    const after = play(state, 'attack Psyshot');
    expect(after.pending).toEqual([
      { type: 'promote', player: 0 },
      { type: 'promote', player: 1 },
    ]);
  });

  it('wins by taking the last Prize card', () => {
    const state = scenario({
      players: [
        { active: attacker, prizes: 1 },
        { active: { card: 'riolu', damage: 40 }, bench: ['riolu'] },
      ],
    });
    const after = play(state, 'attack Psyshot');
    expect(after.result).toEqual({ winner: 0, reason: 'took every Prize card' });
    expect(ptcgOutcome(after)).toEqual({ scores: [1, -1] });
  });

  it('wins when the opponent has no Pokémon left in play', () => {
    const state = scenario({ players: [{ active: attacker }, { active: { card: 'riolu', damage: 40 } }] });
    expect(play(state, 'attack Psyshot').result).toEqual({ winner: 0, reason: 'the opponent has no Pokémon in play' });
  });

  it('calls a draw (Sudden Death) when both take their last Prize at once with Pokémon left in play', () => {
    const state = scenario({
      players: [
        { active: { card: 'ralts', energy: [psychic, psychic], damage: 60 }, bench: ['ralts'], prizes: 1 },
        { active: { card: 'riolu', tool: 'rocky-helmet', damage: 40 }, bench: ['riolu'], prizes: 1 },
      ],
    });
    expect(play(state, 'attack Psyshot').result?.winner).toBe(null);
  });

  it('calls a draw when both players are left with no Pokémon in play at once', () => {
    const state = scenario({
      players: [
        { active: { card: 'ralts', energy: [psychic, psychic], damage: 60 } },
        { active: { card: 'riolu', tool: 'rocky-helmet', damage: 40 } },
      ],
    });
    expect(play(state, 'attack Psyshot').result).toEqual({
      winner: null,
      reason: 'both players met as many win conditions at once (Sudden Death is scored as a draw)',
    });
  });

  it('makes a player who cannot draw at the start of their turn lose', () => {
    const state = scenario({ players: [{ active: 'ralts' }, { active: 'riolu', deck: [] }] });
    expect(play(state, 'end turn').result).toEqual({
      winner: 0,
      reason: 'the opponent could not draw at the start of their turn',
    });
  });

  it('ends the game as a draw at the turn cap', () => {
    const state = scenario({ turn: 10, turnCap: 10, players: [{ active: 'ralts' }, { active: 'riolu' }] });
    const after = play(state, 'end turn');
    expect(after.result?.winner).toBe(null);
    expect(ptcgOutcome(after)).toEqual({ scores: [0, 0] });
  });

  it('Knocks Out a Pokémon whose damage counters from the Checkup reach its HP, giving the opponent a Prize', () => {
    const state = scenario({
      players: [
        { active: 'ralts' },
        { active: { card: 'riolu', damage: 60, conditions: ['poisoned'] }, bench: ['riolu'] },
      ],
    });
    expect(play(state, 'end turn').players[0]?.prizes.length).toBe(5);
  });
});
