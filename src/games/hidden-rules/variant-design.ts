// A hidden-rule game's variants: the same game with another rule space, drawn from its family by the ruleset number.

import type { HiddenRuleDesign } from './hidden-rule-design.js';

// One object per (design, ruleset), so planners memoised on rule objects (rulesInstanceMemo) keep their tables.
const variants = new WeakMap<object, Map<number, object>>();

/** `design` with the rule space of variant `ruleset` (0: `design` itself, the benchmark's). */
export function variantDesign<R, I, P, V>(
  design: HiddenRuleDesign<R, I, P, V>,
  ruleset: number,
): HiddenRuleDesign<R, I, P, V> {
  if (ruleset === 0) return design;
  let byRuleset = variants.get(design);
  if (!byRuleset) {
    byRuleset = new Map();
    variants.set(design, byRuleset);
  }
  let variant = byRuleset.get(ruleset) as HiddenRuleDesign<R, I, P, V> | undefined;
  if (!variant) {
    variant = { ...design, ruleSpace: design.variantSpace(ruleset) };
    byRuleset.set(ruleset, variant);
  }
  return variant;
}
