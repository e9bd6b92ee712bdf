// The reference solver of every hidden-rule game: it knows the rule space of the variant played (not the seed's rules), keeps the rule sets
// still consistent with what it saw, and plays the command worth most on average over them.
import type { AgentFactory, Decision } from '../../core/agent.js';
import { jsonEqual } from '../../core/json.js';
import { consistentRules } from './consistent-rules.js';
import type { HiddenRuleDesign } from './hidden-rule-design.js';
import type { HiddenRuleAction, HiddenRuleObservation } from './hidden-rule-state.js';
import { variantDesign } from './variant-design.js';

/** Rule sets the solver weighs at most (evenly spread over those still possible), to bound its time per turn. */
const weighedRuleSets = 32;

/** A rule set still possible, with the progress it implies. */
export interface Hypothesis<R, P> {
  readonly rules: R;
  readonly progress: P;
}

/** A solver that reads only its observations: the normalising reference of `design`'s game (spec `reference`). */
export function referenceSolver<R, I, P, V>(design: HiddenRuleDesign<R, I, P, V>): AgentFactory {
  return () => {
    let hypotheses: Hypothesis<R, P>[] = [];
    let seen = -1;
    return {
      name: `${design.id}-reference`,
      act(turn): Decision<HiddenRuleAction> {
        const observation = turn.observation as HiddenRuleObservation<I, V>;
        const variant = variantDesign(design, observation.ruleset ?? 0);
        hypotheses =
          seen < 0 || observation.turn < seen
            ? consistentRules(variant, observation)
            : narrow(variant, hypotheses, observation, seen);
        seen = observation.turn;
        const turnsLeft = observation.turns - observation.turn;
        const command = bestOnAverage(variant, spread(hypotheses), observation.instance, turnsLeft);
        return { action: { type: 'command', command }, note: `${hypotheses.length} rule sets still possible` };
      },
    };
  };
}

/** The command with the highest mean worth over `hypotheses` (the first listed among equals). */
export function bestOnAverage<R, I, P, V>(
  design: HiddenRuleDesign<R, I, P, V>,
  hypotheses: readonly Hypothesis<R, P>[],
  instance: I,
  turnsLeft: number,
): string {
  const totals = new Map<string, number>();
  for (const { rules, progress } of hypotheses) {
    for (const [command, value] of design.values(rules, instance, progress, turnsLeft)) {
      totals.set(command, (totals.get(command) ?? 0) + value);
    }
  }
  let best = design.idle;
  let bestTotal = Number.NEGATIVE_INFINITY;
  for (const [command, total] of totals) {
    if (total > bestTotal) {
      best = command;
      bestTotal = total;
    }
  }
  return best;
}

/** At most `weighedRuleSets` of `items`, evenly spread over them, in their order. */
export function spread<T>(items: readonly T[]): readonly T[] {
  if (items.length <= weighedRuleSets) return items;
  return Array.from(
    { length: weighedRuleSets },
    (_, index) => items[Math.floor((index * items.length) / weighedRuleSets)] as T,
  );
}

/** Keeps the hypotheses under which the turns played since `seen` give the feedback and visible progress observed. */
function narrow<R, I, P, V>(
  design: HiddenRuleDesign<R, I, P, V>,
  hypotheses: readonly Hypothesis<R, P>[],
  observation: HiddenRuleObservation<I, V>,
  seen: number,
): Hypothesis<R, P>[] {
  const fresh = observation.log.filter((entry) => entry.turn > seen);
  const kept: Hypothesis<R, P>[] = [];
  for (const hypothesis of hypotheses) {
    let progress: P | null = hypothesis.progress;
    for (const entry of fresh) {
      const step = design.play(hypothesis.rules, observation.instance, progress, entry.command, entry.turn);
      if (step.feedback !== entry.feedback) {
        progress = null;
        break;
      }
      progress = step.progress;
    }
    if (progress !== null && jsonEqual(design.visible(progress), observation.visible)) {
      kept.push({ rules: hypothesis.rules, progress });
    }
  }
  return kept;
}
