// The text models and logs see: S³Gym's system instruction, the board with the paper's symbols, and the answer contract.
import { answerContract, answerText, parseAnswerLine, quote } from '../../core/answer-line.js';
import type { Params, ParseResult, TextCodec } from '../../core/game.js';
import {
  type Cell,
  cellIndex,
  type SnakeAction,
  type SnakeEnd,
  type SnakeMoveResult,
  type SnakeObservation,
  snakeDirections,
} from './snake-state.js';

const actionNames: readonly SnakeAction[] = [...snakeDirections, 'END'];
const validAnswers = 'valid answers: UP, DOWN, LEFT, RIGHT, END';
const contract = 'end your reply with the line "Answer: <UP|DOWN|LEFT|RIGHT>, Score: <expected reward>"';

/** Renders snake rules, boards and moves as text, and reads moves back from bare words or `Answer:` lines. */
export const snakeText = {
  rules(params: Params, _player: number): string {
    const strict = params.strict === true;
    const apples = Number(params.apples);
    const width = Number(params.width);
    const height = Number(params.height);
    const obstacles = Number(params.obstacles) > 0;
    return [
      `You are controlling a snake on a ${width}x${height} board of cells, surrounded by walls (${width + 2}x${
        height + 2
      } with the walls).`,
      `Symbols: # wall, H snake head, S snake body, A apple,${obstacles ? ' X obstacle,' : ''} . empty cell.`,
      'Positions are (row, column), counted from 0 at the top-left wall corner, so the first interior cell is (1, 1).',
      'The snake starts as a lone head moving UP. Each step you give a direction, UP, DOWN, LEFT or RIGHT: the head moves one cell that way and the body follows it.',
      `Moving the head onto an apple eats it: the snake grows by one cell and you score 1 point. There ${
        apples === 1 ? 'is 1 apple' : `are ${apples} apples`
      } on the board; each eaten apple is replaced on a random empty cell.`,
      strict
        ? 'The snake cannot reverse: answering the direction opposite to the current one keeps the snake moving in its current direction.'
        : 'The snake cannot reverse: answering the direction opposite to the current one is a no-op: the snake stays where it is, but the step still counts.',
      'The head cannot enter any cell of the snake, including the one the tail is about to leave.',
      strict
        ? `Moving into a wall${obstacles ? ', an obstacle' : ''} or the snake ends the episode at once, and so does an answer that is not a valid move; apples already eaten still count.`
        : `Moving into a wall${obstacles ? ', an obstacle' : ''} or the snake is a no-op: the snake stays where it is, but the step still counts. An answer that is not a valid move is a no-op too.`,
      `The episode ends after ${params.maxSteps} steps, when you answer END, or when the board has no room for a new apple.`,
      'Your score is the number of apples eaten.',
      '',
      'Think as you like, then end your reply with exactly one final line:',
      answerContract('<UP|DOWN|LEFT|RIGHT>'),
      'To stop the episode early, end your reply with: Answer: END, Score: 0',
    ].join('\n');
  },

  observation(observation: SnakeObservation, _player: number): string {
    const { rules } = observation;
    const lines = renderBoard(observation);
    const left = rules.maxSteps - observation.step;
    lines.push(
      `Steps taken: ${observation.step} of ${rules.maxSteps} (${left} left)`,
      `Current direction: ${observation.direction}`,
      `Head: ${cellText(observation.snake[0] as Cell)}; ${
        observation.apples.length === 1 ? 'apple' : 'apples'
      }: ${observation.apples.map(cellText).join(', ') || 'none'}`,
    );
    if (observation.last) {
      lines.push(`Last action: ${observation.last.action} -> ${lastText(observation)}`);
    }
    if (observation.end) lines.push(`Episode over: ${endText(observation.end)}.`);
    return lines.join('\n');
  },

  action: (action: SnakeAction): string => action,

  parseAction(text: string, _observation: SnakeObservation, _player: number): ParseResult<SnakeAction> {
    if (text.trim() === '') return { ok: false, error: `empty reply: ${contract}; ${validAnswers}` };
    const word = answerText(text)
      .replace(/^[\s"'`<[(*]+|[\s"'`>\])*.!]+$/g, '')
      .toUpperCase();
    const action = actionNames.find((name) => name === word);
    if (action) return { ok: true, action };
    if (parseAnswerLine(text) === null) {
      return { ok: false, error: `no "Answer:" line found in ${quote(text)}: ${contract}; ${validAnswers}` };
    }
    return { ok: false, error: `${quote(word)} is not a move: ${validAnswers}` };
  },
} satisfies TextCodec<SnakeAction, SnakeObservation>;

/** The board as rows of symbols, walls included. */
function renderBoard(observation: SnakeObservation): string[] {
  const { rules } = observation;
  const columns = rules.width + 2;
  const grid = new Array<string>(columns * (rules.height + 2)).fill('.');
  for (let row = 0; row < rules.height + 2; row++) {
    for (let column = 0; column < columns; column++) {
      if (row === 0 || column === 0 || row === rules.height + 1 || column === columns - 1) {
        grid[row * columns + column] = '#';
      }
    }
  }
  for (const cell of observation.obstacles) grid[cellIndex(rules, cell)] = 'X';
  for (const cell of observation.apples) grid[cellIndex(rules, cell)] = 'A';
  for (const cell of observation.snake) grid[cellIndex(rules, cell)] = 'S';
  grid[cellIndex(rules, observation.snake[0] as Cell)] = 'H';
  const lines: string[] = [];
  for (let row = 0; row < rules.height + 2; row++) lines.push(grid.slice(row * columns, (row + 1) * columns).join(''));
  return lines;
}

function cellText(cell: Cell): string {
  return `(${cell[0]}, ${cell[1]})`;
}

/** What the last action did, as the player reads it. */
function lastText(observation: SnakeObservation): string {
  const last = observation.last;
  if (!last) return '';
  const text = resultText(last.result, observation.rules.strict);
  return last.reversed ? `a reversal, so the snake kept moving ${observation.direction}: ${text}` : text;
}

function resultText(result: SnakeMoveResult, strict: boolean): string {
  const blocked = strict ? 'episode over' : 'no-op: the snake stayed where it was';
  const noOp = 'no-op: the snake stayed where it was';
  switch (result) {
    case 'moved':
      return 'moved';
    case 'ate':
      return 'ate an apple; the snake grew by one cell';
    case 'wall':
      return `hit the wall (${blocked})`;
    case 'obstacle':
      return `hit an obstacle (${blocked})`;
    case 'body':
      return `hit the snake (${blocked})`;
    case 'reverse':
      return `a reversal (${noOp})`;
    case 'none':
      return `not a valid move (${noOp})`;
    case 'end':
      return 'ended the episode';
  }
}

function endText(end: SnakeEnd): string {
  switch (end) {
    case 'max-steps':
      return 'the step limit was reached';
    case 'agent-ended':
      return 'the player answered END';
    case 'wall':
      return 'the snake hit the wall';
    case 'obstacle':
      return 'the snake hit an obstacle';
    case 'body':
      return 'the snake hit itself';
    case 'board-full':
      return 'the board has no room left for an apple';
  }
}
