// pigeon-loft's calibration baselines: a naive fancier (pairs with each cock in turn, shows any hen that fits a class)
// and a plausible but wrong heuristic (like begets like: pairs with the cock that looks most like an open class).
import type { AgentFactory, Decision } from '../../core/agent.js';
import type { HiddenRuleAction, HiddenRuleObservation } from '../hidden-rules/hidden-rule-state.js';
import { openClass, pairCommand, showCommand } from './pigeon-loft-breed.js';
import type { Looks, PigeonLoftInstance, PigeonLoftProgress } from './pigeon-loft-state.js';

type Observation = HiddenRuleObservation<PigeonLoftInstance, PigeonLoftProgress>;

const command = (text: string): Decision<HiddenRuleAction> => ({ action: { type: 'command', command: text } });

/** Whether the hen fits an open class she has not been shown in yet (showing her twice wins nothing more). */
function showNow(observation: Observation): boolean {
  const last = observation.log.at(-1);
  return (
    openClass(observation.instance, observation.visible.won, observation.visible.hen) >= 0 &&
    last?.command !== showCommand
  );
}

/** Pairs with the visiting cocks in the order listed, showing any hen that fits an open class. */
export const pigeonLoftNaive: AgentFactory = () => ({
  name: 'pigeon-loft-naive',
  act(turn) {
    const observation = turn.observation as Observation;
    if (showNow(observation)) return command(showCommand);
    const { cocks } = observation.instance;
    const pairings = observation.log.filter((entry) => entry.command.startsWith('pair with ')).length;
    const cock = cocks[pairings % cocks.length];
    return command(cock ? pairCommand(cock) : 'rest');
  },
});

/**
 * Like begets like: pairs with the cock whose own looks come closest to the best-paying open class (colour first,
 * then marking), showing any hen that fits an open class.
 */
export const pigeonLoftHeuristic: AgentFactory = () => ({
  name: 'pigeon-loft-heuristic',
  act(turn) {
    const observation = turn.observation as Observation;
    if (showNow(observation)) return command(showCommand);
    const { cocks, classes } = observation.instance;
    const open = classes.filter((_, index) => !observation.visible.won[index]);
    const likeness = (cock: Looks) =>
      Math.max(
        ...open.map(
          (entry) =>
            (entry.colour === cock.colour ? 2 : 0) + (entry.marking === cock.marking ? 1 : 0) + entry.pays / 1000,
        ),
      );
    const chosen = cocks.reduce((best, cock) => (likeness(cock) > likeness(best) ? cock : best));
    return command(pairCommand(chosen));
  },
});
