// A Learn2Play run's stored matches as episodes: each agent episode paired with the reference solver's match on the
// same (trial, episode), scored, normalised, with its action texts and what its model calls cost.
import type { Learn2PlayLabel } from '../core/match-label.js';
import type { MatchRecord } from '../core/match-record.js';
import { normalisedScore } from './normalised-score.js';

/** A stored match of a Learn2Play run with its label. */
export interface Learn2PlayRecord {
  readonly label: Learn2PlayLabel;
  readonly record: MatchRecord;
}

/** One agent episode of one trial. */
export interface Learn2PlayEpisode {
  readonly game: string;
  readonly experience: string;
  readonly trial: number;
  /** 1-based. */
  readonly episode: number;
  /** The agent's score; null when its match ended without a score that counts (an infrastructure failure or crash). */
  readonly raw: number | null;
  /** The solver's score on the same instance; null when it has none (not stored, or not scored). */
  readonly reference: number | null;
  /** 100 × raw ÷ reference; null when either is missing or the reference is ≤ 0 (see normalisedScore). */
  readonly normalised: number | null;
  /** The agent's action texts in play order (behaviour figures). */
  readonly actions: readonly string[];
  /** Tokens and dollars of the agent's model calls in the episode (decisions and rejected attempts). */
  readonly tokens: number;
  readonly dollars: number;
}

/** The seat-0 score of a record whose end counts, else null. */
function scoreOf(record: MatchRecord | undefined): number | null {
  return record?.end.scores?.[0] ?? null;
}

/** Tokens and dollars of a single-seat record's model calls. */
function usageOf(record: MatchRecord): { tokens: number; dollars: number } {
  let tokens = 0;
  let dollars = 0;
  const add = (usage: { inputTokens?: number; outputTokens?: number; costUsd?: number } | undefined) => {
    tokens += (usage?.inputTokens ?? 0) + (usage?.outputTokens ?? 0);
    dollars += usage?.costUsd ?? 0;
  };
  for (const step of record.steps)
    for (const move of step.moves) {
      add(move.usage);
      for (const attempt of move.invalid ?? []) add(attempt.usage);
    }
  for (const attempt of record.end.attempts ?? []) add(attempt.usage);
  return { tokens, dollars };
}

/** The agent episodes of `records`, sorted by game, experience, trial and episode. */
export function learn2playEpisodes(records: readonly Learn2PlayRecord[]): Learn2PlayEpisode[] {
  const key = (label: Learn2PlayLabel) => JSON.stringify([label.game, label.experience, label.trial, label.episode]);
  const references = new Map<string, MatchRecord>();
  for (const { label, record } of records) if (label.role === 'reference') references.set(key(label), record);
  const episodes: Learn2PlayEpisode[] = [];
  for (const { label, record } of records) {
    if (label.role !== 'agent') continue;
    const raw = scoreOf(record);
    const reference = scoreOf(references.get(key(label)));
    episodes.push({
      game: label.game,
      experience: label.experience,
      trial: label.trial,
      episode: label.episode,
      raw,
      reference,
      normalised: normalisedScore(raw, reference),
      actions: record.steps.flatMap((step) => step.moves.map((move) => move.text)),
      ...usageOf(record),
    });
  }
  const order = (a: Learn2PlayEpisode, b: Learn2PlayEpisode) =>
    (a.game < b.game ? -1 : a.game > b.game ? 1 : 0) ||
    (a.experience < b.experience ? -1 : a.experience > b.experience ? 1 : 0) ||
    a.trial - b.trial ||
    a.episode - b.episode;
  return episodes.sort(order);
}
