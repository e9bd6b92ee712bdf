// print-shop's calibration baselines: a naive printer (every order in the listed order, nothing else) and a plausible
// but wrong heuristic (earliest last turn first, a wash at every change of ink, never a rest).
import type { AgentFactory, Decision } from '../../core/agent.js';
import type { HiddenRuleAction, HiddenRuleObservation } from '../hidden-rules/hidden-rule-state.js';
import {
  type PrintShopInstance,
  type PrintShopJob,
  type PrintShopVisible,
  printCommand,
  restCommand,
  washCommand,
} from './print-shop-state.js';

type Observation = HiddenRuleObservation<PrintShopInstance, PrintShopVisible>;

const command = (text: string): Decision<HiddenRuleAction> => ({ action: { type: 'command', command: text } });

/** The orders still open at `observation`, in the listed order. */
function open(observation: Observation): PrintShopJob[] {
  const { visible, instance } = observation;
  return instance.jobs.filter((job, index) => (visible.done & (1 << index)) === 0 && job.due > visible.turn);
}

/** Prints the open orders in the listed order; rests once none is left. */
export const printShopNaive: AgentFactory = () => ({
  name: 'print-shop-naive',
  act(turn) {
    const next = open(turn.observation as Observation)[0];
    return command(next ? printCommand(next) : restCommand);
  },
});

/**
 * Prints the order due first (the better paid among equals), washes the rollers before every change of ink, and
 * never rests while an order is open.
 */
export const printShopHeuristic: AgentFactory = () => ({
  name: 'print-shop-heuristic',
  act(turn) {
    const observation = turn.observation as Observation;
    const jobs = open(observation).sort((a, b) => a.due - b.due || b.pay - a.pay);
    const next = jobs[0];
    if (!next) return command(restCommand);
    let lastInk: string | null = null;
    for (const entry of observation.log) {
      if (entry.command === washCommand) lastInk = null;
      const printed = observation.instance.jobs.find((job) => printCommand(job) === entry.command);
      if (printed) lastInk = printed.ink;
    }
    const washedLast = observation.log.at(-1)?.command === washCommand;
    return command(lastInk !== null && lastInk !== next.ink && !washedLast ? washCommand : printCommand(next));
  },
});
