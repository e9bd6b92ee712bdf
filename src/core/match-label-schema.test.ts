import { describe, expect, it } from 'vitest';
import type { MatchLabel } from './match-label.js';
import { matchLabelSchema } from './match-label-schema.js';

const labels: MatchLabel[] = [
  { type: 'episode', game: 'snake', pathway: 'history', trial: 1, phase: 'eval', checkpoint: 3, episode: 0 },
  { type: 'anchored', agent: 0, name: 'learner', round: 2, anchor: 'heuristic', seat: 1, game: 3 },
  { type: 'learn2play', game: 'g', experience: 'none', trial: 2, episode: 4, role: 'reference' },
  { type: 'text', text: 'kuhn-poker tournament' },
];

describe('matchLabelSchema', () => {
  it('reads every kind of label as it is', () => {
    for (const label of labels) expect(matchLabelSchema.parse(JSON.parse(JSON.stringify(label)))).toEqual(label);
  });

  it('refuses labels whose fields are missing, extra or of the wrong kind', () => {
    const [episode, , learn2play] = labels;
    const wrong = [
      { ...episode, phase: 'train' },
      { ...episode, trial: -1 },
      { ...episode, extra: 1 },
      { ...learn2play, episode: 0 },
      { type: 'anchored', agent: 0 },
      { type: 'unknown', text: 'x' },
    ];
    for (const value of wrong) expect(matchLabelSchema.safeParse(value).success).toBe(false);
  });
});
