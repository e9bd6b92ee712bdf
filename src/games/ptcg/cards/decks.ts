// The five benchmark decks as named lists of card ids, and the deck-building rules every deck must pass.
import { UsageError } from '../../../core/usage-error.js';
import { allCards } from './all-cards.js';

/** One line of a deck list: a card id and how many copies. */
export interface DeckEntry {
  readonly card: string;
  readonly count: number;
}

/** A named 60-card deck with a one-sentence game plan. */
export interface DeckList {
  readonly name: string;
  readonly title: string;
  readonly plan: string;
  readonly cards: readonly DeckEntry[];
}

/** Basic Pokémon Lightning attackers filling the Bench on turn 1 and hitting for 160–220 from turn 2. */
export const aggroDeck: DeckList = {
  name: 'aggro',
  title: 'Miraidon ex Lightning Rush',
  plan: 'Fill the Bench with Lightning attackers through Tandem Unit and Nest Ball, power them from the deck with Electric Generator, then hit hard from the second turn on and gust up Benched Pokémon ex worth two Prizes.',
  cards: [
    { card: 'miraidon-ex', count: 3 },
    { card: 'iron-hands-ex', count: 3 },
    { card: 'zeraora', count: 4 },
    { card: 'squawkabilly-ex', count: 1 },
    { card: 'professors-research', count: 4 },
    { card: 'iono', count: 2 },
    { card: 'boss-orders', count: 2 },
    { card: 'arven', count: 2 },
    { card: 'electric-generator', count: 4 },
    { card: 'nest-ball', count: 4 },
    { card: 'ultra-ball', count: 3 },
    { card: 'switch', count: 2 },
    { card: 'energy-retrieval', count: 1 },
    { card: 'counter-catcher', count: 1 },
    { card: 'future-booster-energy-capsule', count: 2 },
    { card: 'bravery-charm', count: 2 },
    { card: 'beach-court', count: 2 },
    { card: 'basic-lightning-energy', count: 18 },
  ],
};

/** Gardevoir ex turning Psychic Energy in the discard pile into damage counters that fuel counter-based attackers. */
export const comboDeck: DeckList = {
  name: 'combo',
  title: 'Gardevoir ex Psychic Embrace',
  plan: 'Rare Candy into Gardevoir ex, fill the discard pile with Psychic Energy, then re-attach it with Psychic Embrace so the damage counters it adds power Balloon Blast and Roaring Scream; Drifblim spreads counters and Mimikyu stops Pokémon ex.',
  cards: [
    { card: 'ralts', count: 4 },
    { card: 'kirlia', count: 3 },
    { card: 'gardevoir-ex', count: 2 },
    { card: 'drifloon', count: 3 },
    { card: 'drifblim', count: 1 },
    { card: 'scream-tail', count: 2 },
    { card: 'mimikyu', count: 1 },
    { card: 'professors-research', count: 4 },
    { card: 'iono', count: 3 },
    { card: 'boss-orders', count: 2 },
    { card: 'arven', count: 2 },
    { card: 'rare-candy', count: 4 },
    { card: 'ultra-ball', count: 3 },
    { card: 'nest-ball', count: 2 },
    { card: 'buddy-buddy-poffin', count: 3 },
    { card: 'earthen-vessel', count: 2 },
    { card: 'super-rod', count: 1 },
    { card: 'bravery-charm', count: 2 },
    { card: 'artazon', count: 2 },
    { card: 'basic-psychic-energy', count: 14 },
  ],
};

/** Poison every turn with Paldean Clodsire ex and Perilous Jungle while stripping Energy and shrinking hands. */
export const controlDeck: DeckList = {
  name: 'control',
  title: 'Toxic Wall',
  plan: 'Fetch Perilous Jungle with Find a Home, Poison the opposing Active every turn with Toxic Wetland, stack more Special Conditions with Arbok and Darkrai, wall Pokémon ex with Mimikyu, deny Energy and hands, and finish with Needle Bone.',
  cards: [
    { card: 'paldean-wooper', count: 4 },
    { card: 'paldean-clodsire-ex', count: 4 },
    { card: 'ekans', count: 3 },
    { card: 'arbok', count: 2 },
    { card: 'mimikyu', count: 1 },
    { card: 'darkrai', count: 1 },
    { card: 'iono', count: 2 },
    { card: 'professors-research', count: 4 },
    { card: 'judge', count: 1 },
    { card: 'team-star-grunt', count: 1 },
    { card: 'atticus', count: 2 },
    { card: 'boss-orders', count: 2 },
    { card: 'penny', count: 1 },
    { card: 'crushing-hammer', count: 2 },
    { card: 'nest-ball', count: 3 },
    { card: 'ultra-ball', count: 1 },
    { card: 'switch', count: 1 },
    { card: 'pokemon-catcher', count: 1 },
    { card: 'super-rod', count: 1 },
    { card: 'energy-retrieval', count: 1 },
    { card: 'rocky-helmet', count: 4 },
    { card: 'perilous-jungle', count: 3 },
    { card: 'basic-darkness-energy', count: 11 },
    { card: 'basic-psychic-energy', count: 4 },
  ],
};

