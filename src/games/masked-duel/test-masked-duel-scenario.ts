// A scenario builder for tests: a duel with chosen types, hit points and statuses on a fixed seed.
import { seedRng } from '../../core/rng.js';
import { maskedDuelGame } from './masked-duel-game.js';
import { type CreatureType, creature } from './masked-duel-roster.js';
import type { DuelAction, DuelEvent, DuelPhase, DuelState, Unit } from './masked-duel-state.js';

/** A unit of `type` at full hit points, changed by `patch`. */
export function unit(type: CreatureType, patch: Partial<Unit> = {}): Unit {
  const fresh = { type, hp: creature(type).maxHp, shield: 0, poison: 0, stunned: false, cooldown: 0, revealed: false };
  return { ...fresh, ...patch };
}

/** A state with these sides (types or units), seat `turn % 2` on turn in `phase`. */
export function duelScenario(
  sides: readonly (readonly (CreatureType | Unit)[])[],
  options: { turn?: number; phase?: DuelPhase; maxTurns?: number; seed?: number } = {},
): DuelState {
  return {
    maxTurns: options.maxTurns ?? 150,
    turn: options.turn ?? 0,
    phase: options.phase ?? 'act',
    sides: sides.map((units) => units.map((entry) => (typeof entry === 'string' ? unit(entry) : entry))),
    history: [],
    rng: seedRng(options.seed ?? 1),
  };
}

/** Applies `actions` one after another. */
export function play(state: DuelState, ...actions: DuelAction[]): DuelState {
  return actions.reduce((current, action) => maskedDuelGame.apply(current, [action]), state);
}

/** The events `next` added after `before`. */
export function newEvents(before: DuelState, next: DuelState): DuelEvent[] {
  return next.history.slice(before.history.length);
}

/** Hit points of every unit, as `[[seat 0…], [seat 1…]]`. */
export function hps(state: DuelState): number[][] {
  return state.sides.map((units) => units.map((one) => one.hp));
}
