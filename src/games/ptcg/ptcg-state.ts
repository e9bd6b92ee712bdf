// The Pokémon TCG state as compact plain JSON: cards are instance numbers (0..59 seat 0, 60..119 seat 1) into a
// per-match table of card ids, so zones are arrays of numbers and `apply` copies only small arrays.
import type { RngState } from '../../core/rng.js';
import type { CardFilter, EffectSpec } from './effect-spec.js';

/** The rotation conditions replace one another; Burned and Poisoned are markers beside them. */
export type RotationCondition = 'asleep' | 'confused' | 'paralyzed';

/** A Special Condition as named in texts and effects. */
export type SpecialCondition = RotationCondition | 'burned' | 'poisoned';

/** An effect on one Pokémon that lasts until a stated turn (removed when it moves to the Bench or evolves). */
export type SlotEffect =
  | { readonly type: 'cant-attack'; readonly attack: string | null; readonly turn: number }
  | { readonly type: 'attacked'; readonly attack: string; readonly turn: number };

/** One Pokémon in play: its evolution stack, attachments, damage and markers. */
export interface PtcgSlot {
  /** Instances bottom first: [Basic, Stage 1, Stage 2]; the last one is the Pokémon's current card. */
  readonly stack: readonly number[];
  readonly energy: readonly number[];
  /** The attached Tool instance, or -1. */
  readonly tool: number;
  /** Damage in HP (10 per damage counter); never negative. */
  readonly damage: number;
  readonly rotation: RotationCondition | null;
  readonly poisoned: boolean;
  readonly burned: boolean;
  /** The turn it was put into play or last evolved (no evolving in that turn). */
  readonly since: number;
  /** The last turn this Pokémon used its Ability (per-Pokémon once-per-turn limits). */
  readonly abilityTurn: number;
  readonly effects: readonly SlotEffect[];
}

/** One player's zones and this-turn flags. */
export interface PtcgPlayer {
  /** Top of the deck is index 0. */
  readonly deck: readonly number[];
  readonly hand: readonly number[];
  readonly discard: readonly number[];
  readonly prizes: readonly number[];
  readonly active: PtcgSlot | null;
  readonly bench: readonly PtcgSlot[];
  readonly supporterPlayed: boolean;
  readonly energyAttached: boolean;
  readonly retreated: boolean;
  readonly stadiumPlayed: boolean;
  readonly stadiumUsed: boolean;
  /** Names of Abilities with a once-per-turn limit across all of this player's Pokémon, used this turn. */
  readonly abilitiesUsed: readonly string[];
  /** The last turn one of this player's Pokémon was Knocked Out, and the last one a Fighting Pokémon was by attack damage. */
  readonly lastKnockOut: number;
  readonly lastFightingKnockOutByAttack: number;
  /** Setup only: extra cards this player may still decide to draw for the opponent's mulligans. */
  readonly extraDraws: number;
  /** Setup only: true once this player has finished placing Pokémon. */
  readonly ready: boolean;
}

/** Where a Pokémon is: 0 is the Active Spot, 1..5 are Bench positions. */
export interface SlotRef {
  readonly player: number;
  readonly slot: number;
}

/** What an effect knows while it runs: who plays it, from which Pokémon or card, and the attack's results so far. */
export interface EffectContext {
  readonly player: number;
  /** The base instance of the Pokémon using the attack or Ability, or -1 for Trainers. */
  readonly source: number;
  /** The card being played or whose text runs (Trainer, attack's Pokémon card, Ability's card). */
  readonly card: number;
  /** The attack's name when an attack runs. */
  readonly attack?: string;
  /** Damage the attack does to the Defending Pokémon before modifiers (formulas adjust it). */
  readonly damage?: number;
  /** Base instance of the Defending Pokémon at the start of the attack. */
  readonly defender?: number;
  /** Instances chosen by earlier steps of the same effect list (e.g. cards discarded as a cost). */
  readonly chosen?: readonly number[];
  /** Heads counted by the last coin-flip step. */
  readonly heads?: number;
  /** Extra Prizes the attack grants if it Knocks Out the Pokémon it damaged (e.g. Amp You Very Much). */
  readonly extraPrizes?: number;
  /** Base instance of the opponent's Pokémon chosen to take the attack's damage instead of the Active. */
  readonly target?: number;
  /** Base instances damaged by this attack's damage (for Knock Out bookkeeping). */
  readonly hit?: readonly number[];
}

/** Where cards are chosen from while an effect is paused: a zone or a Pokémon's attached Energy. */
export type ChoiceZone = 'deck' | 'hand' | 'discard' | 'energy';

