// Adding up the usage of several model calls: a decision's, a learning step's.
import type { Usage } from '../core/agent.js';

/** The usage of several model calls added up (fields absent everywhere stay absent; a call without `calls` counts 1). */
export function sumUsage(exchanges: readonly { readonly usage?: Usage }[]): Usage {
  const total: { -readonly [K in keyof Usage]: number } = {};
  for (const { usage } of exchanges) {
    for (const key of Object.keys(usage ?? {}) as (keyof Usage)[]) {
      const value = usage?.[key];
      if (typeof value === 'number') total[key] = (total[key] ?? 0) + value;
    }
    if (usage && usage.calls === undefined) total.calls = (total.calls ?? 0) + 1;
  }
  return total;
}
