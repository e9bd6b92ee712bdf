// The text models and logs see: S³Gym's tetris instruction with the rotation table, the board with the paper's
// symbols and a `#` block panel, and the `<drop column> <rotation>` answer contract.
import { answerContract, answerText, looksLikeProse, parseAnswerLine, quote } from '../../core/answer-line.js';
import type { Params, ParseResult, TextCodec } from '../../core/game.js';
import { pieceNames, pieceShape, type Rotation, rotations } from './tetris-pieces.js';
import type { TetrisAction, TetrisEnd, TetrisObservation } from './tetris-state.js';

const contract = 'end your reply with the line "Answer: <drop column> <rotation>, Score: <expected reward>"';
const example = 'e.g. "3 90" drops the block with its leftmost cell in column 3, turned 90 degrees clockwise';
const actionPattern =
  /^(?:col(?:umn)?\s*:?\s*)?(-?\d+(?:\.\d+)?)\s*(?:,\s*|\s+)(?:rot(?:ation)?\s*:?\s*)?(-?\d+(?:\.\d+)?)\s*(?:°|deg(?:rees)?)?$/i;

/** Renders tetris rules, boards and drops as text, and reads drops back from bare answers or `Answer:` lines. */
export const tetrisText = {
  rules(params: Params, _player: number): string {
    const width = Number(params.width);
    const height = Number(params.height);
    return [
      `You are playing Tetris on a board ${width} columns wide and ${height} rows high.`,
      'Symbols: * fixed cell, . empty cell. The block to drop next is drawn in a panel with #, in each of its four rotations.',
      `Each step you drop the current block by choosing a drop column and a rotation. Columns are numbered 1 to ${width} from the left (one-based); the drop column is where the block's leftmost cell goes. The rotation is clockwise in degrees: 0, 90, 180 or 270.`,
      `A block that is w cells wide in the chosen rotation fits drop columns 1 to ${width + 1}-w; a column left of 1 or right of that range moves the block to the nearest one that fits.`,
      'The block enters with its top row on the top row of the board and falls straight down until one of its cells rests on a fixed cell or on the floor (it never slides sideways); then it becomes fixed.',
      'Every row that is completely filled is cleared, the rows above it move down, and you score 1 point per cleared row.',
      'If the block cannot enter the board because it would overlap a fixed cell in the top rows, the episode ends at once.',
      'Each block is one of the seven blocks I, J, L, O, S, T, Z, drawn at random independently of the others; you see only the block to drop now.',
      `The episode ends after ${params.maxSteps} steps, when a block cannot enter the board, or when you answer END. Your score is the number of rows cleared.`,
      'An invalid answer (a rotation other than 0, 90, 180, 270, a column that is not a whole number, or unreadable text) changes nothing, but the step still counts.',
      '',
      "The four rotations of every block (each drawn in its bounding box; the box's left edge goes in the drop column):",
      ...rotationTable(),
      '',
      'Think as you like, then end your reply with exactly one final line:',
      answerContract('<drop column> <rotation>'),
      'For example: Answer: 3 90, Score: 0',
      'To stop the episode early, end your reply with: Answer: END, Score: 0',
    ].join('\n');
  },

  observation(observation: TetrisObservation, _player: number): string {
    const { rules } = observation;
    const lines = [`Board (${rules.width} columns x ${rules.height} rows; drop columns numbered from 1 on the left):`];
    lines.push(columnRuler(rules.width), ...observation.board.map((row) => [...row].join(' ')));
    if (observation.end === null) {
      lines.push(`Current block: ${observation.current} (drop it now)`);
      lines.push(
        ...sideBySide(
          rotations.map((rotation) => {
            const shape = pieceShape(observation.current, rotation);
            const last = rules.width - shape.width + 1;
            return { title: `${rotation}: columns 1-${last}`, rows: shape.rows };
          }),
          '  ',
        ),
      );
    }
    lines.push(`Steps taken: ${observation.step} of ${rules.maxSteps} (${rules.maxSteps - observation.step} left)`);
    const last = observation.last;
    if (last) {
      const what =
        last.action.type === 'end'
          ? 'ended the episode'
          : last.action.type === 'none'
            ? 'not a valid answer; nothing changed'
            : last.toppedOut
              ? `the ${last.piece} block could not enter the board`
              : last.cleared > 0
                ? `the ${last.piece} block cleared ${last.cleared} ${last.cleared === 1 ? 'row' : 'rows'}`
                : `the ${last.piece} block landed; no row cleared`;
      lines.push(`Last action: ${tetrisText.action(last.action)} -> ${what}`);
    }
    if (observation.end) lines.push(`Episode over: ${endText(observation.end)}.`);
    return lines.join('\n');
  },

  action: (action: TetrisAction): string =>
    action.type === 'end' ? 'END' : action.type === 'none' ? 'none' : `${action.column} ${action.rotation}`,

  parseAction(text: string, observation: TetrisObservation, _player: number): ParseResult<TetrisAction> {
    if (text.trim() === '') return { ok: false, error: `empty reply: ${contract}; ${example}` };
    const answer = answerText(text)
      .replace(/^[\s"'`<[(*]+|[\s"'`>\])*.!]+$/g, '')
      .trim();
    if (/^end$/i.test(answer)) return { ok: true, action: { type: 'end' } };
    const match = actionPattern.exec(answer);
    if (!match) {
      if (parseAnswerLine(text) === null && looksLikeProse(text)) {
        return { ok: false, error: `no "Answer:" line found in ${quote(text)}: ${contract}; ${example}` };
      }
      return {
        ok: false,
        error: `${quote(answer)} is not a drop: answer "<drop column> <rotation>" (two numbers), ${example}; or END`,
      };
    }
    const column = Number(match[1]);
    const rotation = Number(match[2]);
    if (!rotations.includes(rotation as Rotation)) {
      return {
        ok: false,
        error: `rotation ${match[2]} is not allowed: the rotation is clockwise in degrees and must be 0, 90, 180 or 270`,
      };
    }
    if (!Number.isInteger(column)) {
      return {
        ok: false,
        error: `column ${match[1]} is not a whole number: drop columns are counted from 1 (leftmost)`,
      };
    }
    if (observation.end !== null) return { ok: false, error: 'the episode is over; no action applies' };
    // A column off the board moves the block to the nearest column where it fits (KORGym clamps it).
    const last = observation.rules.width - pieceShape(observation.current, rotation as Rotation).width + 1;
    const fitted = Math.min(Math.max(column, 1), last);
    return { ok: true, action: { type: 'drop', column: fitted, rotation: rotation as Rotation } };
  },
} satisfies TextCodec<TetrisAction, TetrisObservation>;

/** The rotation table of the rules text: one block of lines per piece, its four rotations side by side. */
export function rotationTable(): string[] {
  const lines: string[] = [];
  for (const name of pieceNames) {
    lines.push(
      ...sideBySide(
        rotations.map((rotation) => ({ title: `${name} ${rotation}`, rows: pieceShape(name, rotation).rows })),
        '',
      ),
    );
  }
  return lines;
}

/** Drawings with a title each, laid out left to right with their first rows aligned. */
function sideBySide(drawings: readonly { title: string; rows: readonly string[] }[], indent: string): string[] {
  const widths = drawings.map(
    (drawing) => Math.max(drawing.title.length, ...drawing.rows.map((row) => row.length)) + 3,
  );
  const height = Math.max(...drawings.map((drawing) => drawing.rows.length));
  const lines = [drawings.map((drawing, at) => drawing.title.padEnd(widths[at] as number)).join('')];
  for (let row = 0; row < height; row++) {
    lines.push(drawings.map((drawing, at) => (drawing.rows[row] ?? '').padEnd(widths[at] as number)).join(''));
  }
  return lines.map((line) => `${indent}${line}`.trimEnd());
}

/** Column numbers over the board; each number starts above its cell (cells are two characters apart). */
function columnRuler(width: number): string {
  let ruler = '';
  for (let column = 1; column <= width; column++) ruler += String(column).padEnd(2);
  return ruler.trimEnd();
}

function endText(end: TetrisEnd): string {
  switch (end) {
    case 'top-out':
      return 'a block could not enter the board';
    case 'max-steps':
      return 'the step limit was reached';
    case 'agent-ended':
      return 'the player answered END';
  }
}
