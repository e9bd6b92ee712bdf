// How the offline learner sees tetris: what a drop does to the board, in a few coarse buckets.
import type { LearnerFeatures } from '../../core/game-learner.js';
import { columnHeights, countHoles } from './tetris-features.js';
import { dropPiece, type TetrisAction, type TetrisObservation, toBitboard } from './tetris-state.js';

/**
 * Tetris: one shared context; a drop's feature is what it does to the board — rows cleared, holes it adds, the
 * resulting stack height and bumpiness (bucketed), or a top-out. END is never chosen.
 */
export const tetrisLearnerFeatures: LearnerFeatures = {
  type: 'features',
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
