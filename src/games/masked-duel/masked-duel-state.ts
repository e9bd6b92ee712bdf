// The shapes of masked duel: units, public events, actions, the full state and what one seat observes.
import type { RngState } from '../../core/rng.js';
import type { Creature, CreatureType, DuelNumbers, PassiveName, SkillName } from './masked-duel-roster.js';

/** One unit as the rules keep it. */
export interface Unit {
  readonly type: CreatureType;
  /** Current hit points; 0 once dead. */
  readonly hp: number;
  /** Damage a shield still absorbs. */
  readonly shield: number;
  /** Own turns of poison left. */
  readonly poison: number;
  /** True when it cannot act on its side’s current or next turn (snared). */
  readonly stunned: boolean;
  /** Own turns until its skill can be used again (0 = ready). */
  readonly cooldown: number;
  /** True once its identity is public (correct assertion, scry or death). */
  readonly revealed: boolean;
}

/** Where damage came from; `assert`, `penalty`, `poison`, `thorns` and `recoil` are direct (shields do not absorb). */
export type DamageSource = 'attack' | 'skill' | 'puff' | 'assert' | 'penalty' | 'poison' | 'thorns' | 'recoil';

/** A public event; `seat` and `slot` name the unit it happened to (the asserting seat for `assert`). */
export type DuelEvent =
  | {
      readonly kind: 'assert';
      readonly turn: number;
      readonly seat: number;
      readonly slot: number;
      readonly guess: CreatureType;
      readonly correct: boolean;
    }
  | {
      readonly kind: 'act';
      readonly turn: number;
      readonly seat: number;
      readonly slot: number;
      readonly move: 'attack' | SkillName;
      readonly target: { readonly seat: number; readonly slot: number } | null;
    }
  | { readonly kind: 'pass'; readonly turn: number; readonly seat: number }
  | {
      readonly kind: 'passive';
      readonly turn: number;
      readonly seat: number;
      readonly slot: number;
      readonly passive: PassiveName;
    }
  | {
      readonly kind: 'damage';
      readonly turn: number;
      readonly seat: number;
      readonly slot: number;
      readonly amount: number;
      readonly absorbed: number;
      readonly source: DamageSource;
    }
  | {
      readonly kind: 'heal';
      readonly turn: number;
      readonly seat: number;
      readonly slot: number;
      readonly amount: number;
      readonly source: 'mend' | 'regrowth' | 'drain';
    }
  | {
      readonly kind: 'shield';
      readonly turn: number;
      readonly seat: number;
      readonly slot: number;
      readonly amount: number;
    }
  | {
      readonly kind: 'poison';
      readonly turn: number;
      readonly seat: number;
      readonly slot: number;
      readonly turns: number;
    }
  | { readonly kind: 'stun'; readonly turn: number; readonly seat: number; readonly slot: number }
  | {
      readonly kind: 'reveal';
      readonly turn: number;
      readonly seat: number;
      readonly slot: number;
      readonly type: CreatureType;
      readonly cause: 'assert' | 'scry' | 'death';
    }
  | { readonly kind: 'death'; readonly turn: number; readonly seat: number; readonly slot: number };

/** An action: an assertion (or skip) in the assert phase, then one unit’s move (or pass) in the act phase. */
export type DuelAction =
  | { readonly kind: 'assert'; readonly slot: number; readonly type: CreatureType }
  | { readonly kind: 'skip' }
  | { readonly kind: 'attack'; readonly unit: number; readonly target: number }
  | { readonly kind: 'skill'; readonly unit: number; readonly target: number | null }
  | { readonly kind: 'pass' };

/** The two decisions of a side’s turn. */
export type DuelPhase = 'assert' | 'act';

/** The full state. */
export interface DuelState {
  readonly maxTurns: number;
  /** Side-turns played so far; seat `turn % 2` is on turn. */
  readonly turn: number;
  readonly phase: DuelPhase;
  /** `sides[seat][slot]`. */
  readonly sides: readonly (readonly Unit[])[];
  /** Every public event, oldest first. */
  readonly history: readonly DuelEvent[];
  readonly rng: RngState;
}

/** One unit as a seat sees it: an opponent’s hidden unit shows null type, hp and maxHp but its `missing` hit points. */
export interface SeenUnit {
  readonly slot: number;
  readonly type: CreatureType | null;
  readonly hp: number | null;
  readonly maxHp: number | null;
  /** maxHp − hp: public for every unit, because every damage and heal amount is public. */
  readonly missing: number;
  readonly alive: boolean;
  readonly revealed: boolean;
  readonly shield: number;
  readonly poison: number;
  readonly stunned: boolean;
  readonly cooldown: number;
}

/** What one seat observes (see docs/games/masked-duel.md for every field). */
export interface DuelObservation {
  readonly seat: number;
  readonly turn: number;
  readonly maxTurns: number;
  readonly phase: DuelPhase;
  /** The seat on turn, or null once the match is over. */
  readonly toAct: number | null;
  /** Living units per seat. */
  readonly living: readonly number[];
  /** `sides[seat][slot]`: this seat’s units in full, the opponent’s as public information allows. */
  readonly sides: readonly (readonly SeenUnit[])[];
  /** Events of the previous and the current side-turn. */
  readonly log: readonly DuelEvent[];
  /** Every public event since the start. */
  readonly history: readonly DuelEvent[];
  readonly roster: readonly Creature[];
  /** The fixed numbers of assertions, skills and passives. */
  readonly numbers: DuelNumbers;
}
