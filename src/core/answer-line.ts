// The S³Gym reply contract shared by every text game: a reply ends with `Answer: <action>, Score: <self-score>`.
import type { InvalidActionPolicy, Params } from './game.js';

/** The parsed final line of a reply: the action text and the self-judged score, when present. */
export interface AnswerLine {
  readonly answer: string;
  readonly score?: number;
}

const answerPattern = /answer\s*:\s*(.*?)\s*(?:,\s*score\s*:\s*(-?\d+(?:\.\d+)?)\s*)?$/i;

/** The last `Answer: …, Score: …` line of `text`, or null when there is none. */
export function parseAnswerLine(text: string): AnswerLine | null {
  const lines = text.trim().split(/\r?\n/);
  for (let index = lines.length - 1; index >= 0; index--) {
    const line = (lines[index] ?? '').trim().replace(/^[*_`\s]+|[*_`\s]+$/g, '');
    const match = answerPattern.exec(line);
    if (match) {
      const score = match[2] === undefined ? undefined : Number(match[2]);
      return score === undefined ? { answer: match[1] ?? '' } : { answer: match[1] ?? '', score };
    }
  }
  return null;
}

/** The action part of a reply: the answer line's action if there is one, else the whole trimmed text. */
export function answerText(text: string): string {
  return parseAnswerLine(text)?.answer ?? text.trim();
}

/** Formats the final line of a reply. */
export function formatAnswerLine(action: string, score: number): string {
  return `Answer: ${action}, Score: ${score}`;
}

/** A reply shortened to one line of at most 60 characters, in quotes, for feedback messages. */
export function quote(text: string): string {
  const flat = text.trim().replace(/\s+/g, ' ');
  return `'${flat.length > 60 ? `${flat.slice(0, 57)}...` : flat}'`;
}

/** True for a reply that reads as sentences rather than a bare (mistyped) action: several lines or many words. */
export function looksLikeProse(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.includes('\n') || trimmed.split(/\s+/).length > 3;
}

/**
 * The answer-contract line of an S³Gym game's rules text: the game's action syntax and the paper's generic self-score
 * contract, with no per-game hint on what to self-score (hints change NMAE).
 */
export function answerContract(actionSyntax: string): string {
  return `Answer: ${actionSyntax}, Score: <the immediate reward you expect this action to earn>`;
}

/**
 * The S³Gym rule for invalid answers (the paper's configuration table, as in KORGym): an invalid answer is a no-op that
 * uses up a step — the game's `defaultAction`, with no re-ask — except under presets where `endsEpisode(params)` holds
 * (snake's strict rules), where the first one ends the episode, keeping the score.
 */
export function s3gymInvalidAnswers(
  endsEpisode: (params: Params) => boolean = () => false,
): (params: Params) => InvalidActionPolicy {
  return (params) => (endsEpisode(params) ? { retries: 0, fallback: 'forfeit' } : { retries: 0, fallback: 'default' });
}
