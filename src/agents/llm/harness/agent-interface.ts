// The multi-step agent (`harness=agent`): function calling as in the tools interface, plus tools that do not act
// (observe, rules, feedback, a scratchpad, evaluate, the game's queries) the model may call several times per
// decision within a step budget; the agent's loop (agent-loop.ts) runs the steps.
import { agentToolNames, agentTools } from './agent-tools.js';
import type { ActionInterface } from './harness.js';
import { toolInterface } from './tool-interface.js';

/** Model calls per decision when the spec sets none. */
export const defaultMaxSteps = 8;

/** The step budgets: per decision, and per episode (unbounded when absent). */
export interface AgentBudget {
  readonly maxSteps: number;
  readonly maxEpisodeSteps?: number;
}

/** The instructions closing the system message: the tools, the budgets, and that only an action ends the turn. */
export function agentContract(budget: AgentBudget): string {
  const episode = budget.maxEpisodeSteps === undefined ? '' : ` and ${budget.maxEpisodeSteps} in this episode`;
  return [
    'Each turn you may call tools several times before you act: observe (your observation again), rules, feedback',
    '(the episode so far and the last rejection), notes_read and notes_write (a scratchpad kept for the whole',
    "episode), evaluate (arithmetic or short JavaScript) and the game's queries. These do not act.",
    'Your turn ends when you call one of the action tools; an action that is not legal is rejected and you may try',
    `again. You have at most ${budget.maxSteps} replies per turn${episode}; a turn that runs out is a rejected answer.`,
    'Give the action tool the argument `score`: your estimate of the immediate reward this action earns you.',
  ].join('\n');
}

/** Acting through tools over several model calls; `mask` as for the tools interface. */
export function agentInterface(options: { readonly mask: boolean } & AgentBudget): ActionInterface {
  const actions = toolInterface({ mask: options.mask, reserved: agentToolNames });
  const budget: AgentBudget = {
    maxSteps: options.maxSteps,
    ...(options.maxEpisodeSteps === undefined ? {} : { maxEpisodeSteps: options.maxEpisodeSteps }),
  };
  return {
    name: 'agent',
    prepare(context) {
      const request = actions.prepare(context);
      const own = agentTools(context);
      return {
        ...request,
        instructions: { role: 'system', title: 'How to act', body: agentContract(budget) },
        tools: [...(request.tools ?? []), ...own.tools],
        toolChoice: 'required',
        loop: { ...budget, answer: own.answer },
      };
    },
  };
}
