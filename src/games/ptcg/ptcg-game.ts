// The Pokémon TCG as a Game: official rules over the benchmark's 64-card pool and five decks, hidden hands, decks
// and Prizes, choices inside effects as pending decisions, and read-only card queries for models.
import type { Game, GameQuery, Outcome, Params } from '../../core/game.js';
import type { Rng } from '../../core/rng.js';
import { cardsNamed, definitions } from './card-pool.js';
import { decks } from './cards/decks.js';
import type { PtcgAction } from './ptcg-action.js';
import { ptcgActionSchema } from './ptcg-action-schema.js';
import { ptcgApply } from './ptcg-apply.js';
import { ptcgLegalActions, ptcgToAct } from './ptcg-legal.js';
import { type PtcgObservation, ptcgObserve } from './ptcg-observe.js';
import { ptcgSample } from './ptcg-sample.js';
import { setupState } from './ptcg-setup.js';
import type { PtcgState } from './ptcg-state.js';
import { cardText, ptcgText } from './ptcg-text.js';

const deckNames = Object.keys(decks);

/** Every `decks` parameter value: two deck names, seat 0's first. */
export const deckPairs: readonly string[] = deckNames.flatMap((first) =>
  deckNames.map((second) => `${first},${second}`),
);

/** Final scores: +1 for the winner, −1 for the loser, 0 each for a draw. */
export function ptcgOutcome(state: PtcgState): Outcome | null {
  if (state.phase !== 'over' || !state.result) return null;
  const winner = state.result.winner;
  return { scores: [0, 1].map((seat) => (winner === null ? 0 : seat === winner ? 1 : -1)) };
}

/**
 * PTCG-Bench's action tools by their names (models in the tools interface see these; the actions keep their types).
 * The paper's `discard_stadium` has no action of its own here: a Stadium leaves play when another replaces it or
 * through the effect of the card that discards it (played with that card's tool).
 */
const ptcgToolNames = {
  attack: 'attack',
  'use-ability': 'use_ability',
  'use-stadium': 'use_stadium',
  retreat: 'retreat',
  'play-basic': 'play_pokemon',
  evolve: 'evolve_pokemon',
  'attach-energy': 'attach_energy',
  'play-supporter': 'use_supporter',
  'play-item': 'use_item',
  'attach-tool': 'use_tool',
  'play-stadium': 'put_stadium',
  'end-turn': 'pass_turn',
  'choose-card': 'choose_card',
  'choose-pokemon': 'choose_pokemon',
  'turn-order': 'choose_turn_order',
  'mulligan-draw': 'mulligan_draw',
  'place-active': 'place_active',
  'place-bench': 'place_bench',
  ready: 'ready',
  answer: 'answer',
  done: 'done',
} as const satisfies Record<PtcgAction['type'], string>;

const queries: readonly GameQuery<PtcgObservation>[] = [
  {
    name: 'query_card',
    description: 'The full rules text and numbers of a card, by its printed name (e.g. "Gardevoir ex").',
    parameters: {
      type: 'object',
      properties: { name: { type: 'string', description: 'the card name as shown in the observation' } },
      required: ['name'],
    },
    answer(_observation, _player, input) {
      const name = typeof input === 'object' && input !== null ? (input as { name?: unknown }).name : undefined;
      if (typeof name !== 'string' || name.trim() === '')
        return 'give the card name as "name", e.g. {"name": "Nest Ball"}';
      const found = cardsNamed(name.replace(/\s*\(card \d+\)\s*$/, ''));
      return found.length ? found.map(cardText).join('\n\n') : `no card named '${name}' in this game's card pool`;
    },
  },
  {
    name: 'query_discard',
    description: 'The cards in a discard pile: yours ("you") or your opponent\'s ("opponent").',
    parameters: {
      type: 'object',
      properties: { player: { type: 'string', enum: ['you', 'opponent'] } },
      required: ['player'],
    },
    answer(observation, player, input) {
      const whose = typeof input === 'object' && input !== null ? (input as { player?: unknown }).player : undefined;
      if (whose !== 'you' && whose !== 'opponent') return 'give "player": "you" or "opponent"';
      const seat = whose === 'you' ? player : 1 - player;
      const defs = definitions(observation.cards);
      const pile = observation.players[seat]?.discard ?? [];
      return pile.length
        ? pile.map((card) => `${defs[card]?.name} (card ${card})`).join('\n')
        : 'the discard pile is empty';
    },
  },
];

/** The two-player Pokémon TCG engine. */
export const ptcgGame = {
  id: 'ptcg',
  version: 3,
  title: 'Pokémon TCG',
  description:
    'The Pokémon Trading Card Game under the current official rules with the PTCG-Bench pool of 64 cards and five decks.',
  playerCounts: [2],
  params: {
    decks: {
      type: 'enum',
      default: 'combo,combo',
      choices: deckPairs,
      description: "two deck names: seat 0's, seat 1's",
    },
    turnCap: {
      type: 'int',
      default: 100,
      min: 2,
      max: 1000,
      description: 'turns in total (both players) after which the game ends as a draw',
    },
    observation: {
      type: 'enum',
      default: 'structured',
      choices: ['structured', 'raw'],
      description: 'observation text: structured sections or a minimal raw rendering',
    },
  },
  presets: Object.fromEntries(deckNames.map((name) => [name, { decks: `${name},${name}` }])),
  defaultPreset: 'combo',
  hiddenInformation: true,

  setup(params: Params, seed: number, players: number): PtcgState {
    if (players !== 2) throw new Error(`ptcg is played by 2 seats, not ${players}`);
    const style = params.observation === 'raw' ? 'raw' : 'structured';
    return setupState(String(params.decks ?? 'combo,combo').split(','), seed, Number(params.turnCap ?? 100), style);
  },

  toAct: ptcgToAct,
  legalActions: ptcgLegalActions,

  /** Ends the turn when possible, else stops choosing (`done`), else the first option; used for the `default` fallback. */
  defaultAction(state: PtcgState, player: number): PtcgAction {
    const legal = ptcgLegalActions(state, player);
    const fallback =
      legal.find((action) => action.type === 'end-turn') ??
      legal.find((action) => action.type === 'done' || action.type === 'ready') ??
      legal[0];
    if (!fallback) throw new Error(`seat ${player} has no legal action`);
    return fallback;
  },
  apply: ptcgApply,
  observe: ptcgObserve,
  outcome: ptcgOutcome,

  sample(observation: PtcgObservation, player: number, rng: Rng): PtcgState {
    return ptcgSample(observation, player, rng);
  },

  actionSchema: ptcgActionSchema,
  text: ptcgText,
  queries,
  actionToolNames: ptcgToolNames,
} satisfies Game<PtcgState, PtcgAction, PtcgObservation>;
