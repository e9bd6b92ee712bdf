import { describe, expect, it } from 'vitest';
import { formatMatchLabel } from '../../src/core/match-label.js';
import { labelText } from './label-text.js';

const stored = (text: string): unknown => JSON.parse(text);

describe('labelText', () => {
  it('names an anchored label’s fields, counting rounds and games from 1', () => {
    const label = formatMatchLabel({
      type: 'anchored',
      agent: 0,
      name: 'learner (learner)',
      round: 0,
      anchor: 'heuristic',
      seat: 1,
      game: 1,
    });
    expect(labelText(stored(label))).toBe('round 1 · learner (learner) vs anchor heuristic · game 2 · seat 1');
  });

  it('names explore/evaluate and Learn2Play labels’ fields', () => {
    const episode = formatMatchLabel({
      type: 'episode',
      game: 'snake',
      pathway: 'history',
      trial: 0,
      phase: 'eval',
      checkpoint: 4,
      episode: 1,
    });
    expect(labelText(stored(episode))).toBe('evaluation · experience history · trial 0 · checkpoint 4 · episode 1');
    const learn2play = formatMatchLabel({
      type: 'learn2play',
      game: 'dye-works',
      experience: 'none',
      trial: 0,
      episode: 3,
      role: 'reference',
    });
    expect(labelText(stored(learn2play))).toBe('reference solver · experience none · trial 0 · episode 3');
  });

  it('shows free text as it is and an unknown object as its fields, never cut', () => {
    expect(labelText('kuhn-poker tournament')).toBe('kuhn-poker tournament');
    expect(labelText(undefined)).toBe('');
    const long = 'x'.repeat(200);
    expect(labelText({ preset: 'eval', note: long, tags: ['a'] })).toBe(`preset eval · note ${long} · tags ["a"]`);
  });
});
