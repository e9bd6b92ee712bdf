// S³Gym Summary Memory: at step 0 of each episode one extra model call compresses the rules plus the (budget-truncated)
// earlier episodes into tips, which the agent keeps for that episode. Only cross-episode experience is compressed.

import type { ModelExchange } from '../core/agent.js';
import type { ModelRequest } from '../model/model.js';

import type { Experience } from './experience.js';
import type { ExperienceKind } from './experience-kind.js';
import {
  type HistoryOptions,
  type HistoryState,
  historyItems,
  historyOptions,
  historyOptionValues,
  historyText,
  initialHistory,
  learnHistory,
} from './history-experience.js';

/** The instruction of the compression call. */
export const summaryInstruction = [
  'Compress the experience above into tips for your next episode of this game, under three headings:',
  'Strategies to retain: what earned points and should be repeated.',
  'Mistakes to avoid: what lost points, was invalid or wasted moves.',
  'Directions for the next episode: what to try next.',
  'Be concise and concrete; refer to the game’s own actions and rules.',
].join('\n');

/** The compression request for `rules` and the earlier episodes' text. */
export function summaryRequest(rules: string, history: string): ModelRequest {
  return {
    messages: [
      { role: 'system', content: 'You turn a player’s earlier game episodes into short, actionable tips.' },
      {
        role: 'user',
        content: `## Rules\n${rules}\n\n## Earlier episodes\n${history}\n\n## Task\n${summaryInstruction}`,
      },
    ],
  };
}

/**
 * Summary Memory: the state is the same retained history as History ICL (so learning makes no model call and
 * replays deterministically); `prompt` makes the one compression call with the experience's model (by default the
 * agent's own).
 */
export function summaryExperience(options: HistoryOptions = {}, model?: string): Experience<HistoryState> {
  return {
    name: 'summary',
    version: 1,
    ...(model ? { model } : {}),
    initial: () => initialHistory(options),
    items: historyItems,
    async prompt(state, turn, tools) {
      const history = historyText(state);
      if (history === undefined) return undefined;
      if (!tools.model) throw new Error('summary experience needs a model for its step-0 compression call');
      const request = summaryRequest(turn.game.text.rules(turn.params, turn.player, 1), history);
      const response = await tools.model.call(request, tools.signal);
      const failed = response.failure === 'model' || response.text.trim() === '';
      const exchange: ModelExchange = {
        model: tools.model.id,
        request,
        text: response.text,
        usage: response.usage,
        latencyMs: response.latencyMs,
        cached: response.cached,
        ...(failed ? { failure: 'model' as const, error: response.error ?? 'empty summary' } : {}),
      };
      const text = failed ? '' : `Tips from your earlier episodes:\n${response.text.trim()}`;
      return { text, usage: response.usage, exchanges: [exchange] };
    },
    learn: (state, records) => learnHistory(state, records),
  };
}

/** `summary`: S³Gym's Summary Memory. */
export const summaryKind: ExperienceKind<typeof historyOptions> = {
  name: 'summary',
  summary: 'one model call per episode compresses the earlier episodes into tips (S³Gym Summary Memory)',
  options: historyOptions,
  usesModel: true,
  create: (values, model) => summaryExperience(historyOptionValues(values), model) as Experience,
};