/** Single-Prize Fighting attackers trading into two-Prize Pokémon ex while recycling every resource. */
export const attritionDeck: DeckList = {
  name: 'attrition',
  title: 'Lucario / Garganacl Grind',
  plan: 'Trade single-Prize Fighting attackers into two-Prize Pokémon ex: Avenging Knuckle hits hard after a Fighting Knock Out, Hitmonchan punishes attackers, Garganacl heals in every Checkup and mills, and the recovery cards bring everything back.',
  cards: [
    { card: 'riolu', count: 2 },
    { card: 'lucario', count: 2 },
    { card: 'nacli', count: 4 },
    { card: 'naclstack', count: 4 },
    { card: 'garganacl', count: 2 },
    { card: 'hitmonchan', count: 1 },
    { card: 'professors-research', count: 3 },
    { card: 'iono', count: 2 },
    { card: 'boss-orders', count: 2 },
    { card: 'roark', count: 3 },
    { card: 'nest-ball', count: 4 },
    { card: 'ultra-ball', count: 2 },
    { card: 'rare-candy', count: 3 },
    { card: 'super-rod', count: 1 },
    { card: 'energy-retrieval', count: 1 },
    { card: 'letter-of-encouragement', count: 1 },
    { card: 'pal-pad', count: 1 },
    { card: 'switch', count: 1 },
    { card: 'rock-chestplate', count: 4 },
    { card: 'bravery-charm', count: 1 },
    { card: 'artazon', count: 2 },
    { card: 'basic-fighting-energy', count: 14 },
  ],
};

/** Charizard ex powering itself from the deck while Pidgeot ex fetches the right card every turn. */
export const engineDeck: DeckList = {
  name: 'engine',
  title: 'Charizard ex / Pidgeot ex',
  plan: 'Rare Candy into Charizard ex, whose Infernal Reign attaches Fire Energy from the deck, and into Pidgeot ex, whose Quick Search finds any card each turn; Burning Darkness grows stronger with every Prize the opponent takes.',
  cards: [
    { card: 'charmander', count: 4 },
    { card: 'charmeleon', count: 2 },
    { card: 'charizard-ex', count: 1 },
    { card: 'pidgey', count: 3 },
    { card: 'pidgeotto', count: 1 },
    { card: 'pidgeot-ex', count: 2 },
    { card: 'squawkabilly-ex', count: 1 },
    { card: 'arven', count: 4 },
    { card: 'iono', count: 3 },
    { card: 'boss-orders', count: 3 },
    { card: 'professors-research', count: 3 },
    { card: 'rare-candy', count: 3 },
    { card: 'ultra-ball', count: 4 },
    { card: 'buddy-buddy-poffin', count: 3 },
    { card: 'nest-ball', count: 2 },
    { card: 'super-rod', count: 2 },
    { card: 'counter-catcher', count: 1 },
    { card: 'switch', count: 1 },
    { card: 'energy-retrieval', count: 1 },
    { card: 'defiance-band', count: 1 },
    { card: 'bravery-charm', count: 1 },
    { card: 'artazon', count: 1 },
    { card: 'basic-fire-energy', count: 13 },
  ],
};

/** The names of the five benchmark decks. */
export type DeckName = 'aggro' | 'combo' | 'control' | 'attrition' | 'engine';

/** The five benchmark decks, by name. */
export const decks: Readonly<Record<DeckName, DeckList>> = {
  aggro: aggroDeck,
  combo: comboDeck,
  control: controlDeck,
  attrition: attritionDeck,
  engine: engineDeck,
};

/** The deck with this name; throws a `UsageError` listing the known names otherwise. */
export function deckByName(name: string): DeckList {
  const deck = Object.hasOwn(decks, name) ? decks[name as DeckName] : undefined;
  if (!deck) throw new UsageError(`unknown PTCG deck '${name}' (choose one of ${Object.keys(decks).join(', ')})`);
  return deck;
}

/** The deck's 60 card ids, one per copy, in list order. */
export function deckCardIds(deck: DeckList): string[] {
  return deck.cards.flatMap((entry) => Array.from({ length: entry.count }, () => entry.card));
}

const cardsById = new Map(allCards.map((card) => [card.id, card]));

/** Every way the deck breaks the deck-building rules, as sentences; empty when the deck is legal. */
export function validateDeck(deck: DeckList): string[] {
  const problems: string[] = [];
  const copiesByName = new Map<string, number>();
  const namesInDeck = new Set<string>();
  let total = 0;
  for (const entry of deck.cards) {
    if (!Number.isInteger(entry.count) || entry.count < 1) {
      problems.push(`'${entry.card}' has a count of ${entry.count}; counts must be whole numbers of at least 1`);
    }
    total += entry.count;
    const card = cardsById.get(entry.card);
    if (!card) {
      problems.push(`'${entry.card}' is not a card of the pool`);
      continue;
    }
    namesInDeck.add(card.name);
    if (card.kind !== 'energy') copiesByName.set(card.name, (copiesByName.get(card.name) ?? 0) + entry.count);
  }
  if (total !== 60) problems.push(`the deck has ${total} cards; it must have exactly 60`);
  for (const [name, copies] of copiesByName) {
    if (copies > 4) problems.push(`the deck has ${copies} copies of ${name}; at most 4 are allowed`);
  }
  for (const entry of deck.cards) {
    const card = cardsById.get(entry.card);
    if (card?.kind === 'pokemon' && card.evolvesFrom && !namesInDeck.has(card.evolvesFrom)) {
      problems.push(`${card.name} evolves from ${card.evolvesFrom}, which is not in the deck`);
    }
  }
  return problems;
}
