// Issue 12 §15: one rule for every Trainer card of the pool (the official ruling): a card whose effect cannot do
// anything cannot be played, a coin flip notwithstanding. For each Trainer: boards where it does nothing (refused)
// and boards where it does something (offered). Tools and Stadiums are put into play, which is their effect.
import { describe, expect, it } from 'vitest';
import { allCards } from './cards/index.js';
import type { PtcgState } from './ptcg-state.js';
import { type ScenarioPlayer, scenario, texts } from './test-ptcg-scenario.js';

const psychic = 'basic-psychic-energy';
const lightning = 'basic-lightning-energy';
const fighting = 'basic-fighting-energy';

/** A board on turn 3 with player 0 to act; the opponent defaults to a lone Riolu. */
function board(own: ScenarioPlayer, opponent: ScenarioPlayer = { active: 'riolu' }, stadium?: string): PtcgState {
  return scenario({ players: [own, opponent], ...(stadium ? { stadium } : {}) });
}

interface Case {
  /** The action text's start, e.g. `play Switch`. */
  readonly action: string;
  /** Boards on which the card would do nothing: the action is not offered. */
  readonly refused: readonly PtcgState[];
  /** Boards on which it does something: the action is offered. */
  readonly offered: readonly PtcgState[];
}

const fullBench = ['ralts', 'ralts', 'ralts', 'ralts', 'ralts'];

