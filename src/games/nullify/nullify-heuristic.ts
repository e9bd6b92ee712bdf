// The baseline nullify player: one combination at a time, no search. It cancels when it can, else keeps working on
// the number it made last, choosing the combination that makes the simplest number, with a few rules of thumb.
import type { Agent, AgentFactory } from '../../core/agent.js';
import { isCorrection, isFraction } from './nullify-chain-search.js';
import { type Rational, rationalHeight } from './nullify-rational.js';
import { addReals, asRational } from './nullify-real.js';
import { realSign } from './nullify-real-sign.js';
import { isHundredths } from './nullify-search-unit.js';
import {
  isCleared,
  legalCombinations,
  type NullifyAction,
  type NullifyObservation,
  unitsAfter,
} from './nullify-state.js';
import type { NullifyCombination, NullifyUnit } from './nullify-unit.js';

/** A chosen action and the player's own estimate of its immediate reward. */
export interface NullifyChoice {
  readonly action: NullifyAction;
  readonly selfScore: number;
}

/** Plays `chooseNullifyCombination`; deterministic, answers END only when nothing combines. */
export const nullifyHeuristic: AgentFactory = (): Agent => ({
  name: 'nullify-heuristic',
  act: (turn) => chooseNullifyCombination(turn.observation as NullifyObservation),
});

const rationalOf = (unit: NullifyUnit | undefined): Rational | null =>
  unit?.type === 'number' ? asRational(unit.value) : null;

/** Bits needed to write a merged number (irrational ones count as endless). */
function sizeOf(combination: NullifyCombination): number {
  if (combination.type !== 'merge') return -1;
  const value = asRational(combination.value);
  return value ? rationalHeight(value) : Number.POSITIVE_INFINITY;
}

/** True when some number among `others` is the opposite of the merged number. */
function setsUpCancel(combination: NullifyCombination, others: readonly NullifyUnit[]): boolean {
  if (combination.type !== 'merge') return false;
  return others.some((unit) => unit.type === 'number' && realSign(addReals(unit.value, combination.value)) === 0);
}

/**
 * In order: a combination that clears the board; two numbers that cancel; a combination whose number another
 * number cancels next step. Otherwise it works on the number the last combination made (at first, on the most
 * complex number) and picks by rules of thumb, then by the fewest bits of the number made: after floor or ceil, add
 * a fraction between 0 and 1; after squaring a whole number, add a leftover that makes its root the nearest one;
 * floor and ceil only numbers written with one or two decimals. It avoids combinations that leave units which can
 * no longer combine. Self-score 1 when the combination clears the board.
 */
export function chooseNullifyCombination(observation: NullifyObservation): NullifyChoice {
  const { units, last } = observation;
  const options = legalCombinations(units).map((option) => {
    const next = unitsAfter(units, option.first, option.second, option.combination);
    const cleared = isCleared(next);
    return { ...option, next, cleared, dead: !cleared && legalCombinations(next).length === 0 };
  });
  type Option = (typeof options)[number];
  const choose = (option: Option): NullifyChoice => ({
    action: { type: 'combine', first: option.first, second: option.second },
    selfScore: option.cleared ? 1 : 0,
  });
  const finishing = options.find((option) => option.cleared);
  if (finishing) return choose(finishing);
  const alive = options.filter((option) => !option.dead);
  const cancel = alive.find((option) => option.combination.type === 'cancel');
  if (cancel) return choose(cancel);
  const setup = alive.find((option) =>
    setsUpCancel(
      option.combination,
      units.filter((_, index) => index !== option.first && index !== option.second),
    ),
  );
  if (setup) return choose(setup);

  const made = last?.result === 'merged' ? units.length - 1 : null;
  const complex = units
    .map((unit, index) => ({ index, value: rationalOf(unit) }))
    .filter((entry) => entry.value !== null)
    .sort((a, b) => rationalHeight(b.value as Rational) - rationalHeight(a.value as Rational))[0]?.index;
  const focus = made ?? complex ?? null;
  const onFocus = alive.filter((option) => option.first === focus || option.second === focus);
  const pool = onFocus.length > 0 ? onFocus : alive.length > 0 ? alive : options;
  const previous = last?.result === 'merged' ? last.units.find((unit) => unit.type !== 'number')?.type : undefined;
  const focusValue = focus === null ? null : rationalOf(units[focus]);

  const rank = (option: Option): number => {
    const other = units[option.first === focus ? option.second : option.first];
    const otherValue = rationalOf(other);
    if (focusValue && otherValue) {
      if ((previous === 'floor' || previous === 'ceil') && isFraction(otherValue)) return -2;
      if (previous === 'square' && isCorrection(focusValue, otherValue)) return -2;
    }
    if ((other?.type === 'floor' || other?.type === 'ceil') && focusValue && !isHundredths(focusValue)) {
      return Number.MAX_SAFE_INTEGER;
    }
    return sizeOf(option.combination);
  };
  const best = pool.reduce<Option | undefined>(
    (chosen, option) => (!chosen || rank(option) < rank(chosen) ? option : chosen),
    undefined,
  );
  return best ? choose(best) : { action: { type: 'end' }, selfScore: 0 };
}
