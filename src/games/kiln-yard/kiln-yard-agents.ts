// kiln-yard's calibration baselines: a naive potter who fires every pot at once, and a plausible but wrong one who
// feels the pots every turn and fires each as soon as it feels dry.
import type { AgentFactory, Decision } from '../../core/agent.js';
import type { HiddenRuleAction, HiddenRuleObservation } from '../hidden-rules/hidden-rule-state.js';
import type { KilnYardInstance, KilnYardVisible } from './kiln-yard-state.js';

type Observation = HiddenRuleObservation<KilnYardInstance, KilnYardVisible>;

const command = (text: string): Decision<HiddenRuleAction> => ({ action: { type: 'command', command: text } });

/** The names of the pots not yet fired. */
function inYard(observation: Observation): string[] {
  const { instance, visible } = observation;
  return instance.pots.filter((_, index) => visible.pots[index]?.fired === null).map((pot) => pot.name);
}

/** Fires every pot in turn from the first turn. */
export const kilnYardNaive: AgentFactory = () => ({
  name: 'kiln-yard-naive',
  act(turn) {
    const next = inYard(turn.observation as Observation)[0];
    return command(next === undefined ? 'wait' : `fire ${next}`);
  },
});

/** Feels the pots every turn and fires one that felt dry; with no more turns left than pots, fires the rest. */
export const kilnYardHeuristic: AgentFactory = () => ({
  name: 'kiln-yard-heuristic',
  act(turn) {
    const observation = turn.observation as Observation;
    const left = inYard(observation);
    if (left.length === 0) return command('wait');
    if (observation.turns - observation.turn <= left.length) return command(`fire ${left[0]}`);
    const last = observation.log.at(-1);
    const dry = left.find((name) => last?.command === 'feel' && last.feedback.includes(`the ${name} is pale and dry`));
    return command(dry === undefined ? 'feel' : `fire ${dry}`);
  },
});
