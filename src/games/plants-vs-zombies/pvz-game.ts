// S³Gym plants-vs-zombies on KORGym's rules: single-player lane defence over plain-JSON states; randomness only
// picks the rows and kinds of new zombies.
import { s3gymInvalidAnswers } from '../../core/answer-line.js';
import type { Game, Params } from '../../core/game.js';
import { type Rng, seedRng } from '../../core/rng.js';
import { pvzActionSchema } from './pvz-action-schema.js';
import {
  isFreeCell,
  onBoard,
  type Plant,
  type PvzAction,
  type PvzObservation,
  type PvzRules,
  type PvzState,
  plantLetters,
  plantSpecs,
  startSun,
} from './pvz-state.js';
import { pvzText } from './pvz-text.js';
import { playPvzTurn } from './pvz-turn.js';

const endAction: PvzAction = { type: 'end' };
const noPlacement: PvzAction = { type: 'plant', placements: [] };
const noActions: readonly PvzAction[] = [];
const onlyPlayer: readonly number[] = [0];
const nobody: readonly number[] = [];

/** Plants vs. Zombies as a `Game`: pure functions, one seat, randomness only from the RNG kept in the state. */
export const pvzGame = {
  id: 'plants-vs-zombies',
  version: 2,
  title: 'Plants vs. Zombies',
  description:
    "S³Gym plants-vs-zombies on KORGym's rules: spend sun on plants to stop ever stronger zombies from walking off the left edge of the lawn; one point per survived turn.",
  playerCounts: [1],
  params: {
    rows: { type: 'int', default: 5, min: 1, max: 8, description: 'lawn rows (lanes)' },
    columns: {
      type: 'int',
      default: 6,
      min: 2,
      max: 12,
      description: 'lawn columns (zombies enter in the last)',
    },
    maxSteps: { type: 'int', default: 64, min: 1, max: 1000, description: 'turns before the episode ends' },
  },
  presets: { explore: { rows: 3, columns: 7 }, eval: { rows: 5, columns: 6 } },
  defaultPreset: 'eval',
  hiddenInformation: false,

  setup(params: Params, seed: number, _players: number): PvzState {
    const rules: PvzRules = {
      rows: Number(params.rows),
      columns: Number(params.columns),
      maxSteps: Number(params.maxSteps),
    };
    return {
      rules,
      turn: 0,
      sun: startSun,
      board: new Array<Plant | null>(rules.rows * rules.columns).fill(null),
      zombies: [],
      nextPlantId: 1,
      nextZombieId: 1,
      score: 0,
      last: null,
      end: null,
      rng: seedRng(seed),
    };
  },

  toAct: (state: PvzState): readonly number[] => (state.end === null ? onlyPlayer : nobody),

  /**
   * The empty action, every affordable single placement on a cell without a plant, then END; any list of placements
   * on lawn cells is legal too (an occupied or unaffordable one is skipped when the turn is played).
   */
  legalActions(state: PvzState, _player: number): readonly PvzAction[] {
    if (state.end !== null) return noActions;
    const actions: PvzAction[] = [noPlacement];
    const { rows, columns } = state.rules;
    for (const plant of plantLetters) {
      if (plantSpecs[plant].cost > state.sun) continue;
      for (let row = 0; row < rows; row++) {
        for (let column = 0; column < columns; column++) {
          if (isFreeCell(state, row, column)) actions.push({ type: 'plant', placements: [{ plant, row, column }] });
        }
      }
    }
    actions.push(endAction);
    return actions;
  },

  /** Planting nothing: what an invalid answer plays (a no-op that uses up the turn). */
  defaultAction: (_state: PvzState, _player: number): PvzAction => noPlacement,

  actionError: (state: PvzState, _player: number, action: PvzAction): string | null => pvzActionError(state, action),

  apply(state: PvzState, actions: readonly PvzAction[]): PvzState {
    if (state.end !== null) throw new Error('plants-vs-zombies: the episode is over; no action applies');
    const action = actions[0];
    if (action === undefined) throw new Error('plants-vs-zombies: no action given');
    const error = pvzActionError(state, action);
    if (error !== null) throw new Error(`plants-vs-zombies: illegal action: ${error}`);
    if (action.type === 'end') return { ...state, end: 'agent-ended' };
    return playPvzTurn(state, action);
  },

  observe(state: PvzState, _player: number): PvzObservation {
    const { rng: _rng, ...observation } = state;
    return observation;
  },

  outcome: (state: PvzState) => (state.end === null ? null : { scores: [state.score] }),

  score: (state: PvzState): readonly number[] => [state.score],

  forfeit: (state: PvzState, _player: number) => ({ scores: [state.score] }),

  /** An invalid answer plants nothing and uses up the turn, on both presets (KORGym plays an empty placement list). */
  invalidActionPolicy: s3gymInvalidAnswers(),

  sample: (observation: PvzObservation, _player: number, rng: Rng): PvzState => ({
    ...observation,
    rng: seedRng(rng.seed()),
  }),

  actionSchema: pvzActionSchema,
  text: pvzText,
} satisfies Game<PvzState, PvzAction, PvzObservation>;

/**
 * Why `action` cannot be played now, or null when it can: only placements off the lawn (never produced by the text
 * parser) are errors; occupied cells and missing sun skip a placement when the turn is played.
 */
export function pvzActionError(state: PvzObservation, action: PvzAction): string | null {
  if (state.end !== null) return 'the episode is over';
  if (action.type === 'end') return null;
  if (action.type !== 'plant' || !Array.isArray(action.placements)) return 'not an action';
  const { rules } = state;
  for (const placement of action.placements) {
    const { plant, row, column } = placement;
    if (!plantLetters.includes(plant)) {
      return `unknown plant '${String(plant)}': plants are ${plantLetters.join(', ')}`;
    }
    if (!Number.isInteger(row) || !Number.isInteger(column) || !onBoard(rules, row, column)) {
      return `cell (${row}, ${column}) is off the lawn: rows run 0-${rules.rows - 1}, columns 0-${rules.columns - 1}`;
    }
  }
  return null;
}
