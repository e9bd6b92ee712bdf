// The offline `learner`'s model of every hidden-rule game: a hypothesis table of which rule sets earlier episodes
// ruled out (a trial's seed fixes the rules for all its episodes), so it plays like the reference solver over fewer.
import type { LearnerModel, LearnerTable, ValueEstimate } from '../../core/game-learner.js';
import { consistentProgress } from './consistent-rules.js';
import type { HiddenRuleDesign } from './hidden-rule-design.js';
import type { HiddenRuleAction, HiddenRuleObservation } from './hidden-rule-state.js';
import { bestOnAverage, type Hypothesis, spread } from './reference-solver.js';
import { variantDesign } from './variant-design.js';

/** The table's one context: index in `ruleSpace` → [episodes learned, the share of them the rule set fits]. */
const ruleSetsContext = 'rule-sets';

/**
 * The learner facet of `design`'s game. `learn` records, for every rule set, whether the episode's log could have come
 * from it; `choose` plays the reference solver's command over the rule sets consistent with this episode that earlier
 * episodes ruled out least often (with one seed per trial: those never ruled out). With an empty table it plays exactly
 * as the reference solver, so `--experience none` stays flat; it needs no ε and never draws from its rng.
 */
export function hiddenRuleLearner<R, I, P, V>(design: HiddenRuleDesign<R, I, P, V>): LearnerModel {
  return {
    type: 'model',
    name: `${design.id}-rule-sets`,
    learn(table, steps) {
      // The last observation holds the longest log (every turn but the last, whose feedback no step shows).
      const last = steps.at(-1)?.observation as HiddenRuleObservation<I, V> | undefined;
      if (last === undefined) return;
      table[ruleSetsContext] ??= {};
      const entries = table[ruleSetsContext] as Record<string, ValueEstimate>;
      const variant = variantDesign(design, last.ruleset ?? 0);
      for (const [index, rules] of variant.ruleSpace.entries()) {
        const consistent = consistentProgress(variant, rules, last) === null ? 0 : 1;
        const [visits, share] = entries[index] ?? [0, 1];
        entries[index] = [visits + 1, share + (consistent - share) / (visits + 1)];
      }
    },
    choose(table, turn): HiddenRuleAction {
      const observation = turn.observation as HiddenRuleObservation<I, V>;
      const variant = variantDesign(design, observation.ruleset ?? 0);
      const hypotheses = likeliestConsistent(variant, table[ruleSetsContext] ?? {}, observation);
      const turnsLeft = observation.turns - observation.turn;
      return { type: 'command', command: bestOnAverage(variant, spread(hypotheses), observation.instance, turnsLeft) };
    },
  };
}

/**
 * The rule sets consistent with `observation` among those consistent with the most earlier episodes, in `ruleSpace`
 * order (all consistent ones when nothing was learned, as the reference solver keeps them).
 */
function likeliestConsistent<R, I, P, V>(
  design: HiddenRuleDesign<R, I, P, V>,
  entries: LearnerTable[string],
  observation: HiddenRuleObservation<I, V>,
): Hypothesis<R, P>[] {
  const tiers = new Map<number, number[]>();
  for (const index of design.ruleSpace.keys()) {
    const [visits, share] = entries[index] ?? [0, 1];
    // Counts, not shares, group the rule sets: running means of equal counts may differ in the last bit.
    const consistentEpisodes = Math.round(visits * share);
    const tier = tiers.get(consistentEpisodes) ?? [];
    tier.push(index);
    tiers.set(consistentEpisodes, tier);
  }
  for (const tier of [...tiers.keys()].sort((a, b) => b - a)) {
    const found: Hypothesis<R, P>[] = [];
    for (const index of tiers.get(tier) ?? []) {
      const rules = design.ruleSpace[index] as R;
      const progress = consistentProgress(design, rules, observation);
      if (progress !== null) found.push({ rules, progress });
    }
    if (found.length > 0) return found;
  }
  return [];
}
