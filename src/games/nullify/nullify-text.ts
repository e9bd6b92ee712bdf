// The text models and logs see: S³Gym's nullify instruction, the unit list in exact notation, and the answer contract.
import { answerText, parseAnswerLine, quote } from '../../core/answer-line.js';
import type { Params, ParseResult, TextCodec } from '../../core/game.js';
import { exprText } from './nullify-expr.js';
import type { NullifyAction, NullifyEnd, NullifyObservation } from './nullify-state.js';

const contract =
  'end your reply with the line "Answer: <i> <j>, Score: <expected reward>" (or "Answer: END, Score: 0")';

/** Renders nullify rules, unit lists and combinations as text, and reads `i j` / `END` back. */
export const nullifyText = {
  rules(params: Params, _player: number): string {
    const strict = params.strict === true;
    return [
      'You are playing Nullify. There are indexed units; each unit holds one exact number, written as an expression.',
      'Notation: 7 integer, 7/2 fraction, -x negation, √x square root, x² square, 1/x reciprocal, floor(x) rounds down, ceil(x) rounds up, x × y product, x ÷ y quotient. Brackets group; evaluate exactly, not with decimals.',
      'Units are numbered from 0 and listed as [0], [1], [2], ...',
      'Each step you combine two units by answering their indices "i j" (zero-based; the order of the two does not matter):',
      '- If their values are equal in magnitude and opposite in sign (x and -x), they cancel: both units vanish.',
      '- Otherwise they merge into one unit holding their product, written (unit i) × (unit j), at the lower of the two indices.',
      'After every combination the units are renumbered from 0 in order: units after a removed one move down by one.',
      'Goal: eliminate every unit. Every instance can be fully eliminated; merging the wrong units can make that impossible.',
      `The episode ends when no unit is left (score 1), when a single unit is left (it can never cancel: score 0), after ${params.maxSteps} steps (score 0), or when you answer END (score 0).`,
      'Your score is 1 if every unit is eliminated, else 0; the reward of a step is 1 for the combination that removes the last units, else 0.',
      strict
        ? 'An invalid answer (not two different existing indices) ends the episode.'
        : 'An invalid answer (not two different existing indices) is rejected with a message and you answer again.',
      '',
      'Think as you like, then end your reply with exactly one final line:',
      'Answer: <i> <j>, Score: <the immediate reward you expect: 1 if this combination eliminates the last units, else 0>',
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
        lines.push(`[${index}] ${exprText(unit)}`);
      });
    }
    lines.push(
      `Steps taken: ${observation.step} of ${rules.maxSteps} (${rules.maxSteps - observation.step} left)`,
      `Score: ${observation.score}`,
    );
    const { last } = observation;
    if (last) {
      const done =
        last.result === 'ended'
          ? 'ended the episode'
          : last.result === 'cancelled'
            ? 'the two units cancelled and vanished; the units were renumbered'
            : `the two units merged into their product at [${last.action.type === 'combine' ? last.action.first : 0}]; the units after it were renumbered`;
      lines.push(`Last action: ${nullifyText.action(last.action)} -> ${done}`);
    }
    if (observation.end) lines.push(`Episode over: ${endText(observation.end)}. Final score: ${observation.score}.`);
    return lines.join('\n');
  },

  action: (action: NullifyAction): string => (action.type === 'end' ? 'END' : `${action.first} ${action.second}`),

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

function endText(end: NullifyEnd): string {
  switch (end) {
    case 'cleared':
      return 'every unit was eliminated';
    case 'stuck':
      return 'a single unit is left and can never cancel';
    case 'max-steps':
      return 'the step limit was reached';
    case 'agent-ended':
      return 'the player answered END';
  }
}
