import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { decks } from './decks.js';
import { allCards } from './index.js';

const here = dirname(fileURLToPath(import.meta.url));
const deckCards = [...new Set(Object.values(decks).flatMap((deck) => deck.cards.map((entry) => entry.card)))].sort();

describe('card test coverage', () => {
  it('covers every card of the pool with at least one deck', () => {
    expect(deckCards).toEqual(allCards.map((card) => card.id));
  });

  for (const id of deckCards) {
    it(`has a test file for ${id} that imports that card`, () => {
      const file = join(here, `${id}.test.ts`);
      expect(existsSync(file), `missing ${id}.test.ts`).toBe(true);
      expect(readFileSync(file, 'utf8')).toContain(`from './${id}.js'`);
    });
  }
});
