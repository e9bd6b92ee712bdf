// Synthetic explore/evaluate records for tests of the learning metrics, reports and SFT export: valid records with
// labels, per-step rewards, self-scores and the model exchange behind each exploration move.

import type { EpisodeLabel } from '../core/match-label.js';
import { MATCH_RECORD_FORMAT, type MatchRecord, matchId, type StepRecord } from '../core/match-record.js';
import type { LabelledRecord } from './learning-trials.js';

/** The shape of a fixture run. */
export interface FixtureOptions {
  readonly games?: readonly string[];
  readonly pathways?: readonly string[];
  readonly trials?: number;
  /** Exploration episodes (N) and evaluation period (k). */
  readonly episodes?: number;
  readonly every?: number;
  readonly evalEpisodes?: number;
}

/** One exploration step: self-score s and reward r. */
function exploreSteps(label: EpisodeLabel): StepRecord[] {
  return [0, 1, 2].map((step) => {
    const reward = (label.episode + step + label.trial) % 3 === 0 ? 1 : 0;
    const selfScore = (label.episode * 7 + step * 3 + label.trial) % 4 === 0 ? 0 : 1;
    const prompt = `Board at step ${step} of episode ${label.episode}`;
    return {
      moves: [
        {
          player: 0,
          action: step,
          text: `move ${step}`,
          selfScore,
          exchanges: [
            {
              model: 'openai-compatible/test',
              request: {
                messages: [
                  { role: 'system', content: `Rules of ${label.game}` },
                  { role: 'user', content: prompt },
                ],
              },
              text: `I play move ${step}.\nAnswer: move ${step}, Score: ${selfScore}`,
            },
          ],
        },
      ],
      rewards: [reward],
    };
  });
}

/** The evaluation score of an episode: rises with the checkpoint, faster for `summary`, with some seed noise. */
function evaluationScore(label: EpisodeLabel): number {
  const slope = label.pathway === 'summary' ? 0.5 : 0.25;
  const dip = label.checkpoint === 6 ? -0.5 : 0;
  return label.checkpoint * slope + dip + ((label.episode + label.trial) % 2) * 0.5;
}

/** Records of a small explore/evaluate run (default: 2 games × history/summary × 2 trials, N 9, k 3, 2 eval seeds). */
export function learningFixture(options: FixtureOptions = {}): LabelledRecord[] {
  const games = options.games ?? ['trust-evolution', 'minesweeper'];
  const pathways = options.pathways ?? ['history', 'summary'];
  const trials = options.trials ?? 2;
  const episodes = options.episodes ?? 9;
  const every = options.every ?? 3;
  const evalEpisodes = options.evalEpisodes ?? 2;
  const out: LabelledRecord[] = [];
  for (const game of games)
    for (const pathway of pathways)
      for (let trial = 0; trial < trials; trial++) {
        for (let episode = 0; episode < episodes; episode++) {
          const label: EpisodeLabel = {
            type: 'episode',
            game,
            pathway,
            trial,
            phase: 'explore',
            checkpoint: Math.floor(episode / every) * every,
            episode,
          };
          const steps = exploreSteps(label);
          const score = steps.reduce((sum, step) => sum + (step.rewards?.[0] ?? 0), 0);
          out.push({ label, record: fixtureRecord(label, { preset: 'explore' }, steps, score) });
        }
        for (let checkpoint = 0; checkpoint <= episodes; checkpoint += every)
          for (let episode = 0; episode < evalEpisodes; episode++) {
            const label: EpisodeLabel = {
              type: 'episode',
              game,
              pathway,
              trial,
              phase: 'eval',
              checkpoint,
              episode,
            };
            out.push({
              label,
              record: fixtureRecord(label, { preset: 'eval', maxMines: 20 }, [], evaluationScore(label)),
            });
          }
      }
  return out;
}

function fixtureRecord(
  label: EpisodeLabel,
  params: Record<string, string | number>,
  steps: StepRecord[],
  score: number,
): MatchRecord {
  const seat = `learner:${label.pathway}`;
  // Distinct seeds per label keep match ids distinct, as the real protocol's disjoint seed streams do.
  const seed = label.trial * 100_000 + (label.phase === 'eval' ? 50_000 + label.checkpoint * 100 : 0) + label.episode;
  const experience = label.phase === 'eval' || label.checkpoint > 0 ? `${label.pathway}-${label.checkpoint}` : null;
  const spec = { game: label.game, version: 1, params, seats: [seat], seed, experience: [experience] };
  return {
    formatVersion: MATCH_RECORD_FORMAT,
    id: matchId(spec),
    game: label.game,
    version: 1,
    params,
    seed,
    seats: [{ agent: seat, name: seat, ...(experience ? { experience } : {}) }],
    steps,
    end: { status: 'finished', scores: [score], stateHash: 'fixture' },
  };
}
