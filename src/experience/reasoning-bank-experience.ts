// ReasoningBank (Ouyang et al., 2025): after every episode the model judges its own success from the transcript, then
// distils up to three reusable reasoning strategies (from successes) or lessons (from failures); the items most
// relevant to the current observation (BM25, or embeddings with `embed=`) are shown each turn.
import { z } from 'zod';
import type { TurnNote } from '../core/experience-input.js';
import type { MatchRecord } from '../core/match-record.js';
import { replayStates } from '../core/replay-states.js';
import { findGame } from '../games/registry.js';
import type { EmbeddingModel } from '../model/embedding-model.js';
import type { ModelRequest } from '../model/model.js';
import { type Asked, askJson, learned } from './ask-model.js';
import { nearestItems, withVectors } from './embedded-items.js';
import { episodeSteps, isLearnable, learningSeat } from './episode-steps.js';
import type { Experience, LearnResult } from './experience.js';
import type { ExperienceKind } from './experience-kind.js';
import { relevantItems, turnQuery } from './relevant-items.js';

/** The system message of the judging call (ReasoningBank's LLM-as-a-judge). */
export const judgeSystem =
  'You are an expert in evaluating game-playing agents. Given the rules of a game and the trajectory of an agent, ' +
  'you decide whether the agent succeeded at the game’s goal.';

/** The task of the judging call, after the rules and the trajectory. */
export const judgeInstruction = [
  'Reason first, in "why": what the goal of the game is and how far the agent got towards it; then decide.',
  'Reply with JSON only: {"why": "two or three sentences", "success": true or false}',
].join('\n');

/** The distilling instruction for an episode judged a success. */
export const successInstruction = [
  'The trajectory above succeeded. First say why it succeeded (in "why"), then extract at most 3 memory items:',
  'reusable reasoning strategies that would help in future episodes of this game.',
  'Do not repeat similar or overlapping items. Do not refer to this episode’s specific details (its seed, exact',
  'positions or numbers); state generalisable insights about situations and decisions.',
].join('\n');

/** The distilling instruction for an episode judged a failure. */
export const failureInstruction = [
  'The trajectory above failed. First reflect on why it failed (in "why"), then extract at most 3 memory items: lessons',
  'learned or strategies that would prevent this failure in future episodes of this game (pitfalls to avoid).',
  'Do not repeat similar or overlapping items. Do not refer to this episode’s specific details (its seed, exact',
  'positions or numbers); state generalisable insights about situations and decisions.',
].join('\n');

/** The reply format asked of the distilling call. */
export const itemsFormat =
  'Reply with JSON only: {"why": "…", "items": [{"title": "a short name", ' +
  '"description": "one sentence: what it is about", "content": "1-3 sentences: the reasoning to apply"}]}';

/** The line above the items retrieved for a turn. */
export const itemsHeader = 'Reasoning strategies from earlier episodes, relevant to this turn:';

/** One memory item, whether it came from an episode judged a success or a failure, and its embedding with `embed=`. */
export interface ReasoningItem {
  readonly title: string;
  readonly description: string;
  readonly content: string;
  readonly from: 'success' | 'failure';
  readonly vector?: readonly number[];
}

/** The bank of memory items (oldest first) and the options that change behaviour. */
export interface ReasoningBankState {
  readonly k: number;
  readonly chars: number;
  readonly items: readonly ReasoningItem[];
}

const judgeReply = z.object({ success: z.boolean(), why: z.string() });
const itemReply = z.object({
  title: z.string().trim().min(1),
  description: z.string().trim().min(1),
  content: z.string().trim().min(1),
});
const itemsReply = z.object({ why: z.string().optional(), items: z.array(itemReply).min(1).max(3) });

/** The options of `reasoning-bank`. */
export const reasoningBankOptions = {
  k: { type: 'int', default: 1, min: 1, description: 'memory items retrieved per turn (the paper’s default: 1)' },
  chars: { type: 'int', default: 12_000, min: 500, description: 'characters of the trajectory shown to the model' },
} as const;

type Options = { readonly k: number; readonly chars: number };

/**
 * The rules and the learning seat's trajectory as the judge reads it: observations and actions, then the final
 * observation and how the episode ended, never a reward or score (the model judges success itself). Past `chars`,
 * middle steps are dropped.
 */
