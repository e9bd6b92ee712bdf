// rumour-mill's calibration baselines: a naive miller who tells the households one by one in the order listed, and a
// plausible but wrong one who tells the best-connected households first and lets the news go round from them.
import type { AgentFactory, Decision } from '../../core/agent.js';
import type { HiddenRuleAction, HiddenRuleObservation } from '../hidden-rules/hidden-rule-state.js';
import { waitCommand } from './rumour-mill-play.js';
import { type RumourMillInstance, type RumourMillVisible, tellCommand } from './rumour-mill-state.js';

type Observation = HiddenRuleObservation<RumourMillInstance, RumourMillVisible>;

const command = (text: string): Decision<HiddenRuleAction> => ({ action: { type: 'command', command: text } });

/** The households still to tell: not told by you, nothing heard from people they know. */
function untold({ instance, visible }: Observation): number[] {
  return instance.households.flatMap((_, index) =>
    visible.tellsLeft <= 0 || visible.told[index] || visible.words[0]?.[index] !== 'none' ? [] : [index],
  );
}

/** Tells the households in the order listed, one an hour. */
export const rumourMillNaive: AgentFactory = () => ({
  name: 'rumour-mill-naive',
  act(turn) {
    const observation = turn.observation as Observation;
    const next = untold(observation)[0];
    const household = next === undefined ? undefined : observation.instance.households[next];
    return command(household ? tellCommand(household) : waitCommand);
  },
});

/** Tells the household that knows the most others among those still to tell (first listed among equals). */
export const rumourMillHeuristic: AgentFactory = () => ({
  name: 'rumour-mill-heuristic',
  act(turn) {
    const observation = turn.observation as Observation;
    const { households } = observation.instance;
    const next = untold(observation).sort(
      (a, b) => (households[b]?.knows.length ?? 0) - (households[a]?.knows.length ?? 0) || a - b,
    )[0];
    const household = next === undefined ? undefined : households[next];
    return command(household ? tellCommand(household) : waitCommand);
  },
});
