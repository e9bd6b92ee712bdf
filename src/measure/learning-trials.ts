// The explore/evaluate episodes of a run, regrouped per (game, pathway, trial) from labelled match records: the one
// input every learning metric reads, sorted so that results never depend on the order records were stored in.
import type { Params } from '../core/game.js';
import type { EpisodeLabel } from '../core/match-label.js';
import type { MatchRecord } from '../core/match-record.js';
import type { Transition } from './self-judging.js';

/** A stored match with its explore/evaluate label. */
export interface LabelledRecord {
  readonly label: EpisodeLabel;
  readonly record: MatchRecord;
}

/** One evaluation episode's score at a checkpoint. */
export interface EvaluationEpisode {
  readonly checkpoint: number;
  readonly episode: number;
  readonly score: number;
  /** The match seed: with fixed evaluation seeds episode j has the same seed at every checkpoint. */
  readonly seed?: number;
}

/** One exploration episode's judged transitions. */
export interface ExplorationEpisode {
  readonly checkpoint: number;
  readonly episode: number;
  readonly transitions: readonly Transition[];
}

/** Everything one independent trial of one pathway on one game produced. */
export interface LearningTrial {
  readonly game: string;
  readonly pathway: string;
  readonly trial: number;
  readonly evaluation: readonly EvaluationEpisode[];
  readonly exploration: readonly ExplorationEpisode[];
  /** Parameters of an evaluation episode (for the game's score unit), when there is one. */
  readonly evaluationParams?: Params;
}

/** The transitions of a record that carry both a self-score and a reward (seat 0 unless `player` says otherwise). */
export function judgedTransitions(record: MatchRecord, player = 0): Transition[] {
  const transitions: Transition[] = [];
  for (const step of record.steps) {
    const reward = step.rewards?.[player];
    for (const move of step.moves) {
      if (move.player !== player || move.fallback) continue;
      if (typeof move.selfScore !== 'number' || !Number.isFinite(move.selfScore)) continue;
      if (typeof reward !== 'number' || !Number.isFinite(reward)) continue;
      transitions.push({ selfScore: move.selfScore, reward });
    }
  }
  return transitions;
}

function compareLabelled(a: LabelledRecord, b: LabelledRecord): number {
  const x = a.label;
  const y = b.label;
  return (
    compareText(x.game, y.game) ||
    compareText(x.pathway, y.pathway) ||
    x.trial - y.trial ||
    compareText(x.phase, y.phase) ||
    x.checkpoint - y.checkpoint ||
    x.episode - y.episode ||
    compareText(a.record.id, b.record.id)
  );
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Groups labelled records into trials, sorted by game, pathway and trial; evaluation episodes without a score
 * (`error`, `infra`) are left out, as are duplicate labels (the first record in sorted order is kept).
 */
export function learningTrials(records: readonly LabelledRecord[]): LearningTrial[] {
  const sorted = [...records].sort(compareLabelled);
  const trials = new Map<string, { trial: LearningTrial; seen: Set<string> }>();
  for (const { label, record } of sorted) {
    const key = JSON.stringify([label.game, label.pathway, label.trial]);
    let entry = trials.get(key);
    if (!entry) {
      entry = {
        trial: { game: label.game, pathway: label.pathway, trial: label.trial, evaluation: [], exploration: [] },
        seen: new Set(),
      };
      trials.set(key, entry);
    }
    const position = JSON.stringify([label.phase, label.checkpoint, label.episode]);
    if (entry.seen.has(position)) continue;
    entry.seen.add(position);
    const trial = entry.trial;
    if (label.phase === 'eval') {
      const score = record.end.scores?.[0];
      if (typeof score !== 'number' || !Number.isFinite(score)) continue;
      (trial.evaluation as EvaluationEpisode[]).push({
        checkpoint: label.checkpoint,
        episode: label.episode,
        score,
        seed: record.seed,
      });
      if (!trial.evaluationParams) entry.trial = { ...trial, evaluationParams: record.params };
    } else {
      (trial.exploration as ExplorationEpisode[]).push({
        checkpoint: label.checkpoint,
        episode: label.episode,
        transitions: judgedTransitions(record),
      });
    }
  }
  return [...trials.values()].map((entry) => entry.trial);
}
