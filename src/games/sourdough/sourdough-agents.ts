// sourdough's calibration baselines: a naive baker who feeds and bakes at once, and a plausible but wrong one who
// feeds, looks until the starter has domed, and bakes then.
import type { AgentFactory, Decision } from '../../core/agent.js';
import type { HiddenRuleAction, HiddenRuleObservation } from '../hidden-rules/hidden-rule-state.js';
import type { SourdoughInstance, SourdoughVisible } from './sourdough-state.js';

type Observation = HiddenRuleObservation<SourdoughInstance, SourdoughVisible>;

const command = (text: string): Decision<HiddenRuleAction> => ({ action: { type: 'command', command: text } });

/** Feeds, then bakes on the next turn, while flour and orders last. */
export const sourdoughNaive: AgentFactory = () => ({
  name: 'sourdough-naive',
  act(turn) {
    const { log, visible, instance } = turn.observation as Observation;
    const ordersLeft = visible.risen + visible.flat < instance.orders;
    if (log.at(-1)?.command === 'feed' && ordersLeft) return command('bake');
    return command(visible.sacks > 0 && ordersLeft ? 'feed' : 'wait');
  },
});

/** Feeds, then looks every turn until the starter has domed up, bakes, and starts again. */
export const sourdoughHeuristic: AgentFactory = () => ({
  name: 'sourdough-heuristic',
  act(turn) {
    const { log, visible, instance } = turn.observation as Observation;
    if (visible.risen + visible.flat >= instance.orders) return command('wait');
    const last = log.at(-1);
    if (last?.command === 'look' && last.feedback.includes('domed')) return command('bake');
    const fed = log.findLastIndex((entry) => entry.command === 'feed');
    const baked = log.findLastIndex((entry) => entry.command === 'bake');
    if (fed > baked) return command('look');
    return command(visible.sacks > 0 ? 'feed' : 'wait');
  },
});