export function trajectoryText(record: MatchRecord, chars: number): string {
  const { game } = findGame(record.game);
  const seat = learningSeat(record);
  const rules = game.text.rules(record.params, seat, record.seats.length);
  const steps = episodeSteps(record, seat).map(
    (step) => `Step ${step.step + 1}\nObservation: ${step.env}\nAction: ${step.answer}`,
  );
  let final: unknown;
  for (const { state } of replayStates(game, record)) final = state;
  const end = `Final observation: ${game.text.observation(game.observe(final, seat), seat)}\nEnd: ${record.end.status}`;
  const kept = [...steps];
  let length = [...kept, end].join('\n\n').length;
  let omitted = 0;
  while (kept.length > 2 && length > chars) {
    const [dropped] = kept.splice(Math.floor(kept.length / 2), 1);
    length -= (dropped?.length ?? 0) + 2;
    omitted++;
  }
  if (omitted) kept.splice(Math.floor(kept.length / 2), 0, `(${omitted} steps omitted)`);
  return `## Rules\n${rules}\n\n## Trajectory\n${[...kept, end].join('\n\n')}`;
}

/** The judging request for an episode's rules and trajectory. */
export function judgeRequest(shown: string): ModelRequest {
  return {
    messages: [
      { role: 'system', content: judgeSystem },
      { role: 'user', content: `${shown}\n\n## Task\n${judgeInstruction}` },
    ],
  };
}

/** The distilling request for an episode's trajectory, judged `success` or not for the reason `why`. */
export function distilRequest(shown: string, success: boolean, why: string): ModelRequest {
  const instruction = success ? successInstruction : failureInstruction;
  return {
    messages: [
      { role: 'system', content: 'You distil reusable reasoning strategies from the trajectories of a game agent.' },
      { role: 'user', content: `${shown}\n\n## Judgement\n${why}\n\n## Task\n${instruction}\n${itemsFormat}` },
    ],
  };
}

/** An item as the agent reads it. */
export function itemText(item: ReasoningItem): string {
  return `### ${item.title}\n${item.description}\n${item.content}`;
}

/** ReasoningBank: two calls per episode (judge, then distil), items retrieved per turn by BM25 or embeddings. */
export function reasoningBankExperience(
  options: Options,
  model?: string,
  embed?: string,
): Experience<ReasoningBankState> {
  return {
    name: 'reasoning-bank',
    version: 1,
    ...(model ? { model } : {}),
    ...(embed ? { embed } : {}),
    learnsWithModel: true,
    initial: () => ({ ...options, items: [] }),
    items: (state) =>
      state.items.map((item) => ({ key: item.title, text: `${itemText(item)}\n(from a ${item.from})` })),
    turnNote(state, turn, episode, tools) {
      if (tools.embedder) return embeddedNote(state, turnQuery(turn, episode), tools.embedder, tools.signal);
      const found = relevantItems(state.items, itemText, turnQuery(turn, episode), state.k);
      if (!found.length) return undefined;
      return { text: [itemsHeader, ...found.map(itemText)].join('\n\n') };
    },
    async learn(state, records, tools): Promise<LearnResult<ReasoningBankState>> {
      let next = state;
      const asked: Asked<unknown>[] = [];
      for (const record of records) {
        if (!isLearnable(record)) continue;
        const shown = trajectoryText(record, next.chars);
        const judged = await askJson(tools, judgeRequest(shown), judgeReply);
        asked.push(judged);
        if (!judged.value) continue;
        const { success, why } = judged.value;
        const distilled = await askJson(tools, distilRequest(shown, success, why), itemsReply);
        asked.push(distilled);
        if (!distilled.value) continue;
        const from = success ? ('success' as const) : ('failure' as const);
        next = { ...next, items: [...next.items, ...distilled.value.items.map((item) => ({ ...item, from }))] };
      }
      if (tools.embedder) {
        const embedded = await withVectors(next.items, itemText, tools.embedder, tools.signal);
        next = embedded.items === next.items ? next : { ...next, items: embedded.items };
        asked.push(...embedded.asked);
      }
      return learned(next, asked);
    },
  };
}

/** The items nearest to `query` by embedding, with the query's embedding call. */
async function embeddedNote(
  state: ReasoningBankState,
  query: string,
  embedder: EmbeddingModel,
  signal: AbortSignal | undefined,
): Promise<TurnNote | undefined> {
  const { found, exchanges, usage } = await nearestItems(state.items, query, state.k, embedder, signal);
  if (!found.length) return undefined;
  return { text: [itemsHeader, ...found.map(itemText)].join('\n\n'), exchanges, usage };
}

/** `reasoning-bank`: ReasoningBank's self-judged, distilled reasoning memory. */
export const reasoningBankKind: ExperienceKind<typeof reasoningBankOptions> = {
  name: 'reasoning-bank',
  summary: 'self-judged episodes distilled into reasoning strategies and pitfalls, retrieved per turn (ReasoningBank)',
  options: reasoningBankOptions,
  usesModel: true,
  embeds: true,
  create: (values, model, embed) => reasoningBankExperience(values, model, embed) as Experience,
};
