// Test helper: an exact mid-game board on a fixed seed, so rule and card tests say what is where and then play
// actions through the real engine (`play`, `legal`, `texts`).
import { seedRng } from '../../core/rng.js';
import { actionText, type PtcgAction } from './ptcg-action.js';
import { ptcgApply } from './ptcg-apply.js';
import { ptcgLegalActions } from './ptcg-legal.js';
import { emptyPlayer } from './ptcg-setup.js';
import type { Pending, PtcgPlayer, PtcgSlot, PtcgState, SpecialCondition } from './ptcg-state.js';

/** A Pokémon in play: its card id, or the card with what lies under it and what is on it. */
export type ScenarioPokemon =
  | string
  | {
      readonly card: string;
      /** Earlier stages under it, Basic first (e.g. ['ralts', 'kirlia'] under 'gardevoir-ex'). */
      readonly evolvedFrom?: readonly string[];
      readonly energy?: readonly string[];
      readonly tool?: string;
      /** Damage in HP (10 per damage counter). */
      readonly damage?: number;
      readonly conditions?: readonly SpecialCondition[];
      /** The turn it came into play or evolved (default: the turn before the scenario's turn minus one). */
      readonly since?: number;
    };

/** One player's zones; cards are ids. Defaults: 10 Basic Psychic Energy in the deck, 6 in the Prizes. */
export interface ScenarioPlayer {
  readonly active?: ScenarioPokemon;
  readonly bench?: readonly ScenarioPokemon[];
  readonly hand?: readonly string[];
  readonly deck?: readonly string[];
  readonly discard?: readonly string[];
  readonly prizes?: readonly string[] | number;
  readonly supporterPlayed?: boolean;
  readonly energyAttached?: boolean;
  readonly retreated?: boolean;
  readonly lastKnockOut?: number;
  readonly lastFightingKnockOutByAttack?: number;
}

/** A whole board: both players, whose turn, the Stadium and the seed of the state's RNG. */
export interface ScenarioOptions {
  readonly seed?: number;
  /** Who went first (default 0). */
  readonly first?: number;
  /** Whose turn it is (default 0). */
  readonly current?: number;
  /** The turn number (default 3: seat `first` has had a turn, so every first-turn limit is over). */
  readonly turn?: number;
  readonly stadium?: string;
  /** The Stadium's owner (default 0). */
  readonly stadiumOwner?: number;
  readonly turnCap?: number;
  readonly players: readonly [ScenarioPlayer, ScenarioPlayer];
  readonly pending?: readonly Pending[];
}

/** A legal state with exactly the given board. Instances are numbered in the order cards are listed, per player. */
export function scenario(options: ScenarioOptions): PtcgState {
  const cards: string[] = Array.from({ length: 120 }, () => 'basic-psychic-energy');
  const next = [0, 60];
  const turn = options.turn ?? 3;
  const place = (player: number, id: string): number => {
    const instance = next[player] as number;
    if (instance >= player * 60 + 60) throw new Error(`scenario: player ${player} has more than 60 cards`);
    cards[instance] = id;
    next[player] = instance + 1;
    return instance;
  };
  const slot = (player: number, spec: ScenarioPokemon): PtcgSlot => {
    const full = typeof spec === 'string' ? { card: spec } : spec;
    const stack = [...(full.evolvedFrom ?? []), full.card].map((id) => place(player, id));
    const conditions = full.conditions ?? [];
    const rotation = conditions.find((c) => c === 'asleep' || c === 'confused' || c === 'paralyzed') ?? null;
    return {
      stack,
      energy: (full.energy ?? []).map((id) => place(player, id)),
      tool: full.tool ? place(player, full.tool) : -1,
      damage: full.damage ?? 0,
      rotation: rotation as PtcgSlot['rotation'],
      poisoned: conditions.includes('poisoned'),
      burned: conditions.includes('burned'),
      since: full.since ?? Math.max(0, turn - 2),
      abilityTurn: 0,
      effects: [],
    };
  };
  const players = options.players.map((spec, player): PtcgPlayer => {
    const active = spec.active ? slot(player, spec.active) : null;
    const bench = (spec.bench ?? []).map((pokemon) => slot(player, pokemon));
    const hand = (spec.hand ?? []).map((id) => place(player, id));
    const discard = (spec.discard ?? []).map((id) => place(player, id));
    const prizeIds =
      typeof spec.prizes === 'number'
        ? Array.from({ length: spec.prizes }, () => 'basic-psychic-energy')
        : (spec.prizes ?? Array.from({ length: 6 }, () => 'basic-psychic-energy'));
    const prizes = prizeIds.map((id) => place(player, id));
    const deck = (spec.deck ?? Array.from({ length: 10 }, () => 'basic-psychic-energy')).map((id) => place(player, id));
    return {
      ...emptyPlayer(deck),
      hand,
      discard,
      prizes,
      active,
      bench,
      supporterPlayed: spec.supporterPlayed ?? false,
      energyAttached: spec.energyAttached ?? false,
      retreated: spec.retreated ?? false,
      lastKnockOut: spec.lastKnockOut ?? -9,
      lastFightingKnockOutByAttack: spec.lastFightingKnockOutByAttack ?? -9,
      ready: true,
    };
  });
  const stadium = options.stadium ? place(options.stadiumOwner ?? 0, options.stadium) : -1;
  return {
    cards,
    decks: ['scenario', 'scenario'],
    players,
    phase: 'play',
    turn,
    current: options.current ?? 0,
    first: options.first ?? 0,
    step: 'main',
    stadium,
    pending: options.pending ?? [],
    turnCap: options.turnCap ?? 100,
    textStyle: 'structured',
    rng: seedRng(options.seed ?? 1),
    log: [],
    result: null,
  };
}

/** The texts of the legal actions of whoever acts (the player to act on top of the pending stack, else the current one). */
export function texts(state: PtcgState): string[] {
  return legal(state).map(actionText);
}

/** The legal actions of whoever acts now. */
export function legal(state: PtcgState): PtcgAction[] {
  const top = state.pending[state.pending.length - 1];
  return ptcgLegalActions(state, top ? top.player : state.current);
}

/** Plays legal actions given by their texts, in order; throws naming the options when one is not legal. */
export function play(state: PtcgState, ...actions: readonly string[]): PtcgState {
  let current = state;
  for (const text of actions) {
    const options = legal(current);
    const action = options.find((option) => actionText(option) === text);
    if (!action) throw new Error(`'${text}' is not legal; legal: ${options.map(actionText).join(' | ')}`);
    current = ptcgApply(current, [action]);
  }
  return current;
}

/** The card table index of the `nth` (0-based) instance of card `id` owned by `player`. */
export function instanceOf(state: PtcgState, player: number, id: string, nth = 0): number {
  let seen = 0;
  for (let card = player * 60; card < player * 60 + 60; card++) {
    if (state.cards[card] !== id) continue;
    if (seen === nth) return card;
    seen++;
  }
  throw new Error(`player ${player} has no instance ${nth} of ${id}`);
}
