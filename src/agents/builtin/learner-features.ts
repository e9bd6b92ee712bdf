// What the offline learner keeps per game: value estimates of (context, action feature) pairs, learned from the
// discounted return that followed them in exploration episodes. Per-game features decide what generalises.
import type { Cell, SnakeAction, SnakeObservation } from '../../games/snake/snake-state.js';
import { hasCell, isWall, oppositeDirection, stepCell } from '../../games/snake/snake-state.js';
import { columnHeights, countHoles } from '../../games/tetris/tetris-features.js';
import { dropPiece, type TetrisAction, type TetrisObservation, toBitboard } from '../../games/tetris/tetris-state.js';
import type { TrustAction, TrustObservation } from '../../games/trust-evolution/trust-evolution-game.js';

/** A running mean: [visits, mean return]. */
export type ValueEstimate = readonly [number, number];

/** Value estimates per game, per context, per action feature. */
export interface LearnerState {
  readonly games: Readonly<Record<string, Readonly<Record<string, Readonly<Record<string, ValueEstimate>>>>>>;
  /** Exploration episodes learned from. */
  readonly episodes: number;
}

/** How the learner sees one game: a context of the observation, a key per action, and the return's discount. */
export interface LearnerFeatures {
  readonly name: string;
  readonly discount: number;
  context(observation: unknown, step: number): string;
  /** The action's feature key; null for actions the learner never chooses (e.g. END). */
  actionKey(observation: unknown, action: unknown, text: string): string | null;
}

/**
 * Trust evolution: the context is the round and what the opponent did in the last two rounds (and whether it ever
 * cheated), which is what separates the Evolution of Trust strategies; the action is the move. END is never chosen.
 */
const trustFeatures: LearnerFeatures = {
  name: 'trust-opponent-model',
  discount: 1,
  context(observation) {
    const { history, rounds } = observation as TrustObservation;
    const round = history.length;
    const last = history
      .slice(-2)
      .map((entry) => (entry.other === 'collaborate' ? 'c' : 'x'))
      .join('');
    const everCheated = history.some((entry) => entry.other === 'cheat') ? '!' : '';
    const phase = round >= rounds - 1 ? 'last' : String(Math.min(round, 4));
    return `${phase}:${last}${everCheated}`;
  },
  actionKey: (_observation, action) => ((action as TrustAction) === 'END' ? null : String(action)),
};

/**
 * Snake: one shared context; the action's feature is whether the move is blocked (or a reversal) and whether it brings
 * the head closer to the nearest apple. END is never chosen.
 */
const snakeFeatures: LearnerFeatures = {
  name: 'snake-move-features',
  discount: 0.9,
  context: () => '',
  actionKey(observation, action) {
    const state = observation as SnakeObservation;
    const direction = action as SnakeAction;
    if (direction === 'END' || direction === 'NONE') return null;
    const head = state.snake[0] as Cell;
    if (direction === oppositeDirection(state.direction)) return 'blocked';
    const next = stepCell(head, direction);
    if (isWall(state.rules, next) || hasCell(state.obstacles, next) || hasCell(state.snake, next)) return 'blocked';
    const distance = (cell: Cell) =>
      Math.min(...state.apples.map((apple) => Math.abs(apple[0] - cell[0]) + Math.abs(apple[1] - cell[1])));
    const before = distance(head);
    const after = distance(next);
    return after < before ? 'closer' : after > before ? 'farther' : 'level';
  },
};

/**
 * Tetris: one shared context; a drop's feature is what it does to the board — rows cleared, holes it adds, the
 * resulting stack height and bumpiness (bucketed), or a top-out. END is never chosen.
 */
const tetrisFeatures: LearnerFeatures = {
  name: 'tetris-drop-features',
  discount: 0.9,
  context: () => '',
  actionKey(observation, action) {
    const state = observation as TetrisObservation;
    const drop = action as TetrisAction;
    if (drop.type !== 'drop') return null;
    const { width, height } = state.rules;
    const rows = toBitboard(state.board);
    const landing = dropPiece(rows, width, state.current, drop.rotation, drop.column - 1);
    if (landing.toppedOut) return 'top-out';
    const holes = countHoles(landing.rows, width) - countHoles(rows, width);
    const heights = columnHeights(landing.rows, width);
    const stack = Math.max(...heights);
    let bumpiness = 0;
    for (let column = 1; column < heights.length; column++) {
      bumpiness += Math.abs((heights[column] ?? 0) - (heights[column - 1] ?? 0));
    }
    const tall = stack * 3 > height * 2 ? 'high' : stack * 3 > height ? 'mid' : 'low';
    return `c${landing.cleared}:h${Math.max(0, Math.min(holes, 2))}:${tall}:b${Math.min(Math.floor(bumpiness / 3), 3)}`;
  },
};

/** Any other game: a bandit over action texts per step (weak, but it learns which answers tend to pay). */
const genericFeatures: LearnerFeatures = {
  name: 'action-text-bandit',
  discount: 0.9,
  context: (_observation, step) => String(Math.min(step, 5)),
  actionKey: (_observation, _action, text) => (text === 'END' ? null : text),
};

const byGame: Readonly<Record<string, LearnerFeatures>> = {
  'trust-evolution': trustFeatures,
  snake: snakeFeatures,
  tetris: tetrisFeatures,
};

/** The features the learner uses for `gameId`. */
export function learnerFeatures(gameId: string): LearnerFeatures {
  return byGame[gameId] ?? genericFeatures;
}

/** The learner's empty state. */
export function initialLearnerState(): LearnerState {
  return { games: {}, episodes: 0 };
}
