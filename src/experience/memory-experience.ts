// Learn2Play's "Memory": the raw transcript of every earlier episode, appended after each one and shown whole; the
// oldest episodes go only when the context budget is full. No model call: a raw transcript stays correctable where a
// summary written from thin evidence can freeze a wrong rule.
import type { MatchRecord } from '../core/match-record.js';
import { estimateTokens } from '../model/tokens.js';
import { isLearnable } from './episode-steps.js';
import { episodeOutcome, episodeText } from './episode-text.js';
import type { Experience, LearnResult } from './experience.js';
import type { ExperienceKind } from './experience-kind.js';

/** The line that opens the prompt text. */
export const memoryHeading = 'The transcripts of your earlier episodes of this game, oldest first:';

/** The heading of one episode's transcript. */
export function memoryEpisodeHeading(episode: MemoryEpisode): string {
  return `Episode ${episode.episode + 1} (${episode.status}, score ${episode.score}):`;
}

/** One earlier episode: its number, how it ended, and its transcript (steps separated by blank lines). */
export interface MemoryEpisode {
  readonly episode: number;
  readonly score: number;
  readonly status: string;
  readonly text: string;
}

/** The kept transcripts, oldest first; the budget lives in the state so the snapshot hash covers it. */
export interface MemoryState {
  readonly budgetTokens: number;
  /** Episodes learned from so far (including dropped ones). */
  readonly episodesSeen: number;
  /** Oldest episodes dropped so far to fit the budget. */
  readonly droppedEpisodes: number;
  readonly episodes: readonly MemoryEpisode[];
}

const options = {
  budget: {
    type: 'int',
    default: 100_000,
    min: 100,
    description: 'transcript text kept, in estimated tokens; the oldest episodes go first past it',
  },
} as const;

/** The empty memory with a budget of `budgetTokens`. */
export function initialMemory(budgetTokens: number = options.budget.default): MemoryState {
  return { budgetTokens, episodesSeen: 0, droppedEpisodes: 0, episodes: [] };
}

function episodeTokens(episode: MemoryEpisode): number {
  return estimateTokens(`${memoryEpisodeHeading(episode)}\n${episode.text}`) + 1;
}

/**
 * Appends the learnable episodes of `records` (in play order) and drops the oldest whole episodes until the text fits
 * the budget; an episode longer than the whole budget is cut in its middle steps. Never mutates `state`.
 */
export function learnMemory(state: MemoryState, records: readonly MatchRecord[]): LearnResult<MemoryState> {
  let episodesSeen = state.episodesSeen;
  const episodes = [...state.episodes];
  // Room for one episode's transcript: the whole budget less the text's heading and the episode's own heading.
  const maxChars = Math.max(200, (state.budgetTokens - estimateTokens(memoryHeading) - 30) * 4);
  for (const record of records) {
    if (!isLearnable(record)) continue;
    const { score, status } = episodeOutcome(record);
    episodes.push({ episode: episodesSeen, score, status, text: episodeText(record, maxChars) });
    episodesSeen++;
  }
  let tokens = estimateTokens(memoryHeading) + episodes.reduce((sum, episode) => sum + episodeTokens(episode), 0);
  let droppedEpisodes = state.droppedEpisodes;
  while (tokens > state.budgetTokens && episodes.length > 1) {
    tokens -= episodeTokens(episodes.shift() as MemoryEpisode);
    droppedEpisodes++;
  }
  return { state: { ...state, episodesSeen, droppedEpisodes, episodes } };
}

/**
 * The kept transcripts as prompt text, or undefined when there are none. Steps are separated by blank lines (an
 * episode's heading opens its first step), so a context window short of room cuts the oldest steps first.
 */
export function memoryText(state: MemoryState): string | undefined {
  if (state.episodes.length === 0) return undefined;
  const dropped = state.droppedEpisodes
    ? `\n(${state.droppedEpisodes} oldest episodes were dropped to fit ${state.budgetTokens} tokens)`
    : '';
  const blocks = state.episodes.map((episode) => `${memoryEpisodeHeading(episode)}\n${episode.text}`);
  return [`${memoryHeading}${dropped}`, ...blocks].join('\n\n');
}

/** Learn2Play's Memory with a budget of `budgetTokens`. */
export function memoryExperience(budgetTokens?: number): Experience<MemoryState> {
  return {
    name: 'memory',
    version: 1,
    initial: () => initialMemory(budgetTokens),
    items: (state) =>
      state.episodes.map((episode) => ({
        key: `episode ${episode.episode + 1}`,
        text: `${memoryEpisodeHeading(episode)}\n${episode.text}`,
      })),
    prompt(state) {
      const text = memoryText(state);
      return text === undefined ? undefined : { text, title: 'Earlier episodes', drop: 'oldest' };
    },
    learn: (state, records) => learnMemory(state, records),
  };
}

/** `memory`: Learn2Play's raw-transcript Memory. */
export const memoryKind: ExperienceKind<typeof options> = {
  name: 'memory',
  summary: 'raw transcripts of every earlier episode in the prompt, oldest dropped past the budget (Learn2Play Memory)',
  options,
  create: ({ budget }) => memoryExperience(budget) as Experience,
};
