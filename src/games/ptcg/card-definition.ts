// Cards are data: numbers and names are facts from the printed card, `text` is our own wording of what it does, and
// every effect is a list of `EffectSpec`s — references to the engine's small named effect primitives with arguments.
import type { EffectSpec } from './effect-spec.js';

/** The Energy types of the pool (Colorless only appears in costs and as a Pokémon type). */
export type EnergyType =
  | 'Fire'
  | 'Lightning'
  | 'Psychic'
  | 'Fighting'
  | 'Darkness'
  | 'Grass'
  | 'Water'
  | 'Metal'
  | 'Colorless';

/** Card tags the rules or other cards refer to. */
export type PokemonTag = 'ex' | 'tera' | 'future' | 'ancient';

export interface AttackDefinition {
  readonly name: string;
  readonly cost: readonly EnergyType[];
  /** Printed base damage (0 when none). */
  readonly damage: number;
  /** How the printed damage reads: `+` (more under a condition), `×` (times a count), or plain. */
  readonly damageSuffix?: '+' | '×';
  readonly text: string;
  readonly effects: readonly EffectSpec[];
}

export interface AbilityDefinition {
  readonly name: string;
  readonly text: string;
  readonly effects: readonly EffectSpec[];
}

interface CardBase {
  /** Stable kebab-case id, e.g. `gardevoir-ex`; decks and states refer to cards by it. */
  readonly id: string;
  /** The printed name; action and observation texts use it exactly. */
  readonly name: string;
  /** Set code and collector number, e.g. `SVI 86`. */
  readonly printing: string;
}

export interface PokemonCard extends CardBase {
  readonly kind: 'pokemon';
  readonly stage: 'basic' | 'stage1' | 'stage2';
  readonly evolvesFrom?: string;
  readonly hp: number;
  readonly type: EnergyType;
  readonly tags: readonly PokemonTag[];
  readonly weakness?: EnergyType;
  /** Resistance type; the amount is always −30 in this pool. */
  readonly resistance?: EnergyType;
  readonly retreat: number;
  readonly abilities: readonly AbilityDefinition[];
  readonly attacks: readonly AttackDefinition[];
}

export interface TrainerCard extends CardBase {
  readonly kind: 'trainer';
  readonly trainer: 'item' | 'supporter' | 'tool' | 'stadium';
  readonly text: string;
  readonly effects: readonly EffectSpec[];
}

export interface EnergyCard extends CardBase {
  readonly kind: 'energy';
  readonly energy: EnergyType;
  readonly text: string;
}

export type CardDefinition = PokemonCard | TrainerCard | EnergyCard;
