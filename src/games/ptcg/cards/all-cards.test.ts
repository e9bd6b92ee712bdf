import { describe, expect, it } from 'vitest';
import { UsageError } from '../../../core/usage-error.js';
import type { EffectSpec } from '../effect-spec.js';
import { allCards, cardById, cardByName } from './index.js';

function effectsOf(card: (typeof allCards)[number]): readonly (readonly EffectSpec[])[] {
  if (card.kind === 'trainer') return [card.effects];
  if (card.kind === 'energy') return [];
  return [...card.abilities.map((ability) => ability.effects), ...card.attacks.map((attack) => attack.effects)];
}

describe('the card pool', () => {
  it('holds 64 cards: 28 Pokémon, 9 Supporters, 14 Items, 5 Tools, 3 Stadiums and 5 basic Energy', () => {
    const count = (test: (card: (typeof allCards)[number]) => boolean) => allCards.filter(test).length;
    expect(allCards).toHaveLength(64);
    expect(count((card) => card.kind === 'pokemon')).toBe(28);
    expect(count((card) => card.kind === 'trainer' && card.trainer === 'supporter')).toBe(9);
    expect(count((card) => card.kind === 'trainer' && card.trainer === 'item')).toBe(14);
    expect(count((card) => card.kind === 'trainer' && card.trainer === 'tool')).toBe(5);
    expect(count((card) => card.kind === 'trainer' && card.trainer === 'stadium')).toBe(3);
    expect(count((card) => card.kind === 'energy')).toBe(5);
  });

  it('gives every card a distinct kebab-case id and a distinct name', () => {
    for (const card of allCards) expect(card.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
    expect(new Set(allCards.map((card) => card.id)).size).toBe(64);
    expect(new Set(allCards.map((card) => card.name)).size).toBe(64);
  });

  it('gives every effect a rules text and every text an effect, except vanilla attacks and Energy', () => {
    for (const card of allCards) {
      if (card.kind === 'trainer') expect(card.text.length > 0 && card.effects.length > 0, card.id).toBe(true);
      if (card.kind !== 'pokemon') continue;
      for (const part of [...card.abilities, ...card.attacks]) {
        expect(part.text.length > 0, `${card.id} ${part.name}`).toBe(part.effects.length > 0);
      }
    }
  });

  it('names only evolution sources that are Pokémon of the pool one stage lower', () => {
    for (const card of allCards) {
      if (card.kind !== 'pokemon' || !card.evolvesFrom) continue;
      const source = cardByName(card.evolvesFrom);
      expect(source?.kind, card.id).toBe('pokemon');
      if (source?.kind === 'pokemon') expect(source.stage).toBe(card.stage === 'stage2' ? 'stage1' : 'basic');
    }
  });

  it('wraps every Tool effect in a while-attached passive and marks activated Abilities with a use limit', () => {
    for (const card of allCards) {
      if (card.kind === 'trainer' && card.trainer === 'tool') {
        for (const effect of card.effects) expect(effect).toMatchObject({ type: 'passive', timing: 'while-attached' });
      }
      for (const effects of effectsOf(card)) {
        const activated = effects.some((effect) => effect.type === 'use-limit');
        const passive = effects.some((effect) => effect.type === 'passive');
        expect(activated && passive, card.id).toBe(false);
      }
    }
  });

  it('looks cards up by id and by name, case-insensitively, and explains an unknown id', () => {
    expect(cardById('gardevoir-ex').name).toBe('Gardevoir ex');
    expect(cardByName("boss's orders")?.id).toBe('boss-orders');
    expect(cardByName('Pikachu')).toBeUndefined();
    expect(() => cardById('pikachu')).toThrow(UsageError);
    expect(() => cardById('pikachu')).toThrow(/unknown PTCG card id 'pikachu'/);
  });
});
