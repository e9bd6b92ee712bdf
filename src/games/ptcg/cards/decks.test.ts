import { describe, expect, it } from 'vitest';
import { UsageError } from '../../../core/usage-error.js';
import {
  aggroDeck,
  attritionDeck,
  comboDeck,
  type DeckList,
  deckByName,
  deckCardIds,
  decks,
  engineDeck,
  validateDeck,
} from './decks.js';
import { cardById } from './index.js';

function withCards(deck: DeckList, cards: DeckList['cards']): DeckList {
  return { ...deck, cards };
}

describe('PTCG decks', () => {
  it('lists the five benchmark decks under their names', () => {
    expect(Object.keys(decks)).toEqual(['aggro', 'combo', 'control', 'attrition', 'engine']);
    for (const [name, deck] of Object.entries(decks)) expect(deck.name).toBe(name);
  });

  for (const deck of Object.values(decks)) {
    it(`accepts the ${deck.name} deck as legal, with 60 card ids of the pool`, () => {
      expect(validateDeck(deck)).toEqual([]);
      const ids = deckCardIds(deck);
      expect(ids).toHaveLength(60);
      for (const id of ids) expect(cardById(id).id).toBe(id);
    });
  }

  it('counts the aggro list: 11 Pokémon, 31 Trainers and 18 Energy', () => {
    const kinds = deckCardIds(aggroDeck).map((id) => cardById(id).kind);
    expect(kinds.filter((kind) => kind === 'pokemon')).toHaveLength(11);
    expect(kinds.filter((kind) => kind === 'trainer')).toHaveLength(31);
    expect(kinds.filter((kind) => kind === 'energy')).toHaveLength(18);
  });

  it('rejects a deck that is not 60 cards, saying how many it has', () => {
    const deck = aggroDeck;
    const short = withCards(deck, deck.cards.slice(0, -1));
    expect(validateDeck(short)).toEqual(['the deck has 42 cards; it must have exactly 60']);
  });

  it('rejects a fifth copy of a card name but allows any number of basic Energy', () => {
    const deck = attritionDeck;
    const cards = deck.cards.map((entry) =>
      entry.card === 'nacli'
        ? { card: 'nacli', count: 5 }
        : entry.card === 'basic-fighting-energy'
          ? { card: 'basic-fighting-energy', count: 13 }
          : entry,
    );
    expect(validateDeck(withCards(deck, cards))).toEqual(['the deck has 5 copies of Nacli; at most 4 are allowed']);
  });

  it('rejects an evolution whose earlier stage is missing from the deck', () => {
    const deck = comboDeck;
    const cards = deck.cards.map((entry) => (entry.card === 'kirlia' ? { card: 'ralts', count: 3 } : entry));
    const problems = validateDeck(withCards(deck, cards));
    expect(problems).toContain('Gardevoir ex evolves from Kirlia, which is not in the deck');
    expect(problems).toContain('the deck has 7 copies of Ralts; at most 4 are allowed');
  });

  it('rejects a card id that is not in the pool and a count below one', () => {
    const deck = engineDeck;
    const cards = [
      ...deck.cards.map((entry) => (entry.card === 'basic-fire-energy' ? { card: entry.card, count: 9 } : entry)),
      { card: 'pikachu', count: 4 },
      { card: 'switch', count: 0 },
    ];
    expect(validateDeck(withCards(deck, cards))).toEqual([
      "'pikachu' is not a card of the pool",
      "'switch' has a count of 0; counts must be whole numbers of at least 1",
    ]);
  });

  it('finds a deck by name and explains an unknown name as a usage error', () => {
    expect(deckByName('control').title).toBe('Toxic Wall');
    expect(() => deckByName('mill')).toThrow(UsageError);
    expect(() => deckByName('mill')).toThrow(/aggro, combo, control, attrition, engine/);
  });
});
