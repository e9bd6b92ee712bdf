// canal-locks' calibration baselines: a naive keeper who works the boats and, whenever the gates will not open, winds
// the next paddle on the board; and a plausible but wrong one who takes the board for a list of the gates from the
// bottom up, and winds the paddle of the gates above the leading boat before working it through.
import type { AgentFactory, Decision } from '../../core/agent.js';
import type { HiddenRuleAction, HiddenRuleObservation } from '../hidden-rules/hidden-rule-state.js';
import { through } from './canal-locks-play.js';
import type { CanalLocksInstance, CanalLocksVisible } from './canal-locks-state.js';

type Observation = HiddenRuleObservation<CanalLocksInstance, CanalLocksVisible>;

const command = (text: string): Decision<HiddenRuleAction> => ({ action: { type: 'command', command: text } });

/** The first boat on the list not yet through the flight, or -1. */
function leading(instance: CanalLocksInstance, visible: CanalLocksVisible): number {
  return instance.boats.findIndex((_, boat) => (visible.boats[boat] ?? through) < through);
}

/** Works the first boat not through; after gates that would not open, winds the next paddle on the board first. */
export const canalLocksNaive: AgentFactory = () => ({
  name: 'canal-locks-naive',
  act(turn) {
    const { instance, visible, log } = turn.observation as Observation;
    const boat = leading(instance, visible);
    if (boat < 0) return command('wait');
    if (log.at(-1)?.feedback.includes('will not open')) {
      const opened = log.filter((entry) => entry.command.startsWith('open ')).length;
      return command(`open ${instance.paddles[opened % instance.paddles.length]?.toLowerCase()}`);
    }
    return command(`work ${instance.boats[boat]?.toLowerCase()}`);
  },
});

/** Winds the paddle it takes for the gates above the leading boat (the board read from the bottom), then works it. */
export const canalLocksHeuristic: AgentFactory = () => ({
  name: 'canal-locks-heuristic',
  act(turn) {
    const { instance, visible, log } = turn.observation as Observation;
    const boat = leading(instance, visible);
    if (boat < 0) return command('wait');
    const paddle = instance.paddles[visible.boats[boat] ?? 0]?.toLowerCase();
    if (log.at(-1)?.command === `open ${paddle}`) return command(`work ${instance.boats[boat]?.toLowerCase()}`);
    return command(`open ${paddle}`);
  },
});
