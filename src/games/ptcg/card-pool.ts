// The engine's view of the card data: definitions by id, and a per-match table from instance numbers to definitions,
// cached by table identity so rules look cards up with one array read.
import type { CardDefinition } from './card-definition.js';
import { allCards } from './cards/index.js';

const byId = new Map<string, CardDefinition>();
for (const card of allCards) byId.set(card.id, card);

/** The definition of card `id`; throws for an unknown id. */
export function cardDefinition(id: string): CardDefinition {
  const card = byId.get(id);
  if (!card) throw new Error(`unknown PTCG card id '${id}'`);
  return card;
}

/** Every registered card whose printed name is `name` (case-insensitive). */
export function cardsNamed(name: string): CardDefinition[] {
  const wanted = name.trim().toLowerCase();
  return [...byId.values()].filter((card) => card.name.toLowerCase() === wanted);
}

const tables = new WeakMap<readonly string[], readonly CardDefinition[]>();

/** Definitions of every instance of a match, indexed by instance number. */
export function definitions(cards: readonly string[]): readonly CardDefinition[] {
  let table = tables.get(cards);
  if (!table) {
    table = cards.map(cardDefinition);
    tables.set(cards, table);
  }
  return table;
}
