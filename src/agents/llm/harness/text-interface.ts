// The S³Gym text contract: the reply ends with `Answer: <action>, Score: <self-judged immediate reward>`; the action
// text goes to the game's codec through playMatch, which counts what does not parse as an invalid attempt.
import { parseAnswerLine } from '../../../core/answer-line.js';
import type { ActionInterface, Interpretation } from './harness.js';
import { shorten } from './shorten.js';

/** Instructions for the text contract, closing the system message. */
export const textContract = [
  'Think as much as you need, then end your reply with exactly one final line:',
  'Answer: <action>, Score: <your estimate of the immediate reward this action earns you>',
  'Write <action> exactly as the game writes actions.',
].join('\n');

/** The model answers in text; the last `Answer:` line gives the action and the self-judged score. */
export function textInterface(): ActionInterface {
  return {
    name: 'text',
    prepare: () => ({
      instructions: { role: 'system', title: 'Answer format', body: textContract },
      interpret: (response) => interpretText(response.text),
    }),
  };
}

/** Reads a text reply: the answer line's action and score, or the whole reply for the codec when there is no such line. */
export function interpretText(text: string): Interpretation {
  const line = parseAnswerLine(text);
  if (!line) return { ok: true, text, answer: text.trim() ? shorten(text, 120) : '(empty reply)' };
  const answer = line.score === undefined ? `Answer: ${line.answer}` : `Answer: ${line.answer}, Score: ${line.score}`;
  const lines = text.trimEnd().split(/\r?\n/);
  let last = lines.length - 1;
  while (last > 0 && !/answer\s*:/i.test(lines[last] ?? '')) last--;
  const reasoning = shorten(lines.slice(0, last).join('\n'));
  const interpretation: Interpretation & { ok: true } = { ok: true, text: line.answer, answer };
  return {
    ...interpretation,
    ...(line.score === undefined ? {} : { selfScore: line.score }),
    ...(reasoning ? { note: reasoning } : {}),
  };
}
