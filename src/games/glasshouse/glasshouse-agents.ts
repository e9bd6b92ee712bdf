// glasshouse's calibration baselines: a naive gardener who keeps busy, stoking and watering turn about, and a
// plausible but wrong one who reacts to what the plants and the thermometer show now.
import type { AgentFactory, Decision } from '../../core/agent.js';
import type { HiddenRuleAction, HiddenRuleObservation } from '../hidden-rules/hidden-rule-state.js';
import type { GlasshouseInstance, GlasshouseVisible } from './glasshouse-state.js';

type Observation = HiddenRuleObservation<GlasshouseInstance, GlasshouseVisible>;

const command = (text: string): Decision<HiddenRuleAction> => ({ action: { type: 'command', command: text } });

/** Stokes and waters turn about (waters only, once the wood is gone). */
export const glasshouseNaive: AgentFactory = () => ({
  name: 'glasshouse-naive',
  act(turn) {
    const { turn: played, visible } = turn.observation as Observation;
    return command(played % 2 === 0 && visible.wood > 0 ? 'stoke' : 'water');
  },
});

/**
 * Reacts to the last turn: stokes when the plants look cold or the thermometer reads 8 °C or less, opens the vents
 * when they look scorched or it reads 24 °C or more, shuts them when cold, waters when the plants droop, else waits.
 */
export const glasshouseHeuristic: AgentFactory = () => ({
  name: 'glasshouse-heuristic',
  act(turn) {
    const { log, visible } = turn.observation as Observation;
    const feedback = log.at(-1)?.feedback ?? '';
    const reading = Number(/reads (\d+) °C/.exec(feedback)?.[1] ?? Number.NaN);
    const cold = feedback.includes('limp') || reading <= 8;
    const hot = feedback.includes('crisp') || reading >= 24;
    if (cold && visible.vents === 'open') return command('shut vents');
    if (cold && visible.wood > 0) return command('stoke');
    if (hot && visible.vents === 'shut') return command('open vents');
    if (feedback.includes('droop')) return command('water');
    return command('wait');
  },
});
