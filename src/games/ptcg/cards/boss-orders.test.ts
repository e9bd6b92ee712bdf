import { describe, expect, it } from 'vitest';
import { scenario } from '../test-ptcg-scenario.js';
import { bossOrders } from './boss-orders.js';
import { cardById, cardByName } from './index.js';
import { act, benchIds, can, idAt } from './test-card-play.js';

describe("Boss's Orders", () => {
  it("is a Supporter card named Boss's Orders", () => {
    expect(bossOrders).toMatchObject({
      kind: 'trainer',
      trainer: 'supporter',
      name: "Boss's Orders",
      printing: 'PAL 172',
    });
  });

  it('is the card the pool returns for its id and its name', () => {
    expect(cardById('boss-orders')).toBe(bossOrders);
    expect(cardByName("Boss's Orders")).toBe(bossOrders);
  });

  it("switches a chosen opponent Benched Pokémon into the opponent's Active Spot", () => {
    const state = scenario({
      players: [
        { active: 'ralts', hand: ['boss-orders'] },
        { active: 'riolu', bench: ['hitmonchan', 'lucario'] },
      ],
    });
    const after = act(state, "play Boss's Orders", 'choose Lucario');
    expect(idAt(after, 1)).toBe('lucario');
    expect(benchIds(after, 1).sort()).toEqual(['hitmonchan', 'riolu']);
    expect(after.players[0]?.supporterPlayed).toBe(true);
  });

  it('cannot be played when the opponent has no Benched Pokémon', () => {
    const state = scenario({ players: [{ active: 'ralts', hand: ['boss-orders'] }, { active: 'riolu' }] });
    expect(can(state, "play Boss's Orders")).toBe(false);
  });
});
