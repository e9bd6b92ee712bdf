// fishing-grounds' calibration baselines: a naive skipper (fishes the first ground until it gives nothing, then the
// next) and a plausible but wrong heuristic (rotates over every ground to let each rest, never mends the nets).
import type { AgentFactory, Decision } from '../../core/agent.js';
import type { HiddenRuleAction, HiddenRuleObservation } from '../hidden-rules/hidden-rule-state.js';
import {
  type FishingGroundsInstance,
  type FishingGroundsVisible,
  fishCommand,
  mendCommand,
} from './fishing-grounds-state.js';

type Observation = HiddenRuleObservation<FishingGroundsInstance, FishingGroundsVisible>;

const command = (text: string): Decision<HiddenRuleAction> => ({ action: { type: 'command', command: text } });

/** Fishes the first ground listed until a haul lands nothing, then the next; mends once every ground gave nothing. */
export const fishingGroundsNaive: AgentFactory = () => ({
  name: 'fishing-grounds-naive',
  act(turn) {
    const observation = turn.observation as Observation;
    const empty = new Set(
      observation.log.filter((entry) => entry.feedback.includes(' land nothing;')).map((entry) => entry.command),
    );
    const next = observation.instance.grounds.map(fishCommand).find((candidate) => !empty.has(candidate));
    return command(next ?? mendCommand);
  },
});

/** Fishes the grounds in turn, one a day in the listed order, so that each rests between hauls; never mends. */
export const fishingGroundsHeuristic: AgentFactory = () => ({
  name: 'fishing-grounds-heuristic',
  act(turn) {
    const { instance, turn: day } = turn.observation as Observation;
    const ground = instance.grounds[day % instance.grounds.length];
    return command(ground ? fishCommand(ground) : mendCommand);
  },
});
