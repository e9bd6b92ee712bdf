// The text models and logs see: S³Gym's nullify instruction, the unit list in KORGym's notation with exact numbers,
// and the answer contract.
import { answerContract, answerText, parseAnswerLine, quote } from '../../core/answer-line.js';
import type { Params, ParseResult, TextCodec } from '../../core/game.js';
import type { NullifyAction, NullifyEnd, NullifyLast, NullifyObservation } from './nullify-state.js';
import { unitText } from './nullify-unit.js';

const contract =
  'end your reply with the line "Answer: <i> <j>, Score: <expected reward>" (or "Answer: END, Score: 0")';

/** Renders nullify rules, unit lists and combinations as text, and reads `i j` / `END` back. */
export const nullifyText = {
  rules(params: Params, _player: number): string {
    return [
      'You are playing Nullify. The board is a list of units, numbered from 0 and listed as [0], [1], [2], ...',
      'A unit is a number or an operator:',
      '- a number carries its sign: +7, -3, +3.47, -7/3 (numbers are exact: a decimal is exact, a fraction is in lowest terms);',
      '- *n multiplies a number by n and /n divides it by n (n is a non-zero integer and may be negative, as in *-3);',
      '- sqrt takes the square root, square squares, reciprocal gives 1/x, floor rounds down to an integer, ceil rounds up to an integer.',
      'Each step you combine two units by answering their indices "i j" (the order of the two does not matter):',
      '- two numbers combine into their sum; when the sum is 0 (same size, opposite signs) both units vanish and nothing replaces them;',
      '- an operator and a number combine into the operator applied to the number;',
      '- two operators do not combine, sqrt does not apply to a negative number, and reciprocal does not apply to 0.',
      'The result of a combination is a new number unit placed at the end of the list. After every combination the units are renumbered from 0 in order.',
      'A number that is not rational (the square root of a number that is not a square) is written as an exact expression with its approximate value, for example: sqrt(7) + 3 (≈ +5.645751) or (sqrt(7) + 1)^2 * 2/3 (≈ +8.861002).',
      'Goal: eliminate every unit; a single unit left holding 0 counts as eliminated too.',
      `The episode ends when every unit is eliminated (score 1), when the units left can no longer be combined (a single non-zero number, say: score 0), after ${params.maxSteps} steps (score 0), or when you answer END (score 0).`,
      'Your score is 1 if every unit is eliminated, else 0.',
      'An invalid answer (not two existing indices, or two units that do not combine) changes nothing but uses up a step.',
      '',
      'Think as you like, then end your reply with exactly one final line:',
      answerContract('<i> <j>'),
      'To stop the episode early, end your reply with: Answer: END, Score: 0',
    ].join('\n');
  },

  observation(observation: NullifyObservation, _player: number): string {
    const { units, rules } = observation;
    const lines: string[] = [];
    if (units.length === 0) lines.push('Units: none left.');
    else {
      lines.push(`Units (${units.length}, indices 0 to ${units.length - 1}):`);
      units.forEach((unit, index) => {
        lines.push(`[${index}] ${unitText(unit)}`);
      });
    }
    lines.push(`Steps taken: ${observation.step} of ${rules.maxSteps} (${rules.maxSteps - observation.step} left)`);
    const { last } = observation;
    if (last) lines.push(`Last action: ${lastText(last, units.length)}`);
    if (observation.end) lines.push(`Episode over: ${endText(observation.end)}.`);
    return lines.join('\n');
  },

  action: (action: NullifyAction): string =>
    action.type === 'end' ? 'END' : action.type === 'none' ? '(no-op)' : `${action.first} ${action.second}`,

  parseAction(text: string, observation: NullifyObservation, _player: number): ParseResult<NullifyAction> {
    const count = observation.units.length;
    const range = count > 0 ? `the units are now numbered 0 to ${count - 1}` : 'no units are left';
    if (text.trim() === '') return { ok: false, error: `empty reply: ${contract}; ${range}` };
    const answer = answerText(text)
      .replace(/^[\s"'`*<]+|[\s"'`*>.!]+$/g, '')
      .trim();
    if (answer.toUpperCase() === 'END') return { ok: true, action: { type: 'end' } };
    const match = /^[[(]?\s*(-?\d+)\s*[\])]?\s*(?:,|\s|\band\b|&)\s*[[(]?\s*(-?\d+)\s*[\])]?$/i.exec(answer);
    if (!match) {
      if (parseAnswerLine(text) === null) {
        return { ok: false, error: `no "Answer:" line found in ${quote(text)}: ${contract}; ${range}` };
      }
      return {
        ok: false,
        error: `${quote(answer)} is not two unit indices: answer "i j" with two different indices (${range}), or END`,
      };
    }
    const a = Number(match[1]);
    const b = Number(match[2]);
    for (const index of [a, b]) {
      if (index < 0 || index >= count) {
        return {
          ok: false,
          error: `unit ${index} does not exist: ${range} (indices renumber after every combination)`,
        };
      }
    }
    if (a === b) return { ok: false, error: `'${answer}' names unit ${a} twice: combine two different units` };
    return { ok: true, action: { type: 'combine', first: Math.min(a, b), second: Math.max(a, b) } };
  },
} satisfies TextCodec<NullifyAction, NullifyObservation>;

/** What the last action did; a merged number is the last unit of the `count` now on the board. */
function lastText(last: NullifyLast, count: number): string {
  if (last.result === 'ended') return 'END';
  if (last.result === 'nothing') return 'an invalid answer -> nothing changed (the step is used up)';
  const [a, b] = last.units.map(unitText);
  const pair = `${last.action.first} ${last.action.second} (${a} with ${b})`;
  return last.result === 'cancelled'
    ? `${pair} -> the sum is 0: both units vanished; the units were renumbered`
    : `${pair} -> the result is the new last unit [${count - 1}]; the units were renumbered`;
}

function endText(end: NullifyEnd): string {
  switch (end) {
    case 'cleared':
      return 'every unit was eliminated';
    case 'stuck':
      return 'the units left can no longer be combined';
    case 'max-steps':
      return 'the step limit was reached';
    case 'agent-ended':
      return 'the player answered END';
  }
}
