// tide-caves' calibration baselines: a naive beachcomber who never risks a cave, and a plausible but wrong one who
// waits for the lowest water and then empties the richest caves one after another.
import type { AgentFactory, Decision } from '../../core/agent.js';
import type { HiddenRuleAction, HiddenRuleObservation } from '../hidden-rules/hidden-rule-state.js';
import { beach, goCommand, type TideCavesInstance, type TideCavesProgress } from './tide-caves-state.js';

type Observation = HiddenRuleObservation<TideCavesInstance, TideCavesProgress>;

const command = (text: string): Decision<HiddenRuleAction> => ({ action: { type: 'command', command: text } });

/** The caves whose mouths the last hour's feedback showed clear from the beach (none before the first hour). */
function clearNow({ instance, log }: Observation): number[] {
  const seen = /Cave mouths now clear: ([^;.]*)/.exec(log.at(-1)?.feedback ?? '')?.[1] ?? '';
  const names = seen.split(', ');
  return instance.caves.flatMap((cave, index) => (names.includes(cave.name) ? [index] : []));
}

/** Never risks a cave: combs the rock pools all day. */
export const tideCavesNaive: AgentFactory = () => ({ name: 'tide-caves-naive', act: () => command('comb') });

/**
 * Combs the rock pools until every cave mouth is clear (the lowest water), then wades into the cave with the most
 * caskets left, gathers them all and leaves, and goes on to the next richest.
 */
export const tideCavesHeuristic: AgentFactory = () => ({
  name: 'tide-caves-heuristic',
  act(turn) {
    const observation = turn.observation as Observation;
    const { instance, visible, log } = observation;
    if (visible.at !== beach) {
      const emptied = (visible.left[visible.at] ?? 0) === 0 || log.at(-1)?.feedback.includes('empty-handed');
      return command(emptied ? 'leave' : 'gather');
    }
    const lowest = log.some(
      (entry) => entry.feedback.includes('Cave mouths now clear') && !entry.feedback.includes('under water'),
    );
    if (!lowest) return command('comb');
    const richest = instance.caves
      .map((cave, index) => ({ cave, left: visible.left[index] ?? 0, index }))
      .filter((each) => each.left > 0 && clearNow(observation).includes(each.index))
      .sort((a, b) => b.left - a.left)[0];
    return command(richest ? goCommand(richest.cave) : 'comb');
  },
});
