import { describe, expect, it } from 'vitest';
import { createExperience } from '../experience/experience-table.js';
import { findGame } from '../games/registry.js';
import { learn2playEpisodes } from '../measure/learn2play-episodes.js';
import { learn2playMetrics } from '../measure/learn2play-metrics.js';
import { Store } from '../store/store.js';
import { learn2play, learn2playGameInfo } from './learn2play.js';

/** The `learner` agent's Learn2Play metrics on a real hidden-rule game, with `experience` carried between episodes. */
async function metrics(game: string, experience: string) {
  const store = new Store(':memory:');
  store.startRun({ id: 'run', kind: 'learn2play', spec: {}, codeVersion: 'test' });
  await learn2play({
    module: findGame(game),
    agent: 'learner',
    experience: createExperience(experience),
    trials: 2,
    seed: 1,
    store,
    runId: 'run',
  });
  const labels = new Map(store.listMatches({ runId: 'run' }).map((row) => [row.id, row.label]));
  const matches = [...store.records({ runId: 'run' })].flatMap((record) => {
    const label = labels.get(record.id);
    return label?.type === 'learn2play' ? [{ label, record }] : [];
  });
  store.close();
  const episodes = learn2playEpisodes(matches);
  const result = learn2playMetrics(episodes, (id) => learn2playGameInfo(findGame(id)), { bootstrap: 10 });
  return { episodes, game: result.games[0] };
}

describe('the hidden-rule learner in Learn2Play', () => {
  it.each(['dye-works', 'night-market'])(
    'learns %s: positive LG with its experience, exactly the reference solver every episode without',
    async (game) => {
      const naive = await metrics(game, 'none');
      const learner = await metrics(game, 'learner');
      expect(naive.episodes.map((episode) => episode.normalised)).toEqual(Array(10).fill(100));
      expect(naive.game?.gain.value).toBe(0);
      expect(learner.game?.gain.value).toBeGreaterThan(0);
      expect(learner.game?.mean.value).toBeGreaterThan(100);
    },
  );
});