/** One case per Trainer card id of the pool. */
const cases: Record<string, Case> = {
  arven: {
    action: 'play Arven',
    refused: [board({ active: 'ralts', hand: ['arven'], deck: [] })],
    offered: [board({ active: 'ralts', hand: ['arven'], deck: ['iono'] })],
  },
  atticus: {
    action: 'play Atticus',
    refused: [
      board({ active: 'ralts', hand: ['atticus'], deck: [] }, { active: { card: 'riolu', conditions: ['poisoned'] } }),
      board({ active: 'ralts', hand: ['atticus'] }, { active: 'riolu' }),
    ],
    offered: [
      board({ active: 'ralts', hand: ['atticus'] }, { active: { card: 'riolu', conditions: ['poisoned'] } }),
      board(
        { active: 'ralts', hand: ['atticus', 'switch'], deck: [] },
        { active: { card: 'riolu', conditions: ['poisoned'] } },
      ),
    ],
  },
  'boss-orders': {
    action: "play Boss's Orders",
    refused: [board({ active: 'ralts', hand: ['boss-orders'] }, { active: 'riolu' })],
    offered: [board({ active: 'ralts', hand: ['boss-orders'] }, { active: 'riolu', bench: ['nacli'] })],
  },
  'buddy-buddy-poffin': {
    action: 'play Buddy-Buddy Poffin',
    refused: [
      board({ active: 'ralts', hand: ['buddy-buddy-poffin'], deck: [] }),
      board({ active: 'ralts', bench: fullBench, hand: ['buddy-buddy-poffin'], deck: ['ralts'] }),
    ],
    offered: [board({ active: 'ralts', hand: ['buddy-buddy-poffin'], deck: ['iono'] })],
  },
  'counter-catcher': {
    action: 'play Counter Catcher',
    refused: [
      board({ active: 'ralts', hand: ['counter-catcher'], prizes: 4 }, { active: 'riolu', prizes: 3 }),
      board({ active: 'ralts', hand: ['counter-catcher'], prizes: 3 }, { active: 'riolu', bench: ['nacli'] }),
    ],
    offered: [
      board(
        { active: 'ralts', hand: ['counter-catcher'], prizes: 4 },
        { active: 'riolu', bench: ['nacli'], prizes: 3 },
      ),
    ],
  },
  'crushing-hammer': {
    action: 'play Crushing Hammer',
    refused: [
      board({ active: { card: 'ralts', energy: [psychic] }, hand: ['crushing-hammer'] }, { active: 'riolu' }),
      board({ active: 'ralts', hand: ['crushing-hammer'] }, { active: 'riolu', bench: ['nacli'] }),
    ],
    offered: [
      board(
        { active: 'ralts', hand: ['crushing-hammer'] },
        { active: 'riolu', bench: [{ card: 'nacli', energy: [fighting] }] },
      ),
      board({ active: 'ralts', hand: ['crushing-hammer'] }, { active: { card: 'riolu', energy: [fighting] } }),
    ],
  },
  'earthen-vessel': {
    action: 'play Earthen Vessel',
    refused: [
      board({ active: 'ralts', hand: ['earthen-vessel', 'iono'], deck: [] }),
      board({ active: 'ralts', hand: ['earthen-vessel'], deck: [psychic] }),
    ],
    offered: [board({ active: 'ralts', hand: ['earthen-vessel', 'iono'], deck: ['iono'] })],
  },
  'electric-generator': {
    action: 'play Electric Generator',
    refused: [
      board({ active: 'zeraora', bench: ['ralts'], hand: ['electric-generator'], deck: [lightning] }),
      board({ active: 'ralts', bench: ['zeraora'], hand: ['electric-generator'], deck: [] }),
    ],
    offered: [board({ active: 'ralts', bench: ['zeraora'], hand: ['electric-generator'], deck: ['iono'] })],
  },
  'energy-retrieval': {
    action: 'play Energy Retrieval',
    refused: [board({ active: 'ralts', hand: ['energy-retrieval'], discard: ['iono', 'ralts'] })],
    offered: [board({ active: 'ralts', hand: ['energy-retrieval'], discard: [psychic] })],
  },
  iono: {
    action: 'play Iono',
    refused: [board({ active: 'ralts', hand: ['iono'] }, { active: 'riolu', hand: [] })],
    offered: [
      board({ active: 'ralts', hand: ['iono'] }, { active: 'riolu', hand: ['switch'] }),
      board({ active: 'ralts', hand: ['iono', 'switch'] }, { active: 'riolu' }),
    ],
  },
  judge: {
    action: 'play Judge',
    refused: [board({ active: 'ralts', hand: ['judge'], deck: [] }, { active: 'riolu', deck: [] })],
    offered: [
      board({ active: 'ralts', hand: ['judge'], deck: [] }, { active: 'riolu' }),
      board({ active: 'ralts', hand: ['judge'], deck: [] }, { active: 'riolu', hand: ['switch'], deck: [] }),
    ],
  },
  'letter-of-encouragement': {
    action: 'play Letter of Encouragement',
    refused: [
      board({ active: 'ralts', hand: ['letter-of-encouragement'], deck: [], lastKnockOut: 2 }),
      board({ active: 'ralts', hand: ['letter-of-encouragement'] }),
    ],
    offered: [board({ active: 'ralts', hand: ['letter-of-encouragement'], lastKnockOut: 2 })],
  },
  'nest-ball': {
    action: 'play Nest Ball',
    refused: [
      board({ active: 'ralts', hand: ['nest-ball'], deck: [] }),
      board({ active: 'ralts', bench: fullBench, hand: ['nest-ball'], deck: ['ralts'] }),
    ],
    offered: [board({ active: 'ralts', hand: ['nest-ball'], deck: ['iono'] })],
  },
  'pal-pad': {
    action: 'play Pal Pad',
    refused: [board({ active: 'ralts', hand: ['pal-pad'], discard: ['nest-ball', psychic] })],
    offered: [board({ active: 'ralts', hand: ['pal-pad'], discard: ['iono'] })],
  },
  penny: {
    action: 'play Penny',
    refused: [
      board({ active: 'ralts', hand: ['penny'] }),
      board({
        active: { card: 'kirlia', evolvedFrom: ['ralts'] },
        bench: [{ card: 'kirlia', evolvedFrom: ['ralts'] }],
        hand: ['penny'],
      }),
    ],
    offered: [board({ active: { card: 'kirlia', evolvedFrom: ['ralts'] }, bench: ['ralts'], hand: ['penny'] })],
  },
  'pokemon-catcher': {
    action: 'play Pokémon Catcher',
    refused: [board({ active: 'ralts', hand: ['pokemon-catcher'] }, { active: 'riolu' })],
    offered: [board({ active: 'ralts', hand: ['pokemon-catcher'] }, { active: 'riolu', bench: ['nacli'] })],
  },
  'professors-research': {
    action: "play Professor's Research",
    refused: [board({ active: 'ralts', hand: ['professors-research'], deck: [] })],
    offered: [
      board({ active: 'ralts', hand: ['professors-research'], deck: ['iono'] }),
      board({ active: 'ralts', hand: ['professors-research', 'switch'], deck: [] }),
    ],
  },
  'rare-candy': {
    action: 'play Rare Candy',
    refused: [board({ active: 'ralts', hand: ['rare-candy', 'kirlia'] })],
    offered: [board({ active: 'ralts', hand: ['rare-candy', 'gardevoir-ex'] })],
  },
  roark: {
    action: 'play Roark',
    refused: [board({ active: 'riolu', hand: ['roark'], deck: [], discard: ['iono'] })],
    offered: [
      board({ active: 'riolu', hand: ['roark'], deck: [], discard: [fighting] }),
      board({ active: 'riolu', hand: ['roark'], deck: ['iono'] }),
    ],
  },
  'super-rod': {
    action: 'play Super Rod',
    refused: [board({ active: 'ralts', hand: ['super-rod'], discard: ['iono'] })],
    offered: [board({ active: 'ralts', hand: ['super-rod'], discard: ['kirlia'] })],
  },
  switch: {
    action: 'play Switch',
    refused: [board({ active: 'ralts', hand: ['switch'] })],
    offered: [board({ active: 'ralts', bench: ['kirlia'], hand: ['switch'] })],
  },
  'team-star-grunt': {
    action: 'play Team Star Grunt',
    refused: [
      board({ active: 'ralts', hand: ['team-star-grunt'] }, { active: 'riolu' }),
      board(
        { active: 'ralts', hand: ['team-star-grunt'] },
        { active: 'riolu', bench: [{ card: 'nacli', energy: [fighting] }] },
      ),
    ],
    offered: [board({ active: 'ralts', hand: ['team-star-grunt'] }, { active: { card: 'riolu', energy: [fighting] } })],
  },
  'ultra-ball': {
    action: 'play Ultra Ball',
    refused: [
      board({ active: 'ralts', hand: ['ultra-ball', 'iono', 'switch'], deck: [] }),
      board({ active: 'ralts', hand: ['ultra-ball', 'iono'], deck: ['kirlia'] }),
    ],
    offered: [board({ active: 'ralts', hand: ['ultra-ball', 'iono', 'switch'], deck: [psychic] })],
  },
  artazon: {
    action: 'use Stadium Artazon',
    refused: [
      board({ active: 'ralts', deck: [] }, undefined, 'artazon'),
      board({ active: 'ralts', bench: fullBench, deck: ['ralts'] }, undefined, 'artazon'),
    ],
    offered: [board({ active: 'ralts', deck: ['iono'] }, undefined, 'artazon')],
  },
  // Tools and Stadiums: being put into play is what they do, so they are played even where their effect is idle now.
  'bravery-charm': {
    action: 'attach Bravery Charm',
    refused: [board({ active: { card: 'ralts', tool: 'rocky-helmet' }, hand: ['bravery-charm'] })],
    offered: [board({ active: { card: 'kirlia', evolvedFrom: ['ralts'] }, hand: ['bravery-charm'] })],
  },
  'defiance-band': {
    action: 'attach Defiance Band',
    refused: [board({ active: { card: 'ralts', tool: 'rocky-helmet' }, hand: ['defiance-band'] })],
    offered: [board({ active: 'ralts', hand: ['defiance-band'], prizes: 1 })],
  },
  'future-booster-energy-capsule': {
    action: 'attach Future Booster Energy Capsule',
    refused: [board({ active: { card: 'ralts', tool: 'rocky-helmet' }, hand: ['future-booster-energy-capsule'] })],
    offered: [board({ active: 'ralts', hand: ['future-booster-energy-capsule'] })],
  },
  'rock-chestplate': {
    action: 'attach Rock Chestplate',
    refused: [board({ active: { card: 'ralts', tool: 'rocky-helmet' }, hand: ['rock-chestplate'] })],
    offered: [board({ active: 'ralts', hand: ['rock-chestplate'] })],
  },
  'rocky-helmet': {
    action: 'attach Rocky Helmet',
    refused: [board({ active: { card: 'ralts', tool: 'rock-chestplate' }, hand: ['rocky-helmet'] })],
    offered: [board({ active: 'ralts', bench: ['kirlia'], hand: ['rocky-helmet'] })],
  },
  'beach-court': {
    action: 'play Beach Court',
    refused: [board({ active: 'ralts', hand: ['beach-court'] }, undefined, 'beach-court')],
    offered: [
      board(
        { active: { card: 'kirlia', evolvedFrom: ['ralts'] }, hand: ['beach-court'] },
        { active: { card: 'lucario', evolvedFrom: ['riolu'] } },
      ),
    ],
  },
  'perilous-jungle': {
    action: 'play Perilous Jungle',
    refused: [board({ active: 'ralts', hand: ['perilous-jungle'] }, undefined, 'perilous-jungle')],
    offered: [board({ active: 'ralts', hand: ['perilous-jungle'] })],
  },
};

const offeredNow = (state: PtcgState, action: string) => texts(state).some((text) => text.startsWith(action));

describe('PTCG rules audit: a Trainer whose effect cannot do anything cannot be played', () => {
  it('has a case for every Trainer card of the pool', () => {
    const trainers = allCards.filter((card) => card.kind === 'trainer').map((card) => card.id);
    expect(Object.keys(cases).sort()).toEqual([...trainers].sort());
  });

  for (const [id, { action, refused, offered }] of Object.entries(cases)) {
    it(`${id}: refused where it would do nothing, offered where it does something`, () => {
      refused.forEach((state, index) => {
        expect(offeredNow(state, action), `refused board ${index}`).toBe(false);
      });
      offered.forEach((state, index) => {
        expect(offeredNow(state, action), `offered board ${index}`).toBe(true);
      });
    });
  }
});
