import { describe, expect, it } from 'vitest';
import { scoreUnit } from '../games/score-unit.js';
import { learningMetrics } from '../measure/learning-metrics.js';
import { Store } from '../store/store.js';
import { learningCosts, learningCostTable } from './learning-cost.js';
import { learningMarkdown } from './learning-report.js';

describe('learning cost', () => {
  it('sums the stored learning calls per game and experience, leaving out steps without calls', () => {
    const store = new Store(':memory:');
    store.startRun({ id: 'r', kind: 'test', spec: {}, codeVersion: '0' });
    const exchange = { model: 'm', request: {}, text: 'tip' };
    const save = (game: string, checkpoint: number, calls: number, costUsd: number) =>
      store.saveExperienceSnapshot({
        runId: 'r',
        game,
        trial: 0,
        checkpoint,
        experience: 'reflexion',
        hash: `${game}${checkpoint}`,
        state: {},
        ...(checkpoint > 0
          ? {
              learned: {
                parent: 'p',
                exchanges: Array.from({ length: calls }, () => exchange),
                ...(calls ? { usage: { inputTokens: 100 * calls, outputTokens: 10 * calls, costUsd } } : {}),
              },
            }
          : {}),
      });
    save('snake', 0, 0, 0);
    save('snake', 1, 1, 0.01);
    save('snake', 2, 2, 0.02);
    save('snake', 3, 0, 0);
    save('chess', 1, 1, 0.5);
    const costs = learningCosts(store.listExperienceSnapshotInfo('r'));
    expect(costs).toEqual([
      { game: 'chess', experience: 'reflexion', steps: 1, calls: 1, inputTokens: 100, outputTokens: 10, costUsd: 0.5 },
      { game: 'snake', experience: 'reflexion', steps: 2, calls: 3, inputTokens: 300, outputTokens: 30, costUsd: 0.03 },
    ]);
    expect(learningCostTable(costs).rows[1]).toEqual(['snake', 'reflexion', '2', '3', '300', '30', '0.0300']);
    store.close();
  });

  it('appears in a report only when learning called a model', () => {
    const metrics = learningMetrics([], { scoreUnit, bootstrap: 0 });
    const cost = { game: 'g', experience: 'x', steps: 1, calls: 1, inputTokens: 1, outputTokens: 1, costUsd: 0 };
    expect(learningMarkdown({ runId: 'r', episodes: 0, learning: [] }, metrics, [])).not.toContain('Learning cost');
    expect(learningMarkdown({ runId: 'r', episodes: 0, learning: [cost] }, metrics, [])).toContain('## Learning cost');
  });
});
