// night-market's calibration baselines: a naive stall keeper (a fair price for everyone) and a plausible but wrong
// heuristic (tries a high price per scarf colour, falls back to a low one where high did not sell).
import type { AgentFactory, Decision } from '../../core/agent.js';
import type { HiddenRuleAction, HiddenRuleObservation } from '../hidden-rules/hidden-rule-state.js';
import type { NightMarketInstance, NightMarketVisible } from './night-market-state.js';

type Observation = HiddenRuleObservation<NightMarketInstance, NightMarketVisible>;

const command = (text: string): Decision<HiddenRuleAction> => ({ action: { type: 'command', command: text } });

/** Asks a fair price of every customer while jars last. */
export const nightMarketNaive: AgentFactory = () => ({
  name: 'night-market-naive',
  act: (turn) => command((turn.observation as Observation).visible.jars > 0 ? 'ask fair' : 'wave on'),
});

/**
 * Judges customers by scarf colour: asks high of a colour until a customer of that colour refuses it, then asks low;
 * never gives samples and never waves anyone on while jars last.
 */
export const nightMarketHeuristic: AgentFactory = () => ({
  name: 'night-market-heuristic',
  act(turn) {
    const observation = turn.observation as Observation;
    const { customers } = observation.instance;
    const customer = customers[observation.visible.next];
    if (!customer || observation.visible.jars === 0) return command('wave on');
    let ask = 'ask high';
    for (const entry of observation.log) {
      const past = customers[entry.turn - 1];
      if (past?.scarf !== customer.scarf || !entry.command.startsWith('ask')) continue;
      const sold = entry.feedback.includes(' pays ');
      if (entry.command === 'ask high') ask = sold ? 'ask high' : 'ask low';
    }
    return command(ask);
  },
});
