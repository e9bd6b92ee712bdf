// S³Gym plants-vs-zombies: single-player lane defence over plain-JSON states; randomness only picks spawn rows.
import { s3gymInvalidPolicy } from '../../core/answer-line.js';
import type { Game, Params } from '../../core/game.js';
import { type Rng, seedRng } from '../../core/rng.js';
import { pvzActionSchema } from './pvz-action-schema.js';
import {
  cellIndex,
  isEmptyCell,
  onBoard,
  type Plant,
  type PvzAction,
  type PvzObservation,
  type PvzRules,
  type PvzState,
  placementsCost,
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
  version: 1,
  title: 'Plants vs. Zombies',
  description:
    'S³Gym plants-vs-zombies: spend sun on plants to stop waves of ever stronger zombies from walking off the left edge of the lawn; one point per survived turn.',
  playerCounts: [1],
  params: {
    rows: { type: 'int', default: 5, min: 1, max: 8, description: 'lawn rows (lanes)' },
    columns: {
      type: 'int',
      default: 6,
      min: 3,
      max: 12,
      description: 'lawn columns (zombies enter right of the last)',
    },
    maxSteps: { type: 'int', default: 64, min: 1, max: 1000, description: 'turns before the episode ends' },
    strict: {
      type: 'boolean',
      default: true,
      description: 'true: an invalid answer ends the episode (score kept); false: the player is asked again',
    },
  },
  presets: { explore: { rows: 3, columns: 7, strict: false }, eval: { rows: 5, columns: 6, strict: true } },
  defaultPreset: 'eval',
  hiddenInformation: false,

  setup(params: Params, seed: number, _players: number): PvzState {
    const rules: PvzRules = {
      rows: Number(params.rows),
      columns: Number(params.columns),
      maxSteps: Number(params.maxSteps),
      strict: params.strict === true,
    };
    return {
      rules,
      turn: 0,
      sun: startSun,
      board: new Array<Plant | null>(rules.rows * rules.columns).fill(null),
      zombies: [],
      nextZombieId: 1,
      chiliReady: 1,
      score: 0,
      last: null,
      end: null,
      rng: seedRng(seed),
    };
  },

  toAct: (state: PvzState): readonly number[] => (state.end === null ? onlyPlayer : nobody),

  /** The empty action, every affordable single placement on an empty cell, then END; any affordable set is legal too. */
  legalActions(state: PvzState, _player: number): readonly PvzAction[] {
    if (state.end !== null) return noActions;
    const actions: PvzAction[] = [noPlacement];
    const { rows, columns } = state.rules;
    for (const plant of plantLetters) {
      if (plantSpecs[plant].cost > state.sun || (plant === 'F' && state.chiliReady > state.turn + 1)) continue;
      for (let row = 0; row < rows; row++) {
        for (let column = 0; column < columns; column++) {
          if (isEmptyCell(state, row, column)) actions.push({ type: 'plant', placements: [{ plant, row, column }] });
        }
      }
    }
    actions.push(endAction);
    return actions;
  },

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

  /** Giving up (e.g. after an invalid answer under strict rules) keeps the turns survived so far. */
  forfeit: (state: PvzState, _player: number) => ({ scores: [state.score] }),

  /**
   * Strict rules end the episode on the first invalid answer (keeping the score); explore re-asks twice with feedback,
   * then plays the turn with no placement (the first legal action), never a random END.
   */
  invalidActionPolicy: s3gymInvalidPolicy('first'),

  sample: (observation: PvzObservation, _player: number, rng: Rng): PvzState => ({
    ...observation,
    rng: seedRng(rng.seed()),
  }),

  actionSchema: pvzActionSchema,
  text: pvzText,
} satisfies Game<PvzState, PvzAction, PvzObservation>;

/** Why `action` cannot be played now, or null when it can; checks any well-formed set of placements. */
export function pvzActionError(state: PvzObservation, action: PvzAction): string | null {
  if (state.end !== null) return 'the episode is over';
  if (action.type === 'end') return null;
  if (action.type !== 'plant' || !Array.isArray(action.placements)) return 'not an action';
  const { rules } = state;
  const seen = new Set<number>();
  for (const placement of action.placements) {
    const { plant, row, column } = placement;
    if (!plantLetters.includes(plant)) {
      return `unknown plant '${String(plant)}': plants are ${plantLetters.join(', ')}`;
    }
    if (!Number.isInteger(row) || !Number.isInteger(column) || !onBoard(rules, row, column)) {
      return `cell (${row}, ${column}) is off the lawn: rows run 0-${rules.rows - 1}, columns 0-${rules.columns - 1}`;
    }
    const index = cellIndex(rules, row, column);
    if (seen.has(index)) return `cell (${row}, ${column}) is named twice; plant at most one plant per cell`;
    seen.add(index);
    const occupant = state.board[index];
    if (occupant)
      return `cell (${row}, ${column}) already holds a ${plantSpecs[occupant.plant].name} (${occupant.plant})`;
    if (!isEmptyCell(state, row, column)) return `cell (${row}, ${column}) holds a zombie; plant only on empty cells`;
  }
  const chilis = action.placements.filter((placement) => placement.plant === 'F').length;
  if (chilis > 1) return `${chilis} Fire Chilis in one turn: at most one Fire Chili per turn`;
  if (chilis === 1 && state.chiliReady > state.turn + 1) {
    return `the Fire Chili is recharging: the next one can be planted on turn ${state.chiliReady} (this is turn ${state.turn + 1})`;
  }
  const cost = placementsCost(action.placements);
  if (cost > state.sun) {
    return `the placements cost ${cost} sun but only ${state.sun} sun is available`;
  }
  return null;
}
