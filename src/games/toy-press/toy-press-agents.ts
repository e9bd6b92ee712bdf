// toy-press' calibration baselines: a naive pressman (stamps every turn), a plausible but wrong heuristic (stamps
// until two crisp soldiers show the press's beat, then stamps on that beat) and a listener who takes a click as a sign
// that the press is about to come right.
import type { AgentFactory, Decision } from '../../core/agent.js';
import type { HiddenRuleAction, HiddenRuleObservation } from '../hidden-rules/hidden-rule-state.js';
import type { ToyPressInstance, ToyPressVisible } from './toy-press-state.js';

type Observation = HiddenRuleObservation<ToyPressInstance, ToyPressVisible>;

const command = (text: string): Decision<HiddenRuleAction> => ({ action: { type: 'command', command: text } });

/** Stamps a sheet every turn while sheets last. */
export const toyPressNaive: AgentFactory = () => ({
  name: 'toy-press-naive',
  act: (turn) => command((turn.observation as Observation).visible.sheets > 0 ? 'press' : 'wait'),
});

/**
 * Stamps every turn until two crisp soldiers have come out, then takes the turns between them for the press's beat and
 * stamps only on it, counting from the last crisp soldier.
 */
export const toyPressHeuristic: AgentFactory = () => ({
  name: 'toy-press-heuristic',
  act(turn) {
    const observation = turn.observation as Observation;
    if (observation.visible.sheets === 0) return command('wait');
    const crisp = observation.log.filter((entry) => entry.feedback.includes('crisp')).map((entry) => entry.turn);
    const last = crisp.at(-1);
    const before = crisp.at(-2);
    if (last === undefined || before === undefined) return command('press');
    const beat = last - before;
    return command((observation.turn + 1 - last) % beat === 0 ? 'press' : 'wait');
  },
});

/** Listens every turn, and stamps a sheet on the turn after each click. */
export const toyPressListener: AgentFactory = () => ({
  name: 'toy-press-listener',
  act(turn) {
    const observation = turn.observation as Observation;
    const last = observation.log.at(-1);
    const clicked = last?.command === 'listen' && last.feedback.includes('click');
    return command(clicked && observation.visible.sheets > 0 ? 'press' : 'listen');
  },
});
