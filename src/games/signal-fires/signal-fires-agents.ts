// signal-fires' calibration baselines: a naive keeper (a big fire whenever a ship is due) and a plausible but wrong
// heuristic (the worse the weather, the bigger the fire; no fire on nights without a ship).
import type { AgentFactory } from '../../core/agent.js';
import type { HiddenRuleObservation } from '../hidden-rules/hidden-rule-state.js';
import type { Weather } from './signal-fires-rules.js';
import type { SignalFiresInstance, SignalFiresVisible } from './signal-fires-state.js';

type Observation = HiddenRuleObservation<SignalFiresInstance, SignalFiresVisible>;

/** A keeper who burns `bundlesFor(weather)` bundles when a ship is due (as far as the wood lasts), else none. */
function keeper(name: string, bundlesFor: (weather: Weather) => number): AgentFactory {
  return () => ({
    name,
    act(turn) {
      const { instance, visible } = turn.observation as Observation;
      const night = instance.nights[visible.night];
      const bundles = night?.ship ? Math.min(visible.wood, bundlesFor(night.weather)) : 0;
      return { action: { type: 'command', command: `burn ${bundles}` } };
    },
  });
}

/** Burns four bundles for every ship. */
export const signalFiresNaive = keeper('signal-fires-naive', () => 4);

/** Burns more the worse the weather: two in clear weather, three in wind, four in rain or fog. */
export const signalFiresHeuristic = keeper(
  'signal-fires-heuristic',
  (weather) => ({ clear: 2, windy: 3, rainy: 4, foggy: 4 })[weather],
);
