// An episode as a learning prompt reads it: the learning seat's steps as text, and how the episode ended for it.
import type { MatchRecord } from '../core/match-record.js';
import { episodeSteps, learningSeat } from './episode-steps.js';

/** How an episode ended for its learning seat. */
export interface EpisodeOutcome {
  /** Its final score (0 when the episode carries none). */
  readonly score: number;
  /** With several seats: its score is strictly the highest; alone: its score is above 0. */
  readonly won: boolean;
  /** The record's end status, e.g. `finished`, `step-limit`, `forfeit`. */
  readonly status: string;
}

/** The learning seat's outcome of `record`. */
export function episodeOutcome(record: MatchRecord): EpisodeOutcome {
  const seat = learningSeat(record);
  const scores = record.end.scores ?? [];
  const score = scores[seat] ?? 0;
  const others = scores.filter((_, index) => index !== seat);
  const won = record.seats.length > 1 ? others.every((other) => score > other) : score > 0;
  return { score, won, status: record.end.status };
}

/**
 * The learning seat's steps of `record` (observation, answer, reward) and its outcome as text, cut to `maxChars` by
 * dropping middle steps (the opening and the ending say the most about what happened).
 */
export function episodeText(record: MatchRecord, maxChars = 12_000): string {
  const steps = episodeSteps(record).map((step) => {
    const reward = step.reward === undefined ? '' : `\nReward: ${step.reward}`;
    return `Step ${step.step + 1}\nObservation: ${step.env}\nAction: ${step.answer}${reward}`;
  });
  const outcome = episodeOutcome(record);
  const end = `Outcome: ${outcome.status}, score ${outcome.score}${record.seats.length > 1 ? (outcome.won ? ' (won)' : ' (not won)') : ''}`;
  const whole = [...steps, end].join('\n\n');
  if (whole.length <= maxChars) return whole;
  // Half the room for the opening steps, the rest for the last ones; a line says how many were left out.
  const room = maxChars - end.length - 40;
  const head: string[] = [];
  let used = 0;
  for (const step of steps) {
    if (used + step.length + 2 > room / 2) break;
    head.push(step);
    used += step.length + 2;
  }
  const tail: string[] = [];
  for (let index = steps.length - 1; index >= head.length; index--) {
    const step = steps[index] as string;
    if (used + step.length + 2 > room) break;
    tail.unshift(step);
    used += step.length + 2;
  }
  const omitted = steps.length - head.length - tail.length;
  return [...head, `(${omitted} steps omitted)`, ...tail, end].join('\n\n');
}
