// Audit of the turn rules against the official rulebook (issue 8 §1): draws, once-per-turn limits, retreat,
// first-turn limits, evolution timing, Energy costs and the end of the turn, each played through the Game API.
import { describe, expect, it } from 'vitest';
import { ptcgGame } from './ptcg-game.js';
import { play, scenario, texts } from './test-ptcg-scenario.js';

const psychic = 'basic-psychic-energy';
const lightning = 'basic-lightning-energy';
const fighting = 'basic-fighting-energy';

const startsWith = (options: readonly string[], prefix: string) => options.some((text) => text.startsWith(prefix));

describe('PTCG rules audit: turns', () => {
  it('draws one card at the start of each turn for the player whose turn starts', () => {
    const state = scenario({
      players: [
        { active: 'ralts', hand: [psychic] },
        { active: 'riolu', hand: [psychic] },
      ],
    });
    const next = play(state, 'end turn');
    expect(next.current).toBe(1);
    expect(next.turn).toBe(4);
    expect(next.players[1]?.hand.length).toBe(2);
    expect(next.players[1]?.deck.length).toBe(9);
    expect(next.players[0]?.hand.length).toBe(1);
  });

  it('makes the player who cannot draw at the start of their turn lose before doing anything', () => {
    const state = scenario({ players: [{ active: 'ralts' }, { active: 'riolu', bench: ['riolu'], deck: [] }] });
    const next = play(state, 'end turn');
    expect(next.phase).toBe('over');
    expect(ptcgGame.outcome(next)).toEqual({ scores: [1, -1] });
  });

  it('allows one Energy attachment per turn, to the Active or a Benched Pokémon', () => {
    const state = scenario({
      players: [{ active: 'ralts', bench: ['riolu'], hand: [psychic, psychic] }, { active: 'riolu' }],
    });
    const options = texts(state);
    expect(options).toContain('attach Basic Psychic Energy (card 2) to Ralts (Active)');
    expect(options).toContain('attach Basic Psychic Energy (card 2) to Riolu (Bench 1)');
    const attached = play(state, 'attach Basic Psychic Energy (card 2) to Riolu (Bench 1)');
    expect(startsWith(texts(attached), 'attach')).toBe(false);
    const nextTurn = play(attached, 'end turn', 'end turn');
    expect(startsWith(texts(nextTurn), 'attach Basic Psychic Energy')).toBe(true);
  });

  it('allows one Supporter per turn, whatever its name', () => {
    const state = scenario({
      players: [{ active: 'ralts', hand: ['judge', 'professors-research', 'iono'] }, { active: 'riolu' }],
    });
    const after = play(state, 'play Judge (card 1)');
    const options = texts(after);
    expect(startsWith(options, 'play Professor')).toBe(false);
    expect(startsWith(options, 'play Iono')).toBe(false);
  });

  it('allows one Stadium per turn and none with the name of the Stadium in play', () => {
    const state = scenario({
      stadium: 'artazon',
      stadiumOwner: 1,
      players: [{ active: 'ralts', hand: ['artazon', 'beach-court', 'perilous-jungle'] }, { active: 'riolu' }],
    });
    const options = texts(state);
    expect(startsWith(options, 'play Artazon')).toBe(false);
    expect(startsWith(options, 'play Beach Court')).toBe(true);
    const played = play(state, 'play Beach Court (card 2)');
    expect(played.stadium).toBe(2);
    expect(played.players[1]?.discard).toEqual([state.stadium]);
    expect(startsWith(texts(played), 'play Perilous Jungle')).toBe(false);
  });

  it('retreats once per turn, discarding Energy equal to the Retreat Cost', () => {
    const state = scenario({
      players: [
        {
          active: { card: 'lucario', evolvedFrom: ['riolu'], energy: [fighting, fighting, fighting] },
          bench: ['ralts', 'riolu'],
        },
        { active: 'riolu' },
      ],
    });
    const retreated = play(state, 'retreat to Ralts (Bench 1)');
    expect(retreated.players[0]?.active?.stack).toEqual([5]);
    expect(retreated.players[0]?.bench[0]?.energy.length).toBe(1);
    expect(retreated.players[0]?.discard.length).toBe(2);
    expect(startsWith(texts(retreated), 'retreat')).toBe(false);
  });

  it('does not retreat without enough Energy for the Retreat Cost', () => {
    const state = scenario({
      players: [
        { active: { card: 'lucario', evolvedFrom: ['riolu'], energy: [fighting] }, bench: ['ralts'] },
        { active: 'riolu' },
      ],
    });
    expect(startsWith(texts(state), 'retreat')).toBe(false);
  });

  it('lets a Confused Pokémon retreat but not an Asleep or Paralyzed one', () => {
    for (const [condition, allowed] of [
      ['confused', true],
      ['asleep', false],
      ['paralyzed', false],
    ] as const) {
      const state = scenario({
        players: [
          { active: { card: 'ralts', energy: [psychic], conditions: [condition] }, bench: ['riolu'] },
          { active: 'riolu' },
        ],
      });
      expect(startsWith(texts(state), 'retreat')).toBe(allowed);
    }
  });

  it('keeps the player going first from attacking and playing a Supporter on turn 1, and nobody evolves on their first turn', () => {
    const first = scenario({
      turn: 1,
      players: [
        {
          active: { card: 'ralts', energy: [psychic, psychic], since: 0 },
          hand: ['judge', 'kirlia', 'rare-candy', 'gardevoir-ex'],
        },
        { active: 'riolu' },
      ],
    });
    const options = texts(first);
    expect(startsWith(options, 'attack')).toBe(false);
    expect(startsWith(options, 'play Judge')).toBe(false);
    expect(startsWith(options, 'evolve')).toBe(false);
    expect(startsWith(options, 'play Rare Candy')).toBe(false);
    const second = scenario({
      turn: 2,
      current: 1,
      players: [
        { active: 'riolu' },
        {
          active: { card: 'ralts', energy: [psychic, psychic], since: 0 },
          hand: ['judge', 'kirlia', 'rare-candy', 'gardevoir-ex'],
        },
      ],
    });
    const secondOptions = texts(second);
    expect(secondOptions).toContain('attack Psyshot');
    expect(startsWith(secondOptions, 'play Judge')).toBe(true);
    expect(startsWith(secondOptions, 'evolve')).toBe(false);
    expect(startsWith(secondOptions, 'play Rare Candy')).toBe(false);
  });

  it('does not evolve a Pokémon put into play this turn, even with Rare Candy, and evolves it next turn', () => {
    const state = scenario({
      players: [{ active: 'riolu', hand: ['ralts', 'kirlia', 'rare-candy', 'gardevoir-ex'] }, { active: 'riolu' }],
    });
    const benched = play(state, 'play Ralts (card 1) onto the Bench');
    expect(startsWith(texts(benched), 'evolve Ralts')).toBe(false);
    expect(startsWith(texts(benched), 'play Rare Candy')).toBe(false);
    const later = play(benched, 'end turn', 'end turn');
    expect(startsWith(texts(later), 'evolve Ralts (Bench 1) into Kirlia')).toBe(true);
    expect(startsWith(texts(later), 'play Rare Candy')).toBe(true);
  });

  it('does not evolve a Pokémon that evolved this turn', () => {
    const state = scenario({
      players: [{ active: 'ralts', hand: ['kirlia', 'gardevoir-ex'] }, { active: 'riolu' }],
    });
    const evolved = play(state, 'evolve Ralts (Active) into Kirlia (card 1)');
    expect(startsWith(texts(evolved), 'evolve')).toBe(false);
  });

  it('pays Colorless with any type but a typed cost only with its own type', () => {
    const paid = scenario({
      players: [{ active: { card: 'ralts', energy: [lightning, psychic] } }, { active: 'riolu' }],
    });
    expect(texts(paid)).toContain('attack Psyshot');
    const wrongType = scenario({
      players: [{ active: { card: 'ralts', energy: [lightning, lightning] } }, { active: 'riolu' }],
    });
    expect(startsWith(texts(wrongType), 'attack')).toBe(false);
    const tooFew = scenario({ players: [{ active: { card: 'ralts', energy: [psychic] } }, { active: 'riolu' }] });
    expect(startsWith(texts(tooFew), 'attack')).toBe(false);
    const kirlia = scenario({
      players: [
        { active: { card: 'kirlia', evolvedFrom: ['ralts'], energy: [psychic, fighting, lightning] } },
        { active: 'riolu' },
      ],
    });
    expect(texts(kirlia)).toEqual(expect.arrayContaining(['attack Magical Shot']));
    expect(texts(kirlia)).not.toContain('attack Psychic');
  });

  it('ends the turn when the Pokémon attacks, passing to the opponent after the Checkup', () => {
    const state = scenario({
      players: [{ active: { card: 'ralts', energy: [psychic, psychic] } }, { active: 'kirlia' }],
    });
    const after = play(state, 'attack Psyshot');
    expect(after.current).toBe(1);
    expect(after.turn).toBe(4);
    expect(after.players[1]?.active?.damage).toBe(30);
    expect(ptcgGame.toAct(after)).toEqual([1]);
  });
});
