import { describe, expect, it } from 'vitest';
import { episodeOutcome, episodeText } from './episode-text.js';
import { testEpisodes } from './test-episodes.js';

describe('episode text', () => {
  it('writes every step and the outcome, and cuts middle steps past the budget', async () => {
    const [record] = await testEpisodes('trust-evolution', 1, { agent: 'heuristic' });
    if (!record) throw new Error('no episode');
    const text = episodeText(record);
    expect(text).toMatch(/^Step 1\nObservation: /);
    expect(text).toContain('\nAction: ');
    expect(text).toMatch(/Outcome: \w+, score -?\d+/);
    const short = episodeText(record, 600);
    expect(short.length).toBeLessThanOrEqual(600);
    expect(short).toMatch(/^Step 1\n/);
    expect(short).toMatch(/\(\d+ steps omitted\)/);
    expect(short.endsWith(text.slice(text.lastIndexOf('Outcome:')))).toBe(true);
    expect(episodeOutcome(record)).toMatchObject({ score: record.end.scores?.[0] ?? 0, status: record.end.status });
  });
});
