// S³Gym nullify: combine indexed units of exact values until every unit has cancelled against its opposite.
import { s3gymInvalidPolicy } from '../../core/answer-line.js';
import type { Game, Params } from '../../core/game.js';
import { rngFrom, seedRng } from '../../core/rng.js';
import { nullifyActionSchema } from './nullify-action-schema.js';
import { binaryExpr, evaluateExpr, type NullifyExpr } from './nullify-expr.js';
import { generateNullifyUnits } from './nullify-generator.js';
import {
  type NullifyAction,
  type NullifyEnd,
  type NullifyObservation,
  type NullifyRules,
  type NullifyState,
  unitPairs,
} from './nullify-state.js';
import { nullifyText } from './nullify-text.js';
import { areOpposite } from './nullify-value.js';

const endAction: NullifyAction = { type: 'end' };
const noActions: readonly NullifyAction[] = [];
const onlyPlayer: readonly number[] = [0];
const nobody: readonly number[] = [];
/** Legal-action lists by unit count (they depend on nothing else), built once. */
const actionsByCount: NullifyAction[][] = [];

function actionsFor(count: number): readonly NullifyAction[] {
  let actions = actionsByCount[count];
  if (!actions) {
    actions = [
      ...unitPairs(count).map(([first, second]): NullifyAction => ({ type: 'combine', first, second })),
      endAction,
    ];
    actionsByCount[count] = actions;
  }
  return actions;
}

/** Nullify as a `Game`: pure functions, one seat; chance only in setup. */
export const nullifyGame = {
  id: 'nullify',
  version: 1,
  title: 'Nullify',
  description:
    'S³Gym nullify: indexed units hold exact values written with ×, ÷, √, square, reciprocal, floor and ceiling; combining two units multiplies them, unless they are opposite, in which case both vanish. Eliminate every unit.',
  playerCounts: [1],
  params: {
    minConstruction: {
      type: 'int',
      default: 5,
      min: 0,
      max: 30,
      description: 'fewest construction steps used to build an instance',
    },
    maxConstruction: {
      type: 'int',
      default: 10,
      min: 0,
      max: 30,
      description: 'most construction steps used to build an instance (drawn uniformly between min and max)',
    },
    maxSteps: { type: 'int', default: 50, min: 1, max: 1000, description: 'actions before the episode ends' },
    strict: {
      type: 'boolean',
      default: true,
      description: 'true: an invalid answer ends the episode (evaluation); false: it is re-asked with feedback',
    },
  },
  presets: {
    explore: { minConstruction: 3, maxConstruction: 7, strict: false },
    eval: { minConstruction: 5, maxConstruction: 10, strict: true },
  },
  defaultPreset: 'eval',
  hiddenInformation: false,

  setup(params: Params, seed: number, _players: number): NullifyState {
    const low = Number(params.minConstruction);
    const high = Math.max(low, Number(params.maxConstruction));
    const rules: NullifyRules = {
      minConstruction: low,
      maxConstruction: high,
      maxSteps: Number(params.maxSteps),
      strict: params.strict === true,
    };
    const rng = rngFrom(seedRng(seed));
    const { units, construction } = generateNullifyUnits(rng.int(low, high), rng);
    return { rules, units, construction, step: 0, score: 0, last: null, end: null };
  },

  toAct: (state: NullifyState): readonly number[] => (state.end === null ? onlyPlayer : nobody),

  legalActions: (state: NullifyState, _player: number): readonly NullifyAction[] =>
    state.end === null ? actionsFor(state.units.length) : noActions,

  apply(state: NullifyState, actions: readonly NullifyAction[]): NullifyState {
    if (state.end !== null) throw new Error('nullify: the episode is over; no action applies');
    const action = actions[0];
    const step = state.step + 1;
    if (action?.type === 'end') return { ...state, step, last: { action, result: 'ended' }, end: 'agent-ended' };
    const count = state.units.length;
    if (
      action?.type !== 'combine' ||
      !Number.isInteger(action.first) ||
      !Number.isInteger(action.second) ||
      action.first < 0 ||
      action.first >= action.second ||
      action.second >= count
    ) {
      throw new Error(
        `nullify: ${JSON.stringify(action)} is not a combination of two units among indices 0..${count - 1}`,
      );
    }
    const { first, second } = action;
    const left = state.units[first] as NullifyExpr;
    const right = state.units[second] as NullifyExpr;
    const cancelled = areOpposite(evaluateExpr(left), evaluateExpr(right));
    const units = cancelled
      ? state.units.filter((_, index) => index !== first && index !== second)
      : state.units.flatMap((unit, index) =>
          index === first ? [binaryExpr('mul', left, right)] : index === second ? [] : [unit],
        );
    const end: NullifyEnd | null =
      units.length === 0 ? 'cleared' : units.length === 1 ? 'stuck' : step >= state.rules.maxSteps ? 'max-steps' : null;
    return {
      ...state,
      units,
      step,
      score: units.length === 0 ? 1 : 0,
      last: { action, result: cancelled ? 'cancelled' : 'merged' },
      end,
    };
  },

  observe: (state: NullifyState, _player: number): NullifyObservation => state,

  outcome: (state: NullifyState) => (state.end === null ? null : { scores: [state.score] }),

  score: (state: NullifyState): readonly number[] => [state.score],

  /** Giving up leaves units on the board, so it scores 0 like any unfinished episode. */
  forfeit: (state: NullifyState, _player: number) => ({ scores: [state.score] }),

  /** Evaluation ends the episode on the first invalid answer; exploration re-asks twice, then plays a random pair. */
  invalidActionPolicy: s3gymInvalidPolicy(),

  /** Nothing is hidden and nothing is left to chance, so the observed state is the state. */
  sample: (observation: NullifyObservation): NullifyState => observation,

  actionSchema: nullifyActionSchema,
  text: nullifyText,
} satisfies Game<NullifyState, NullifyAction, NullifyObservation>;
