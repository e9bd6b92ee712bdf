import { describe, expect, it } from 'vitest';
import { actionText } from './ptcg-action.js';
import { ptcgApply } from './ptcg-apply.js';
import type { PtcgState } from './ptcg-state.js';
import { legal, scenario, texts } from './test-ptcg-scenario.js';

const psychic = 'basic-psychic-energy';
const lightning = 'basic-lightning-energy';
const fighting = 'basic-fighting-energy';
const fire = 'basic-fire-energy';
const dark = 'basic-darkness-energy';

/** Plays, for each prefix, the first legal action whose text starts with it. */
function act(state: PtcgState, ...prefixes: readonly string[]): PtcgState {
  let current = state;
  for (const prefix of prefixes) {
    const action = legal(current).find((option) => actionText(option).startsWith(prefix));
    if (!action) throw new Error(`no action starts with '${prefix}'; legal: ${texts(current).join(' | ')}`);
    current = ptcgApply(current, [action]);
  }
  return current;
}

const names = (state: PtcgState, cards: readonly number[]) => cards.map((card) => state.cards[card]);

describe('PTCG effect primitives', () => {
  it('hand-reset: Professor’s Research discards the hand and draws 7', () => {
    const state = scenario({
      players: [{ active: 'ralts', hand: ['professors-research', 'switch', 'switch'] }, { active: 'riolu' }],
    });
    const after = act(state, 'play Professor');
    expect(after.players[0]?.hand.length).toBe(7);
    expect(names(after, after.players[0]?.discard ?? [])).toEqual(['professors-research', 'switch', 'switch']);
  });

  it('hand-reset: Iono puts both hands on the bottom and each player draws one card per Prize left', () => {
    const state = scenario({
      players: [
        { active: 'ralts', hand: ['iono', 'switch'], prizes: 2 },
        { active: 'riolu', hand: ['switch', 'switch', 'switch'], prizes: 4 },
      ],
    });
    const after = act(state, 'play Iono');
    expect(after.players[0]?.hand.length).toBe(2);
    expect(after.players[1]?.hand.length).toBe(4);
    expect(after.players[1]?.deck.length).toBe(10 + 3 - 4);
  });

  it('search-deck: Nest Ball puts a chosen Basic from the deck onto the Bench, one choice at a time', () => {
    const state = scenario({
      players: [{ active: 'ralts', hand: ['nest-ball'], deck: ['riolu', psychic, 'kirlia'] }, { active: 'riolu' }],
    });
    const asked = act(state, 'play Nest Ball');
    expect(texts(asked)).toEqual(['choose Riolu (card 8)', 'done']);
    const after = act(asked, 'choose Riolu');
    expect(names(after, after.players[0]?.bench.map((slot) => slot.stack[0] as number) ?? [])).toEqual(['riolu']);
    expect(after.pending).toEqual([]);
  });

  it('discard-cost: Ultra Ball needs two other cards, discarded before the search', () => {
    const short = scenario({ players: [{ active: 'ralts', hand: ['ultra-ball', 'switch'] }, { active: 'riolu' }] });
    expect(texts(short).some((text) => text.startsWith('play Ultra Ball'))).toBe(false);
    const state = scenario({
      players: [{ active: 'ralts', hand: ['ultra-ball', 'switch', 'iono'], deck: ['kirlia'] }, { active: 'riolu' }],
    });
    const after = act(state, 'play Ultra Ball', 'choose Switch', 'choose Iono', 'choose Kirlia');
    expect(names(after, after.players[0]?.discard ?? [])).toEqual(['ultra-ball', 'switch', 'iono']);
    expect(names(after, after.players[0]?.hand ?? [])).toEqual(['kirlia']);
  });

  it('attach-from-deck: Electric Generator attaches Lightning Energy from the top 5 cards to Benched Lightning Pokémon', () => {
    const state = scenario({
      players: [
        {
          active: 'miraidon-ex',
          bench: ['zeraora'],
          hand: ['electric-generator'],
          deck: [psychic, lightning, psychic, psychic, psychic, lightning],
        },
        { active: 'riolu' },
      ],
    });
    const asked = act(state, 'play Electric Generator');
    expect(texts(asked).filter((text) => text.startsWith('choose'))).toHaveLength(1);
    const after = act(asked, 'choose Basic Lightning', 'choose Zeraora');
    expect(after.players[0]?.bench[0]?.energy.length).toBe(1);
    expect(after.players[0]?.active?.energy.length).toBe(0);
  });

  it('attach-from-deck on evolve: Infernal Reign may attach up to 3 Fire Energy in any way', () => {
    const state = scenario({
      players: [
        { active: 'charmeleon', bench: ['charmander'], hand: ['charizard-ex'], deck: [fire, fire, fire, fire] },
        { active: 'riolu' },
      ],
    });
    const asked = act(state, 'evolve Charmeleon');
    expect(texts(asked)).toEqual(['yes', 'no']);
    const after = act(
      asked,
      'yes',
      'choose Basic Fire',
      'choose Charizard',
      'choose Basic Fire',
      'choose Charmander',
      'done',
    );
    expect(after.players[0]?.active?.energy.length).toBe(1);
    expect(after.players[0]?.bench[0]?.energy.length).toBe(1);
  });

  it('attach-from-discard: Psychic Embrace adds 2 damage counters and skips Pokémon they would Knock Out', () => {
    const state = scenario({
      players: [
        { active: 'gardevoir-ex', bench: [{ card: 'ralts', damage: 50 }, 'drifloon'], discard: [psychic, psychic] },
        { active: 'riolu' },
      ],
    });
    const asked = act(state, 'use Psychic Embrace');
    expect(texts(asked)).toEqual(['choose Gardevoir ex (player 0 Active)', 'choose Drifloon (player 0 Bench 2)']);
    const after = act(asked, 'choose Drifloon', 'choose Basic Psychic');
    expect(after.players[0]?.bench[1]).toMatchObject({ damage: 20, energy: [expect.any(Number)] });
    expect(texts(after)).toContain('use Psychic Embrace of Gardevoir ex (Active)');
  });

  it('recover: Energy Retrieval takes up to 2 Basic Energy from the discard pile', () => {
    const state = scenario({
      players: [
        { active: 'ralts', hand: ['energy-retrieval'], discard: [psychic, 'switch', psychic, psychic] },
        { active: 'riolu' },
      ],
    });
    const after = act(state, 'play Energy Retrieval', 'choose Basic Psychic', 'choose Basic Psychic');
    expect(names(after, after.players[0]?.hand ?? [])).toEqual([psychic, psychic]);
  });

  it('switch-active: Boss’s Orders brings up a Benched Pokémon of the opponent', () => {
    const state = scenario({
      players: [
        { active: 'ralts', hand: ['boss-orders'] },
        { active: 'riolu', bench: ['lucario'] },
      ],
    });
    const after = act(state, 'play Boss', 'choose Lucario');
    expect(names(after, after.players[1]?.active?.stack ?? [])).toEqual(['lucario']);
  });

  it('remove-energy: Team Star Grunt puts an Energy of the opponent’s Active on top of their deck', () => {
    const state = scenario({
      players: [{ active: 'ralts', hand: ['team-star-grunt'] }, { active: { card: 'riolu', energy: [fighting] } }],
    });
    const after = act(state, 'play Team Star Grunt', 'choose Basic Fighting');
    expect(after.players[1]?.active?.energy).toEqual([]);
    expect(names(after, after.players[1]?.deck.slice(0, 1) ?? [])).toEqual([fighting]);
  });

  it('move-energy: Night Cyclone moves every Energy of the attacker to Benched Pokémon', () => {
    const state = scenario({
      players: [{ active: { card: 'darkrai', energy: [dark, dark, dark] }, bench: ['ekans'] }, { active: 'lucario' }],
    });
    const after = act(state, 'attack Night Cyclone', 'choose Ekans', 'choose Ekans', 'choose Ekans');
    expect(after.players[0]?.bench[0]?.energy.length).toBe(3);
    expect(after.players[0]?.active?.energy.length).toBe(0);
  });

  it('damage-per: Burning Darkness adds 30 per Prize the opponent has taken', () => {
    const state = scenario({
      players: [
        { active: { card: 'charizard-ex', evolvedFrom: ['charmander', 'charmeleon'], energy: [fire, fire] } },
        { active: 'charizard-ex', prizes: 4 },
      ],
    });
    expect(act(state, 'attack Burning Darkness').players[1]?.active?.damage).toBe(240);
  });

  it('damage-per: Kirlia’s Psychic adds 20 per Energy on the opponent’s Active', () => {
    const state = scenario({
      players: [
        { active: { card: 'kirlia', energy: [psychic, psychic, psychic] } },
        { active: { card: 'charizard-ex', energy: [fighting, fighting] } },
      ],
    });
    expect(act(state, 'attack Psychic').players[1]?.active?.damage).toBe(100);
  });

  it('damage-bonus: Avenging Knuckle does 120 more after a Fighting Pokémon was Knocked Out by an attack last turn', () => {
    const build = (last: number) =>
      scenario({
        turn: 5,
        players: [
          { active: { card: 'lucario', energy: [fighting] }, lastFightingKnockOutByAttack: last },
          { active: 'charizard-ex' },
        ],
      });
    expect(act(build(4), 'attack Avenging Knuckle').players[1]?.active?.damage).toBe(150);
    expect(act(build(2), 'attack Avenging Knuckle').players[1]?.active?.damage).toBe(30);
  });

  it('place-damage-counters: Curse Spreading places 8 counters one at a time on the opponent’s Pokémon', () => {
    const state = scenario({
      players: [
        { active: { card: 'drifblim', energy: [psychic, psychic, psychic] } },
        { active: 'charizard-ex', bench: ['charmander'] },
      ],
    });
    let current = act(state, 'attack Curse Spreading');
    for (let counter = 0; counter < 8; counter++)
      current = act(current, counter < 5 ? 'choose Charizard ex' : 'choose Charmander');
    expect(current.players[1]?.active?.damage).toBe(50);
    expect(current.players[1]?.bench[0]?.damage).toBe(30);
  });

  it('attack-lock: Photon Blaster cannot be used again during the next turn', () => {
    const state = scenario({
      players: [
        { active: { card: 'miraidon-ex', energy: [lightning, lightning, lightning] }, deck: [psychic, psychic] },
        { active: 'charizard-ex', deck: [psychic, psychic] },
      ],
    });
    const next = act(state, 'attack Photon Blaster', 'end turn');
    expect(next.current).toBe(0);
    expect(texts(next).some((text) => text.startsWith('attack'))).toBe(false);
  });

  it('use-limit: Tandem Unit works once per turn for each Miraidon ex', () => {
    const state = scenario({
      players: [{ active: 'miraidon-ex', deck: ['zeraora', 'zeraora', 'zeraora'] }, { active: 'riolu' }],
    });
    const after = act(state, 'use Tandem Unit', 'choose Zeraora', 'choose Zeraora');
    expect(after.players[0]?.bench.length).toBe(2);
    expect(texts(after).some((text) => text.startsWith('use Tandem Unit'))).toBe(false);
  });

  it('require: Counter Catcher needs more Prizes left than the opponent', () => {
    const behind = scenario({
      players: [
        { active: 'ralts', hand: ['counter-catcher'], prizes: 4 },
        { active: 'riolu', bench: ['lucario'], prizes: 3 },
      ],
    });
    expect(texts(behind).some((text) => text.startsWith('play Counter Catcher'))).toBe(true);
    const ahead = scenario({
      players: [
        { active: 'ralts', hand: ['counter-catcher'], prizes: 3 },
        { active: 'riolu', bench: ['lucario'], prizes: 4 },
      ],
    });
    expect(texts(ahead).some((text) => text.startsWith('play Counter Catcher'))).toBe(false);
  });

  it('use-stadium: Artazon puts a Basic without a Rule Box onto the Bench once per turn', () => {
    const state = scenario({
      stadium: 'artazon',
      players: [{ active: 'ralts', deck: ['miraidon-ex', 'riolu'] }, { active: 'riolu' }],
    });
    const asked = act(state, 'use Stadium Artazon');
    expect(texts(asked)).toEqual(['choose Riolu (card 8)', 'done']);
    expect(texts(act(asked, 'choose Riolu')).some((text) => text.startsWith('use Stadium'))).toBe(false);
  });

  it('hp-bonus: Bravery Charm gives a Basic Pokémon 50 more HP', () => {
    const state = scenario({
      players: [
        { active: { card: 'ralts', energy: [psychic, psychic] } },
        { active: { card: 'riolu', tool: 'bravery-charm', damage: 80 }, bench: ['riolu'] },
      ],
    });
    // 80 + 60 = 140 < 120 HP? No: Riolu has 70 + 50 = 120 HP, so 140 damage Knocks it Out; with 50 it would survive.
    expect(act(state, 'attack Psyshot').players[0]?.prizes.length).toBe(5);
    const survives = scenario({
      players: [
        { active: { card: 'ralts', energy: [psychic, psychic] } },
        { active: { card: 'riolu', tool: 'bravery-charm' }, bench: ['riolu'] },
      ],
    });
    expect(act(survives, 'attack Psyshot').players[1]?.active?.damage).toBe(60);
  });

  it('discard-stadium: Blustery Wind may discard the Stadium', () => {
    const state = scenario({
      stadium: 'artazon',
      stadiumOwner: 1,
      players: [{ active: { card: 'pidgeot-ex', energy: [psychic, psychic] } }, { active: 'garganacl' }],
    });
    const asked = act(state, 'attack Blustery Wind');
    expect(texts(asked)).toEqual(['yes', 'no']);
    expect(act(asked, 'yes').stadium).toBe(-1);
    expect(act(asked, 'no').stadium).toBeGreaterThanOrEqual(0);
  });

  it('mill: Knocking Hammer discards the top card of the opponent’s deck', () => {
    const state = scenario({
      players: [
        { active: { card: 'garganacl', energy: [fighting, fighting] } },
        { active: 'charizard-ex', deck: ['switch', psychic] },
      ],
    });
    const after = act(state, 'attack Knocking Hammer');
    expect(names(after, after.players[1]?.discard ?? [])).toEqual(['switch']);
  });

  it('pick-up: Penny returns a Basic Pokémon and its attached cards to the hand', () => {
    const state = scenario({
      players: [
        { active: 'ralts', bench: [{ card: 'riolu', energy: [fighting] }], hand: ['penny'] },
        { active: 'riolu' },
      ],
    });
    const after = act(state, 'play Penny', 'choose Riolu');
    expect(names(after, after.players[0]?.hand ?? []).sort()).toEqual([fighting, 'riolu']);
  });

  it('use-limit: Quick Search is used once per turn however many Pidgeot ex are in play', () => {
    const state = scenario({
      players: [{ active: 'pidgeot-ex', bench: ['pidgeot-ex'], deck: ['switch', 'iono'] }, { active: 'riolu' }],
    });
    const after = act(state, 'use Quick Search', 'choose Iono');
    expect(names(after, after.players[0]?.hand ?? [])).toEqual(['iono']);
    expect(texts(after).some((text) => text.startsWith('use Quick Search'))).toBe(false);
  });

  it('require: Squawk and Seize works only on the player’s first turn', () => {
    const first = scenario({
      turn: 2,
      current: 1,
      players: [{ active: 'riolu' }, { active: 'squawkabilly-ex', hand: ['switch'] }],
    });
    const after = act(first, 'use Squawk and Seize');
    expect(after.players[1]?.hand.length).toBe(6);
    const later = scenario({ turn: 4, current: 1, players: [{ active: 'riolu' }, { active: 'squawkabilly-ex' }] });
    expect(texts(later).some((text) => text.startsWith('use Squawk'))).toBe(false);
  });

  it('require: Toxic Wetland needs a Stadium in play and poisons the opponent’s Active', () => {
    const none = scenario({ players: [{ active: 'paldean-clodsire-ex' }, { active: 'riolu' }] });
    expect(texts(none).some((text) => text.startsWith('use Toxic Wetland'))).toBe(false);
    const jungle = scenario({
      stadium: 'perilous-jungle',
      players: [{ active: 'paldean-clodsire-ex' }, { active: 'riolu' }],
    });
    expect(act(jungle, 'use Toxic Wetland').players[1]?.active?.poisoned).toBe(true);
  });

  it('require: Atticus needs the opponent’s Active to be Poisoned', () => {
    const clean = scenario({ players: [{ active: 'ralts', hand: ['atticus'] }, { active: 'riolu' }] });
    expect(texts(clean).some((text) => text.startsWith('play Atticus'))).toBe(false);
    const poisoned = scenario({
      players: [{ active: 'ralts', hand: ['atticus'] }, { active: { card: 'riolu', conditions: ['poisoned'] } }],
    });
    expect(act(poisoned, 'play Atticus').players[0]?.hand.length).toBe(7);
  });

  it('heal: Salt Coating heals 20 damage from a chosen own Pokémon', () => {
    const state = scenario({
      players: [
        { active: { card: 'nacli', energy: [fighting] }, bench: [{ card: 'riolu', damage: 30 }] },
        { active: 'charizard-ex' },
      ],
    });
    const after = act(state, 'attack Salt Coating', 'choose Riolu');
    expect(after.players[0]?.bench[0]?.damage).toBe(10);
  });

  it('coin-flip: Crushing Hammer discards an opponent’s Energy only on heads', () => {
    const outcomes = new Set<number>();
    for (let seed = 1; seed < 30 && outcomes.size < 2; seed++) {
      const state = scenario({
        seed,
        players: [{ active: 'ralts', hand: ['crushing-hammer'] }, { active: { card: 'riolu', energy: [fighting] } }],
      });
      let after = act(state, 'play Crushing Hammer');
      if (after.pending.length > 0) after = act(after, 'choose Riolu', 'choose Basic Fighting');
      outcomes.add(after.players[1]?.active?.energy.length ?? -1);
    }
    expect(outcomes).toEqual(new Set([0, 1]));
  });

  it('clear-conditions: Miracle Force cures the attacker', () => {
    const state = scenario({
      players: [
        { active: { card: 'gardevoir-ex', energy: [psychic, psychic, psychic], conditions: ['poisoned', 'burned'] } },
        { active: 'charizard-ex' },
      ],
    });
    const active = act(state, 'attack Miracle Force').players[0]?.active;
    expect(active?.burned).toBe(false);
    // Cured during the attack; the Checkup after it finds nothing to do.
    expect(active?.damage).toBe(0);
  });

  it('damage-bonus: Excited Punch does 60 more when it was used in the previous turn', () => {
    const state = scenario({
      players: [
        { active: { card: 'hitmonchan', energy: [fighting, fighting] }, deck: [psychic, psychic] },
        { active: 'charizard-ex', deck: [psychic, psychic] },
      ],
    });
    const first = act(state, 'attack Excited Punch');
    expect(first.players[1]?.active?.damage).toBe(60);
    const second = act(first, 'end turn', 'attack Excited Punch');
    expect(second.players[1]?.active?.damage).toBe(60 + 120);
  });

  it('retreat-modifier and damage-bonus: Future Booster Energy Capsule frees the retreat of a Future Pokémon and adds 20', () => {
    const state = scenario({
      players: [
        {
          active: {
            card: 'iron-hands-ex',
            energy: [lightning, lightning, lightning],
            tool: 'future-booster-energy-capsule',
          },
          bench: ['zeraora'],
        },
        { active: 'charizard-ex' },
      ],
    });
    expect(texts(state)).toContain('retreat to Zeraora (Bench 1)');
    expect(act(state, 'attack Arm Press').players[1]?.active?.damage).toBe(180);
  });

  it('recover: Super Rod shuffles Pokémon and Basic Energy from the discard pile into the deck', () => {
    const state = scenario({
      players: [
        { active: 'ralts', hand: ['super-rod'], discard: ['riolu', psychic, 'switch'], deck: [] },
        { active: 'riolu' },
      ],
    });
    const after = act(state, 'play Super Rod', 'choose Riolu', 'choose Basic Psychic');
    expect(after.players[0]?.deck.length).toBe(2);
    expect(names(after, after.players[0]?.discard ?? [])).toEqual(['switch', 'super-rod']);
  });

  it('attach-from-discard: Motivate attaches up to 2 Basic Energy from the discard pile to a Benched Pokémon', () => {
    const state = scenario({
      players: [
        { active: { card: 'squawkabilly-ex', energy: [psychic] }, bench: ['riolu'], discard: [fighting, fighting] },
        { active: 'charizard-ex' },
      ],
    });
    const after = act(state, 'attack Motivate', 'choose Riolu', 'choose Basic Fighting', 'choose Basic Fighting');
    expect(after.players[0]?.bench[0]?.energy.length).toBe(2);
  });
});