/** A decision in the middle of the rules or an effect; while one is on top of the stack, its player's options are its options. */
export type Pending =
  /** Setup, before any card is dealt: the coin flip's winner chooses to go first or second. */
  | { readonly type: 'first-player'; readonly player: number }
  | { readonly type: 'promote'; readonly player: number }
  | {
      readonly type: 'select';
      readonly player: number;
      readonly zone: ChoiceZone;
      /** Which cards qualify (null: any card of the zone). */
      readonly filter: CardFilter | null;
      /** For `deck`: how many cards from the top are looked at (0: the whole deck). */
      readonly depth: number;
      /**
       * For `energy`: the Pokémon (base instance) whose attached Energy is chosen; for `hand`, when not -1: only
       * Stage 2 cards that can evolve that Basic Pokémon straight away (Rare Candy).
       */
      readonly pokemon: number;
      readonly min: number;
      readonly max: number;
      readonly chosen: readonly number[];
      /** What the choice is for, shown to the player. */
      readonly prompt: string;
      readonly resume: Resume;
    }
  | {
      readonly type: 'target';
      readonly player: number;
      readonly targets: readonly SlotRef[];
      readonly prompt: string;
      /** True when `done` (choosing nothing) is allowed. */
      readonly optional: boolean;
      readonly resume: Resume;
    }
  | { readonly type: 'may'; readonly player: number; readonly prompt: string; readonly resume: Resume };

/** One step of an effect list: a card's effect primitive, or a step the rules add (attack damage, retreat…). */
export type Step = EffectSpec | RuleStep;

/** The rest of an effect kept as data: the step that asked, its progress, the steps after it, and their context. */
export interface Resume {
  readonly step: Step;
  readonly progress: ResumeProgress;
  readonly rest: readonly Step[];
  readonly context: EffectContext;
}

/** Progress a paused step keeps between its choices (plain JSON). */
export interface ResumeProgress {
  readonly stage?: number;
  readonly cards?: readonly number[];
  readonly count?: number;
  readonly target?: number;
}

/** Rule steps that run inside effect lists like card effects (not written on cards). */
export type RuleStep =
  | { readonly type: 'rule-attack-damage' }
  | { readonly type: 'rule-end-attack' }
  | { readonly type: 'rule-retreat'; readonly to: number; readonly cost: number }
  | { readonly type: 'rule-evolve-trigger'; readonly pokemon: number };

/** Where the turn stands: normal play, ending (Checkup next), or checked (next turn starts once choices are made). */
export type TurnStep = 'main' | 'ending' | 'checked';

/** The observation text styles. */
export type TextStyle = 'structured' | 'raw';

/** How the game ended: the winner (null for a draw) and why. */
export interface PtcgResult {
  readonly winner: number | null;
  readonly reason: string;
}

/** The whole game. */
export interface PtcgState {
  /** Card id of each instance (120 entries). */
  readonly cards: readonly string[];
  readonly decks: readonly string[];
  readonly players: readonly PtcgPlayer[];
  readonly phase: 'setup' | 'play' | 'over';
  /** Turns started so far (1 is the first player's first turn); 0 during setup. */
  readonly turn: number;
  readonly current: number;
  /** The player going first; -1 until the coin flip's winner has chosen. */
  readonly first: number;
  readonly step: TurnStep;
  /** The Stadium in play (instance), or -1. */
  readonly stadium: number;
  readonly pending: readonly Pending[];
  readonly turnCap: number;
  /** How observations read as text: structured sections or a minimal raw rendering. */
  readonly textStyle: TextStyle;
  readonly rng: RngState;
  /** Recent public events, oldest first. */
  readonly log: readonly string[];
  readonly result: PtcgResult | null;
}

/** The seat owning instance `card`. */
export function ownerOf(card: number): number {
  return card < 60 ? 0 : 1;
}

/** The slot at `slot` (0 Active, 1..5 Bench) of `player`, or null. */
export function slotAt(player: PtcgPlayer, slot: number): PtcgSlot | null {
  return slot === 0 ? player.active : (player.bench[slot - 1] ?? null);
}

/** The current card of a Pokémon in play. */
export function topCard(slot: PtcgSlot): number {
  return slot.stack[slot.stack.length - 1] as number;
}

/** Every Pokémon of `player` in play with its slot number (Active first). */
export function slotsOf(player: PtcgPlayer): { readonly slot: number; readonly pokemon: PtcgSlot }[] {
  const all: { slot: number; pokemon: PtcgSlot }[] = [];
  if (player.active) all.push({ slot: 0, pokemon: player.active });
  for (let index = 0; index < player.bench.length; index++) {
    all.push({ slot: index + 1, pokemon: player.bench[index] as PtcgSlot });
  }
  return all;
}

/** The slot number of the Pokémon whose base instance is `base`, or -1 when it is not in play. */
export function findSlot(player: PtcgPlayer, base: number): number {
  if (player.active?.stack[0] === base) return 0;
  for (let index = 0; index < player.bench.length; index++) {
    if (player.bench[index]?.stack[0] === base) return index + 1;
  }
  return -1;
}
