// Which hidden rule sets could have produced what a player saw: replay the log under each and compare.
import { jsonEqual } from '../../core/json.js';
import type { HiddenRuleDesign, HiddenRuleLogEntry } from './hidden-rule-design.js';
import type { HiddenRuleObservation } from './hidden-rule-state.js';

/** The progress after replaying `log` under `rules`, or null when some feedback differs from the log's. */
function replayLog<R, I, P, V>(
  design: HiddenRuleDesign<R, I, P, V>,
  rules: R,
  instance: I,
  log: readonly HiddenRuleLogEntry[],
): P | null {
  let progress = design.start(instance);
  for (const entry of log) {
    const step = design.play(rules, instance, progress, entry.command, entry.turn);
    if (step.feedback !== entry.feedback) return null;
    progress = step.progress;
  }
  return progress;
}

/** The progress under `rules` when the observed log and visible progress come out exactly as seen, else null. */
export function consistentProgress<R, I, P, V>(
  design: HiddenRuleDesign<R, I, P, V>,
  rules: R,
  observation: HiddenRuleObservation<I, V>,
): P | null {
  const progress = replayLog(design, rules, observation.instance, observation.log);
  return progress !== null && jsonEqual(design.visible(progress), observation.visible) ? progress : null;
}

/** Every rule set of the space under which the observed log and visible progress come out exactly as seen. */
export function consistentRules<R, I, P, V>(
  design: HiddenRuleDesign<R, I, P, V>,
  observation: HiddenRuleObservation<I, V>,
): { readonly rules: R; readonly progress: P }[] {
  const found: { rules: R; progress: P }[] = [];
  for (const rules of design.ruleSpace) {
    const progress = consistentProgress(design, rules, observation);
    if (progress !== null) found.push({ rules, progress });
  }
  return found;
}
