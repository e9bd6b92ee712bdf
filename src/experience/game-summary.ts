// A finished game as the learning prompts of prompt-evolution and skill-library read it: its number, its outcome for
// the learning seat and its steps as text, plus the rules that seat was given.
import type { MatchRecord } from '../core/match-record.js';
import { findGame } from '../games/registry.js';
import { learningSeat } from './episode-steps.js';
import { type EpisodeOutcome, episodeOutcome, episodeText } from './episode-text.js';

/** One game: its number among the games learned from (from 0), its outcome and its steps cut to a length. */
export interface GameSummary {
  readonly game: number;
  readonly outcome: EpisodeOutcome;
  readonly text: string;
}

/** Game number `game` of `record`, its text cut to `maxChars`. */
export function gameSummary(record: MatchRecord, game: number, maxChars: number): GameSummary {
  return { game, outcome: episodeOutcome(record), text: episodeText(record, maxChars) };
}

/** A game as a learning prompt shows it, under a heading with its number and outcome. */
export function gameSummaryText(summary: GameSummary): string {
  const { outcome } = summary;
  const result = `${outcome.status}, score ${outcome.score}, ${outcome.won ? 'won' : 'not won'}`;
  return `### Game ${summary.game + 1} (${result})\n${summary.text}`;
}

/** The game's rules as the learning seat of `record` was given them. */
export function recordRules(record: MatchRecord): string {
  return findGame(record.game).game.text.rules(record.params, learningSeat(record), record.seats.length);
}
