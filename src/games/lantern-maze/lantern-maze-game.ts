// Lantern Maze: two miners collect glow-moss and amber nuggets in a mirrored cave with beasts, lanterns and snares.
import type { Game, Params } from '../../core/game.js';
import { rngFrom, seedRng } from '../../core/rng.js';
import { lanternMazeActionSchema } from './lantern-maze-action-schema.js';
import { generateCave } from './lantern-maze-map.js';
import { lanternMazeParams } from './lantern-maze-params.js';
import {
  type Beast,
  type Cell,
  directions,
  isWall,
  item,
  type LanternMazeAction,
  type LanternMazeRules,
  type LanternMazeState,
  type Miner,
  type Snare,
  sameCell,
  stepCell,
} from './lantern-maze-state.js';
import { lanternMazeText } from './lantern-maze-text.js';
import { playTurn } from './lantern-maze-turn.js';

/** What a seat sees: everything but the RNG (the game has no hidden information). */
export interface LanternMazeObservation {
  /** The observing seat. */
  readonly you: number;
  readonly turn: number;
  readonly turnLimit: number;
  readonly size: number;
  /** One string per row: `#` wall, `.` glow-moss, `*` amber nugget, `L` lantern, space for bare floor. */
  readonly board: readonly string[];
  readonly miners: readonly (Miner & { readonly seat: number; readonly start: Cell })[];
  readonly beasts: readonly Beast[];
  readonly snares: readonly Snare[];
  readonly collectibles: number;
  readonly events: readonly string[];
  readonly rules: LanternMazeRules;
}

const seats: readonly number[] = [0, 1];
const nobody: readonly number[] = [];
const stunnedActions: readonly LanternMazeAction[] = ['stay'];

/** Lantern Maze as a `Game`: two seats moving at once, randomness only in drawing the cave. */
export const lanternMazeGame = {
  id: 'lantern-maze',
  version: 1,
  title: 'Lantern Maze',
  description:
    'Two miners move at once through a seeded, point-symmetric cave, collecting glow-moss (1) and amber nuggets; roaming beasts stun and rob them, a lantern turns the beasts to flight, and snares stun whoever steps on them next. Higher score wins.',
  playerCounts: [2],
  params: lanternMazeParams,
  presets: { default: {}, small: { size: 11, turnLimit: 100, nuggetPairs: 1 } },
  defaultPreset: 'default',
  hiddenInformation: false,

  setup(params: Params, seed: number, _players: number): LanternMazeState {
    const rules = rulesOf(params);
    const rng = rngFrom(seedRng(seed));
    const cave = generateCave(rules, rng);
    const miners = cave.starts.map((cell): Miner => ({ cell, score: 0, stunned: 0, lit: 0, snaresLeft: rules.snares }));
    let collectibles = 0;
    for (const row of cave.board)
      for (const found of row) if (found === item.moss || found === item.nugget) collectibles++;
    return {
      rules,
      board: cave.board,
      starts: cave.starts,
      miners,
      beasts: cave.beasts,
      snares: [],
      turn: 0,
      collectibles,
      events: [],
      rng: rng.state(),
    };
  },

  toAct: (state: LanternMazeState): readonly number[] => (isOver(state) ? nobody : seats),

  legalActions: (state: LanternMazeState, player: number): readonly LanternMazeAction[] =>
    legalActionsOf(state, player),

  apply(state: LanternMazeState, actions: readonly LanternMazeAction[]): LanternMazeState {
    if (isOver(state)) throw new Error('lantern-maze: the match is over; no action applies');
    actions.forEach((action, seat) => {
      if (!legalActionsOf(state, seat).includes(action)) {
        throw new Error(`lantern-maze: ${JSON.stringify(action)} is not legal for seat ${seat} now`);
      }
    });
    return playTurn(state, actions);
  },

  observe(state: LanternMazeState, player: number): LanternMazeObservation {
    return {
      you: player,
      turn: state.turn,
      turnLimit: state.rules.turnLimit,
      size: state.rules.size,
      board: state.board,
      miners: state.miners.map((miner, seat) => ({ seat, start: state.starts[seat] as Cell, ...miner })),
      beasts: state.beasts,
      snares: state.snares,
      collectibles: state.collectibles,
      events: state.events,
      rules: state.rules,
    };
  },

  outcome: (state: LanternMazeState) => (isOver(state) ? { scores: state.miners.map((miner) => miner.score) } : null),

  score: (state: LanternMazeState): readonly number[] => state.miners.map((miner) => miner.score),

  defaultAction: (_state: LanternMazeState, _player: number): LanternMazeAction => 'stay',

  actionSchema: lanternMazeActionSchema,
  text: lanternMazeText,
} satisfies Game<LanternMazeState, LanternMazeAction, LanternMazeObservation>;

/** Every move of `player` now: `stay`, each direction without a wall, and `snare` while one is left and none lies here. */
export function legalActionsOf(state: LanternMazeState, player: number): readonly LanternMazeAction[] {
  if (isOver(state)) return [];
  const miner = state.miners[player] as Miner;
  if (miner.stunned > 0) return stunnedActions;
  const actions: LanternMazeAction[] = ['stay'];
  for (const direction of directions)
    if (!isWall(state.board, stepCell(miner.cell, direction))) actions.push(direction);
  if (miner.snaresLeft > 0 && !state.snares.some((snare) => sameCell(snare.cell, miner.cell))) actions.push('snare');
  return actions;
}

/** True once the turn limit is reached or no moss or nugget is left. */
export function isOver(state: LanternMazeState): boolean {
  return state.turn >= state.rules.turnLimit || state.collectibles === 0;
}

function rulesOf(params: Params): LanternMazeRules {
  const number = (name: string) => Number(params[name]);
  const size = number('size');
  return {
    size: size % 2 === 0 ? size + 1 : size,
    turnLimit: number('turnLimit'),
    nuggetPairs: number('nuggetPairs'),
    nuggetValue: number('nuggetValue'),
    lanternPairs: number('lanternPairs'),
    lanternTurns: number('lanternTurns'),
    beastPairs: number('beastPairs'),
    beastPause: number('beastPause'),
    sight: number('sight'),
    catchPenalty: number('catchPenalty'),
    banishBonus: number('banishBonus'),
    stunTurns: number('stunTurns'),
    restTurns: number('restTurns'),
    snares: number('snares'),
    snareStun: number('snareStun'),
  };
}
