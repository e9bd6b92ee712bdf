// Lantern Maze as text: the rules for a model, the cave drawn with miners, beasts and snares, and action words.
import { answerText, quote } from '../../core/answer-line.js';
import type { Params, ParseResult, TextCodec } from '../../core/game.js';
import type { LanternMazeObservation } from './lantern-maze-game.js';
import { type Cell, cellIndex, type LanternMazeAction } from './lantern-maze-state.js';

const words: readonly LanternMazeAction[] = ['stay', 'up', 'down', 'left', 'right', 'snare'];

/** Rules, observations and the six action words (`stay`, `up`, `down`, `left`, `right`, `snare`). */
export const lanternMazeText = {
  rules(params: Params, player: number, _players: number): string {
    return [
      `You are miner ${player} in Lantern Maze, a two-player cave race; both miners move at the same time each turn.`,
      `Collect glow-moss (.) for 1 point and amber nuggets (*) for ${params.nuggetValue} points; the match ends after ${params.turnLimit} turns or when nothing is left to collect, and the higher score wins (equal scores draw).`,
      `Beasts (B) chase a miner within ${params.sight} steps; an unlit miner they touch loses ${params.catchPenalty} points and is stunned ${params.stunTurns} turns, and the beast goes back to its lair to rest.`,
      `A lantern (L) shines for ${params.lanternTurns} turns: beasts flee from you, and touching one drives it to its lair for +${params.banishBonus} points.`,
      `"snare" lays a snare (^) on your cell (you have ${params.snares}); whoever steps onto it next, you, the other miner or a beast, is stunned ${params.snareStun} turns.`,
      'Two miners aiming at the same cell, swapping cells, or one moving into the cell of one that stays: the moving miners stay where they were.',
      'Answer with one word: stay, up, down, left, right or snare (only the legal ones listed).',
    ].join('\n');
  },

  observation(observation: LanternMazeObservation, player: number): string {
    const me = observation.miners[player];
    const lines = [
      `Turn ${observation.turn} of ${observation.turnLimit}. You are miner ${player} (on the map: ${player}).`,
      `Scores: ${observation.miners.map((miner) => `miner ${miner.seat} ${miner.score}`).join(', ')}. Items left: ${observation.collectibles}.`,
    ];
    for (const miner of observation.miners) lines.push(minerText(miner, miner.seat === player));
    for (const [index, beast] of observation.beasts.entries()) {
      lines.push(
        `Beast ${index} at ${cellText(beast.cell)}${beast.rest > 0 ? `, resting ${beast.rest} more turns` : ''}.`,
      );
    }
    if (observation.events.length > 0) lines.push(`Last turn: ${observation.events.join('; ')}.`);
    lines.push('Map (row 0 at the top; # wall, . moss, * nugget, L lantern, ^ snare, B beast, b resting beast):');
    lines.push(...drawMap(observation));
    if (me && me.stunned > 0) lines.push('You are stunned: your only move is stay.');
    return lines.join('\n');
  },

  action: (action: LanternMazeAction): string => action,

  parseAction(text: string, _observation: LanternMazeObservation, _player: number): ParseResult<LanternMazeAction> {
    const word = answerText(text)
      .replace(/^[\s"'`<[(*]+|[\s"'`>\])*.!]+$/g, '')
      .toLowerCase();
    const action = words.find((candidate) => candidate === word);
    if (action) return { ok: true, action };
    return { ok: false, error: `${quote(text)} is not a move: answer one of ${words.join(', ')}` };
  },
} satisfies TextCodec<LanternMazeAction, LanternMazeObservation>;

function minerText(miner: LanternMazeObservation['miners'][number], mine: boolean): string {
  const state = [
    miner.stunned > 0 ? `stunned ${miner.stunned} more turns` : null,
    miner.lit > 0 ? `lantern lit ${miner.lit} more turns` : null,
    `snares left: ${miner.snaresLeft}`,
  ].filter((part) => part !== null);
  return `${mine ? 'You' : `Miner ${miner.seat}`}: at ${cellText(miner.cell)}, ${state.join(', ')}.`;
}

/** The board with snares, beasts and miners drawn over it (miners on top). */
function drawMap(observation: LanternMazeObservation): string[] {
  const { size } = observation;
  const grid = observation.board.join('').split('');
  const put = (cell: Cell, symbol: string) => {
    grid[cellIndex(cell, size)] = symbol;
  };
  for (const snare of observation.snares) put(snare.cell, '^');
  for (const beast of observation.beasts) put(beast.cell, beast.rest > 0 ? 'b' : 'B');
  for (const miner of observation.miners) put(miner.cell, String(miner.seat));
  const rows: string[] = [];
  for (let row = 0; row < size; row++) rows.push(grid.slice(row * size, (row + 1) * size).join(''));
  return rows;
}

function cellText(cell: Cell): string {
  return `[${cell[0]},${cell[1]}]`;
}
