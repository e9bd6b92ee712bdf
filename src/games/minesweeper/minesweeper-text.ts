// The text models and logs see: S³Gym's minesweeper instruction, the board with the paper's symbols and zero-based
// (r,c) coordinates, and the `uncover (r,c)` / `flag (r,c)` / `unflag (r,c)` answer contract.
import { answerContract, answerText, looksLikeProse, parseAnswerLine, quote } from '../../core/answer-line.js';
import type { Params, ParseResult, TextCodec } from '../../core/game.js';
import {
  cellText,
  countSymbol,
  hiddenMines,
  type MinesweeperAction,
  type MinesweeperEnd,
  type MinesweeperObservation,
} from './minesweeper-state.js';

const contract = 'end your reply with the line "Answer: <action>, Score: <expected reward>"';
const validForms = 'answer uncover (r,c), flag (r,c), unflag (r,c) or END, e.g. "uncover (3,4)"';
const actionPattern = /^(uncover|flag|unflag)\s*[([]?\s*(-?\d+(?:\.\d+)?)\s*(?:,\s*|\s+)(-?\d+(?:\.\d+)?)\s*[)\]]?$/i;

/** Renders minesweeper rules, boards and actions as text, and reads actions back from bare answers or `Answer:` lines. */
export const minesweeperText = {
  rules(params: Params, _player: number): string {
    const rows = Number(params.rows);
    const columns = Number(params.columns);
    const lives = Number(params.extraLives);
    const low = Math.min(Number(params.minMines), Number(params.maxMines));
    const high = Math.max(Number(params.minMines), Number(params.maxMines));
    const mines = low === high ? `${low}` : `Between ${low} and ${high}`;
    return [
      `You are playing Minesweeper on a board of ${rows} rows and ${columns} columns. ${mines} of its cells hide mines; the exact number is shown with the board.`,
      'Symbols: ? covered cell, F flag (placed by you), 0-8 an uncovered safe cell showing how many of its up to eight neighbours (diagonals included) hold mines, X an uncovered mine.',
      `Cells are written (r,c): row r and column c, both zero-based from the top-left corner, so the board runs from (0,0) to (${rows - 1},${columns - 1}).`,
      'The episode starts with every cell covered; any cell, the first one uncovered included, may hide a mine.',
      'Each step you answer one action:',
      '- uncover (r,c): uncover a covered cell that has no flag. A cell showing 0 uncovers all its neighbours too, and so on (flood fill); a cell showing a number also uncovers those of its neighbours that show 0, with their flood fills; flagged cells stay covered.',
      '- flag (r,c): put a flag on a covered cell. You have as many flags as there are mines not yet uncovered.',
      '- unflag (r,c): remove one of your flags.',
      lives > 0
        ? `You have ${lives} extra ${lives === 1 ? 'life' : 'lives'}: uncovering a mine shows it as X and costs one; uncovering a mine with no extra life left ends the episode.`
        : 'Uncovering a mine ends the episode at once.',
      'You win, and the episode ends, when every safe cell is uncovered or when your flags sit exactly on every mine that is not uncovered.',
      `The episode also ends after ${params.maxSteps} steps or when you answer END.`,
      'Score: the number of mines you flagged correctly divided by the total number of mines (0 to 1). Flags on safe cells score nothing. When you win, every mine not uncovered counts as flagged (as classic minesweeper flags them for you), so a win scores 1 minus the share of mines uncovered.',
      'An invalid answer (a cell off the board, uncovering a flagged or uncovered cell, unflagging a cell without a flag, flagging with no flag left, or unreadable text) changes nothing, but the step still counts.',
      '',
      'Think as you like, then end your reply with exactly one final line:',
      answerContract('<uncover (r,c) | flag (r,c) | unflag (r,c)>'),
      'For example: Answer: uncover (3,4), Score: 0',
      'To stop the episode early, end your reply with: Answer: END, Score: 0',
    ].join('\n');
  },

  observation(observation: MinesweeperObservation, _player: number): string {
    const { rules, view, mineCount } = observation;
    const digits = String(rules.columns - 1).length;
    const rowDigits = String(rules.rows - 1).length;
    const lines = [`Board (${rules.rows} rows x ${rules.columns} columns, (r,c) zero-based from the top-left):`];
    const header: string[] = [];
    for (let column = 0; column < rules.columns; column++) header.push(String(column).padStart(digits));
    lines.push(`${' '.repeat(rowDigits)}  ${header.join(' ')}`);
    for (let row = 0; row < rules.rows; row++) {
      const cells: string[] = [];
      for (let column = 0; column < rules.columns; column++) {
        cells.push((view[row * rules.columns + column] as string).padStart(digits));
      }
      lines.push(`${String(row).padStart(rowDigits)}  ${cells.join(' ')}`);
    }
    const uncovered = countSymbol(view, 'X');
    const flags = countSymbol(view, 'F');
    const flagsLeft = Math.max(0, hiddenMines(mineCount, view) - flags);
    lines.push(
      `Mines: ${mineCount} in total, ${uncovered} uncovered (X). Flags placed: ${flags}; flags left: ${flagsLeft}.`,
      `Covered cells: ${countSymbol(view, '?') + flags} (flags included).`,
      rules.extraLives === 0
        ? 'Lives: none extra; uncovering a mine ends the episode.'
        : `Extra lives left: ${observation.livesLeft} of ${rules.extraLives}${
            observation.livesLeft === 0 ? '; the next mine uncovered ends the episode' : ''
          }.`,
      `Steps taken: ${observation.step} of ${rules.maxSteps} (${rules.maxSteps - observation.step} left)`,
    );
    const last = observation.last;
    if (last)
      lines.push(
        `Last action: ${minesweeperText.action(last.action)} -> ${lastText(last.result, last.uncovered, observation)}`,
      );
    if (observation.end !== null && observation.mines !== null) {
      lines.push(
        `Episode over: ${endText(observation.end)}.`,
        `The mines were at: ${observation.mines.map((mine) => cellText(mine, rules.columns)).join(' ')}`,
      );
    }
    return lines.join('\n');
  },

  action: (action: MinesweeperAction): string =>
    action.type === 'end' ? 'END' : action.type === 'none' ? 'none' : `${action.type} (${action.row},${action.column})`,

  parseAction(text: string, observation: MinesweeperObservation, _player: number): ParseResult<MinesweeperAction> {
    if (text.trim() === '') return { ok: false, error: `empty reply: ${contract}; ${validForms}` };
    const answer = answerText(text)
      .replace(/^[\s"'`<*]+|[\s"'`>*.!]+$/g, '')
      .trim();
    if (/^end$/i.test(answer)) return { ok: true, action: { type: 'end' } };
    const match = actionPattern.exec(answer);
    if (!match) {
      if (parseAnswerLine(text) === null && looksLikeProse(text)) {
        return { ok: false, error: `no "Answer:" line found in ${quote(text)}: ${contract}; ${validForms}` };
      }
      return { ok: false, error: `${quote(answer)} is not an action: ${validForms}` };
    }
    const type = (match[1] as string).toLowerCase() as 'uncover' | 'flag' | 'unflag';
    const row = Number(match[2]);
    const column = Number(match[3]);
    const { rules, view } = observation;
    if (
      !Number.isInteger(row) ||
      !Number.isInteger(column) ||
      row < 0 ||
      column < 0 ||
      row >= rules.rows ||
      column >= rules.columns
    ) {
      return {
        ok: false,
        error: `(${match[2]},${match[3]}) is off the board: rows are 0 to ${rules.rows - 1} and columns 0 to ${rules.columns - 1} (zero-based)`,
      };
    }
    if (observation.end !== null) return { ok: false, error: 'the episode is over; no action applies' };
    const cell = `(${row},${column})`;
    const symbol = view[row * rules.columns + column];
    const error = cellError(type, cell, symbol, observation);
    return error ? { ok: false, error } : { ok: true, action: { type, row, column } };
  },
} satisfies TextCodec<MinesweeperAction, MinesweeperObservation>;

/** Why `type` cannot be played on `cell` showing `symbol`, or null when it can. */
function cellError(
  type: 'uncover' | 'flag' | 'unflag',
  cell: string,
  symbol: string | undefined,
  observation: MinesweeperObservation,
): string | null {
  const shows = symbol === 'X' ? 'an uncovered mine (X)' : `an uncovered ${symbol}`;
  switch (type) {
    case 'uncover':
      if (symbol === 'F') return `${cell} is flagged: unflag it first if you want to uncover it`;
      if (symbol !== '?') return `${cell} is already uncovered (it shows ${shows}); uncover only covered cells (?)`;
      return null;
    case 'flag': {
      if (symbol === 'F') return `${cell} is already flagged`;
      if (symbol !== '?') return `${cell} is already uncovered (it shows ${shows}); flag only covered cells (?)`;
      const allowed = hiddenMines(observation.mineCount, observation.view);
      if (countSymbol(observation.view, 'F') >= allowed) {
        return `no flags left: you have as many flags as mines not yet uncovered (${allowed}) and all are placed; unflag one first`;
      }
      return null;
    }
    case 'unflag':
      return symbol === 'F' ? null : `${cell} has no flag to remove (it shows ${symbol === '?' ? '?' : shows})`;
  }
}

function lastText(result: string, uncovered: number, observation: MinesweeperObservation): string {
  switch (result) {
    case 'uncovered':
      return uncovered === 1 ? 'uncovered 1 cell' : `uncovered ${uncovered} cells (flood fill from a 0)`;
    case 'exploded':
      return observation.end === 'exploded'
        ? 'uncovered a mine (X); no extra life left'
        : `uncovered a mine (X) and lost an extra life (${observation.livesLeft} left)`;
    case 'flagged':
      return 'flag placed';
    case 'unflagged':
      return 'flag removed';
    case 'none':
      return 'not a valid action; nothing changed';
    default:
      return 'ended the episode';
  }
}

function endText(end: MinesweeperEnd): string {
  switch (end) {
    case 'cleared':
      return 'every safe cell is uncovered (win)';
    case 'all-flagged':
      return 'every mine is flagged (win)';
    case 'exploded':
      return 'a mine was uncovered with no extra life left';
    case 'max-steps':
      return 'the step limit was reached';
    case 'agent-ended':
      return 'the player answered END';
  }
}
