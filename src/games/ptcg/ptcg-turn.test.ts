import { describe, expect, it } from 'vitest';
import { play, scenario, texts } from './test-ptcg-scenario.js';

const psychic = 'basic-psychic-energy';

describe('PTCG turn structure', () => {
  it('does not let the player going first attack or play a Supporter on the first turn', () => {
    const state = scenario({
      turn: 1,
      players: [
        { active: { card: 'ralts', energy: [psychic, psychic] }, hand: ['iono', 'nest-ball'] },
        { active: 'riolu' },
      ],
    });
    const options = texts(state);
    expect(options.some((text) => text.startsWith('attack'))).toBe(false);
    expect(options.some((text) => text.startsWith('play Iono'))).toBe(false);
    expect(options.some((text) => text.startsWith('play Nest Ball'))).toBe(true);
  });

  it('lets the second player attack and play a Supporter on their first turn, but not evolve', () => {
    const state = scenario({
      turn: 2,
      current: 1,
      players: [
        { active: 'riolu' },
        { active: { card: 'ralts', energy: [psychic, psychic] }, hand: ['iono', 'kirlia'] },
      ],
    });
    const options = texts(state);
    expect(options).toContain('attack Psyshot');
    expect(options.some((text) => text.startsWith('play Iono'))).toBe(true);
    expect(options.some((text) => text.startsWith('evolve'))).toBe(false);
  });

  it('allows one Energy attachment, one Supporter and one Stadium per turn', () => {
    const state = scenario({
      players: [
        { active: 'ralts', bench: ['ralts'], hand: [psychic, psychic, 'judge', 'judge', 'artazon', 'perilous-jungle'] },
        { active: 'riolu' },
      ],
    });
    const attached = play(state, `attach Basic Psychic Energy (card 2) to Ralts (Active)`);
    expect(texts(attached).some((text) => text.startsWith('attach Basic Psychic Energy'))).toBe(false);
    const judged = play(state, 'play Judge (card 4)');
    expect(texts(judged).some((text) => text.startsWith('play Judge'))).toBe(false);
    const stadium = play(state, 'play Artazon (card 6)');
    expect(texts(stadium).some((text) => text.startsWith('play Perilous Jungle'))).toBe(false);
  });

  it('refuses a Stadium with the same name as the one in play', () => {
    const state = scenario({
      stadium: 'artazon',
      stadiumOwner: 1,
      players: [{ active: 'ralts', hand: ['artazon'] }, { active: 'riolu' }],
    });
    expect(texts(state).some((text) => text.startsWith('play Artazon'))).toBe(false);
  });

  it('ends the turn with an attack and starts the next player’s turn with a draw', () => {
    const state = scenario({
      players: [{ active: { card: 'ralts', energy: [psychic, psychic] } }, { active: 'lucario', hand: [] }],
    });
    const after = play(state, 'attack Psyshot');
    expect(after.current).toBe(1);
    expect(after.turn).toBe(4);
    expect(after.players[1]?.hand.length).toBe(1);
  });

  it('discards Energy equal to the Retreat Cost, switches, and allows one retreat per turn', () => {
    const state = scenario({
      players: [
        {
          active: {
            card: 'lucario',
            energy: ['basic-fighting-energy', 'basic-fighting-energy', 'basic-fighting-energy'],
          },
          bench: ['riolu', 'riolu'],
        },
        { active: 'ralts' },
      ],
    });
    const after = play(state, 'retreat to Riolu (Bench 1)');
    expect(after.players[0]?.active?.stack.length).toBe(1);
    expect(after.players[0]?.bench[0]?.energy.length).toBe(1);
    expect(after.players[0]?.discard.length).toBe(2);
    expect(texts(after).some((text) => text.startsWith('retreat'))).toBe(false);
  });

  it('asks which Energy to discard when the choice matters', () => {
    const state = scenario({
      players: [
        { active: { card: 'riolu', energy: ['basic-fighting-energy', psychic] }, bench: ['ralts'] },
        { active: 'ralts' },
      ],
    });
    const asked = play(state, 'retreat to Ralts (Bench 1)');
    expect(asked.pending.at(-1)?.type).toBe('select');
    const after = play(asked, 'choose Basic Psychic Energy (card 2)');
    expect(after.players[0]?.discard).toEqual([2]);
    expect(after.players[0]?.bench[0]?.energy).toEqual([1]);
  });

  it('does not let an Asleep or Paralyzed Pokémon retreat or attack', () => {
    for (const condition of ['asleep', 'paralyzed'] as const) {
      const state = scenario({
        players: [
          { active: { card: 'ralts', energy: [psychic, psychic], conditions: [condition] }, bench: ['ralts'] },
          { active: 'riolu' },
        ],
      });
      const options = texts(state);
      expect(options.some((text) => text.startsWith('retreat') || text.startsWith('attack'))).toBe(false);
    }
  });

  it('reduces a Basic Pokémon’s Retreat Cost with Beach Court', () => {
    const state = scenario({
      stadium: 'beach-court',
      players: [{ active: 'riolu', bench: ['ralts'] }, { active: 'riolu' }],
    });
    expect(texts(state)).toContain('retreat to Ralts (Bench 1)');
  });
});

