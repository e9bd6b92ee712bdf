// The text models and logs see: the S³Gym instruction for piece-movement prediction, the board history with the
// paper's symbols, and predictions written `A:(r,c), b:(r,c), …`.
import { answerContract, answerText, parseAnswerLine, quote } from '../../core/answer-line.js';
import type { Params, ParseResult, TextCodec } from '../../core/game.js';
import {
  type Cell,
  type ChessAction,
  type ChessFrame,
  type ChessObservation,
  onBoard,
  predictionOf,
} from './chess-state.js';

const answerLine = answerContract('A:(r,c), b:(r,c), ...');
const contract = `end your reply with the line "${answerLine}" naming every piece`;
const tokenPattern = /([A-Za-z])\s*:\s*[([]\s*([-+]?\d+)\s*,\s*([-+]?\d+)\s*[)\]]/g;

/** Renders the rules, board histories and predictions as text, and reads predictions back. */
export const chessText = {
  rules(params: Params, _player: number): string {
    const size = Number(params.size);
    const steps = Number(params.maxSteps);
    return [
      `You are playing a piece-movement prediction game on a ${size}x${size} board. "." is an empty cell; each letter is one piece (upper- and lower-case letters are different pieces).`,
      `Coordinates are zero-based (r,c): r is the row, 0 at the top, and c the column, 0 at the left; both run from 0 to ${size - 1}. The edges wrap around: a piece that moves off one edge comes back on at the opposite edge.`,
      'Every piece follows its own hidden movement rule. A rule is deterministic and stays the same for the whole episode. Infer each piece’s rule from the boards you see.',
      'Each step, every piece’s rule says which move it intends. The pieces then move one at a time in the order A-Z, then a-z: a piece whose intended cell is occupied at that moment makes the opposite move instead, and if that cell is occupied too it stays where it is. Pieces never share a cell.',
      `You see the last ${params.history} boards. Each step you predict the cell of every piece on the next board; then the true next board is shown. The episode has ${steps} steps.`,
      `A step scores the fraction of pieces whose predicted cell is exactly right; its reward is that fraction divided by ${steps}, so the rewards add up to the episode score: the mean fraction over the ${steps} steps, from 0 to 1.`,
      'An invalid answer (a piece missing or named twice, an unknown letter, a cell off the board, unreadable text) counts as a step without a prediction: it earns 0 and the board moves on.',
      '',
      'Think as you like, then end your reply with exactly one final line naming every piece once, in any order:',
      answerLine,
      'To stop the episode early, end your reply with: Answer: END, Score: 0',
    ].join('\n');
  },

  observation(observation: ChessObservation, _player: number): string {
    const { rules, letters, frames } = observation;
    const current = frames.at(-1) as ChessFrame;
    const lines = [
      `Board ${rules.size}x${rules.size}; rows 0-${rules.size - 1} top to bottom, columns 0-${rules.size - 1} left to right; "." is empty; the edges wrap around.`,
      `Pieces (${letters.length}, in move order): ${[...letters].join(' ')}`,
      frames.length === 1 ? 'The current board:' : `The last ${frames.length} boards, oldest first:`,
    ];
    for (const frame of frames) {
      lines.push(
        '',
        `t=${frame.time}`,
        ...boardRows(rules.size, letters, frame.cells),
        cellsText(letters, frame.cells),
      );
    }
    lines.push('');
    const played = observation.end === 'agent-ended' ? observation.step - 1 : observation.step;
    lines.push(`Steps played: ${played} of ${rules.maxSteps}.`);
    if (observation.end) {
      const why = observation.end === 'agent-ended' ? 'the player answered END' : 'all steps were played';
      lines.push(`Episode over: ${why}.`);
    } else {
      lines.push(`Predict every piece's cell at t=${current.time + 1}.`);
    }
    return lines.join('\n');
  },

  action: (action: ChessAction): string =>
    action.type === 'predict' ? predictionText(action.cells) : action.type === 'end' ? 'END' : 'no prediction',

  parseAction(text: string, observation: ChessObservation, _player: number): ParseResult<ChessAction> {
    const { letters } = observation;
    const size = observation.rules.size;
    const format = `write ${[...letters].map((letter) => `${letter}:(r,c)`).join(', ')} with rows and columns from 0 to ${size - 1}`;
    if (text.trim() === '') return { ok: false, error: `empty reply: ${contract}` };
    const answer = answerText(text).trim();
    if (/^[\s"'`*]*END[\s"'`*.!]*$/i.test(answer)) return { ok: true, action: { type: 'end' } };
    const tokens = [...answer.matchAll(tokenPattern)];
    if (tokens.length === 0) {
      if (parseAnswerLine(text) === null)
        return { ok: false, error: `no "Answer:" line found in ${quote(text)}: ${contract}` };
      return { ok: false, error: `${quote(answer)} is not a prediction: ${format}` };
    }
    const leftover = answer
      .replace(tokenPattern, ' ')
      .replace(/\band\b/gi, ' ')
      .replace(/[\s,;.`*"']+/g, ' ')
      .trim();
    if (leftover !== '') return { ok: false, error: `could not read ${quote(leftover)} in the prediction: ${format}` };
    const cells = new Map<string, Cell>();
    const unknown: string[] = [];
    const twice: string[] = [];
    const off: string[] = [];
    for (const [, letter = '', row = '', column = ''] of tokens) {
      const cell: Cell = [Number(row), Number(column)];
      if (!letters.includes(letter)) unknown.push(letter);
      else if (cells.has(letter)) twice.push(letter);
      else cells.set(letter, cell);
      if (!onBoard(size, cell)) off.push(`${letter}:${cellText(cell)}`);
    }
    if (unknown.length) {
      return {
        ok: false,
        error: `no piece ${unknown.map((letter) => `'${letter}'`).join(', ')} on this board: the pieces are ${[...letters].join(' ')}`,
      };
    }
    if (twice.length) {
      return { ok: false, error: `piece ${twice.join(', ')} named more than once: name every piece exactly once` };
    }
    if (off.length) {
      return { ok: false, error: `${off.join(', ')} off the board: rows and columns run from 0 to ${size - 1}` };
    }
    const missing = [...letters].filter((letter) => !cells.has(letter));
    if (missing.length) {
      return { ok: false, error: `no prediction for ${missing.join(', ')}: name all ${letters.length} pieces` };
    }
    return {
      ok: true,
      action: predictionOf(
        letters,
        [...letters].map((letter) => cells.get(letter) as Cell),
      ),
    };
  },
} satisfies TextCodec<ChessAction, ChessObservation>;

/** The board as rows of `.` and letters. */
function boardRows(size: number, letters: string, cells: readonly Cell[]): string[] {
  const grid = Array.from({ length: size }, () => new Array<string>(size).fill('.'));
  cells.forEach((cell, piece) => {
    (grid[cell[0]] as string[])[cell[1]] = letters[piece] as string;
  });
  return grid.map((row) => row.join(''));
}

function cellText(cell: Cell): string {
  return `(${cell[0]},${cell[1]})`;
}

/** `A:(r,c), b:(r,c), …` for cells in letter order (letters are taken from move order A–Z, a–z). */
function cellsText(letters: string, cells: readonly Cell[]): string {
  return cells.map((cell, piece) => `${letters[piece]}:${cellText(cell)}`).join(', ');
}

/** A prediction in the answer syntax, pieces in move order. */
function predictionText(cells: Readonly<Record<string, Cell>>): string {
  return Object.keys(cells)
    .sort()
    .map((letter) => `${letter}:${cellText(cells[letter] as Cell)}`)
    .join(', ');
}
