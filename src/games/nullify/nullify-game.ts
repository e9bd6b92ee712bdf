// S³Gym nullify on KORGym's mechanics: numbers add, operator units apply to numbers, opposite numbers vanish.
import { s3gymInvalidAnswers } from '../../core/answer-line.js';
import type { Game, Params } from '../../core/game.js';
import { rngFrom, seedRng } from '../../core/rng.js';
import { nullifyActionSchema } from './nullify-action-schema.js';
import { generateNullifyUnits } from './nullify-generator.js';
import {
  isCleared,
  legalCombinations,
  type NullifyAction,
  type NullifyEnd,
  type NullifyObservation,
  type NullifyRules,
  type NullifyState,
  unitsAfter,
} from './nullify-state.js';
import { nullifyText } from './nullify-text.js';
import { combineUnits, type NullifyUnit } from './nullify-unit.js';

const endAction: NullifyAction = { type: 'end' };
const noAction: NullifyAction = { type: 'none' };
const noActions: readonly NullifyAction[] = [];
const onlyPlayer: readonly number[] = [0];
const nobody: readonly number[] = [];

/** Why combining `action`'s units is not allowed on `units`, or null when it is. */
function combinationError(units: readonly NullifyUnit[], action: NullifyAction): string | null {
  if (action.type !== 'combine') return null;
  const { first, second } = action;
  const count = units.length;
  if (!Number.isInteger(first) || !Number.isInteger(second) || first < 0 || second >= count || first >= second) {
    return `units ${first} and ${second} are not two different units among indices 0..${count - 1}`;
  }
  const combination = combineUnits(units[first] as NullifyUnit, units[second] as NullifyUnit);
  return combination.type === 'illegal' ? `units ${first} and ${second} do not combine: ${combination.reason}` : null;
}

/** How an episode on `units` ends after `step` actions, or null while it goes on. */
function endOf(units: readonly NullifyUnit[], step: number, rules: NullifyRules): NullifyEnd | null {
  if (isCleared(units)) return 'cleared';
  if (legalCombinations(units).length === 0) return 'stuck';
  return step >= rules.maxSteps ? 'max-steps' : null;
}

/** Nullify as a `Game`: pure functions, one seat; chance only in setup. */
export const nullifyGame = {
  id: 'nullify',
  version: 2,
  title: 'Nullify',
  description:
    "S³Gym nullify on KORGym's rules: units are signed numbers or operators (*n, /n, sqrt, square, reciprocal, floor, ceil); two numbers combine into their sum, or vanish when it is 0; an operator applies to a number. Eliminate every unit.",
  playerCounts: [1],
  params: {
    minConstruction: {
      type: 'int',
      default: 5,
      min: 1,
      max: 30,
      description: 'fewest construction steps used to build an instance',
    },
    maxConstruction: {
      type: 'int',
      default: 10,
      min: 1,
      max: 30,
      description: 'most construction steps used to build an instance (drawn uniformly between min and max)',
    },
    maxSteps: { type: 'int', default: 50, min: 1, max: 1000, description: 'actions before the episode ends' },
  },
  presets: {
    explore: { minConstruction: 3, maxConstruction: 7 },
    eval: { minConstruction: 5, maxConstruction: 10 },
  },
  defaultPreset: 'eval',
  hiddenInformation: false,

  setup(params: Params, seed: number, _players: number): NullifyState {
    const low = Number(params.minConstruction);
    const high = Math.max(low, Number(params.maxConstruction));
    const rules: NullifyRules = { minConstruction: low, maxConstruction: high, maxSteps: Number(params.maxSteps) };
    const rng = rngFrom(seedRng(seed));
    const { units, construction } = generateNullifyUnits(rng.int(low, high), rng);
    return { rules, units, construction, step: 0, score: 0, last: null, end: null };
  },

  toAct: (state: NullifyState): readonly number[] => (state.end === null ? onlyPlayer : nobody),

  /** Every combination KORGym allows (a number with a number or with an operator it applies to), then END. */
  legalActions: (state: NullifyState, _player: number): readonly NullifyAction[] =>
    state.end === null
      ? [
          ...legalCombinations(state.units).map(
            ({ first, second }): NullifyAction => ({ type: 'combine', first, second }),
          ),
          endAction,
        ]
      : noActions,

  /** The no-op (it is not listed): what an invalid answer plays, using up a step and changing nothing else. */
  defaultAction: (_state: NullifyState, _player: number): NullifyAction => noAction,

  /** Says why a combination is not allowed (two operators, sqrt of a negative number, …); the no-op is never chosen. */
  actionError(state: NullifyState, _player: number, action: NullifyAction): string | null {
    if (state.end !== null) return 'the episode is over';
    if (action.type === 'none') return 'the no-op is what an invalid answer plays; it is not a move to choose';
    return combinationError(state.units, action);
  },

  apply(state: NullifyState, actions: readonly NullifyAction[]): NullifyState {
    if (state.end !== null) throw new Error('nullify: the episode is over; no action applies');
    const action = actions[0];
    const step = state.step + 1;
    if (action?.type === 'end') return { ...state, step, last: { action, result: 'ended' }, end: 'agent-ended' };
    if (action?.type === 'none') {
      const end = step >= state.rules.maxSteps ? 'max-steps' : null;
      return { ...state, step, last: { action, result: 'nothing' }, end };
    }
    const error = action ? combinationError(state.units, action) : 'no action';
    if (action?.type !== 'combine' || error !== null) {
      throw new Error(`nullify: ${JSON.stringify(action)} is not a legal combination: ${error}`);
    }
    const pair = [state.units[action.first], state.units[action.second]] as [NullifyUnit, NullifyUnit];
    const combination = combineUnits(...pair);
    const units = unitsAfter(state.units, action.first, action.second, combination);
    const end = endOf(units, step, state.rules);
    return {
      ...state,
      units,
      step,
      score: end === 'cleared' ? 1 : 0,
      last: { action, units: pair, result: combination.type === 'cancel' ? 'cancelled' : 'merged' },
      end,
    };
  },

  observe: (state: NullifyState, _player: number): NullifyObservation => state,

  outcome: (state: NullifyState) => (state.end === null ? null : { scores: [state.score] }),

  score: (state: NullifyState): readonly number[] => [state.score],

  /** Giving up leaves units on the board, so it scores 0 like any unfinished episode. */
  forfeit: (state: NullifyState, _player: number) => ({ scores: [state.score] }),

  /** As in KORGym and the paper's configuration table: an invalid answer is a no-op that uses up a step. */
  invalidActionPolicy: s3gymInvalidAnswers(),

  /** Nothing is hidden and nothing is left to chance, so the observed state is the state. */
  sample: (observation: NullifyObservation): NullifyState => observation,

  actionSchema: nullifyActionSchema,
  text: nullifyText,
} satisfies Game<NullifyState, NullifyAction, NullifyObservation>;
