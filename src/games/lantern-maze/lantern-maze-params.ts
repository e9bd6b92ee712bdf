// Lantern Maze's parameters: board, limits, values and timers (documented in docs/games/lantern-maze.md).
import type { ParamSpec } from '../../core/game.js';

/** Every parameter with its default and bounds. */
export const lanternMazeParams: Readonly<Record<string, ParamSpec>> = {
  size: {
    type: 'int',
    default: 15,
    min: 9,
    max: 31,
    description: 'board side in cells, outer wall included (an even size is rounded up)',
  },
  turnLimit: { type: 'int', default: 150, min: 1, max: 500, description: 'turns before the match ends' },
  nuggetPairs: { type: 'int', default: 2, min: 0, max: 10, description: 'mirrored pairs of amber nuggets' },
  nuggetValue: { type: 'int', default: 5, min: 1, max: 50, description: 'points for an amber nugget (glow-moss: 1)' },
  lanternPairs: { type: 'int', default: 1, min: 0, max: 5, description: 'mirrored pairs of lanterns' },
  lanternTurns: { type: 'int', default: 12, min: 1, max: 50, description: 'turns a lantern shines after pickup' },
  beastPairs: { type: 'int', default: 1, min: 0, max: 4, description: 'mirrored pairs of cave beasts' },
  beastPause: {
    type: 'int',
    default: 3,
    min: 2,
    max: 1000,
    description: 'beasts stand still on every turn whose number (from 1) is a multiple of this',
  },
  sight: { type: 'int', default: 6, min: 1, max: 30, description: 'maze distance at which a beast notices a miner' },
  catchPenalty: {
    type: 'int',
    default: 5,
    min: 0,
    max: 50,
    description: 'points an unlit miner loses when caught (not below 0)',
  },
  banishBonus: {
    type: 'int',
    default: 4,
    min: 0,
    max: 50,
    description: 'points a lit miner gains for driving a beast off',
  },
  stunTurns: { type: 'int', default: 3, min: 0, max: 20, description: 'turns a caught miner cannot move' },
  restTurns: {
    type: 'int',
    default: 8,
    min: 1,
    max: 50,
    description: 'turns a beast rests in its lair after a contact',
  },
  snares: { type: 'int', default: 2, min: 0, max: 10, description: 'snares each miner can lay' },
  snareStun: { type: 'int', default: 4, min: 1, max: 20, description: 'turns a snared miner or beast cannot move' },
};