describe('PTCG evolution', () => {
  it('does not evolve a Pokémon put into play this turn, and evolves one that was there before', () => {
    const state = scenario({ players: [{ active: 'ralts', hand: ['ralts', 'kirlia'] }, { active: 'riolu' }] });
    const benched = play(state, 'play Ralts (card 1) onto the Bench');
    const options = texts(benched);
    expect(options).toContain('evolve Ralts (Active) into Kirlia (card 2)');
    expect(options).not.toContain('evolve Ralts (Bench 1) into Kirlia (card 2)');
  });

  it('does not evolve a Pokémon twice in one turn', () => {
    const state = scenario({ players: [{ active: 'ralts', hand: ['kirlia', 'gardevoir-ex'] }, { active: 'riolu' }] });
    const evolved = play(state, 'evolve Ralts (Active) into Kirlia (card 1)');
    expect(texts(evolved).some((text) => text.startsWith('evolve'))).toBe(false);
  });

  it('clears Special Conditions when a Pokémon evolves', () => {
    const state = scenario({
      players: [
        { active: { card: 'ralts', conditions: ['poisoned', 'confused'] }, hand: ['kirlia'] },
        { active: 'riolu' },
      ],
    });
    const active = play(state, 'evolve Ralts (Active) into Kirlia (card 1)').players[0]?.active;
    expect(active).toMatchObject({ poisoned: false, rotation: null, stack: [0, 1] });
  });

  it('lets Rare Candy skip the Stage 1, with the same timing limits as evolving', () => {
    const ready = scenario({
      players: [{ active: 'ralts', hand: ['rare-candy', 'gardevoir-ex'] }, { active: 'riolu' }],
    });
    const asked = play(ready, 'play Rare Candy (card 1)', 'choose Ralts (player 0 Active)');
    const evolved = play(asked, 'choose Gardevoir ex (card 2)');
    expect(evolved.players[0]?.active?.stack).toEqual([0, 2]);
    const firstTurn = scenario({
      turn: 1,
      players: [{ active: 'ralts', hand: ['rare-candy', 'gardevoir-ex'] }, { active: 'riolu' }],
    });
    expect(texts(firstTurn).some((text) => text.startsWith('play Rare Candy'))).toBe(false);
    const fresh = scenario({
      players: [{ active: { card: 'ralts', since: 3 }, hand: ['rare-candy', 'gardevoir-ex'] }, { active: 'riolu' }],
    });
    expect(texts(fresh).some((text) => text.startsWith('play Rare Candy'))).toBe(false);
    const noStage2 = scenario({ players: [{ active: 'ralts', hand: ['rare-candy', 'kirlia'] }, { active: 'riolu' }] });
    expect(texts(noStage2).some((text) => text.startsWith('play Rare Candy'))).toBe(false);
  });
});
