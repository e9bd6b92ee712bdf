// ridge-barter's calibration baselines: a naive buyer (offers a middling 3 salt to each trader in turn) and a plausible
// but wrong heuristic (haggles the usual way: a low opening, one below the answer, then the answer).
import type { AgentFactory, Decision } from '../../core/agent.js';
import type { HiddenRuleAction, HiddenRuleObservation } from '../hidden-rules/hidden-rule-state.js';
import type { RidgeBarterInstance, RidgeBarterVisible } from './ridge-barter-state.js';

type Observation = HiddenRuleObservation<RidgeBarterInstance, RidgeBarterVisible>;

const command = (text: string): Decision<HiddenRuleAction> => ({ action: { type: 'command', command: text } });

/** The lowercase name of the first trader not yet bought from, if any. */
function nextTrader(observation: Observation, after = -1): string | undefined {
  const { traders } = observation.instance;
  for (let step = 1; step <= traders.length; step++) {
    const index = (after + step) % traders.length;
    if (!observation.visible.bought[index]) return traders[index]?.name.toLowerCase();
  }
  return undefined;
}

/** Offers 3 salt to each trader not yet bought from, taking them in turn. */
export const ridgeBarterNaive: AgentFactory = () => ({
  name: 'ridge-barter-naive',
  act(turn) {
    const observation = turn.observation as Observation;
    const trader = nextTrader(observation, (observation.turn % 3) - 1);
    return command(trader && observation.visible.salt >= 3 ? `offer 3 salt to ${trader}` : 'rest');
  },
});

/**
 * Haggles with one trader at a time the usual way: opens at 1 salt to hear what they hold out for, offers one less than
 * that, then pays what they name; never praises and never steps away.
 */
export const ridgeBarterHeuristic: AgentFactory = () => ({
  name: 'ridge-barter-heuristic',
  act(turn) {
    const observation = turn.observation as Observation;
    const trader = nextTrader(observation);
    if (!trader) return command('rest');
    const offers = observation.log.filter((entry) => entry.command.endsWith(` salt to ${trader}`));
    const named = offers.at(-1)?.feedback.match(/"(\d+) salt/)?.[1];
    const wanted = named === undefined ? 1 : offers.length === 1 ? Number(named) - 1 : Number(named);
    const salt = Math.min(Math.max(wanted, 1), 6, observation.visible.salt);
    return command(salt > 0 ? `offer ${salt} salt to ${trader}` : 'rest');
  },
});
