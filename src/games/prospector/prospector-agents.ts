// prospector's calibration baselines: a naive prospector who sinks each site in turn while it hauls ore, and a plausible
// but wrong one who reads the signs at face value: the rusty stain first, then the other signs, each shaft to the bottom.
import type { AgentFactory, Decision } from '../../core/agent.js';
import type { HiddenRuleAction, HiddenRuleObservation } from '../hidden-rules/hidden-rule-state.js';
import { layersPerSite } from './prospector-rules.js';
import type { ProspectorInstance, ProspectorVisible, Site } from './prospector-state.js';

type Observation = HiddenRuleObservation<ProspectorInstance, ProspectorVisible>;

const command = (text: string): Decision<HiddenRuleAction> => ({ action: { type: 'command', command: text } });

/** Works the first site of `order` whose shaft is above the bottom: bails it if flooded, else sinks it. */
function workFirst(instance: ProspectorInstance, visible: ProspectorVisible, order: readonly number[]): string {
  const site = order.find((index) => (visible.depths[index] ?? layersPerSite) < layersPerSite);
  const name = site === undefined ? undefined : instance.sites[site]?.name.toLowerCase();
  if (site === undefined || name === undefined) return 'rest';
  return `${visible.flooded[site] ? 'bail' : 'sink'} ${name}`;
}

/**
 * Sinks the first site down the creek until a sink hauls no ore, then the next, and so on; once every site has come
 * up empty, goes round again.
 */
export const prospectorNaive: AgentFactory = () => ({
  name: 'prospector-naive',
  act(turn) {
    const { instance, visible, log } = turn.observation as Observation;
    const empty = log.filter((entry) => entry.command.startsWith('sink ') && !entry.feedback.includes('ore')).length;
    const order = instance.sites.map((_, index) => (index + empty) % instance.sites.length);
    return command(workFirst(instance, visible, order));
  },
});

/** How promising each sign looks at face value: the rusty stain first, bare ground last. */
const faceValue: readonly Site['sign'][] = ['rust', 'green', 'white', 'bare'];

/** Sinks the sites under the most promising-looking signs first, each to the bottom of its section. */
export const prospectorHeuristic: AgentFactory = () => ({
  name: 'prospector-heuristic',
  act(turn) {
    const { instance, visible } = turn.observation as Observation;
    const order = instance.sites
      .map((site, index) => ({ index, rank: faceValue.indexOf(site.sign) }))
      .sort((a, b) => a.rank - b.rank || a.index - b.index)
      .map((each) => each.index);
    return command(workFirst(instance, visible, order));
  },
});
