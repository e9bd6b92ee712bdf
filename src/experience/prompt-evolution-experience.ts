// PTCG-Bench's prompt evolution: after every learning step one model call reads the current strategy with the
// recent games, names their recurring failure modes and rewrites the strategy, which the agent then plays with as
// its prompt's `Strategy` section.
import { z } from 'zod';
import type { ModelRequest } from '../model/model.js';
import { askJson, learned } from './ask-model.js';
import { isLearnable } from './episode-steps.js';
import type { Experience } from './experience.js';
import type { ExperienceKind } from './experience-kind.js';
import { type GameSummary, gameSummary, gameSummaryText, recordRules } from './game-summary.js';

/** The system message of the rewrite call. */
export const promptEvolutionSystem =
  'You maintain the strategy section of the instructions of an agent that plays a game, revising it from the ' +
  'agent’s recent games.';

/** The task of the rewrite call; `{words}` is the strategy's length asked for. */
export const promptEvolutionTask = [
  'Analyse the recent games against the current strategy.',
  '1. Find the recurring failure modes: mistakes or missed opportunities that appear in several games or cost a game.',
  '2. Rewrite the strategy so that it keeps what worked and corrects those failure modes. The new strategy replaces',
  'the old one entirely: write concise, concrete instructions to the player (at most {words} words) that refer to the',
  'game’s own actions and rules.',
  'Reply with one JSON object and nothing else: {"failure_modes": ["..."], "strategy": "..."}',
].join('\n');

/** The evolved strategy and the recent games it was built from; the options live in the state. */
export interface PromptEvolutionState {
  /** Games kept and shown to each rewrite (the newest). */
  readonly recent: number;
  /** Characters of each game's text. */
  readonly chars: number;
  /** The strategy's length asked for, in words. */
  readonly words: number;
  /** The strategy the agent plays with; empty until the first rewrite. */
  readonly strategy: string;
  /** The failure modes the last rewrite named. */
  readonly failureModes: readonly string[];
  /** Games learned from so far. */
  readonly gamesSeen: number;
  /** The newest games, oldest first (at most `recent`). */
  readonly games: readonly GameSummary[];
}

const rewriteSchema = z.object({
  failure_modes: z.array(z.string()).default([]),
  strategy: z.string().trim().min(1),
});

/** The rewrite request for `state` (whose games already include the newest) under `rules`. */
export function promptEvolutionRequest(state: PromptEvolutionState, rules: string): ModelRequest {
  const games = state.games.map(gameSummaryText).join('\n\n');
  const task = promptEvolutionTask.replace('{words}', String(state.words));
  return {
    messages: [
      { role: 'system', content: promptEvolutionSystem },
      {
        role: 'user',
        content: `## Rules\n${rules}\n\n## Current strategy\n${state.strategy || '(none yet)'}\n\n## Recent games, oldest first\n${games}\n\n## Task\n${task}`,
      },
    ],
  };
}

/** The options of `prompt-evolution`. */
export const promptEvolutionOptions = {
  recent: { type: 'int', default: 8, min: 1, description: 'recent games each rewrite reads' },
  chars: { type: 'int', default: 4000, min: 200, description: 'characters of each game’s text' },
  words: { type: 'int', default: 300, min: 20, description: 'the strategy’s length asked for, in words' },
} as const;

/** Prompt evolution with these options; `model` is its own model spec, when not the seat's backbone. */
export function promptEvolutionExperience(
  options: { recent: number; chars: number; words: number },
  model?: string,
): Experience<PromptEvolutionState> {
  return {
    name: 'prompt-evolution',
    version: 1,
    ...(model ? { model } : {}),
    learnsWithModel: true,
    initial: () => ({ ...options, strategy: '', failureModes: [], gamesSeen: 0, games: [] }),
    items: (state) => [
      { key: 'strategy', text: state.strategy },
      { key: 'failure modes', text: state.failureModes.map((mode) => `- ${mode}`).join('\n') },
    ],
    prompt: (state) => (state.strategy ? { text: state.strategy, title: 'Strategy' } : undefined),
    async learn(state, records, tools) {
      const learnable = records.filter(isLearnable);
      const newest = learnable.at(-1);
      if (!newest) return { state };
      const games = [
        ...state.games,
        ...learnable.map((record, index) => gameSummary(record, state.gamesSeen + index, state.chars)),
      ].slice(-state.recent);
      // The games advance even when the rewrite fails, so the next rewrite reads them; the strategy stays.
      const seen = { ...state, gamesSeen: state.gamesSeen + learnable.length, games };
      const asked = await askJson(tools, promptEvolutionRequest(seen, recordRules(newest)), rewriteSchema);
      const next = asked.value
        ? { ...seen, strategy: asked.value.strategy, failureModes: asked.value.failure_modes }
        : seen;
      return learned(next, [asked]);
    },
  };
}

/** `prompt-evolution`: PTCG-Bench's prompt evolution. */
export const promptEvolutionKind: ExperienceKind<typeof promptEvolutionOptions> = {
  name: 'prompt-evolution',
  summary: 'after each learning step the model rewrites a strategy from recent games’ failure modes (PTCG-Bench)',
  options: promptEvolutionOptions,
  usesModel: true,
  create: (values, model) => promptEvolutionExperience(values, model) as Experience,
};
