// What a run's learning steps cost: the model calls experiences made while learning (not while playing, which the
// match records account for), per game and experience, from the stored snapshots.
import type { ExperienceSnapshotInfo } from '../store/store.js';
import type { ReportTable } from './learning-tables.js';

/** The learning calls of one experience on one game. */
export interface LearningCost {
  readonly game: string;
  readonly experience: string;
  /** Learning steps that called a model. */
  readonly steps: number;
  readonly calls: number;
  readonly inputTokens: number;
  readonly outputTokens: number;
  readonly costUsd: number;
}

/** The learning cost per (game, experience), for those whose learning called a model; empty when none did. */
export function learningCosts(snapshots: readonly ExperienceSnapshotInfo[]): LearningCost[] {
  const costs = new Map<string, LearningCost>();
  for (const row of snapshots) {
    if (row.calls === 0) continue;
    const key = JSON.stringify([row.game, row.experience]);
    const cost = costs.get(key) ?? {
      game: row.game,
      experience: row.experience,
      steps: 0,
      calls: 0,
      inputTokens: 0,
      outputTokens: 0,
      costUsd: 0,
    };
    costs.set(key, {
      ...cost,
      steps: cost.steps + 1,
      calls: cost.calls + row.calls,
      inputTokens: cost.inputTokens + (row.usage?.inputTokens ?? 0),
      outputTokens: cost.outputTokens + (row.usage?.outputTokens ?? 0),
      costUsd: cost.costUsd + (row.usage?.costUsd ?? 0),
    });
  }
  return [...costs.values()];
}

/** The costs as a report table. */
export function learningCostTable(costs: readonly LearningCost[]): ReportTable {
  return {
    title: 'Learning cost',
    note: 'Model calls made by learning steps (play is accounted in the matches), summed over trials.',
    headers: ['game', 'experience', 'steps', 'calls', 'input tokens', 'output tokens', 'cost (USD)'],
    rows: costs.map((cost) => [
      cost.game,
      cost.experience,
      String(cost.steps),
      String(cost.calls),
      String(cost.inputTokens),
      String(cost.outputTokens),
      cost.costUsd.toFixed(4),
    ]),
  };
}
