// ferry-crossing's calibration baselines: a naive ferryman who takes the first two fares over and comes back empty,
// and a plausible but wrong one who plans the classic river puzzle: never leave an animal with goods or with another
// animal on a bank unless a person stays with them, take the fewest crossings, and never repeat a crossing the river
// turned back.
import type { AgentFactory, Decision } from '../../core/agent.js';
import type { HiddenRuleAction, HiddenRuleObservation } from '../hidden-rules/hidden-rule-state.js';
import { ferryCrossings } from './ferry-crossing-play.js';
import {
  across,
  type Bank,
  type FerryCrossingInstance,
  type FerryCrossingVisible,
  type Place,
} from './ferry-crossing-state.js';

type Observation = HiddenRuleObservation<FerryCrossingInstance, FerryCrossingVisible>;

const command = (text: string): Decision<HiddenRuleAction> => ({ action: { type: 'command', command: text } });

/** Takes the first two fares on the near bank over, comes back empty, and waits once the near bank is empty. */
export const ferryCrossingNaive: AgentFactory = () => ({
  name: 'ferry-crossing-naive',
  act(turn) {
    const { instance, visible } = turn.observation as Observation;
    if (visible.ferry === 'far') return command(visible.places.includes('near') ? 'cross' : 'wait');
    const crossings = ferryCrossings(instance, visible).filter((crossing) => crossing.load.length > 0);
    const pair = crossings.find((crossing) => crossing.load.length === 2) ?? crossings[0];
    return command(pair?.command ?? 'wait');
  },
});

/** Whether a bank the ferry leaves is safe in the classic puzzle: no animal with goods or another animal, unless a person stays. */
function classicSafe(instance: FerryCrossingInstance, places: readonly Place[], bank: Bank): boolean {
  const kinds = instance.fares.filter((_, index) => places[index] === bank).map((fare) => fare.kind);
  const animals = kinds.filter((kind) => kind === 'animal').length;
  if (kinds.includes('person') || animals === 0) return true;
  return animals === 1 && !kinds.includes('goods');
}

/**
 * Plans the fewest crossings that bring every fare over safely in the classic puzzle, leaving out every crossing the
 * river has turned back before, and plays the first.
 */
export const ferryCrossingHeuristic: AgentFactory = () => ({
  name: 'ferry-crossing-heuristic',
  act(turn) {
    const { instance, visible, log } = turn.observation as Observation;
    const refused = new Set(
      log.filter((entry) => / back to the (near|far) landing/.test(entry.feedback)).map((entry) => entry.command),
    );
    const key = (places: readonly Place[], ferry: Bank) => `${ferry}:${places.join(',')}`;
    const start = { places: visible.places, ferry: visible.ferry, first: 'wait' };
    const seen = new Set([key(start.places, start.ferry)]);
    for (let frontier = [start]; frontier.length > 0; ) {
      const next: (typeof start)[] = [];
      for (const state of frontier) {
        if (!state.places.includes('near')) return command(state.first);
        for (const crossing of ferryCrossings(instance, state)) {
          if (refused.has(crossing.command)) continue;
          const ferry = across(state.ferry);
          const places = state.places.map((place, index) => (crossing.load.includes(index) ? ferry : place));
          if (!classicSafe(instance, places, state.ferry) || seen.has(key(places, ferry))) continue;
          seen.add(key(places, ferry));
          next.push({ places, ferry, first: state === start ? crossing.command : state.first });
        }
      }
      frontier = next;
    }
    return command('wait');
  },
});
