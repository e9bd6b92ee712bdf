// Test helper: builds tetris states from drawn boards, so each test shows the position it plays from.
import { seedRng } from '../../core/rng.js';
import type { PieceName } from './tetris-pieces.js';
import type { TetrisState } from './tetris-state.js';

/** Options a scenario may override; everything else takes the eval preset's values. */
export interface TetrisScenarioOptions {
  readonly current?: PieceName;
  readonly maxSteps?: number;
  readonly step?: number;
  readonly score?: number;
  readonly seed?: number;
}

/** A state from a board drawn with the game's symbols (`*` fixed, `.` empty), rows top to bottom. */
export function tetrisScenario(board: readonly string[], options: TetrisScenarioOptions = {}): TetrisState {
  const width = board[0]?.length ?? 0;
  if (board.some((row) => row.length !== width || /[^.*]/.test(row))) {
    throw new Error('scenario board rows must have equal length and use only * and .');
  }
  return {
    rules: { width, height: board.length, maxSteps: options.maxSteps ?? 64 },
    board: [...board],
    current: options.current ?? 'T',
    step: options.step ?? 0,
    score: options.score ?? 0,
    last: null,
    end: null,
    rng: seedRng(options.seed ?? 1),
  };
}
