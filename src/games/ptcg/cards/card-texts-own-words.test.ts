// Card texts must be our own words: no attack, Ability or Trainer text may share 8 or more consecutive words with the
// published text of the same card (the reference pool, kept outside the repository, in ../shared/reference/ptcg/).
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../card-definition.js';
import { allCards } from './index.js';

/** Shared runs of this many words or more count as copied. */
const longestAllowed = 7;

const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));
const referencePath =
  process.env.XPARENA_PTCG_REFERENCE ?? resolve(repoRoot, '..', 'shared', 'reference', 'ptcg', 'cards.json');
const haveReference = existsSync(referencePath);
if (!haveReference) {
  console.warn(
    `card-texts-own-words: skipped, no published card texts at ${referencePath} (set XPARENA_PTCG_REFERENCE to cards.json)`,
  );
}

interface PublishedCard {
  readonly name: string;
  readonly rules?: readonly string[];
  readonly abilities?: readonly { readonly name: string; readonly text?: string }[];
  readonly attacks?: readonly { readonly name: string; readonly text?: string }[];
}

/** Lower-case words with punctuation stripped (apostrophes vanish, other marks split words). */
function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
}

/** The longest run of consecutive words `ours` shares with any of `published`. */
function longestSharedRun(ours: string, published: readonly string[]): { length: number; run: string } {
  const mine = words(ours);
  let best = { length: 0, run: '' };
  for (const text of published) {
    const theirs = words(text);
    // Longest common substring over words, by dynamic programming on one row.
    let previous = new Array<number>(theirs.length + 1).fill(0);
    for (let i = 1; i <= mine.length; i++) {
      const row = new Array<number>(theirs.length + 1).fill(0);
      for (let j = 1; j <= theirs.length; j++) {
        if (mine[i - 1] !== theirs[j - 1]) continue;
        const length = (previous[j - 1] as number) + 1;
        row[j] = length;
        if (length > best.length) best = { length, run: mine.slice(i - length, i).join(' ') };
      }
      previous = row;
    }
  }
  return best;
}

/** Every text we wrote for a card, labelled: attacks, Abilities, Trainer and Energy rules text. */
function ourTexts(card: CardDefinition): { label: string; text: string }[] {
  if (card.kind !== 'pokemon') return card.text ? [{ label: card.name, text: card.text }] : [];
  return [
    ...card.abilities.map((ability) => ({ label: `${card.name}'s ${ability.name}`, text: ability.text })),
    ...card.attacks.map((attack) => ({ label: `${card.name}'s ${attack.name}`, text: attack.text })),
  ].filter((entry) => entry.text !== '');
}

function publishedTexts(card: PublishedCard): string[] {
  return [
    ...(card.rules ?? []),
    ...(card.abilities ?? []).map((ability) => ability.text ?? ''),
    ...(card.attacks ?? []).map((attack) => attack.text ?? ''),
  ].filter((text) => text !== '');
}

describe('PTCG card texts are our own words', () => {
  it('measures shared word runs ignoring case and punctuation', () => {
    expect(words("Your opponent's Active Pokémon is now Burned, Confused.")).toEqual([
      'your',
      'opponents',
      'active',
      'pokémon',
      'is',
      'now',
      'burned',
      'confused',
    ]);
    expect(longestSharedRun('Draw 2 cards. Then shuffle', ['then, draw 2 cards; then discard']).length).toBe(4);
  });

  it.skipIf(!haveReference)(
    `no card text shares ${longestAllowed + 1} or more consecutive words with its published text`,
    () => {
      const published = JSON.parse(readFileSync(referencePath, 'utf8')) as PublishedCard[];
      const copied: string[] = [];
      let compared = 0;
      for (const card of allCards) {
        const sources = published.filter((entry) => entry.name === card.name).flatMap(publishedTexts);
        for (const { label, text } of ourTexts(card)) {
          if (sources.length === 0) continue;
          compared++;
          const shared = longestSharedRun(text, sources);
          if (shared.length > longestAllowed) copied.push(`${label}: ${shared.length} words "${shared.run}"`);
        }
      }
      expect(compared).toBeGreaterThan(50);
      expect(copied).toEqual([]);
    },
  );
});
