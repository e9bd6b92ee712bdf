// The public face of the card pool: the list of every card and lookups by id and by printed name.
import { UsageError } from '../../../core/usage-error.js';
import type { CardDefinition } from '../card-definition.js';
import { allCards } from './all-cards.js';

export { allCards } from './all-cards.js';

const byId = new Map<string, CardDefinition>(allCards.map((card) => [card.id, card]));
const byName = new Map<string, CardDefinition>(allCards.map((card) => [card.name.toLowerCase(), card]));

/** The card with this id; throws a `UsageError` naming the id when the pool has no such card. */
export function cardById(id: string): CardDefinition {
  const card = byId.get(id);
  if (!card) throw new UsageError(`unknown PTCG card id '${id}' (ids are kebab-case, e.g. 'gardevoir-ex')`);
  return card;
}

/** The card with this printed name (case-insensitive), or undefined when the pool has none. */
export function cardByName(name: string): CardDefinition | undefined {
  return byName.get(name.trim().toLowerCase());
}
