// PTCG-Bench's long-term memory (after Generative Agents' memory stream and MemoryBank): every episode is stored as a
// short memory, retrieved per turn by relevance to the current observation (BM25, or embeddings with `embed=`); every
// N games the model summarises the episodes since the last summary into strategic notes, shown for the whole episode.
import { z } from 'zod';
import type { TurnNote } from '../core/experience-input.js';
import type { MatchRecord } from '../core/match-record.js';
import { findGame } from '../games/registry.js';
import type { EmbeddingModel } from '../model/embedding-model.js';
import type { ModelRequest } from '../model/model.js';
import { type Asked, askJson, learned } from './ask-model.js';
import { nearestItems, withVectors } from './embedded-items.js';
import { isLearnable } from './episode-steps.js';
import { episodeText } from './episode-text.js';
import type { Experience, LearnResult } from './experience.js';
import type { ExperienceKind } from './experience-kind.js';
import { relevantItems, turnQuery } from './relevant-items.js';

/** The system message of the summarising call. */
export const notesSystem =
  'You keep the long-term memory of a game-playing agent: you turn its recent games into strategic notes.';

/** The task of the summarising call, after the rules, the current notes and the recent episodes. */
export const notesInstruction = [
  'Revise the strategic notes with what the recent episodes teach: keep the notes that still hold, correct or drop',
  'the ones they contradict, and add what is new (what won or earned points, what lost them, which situations need',
  'care). At most 10 notes, each one or two concrete sentences about this game’s own actions and rules.',
  'Reply with JSON only: {"notes": ["…", "…"]}',
].join('\n');

/** The heading of the notes section in the prompt. */
export const notesTitle = 'Strategic notes';

/** The line above the memories retrieved for a turn. */
export const memoriesHeader = 'Memories of earlier episodes relevant to this turn:';

/** One stored episode: its number (from 1, in learning order), its text, and its embedding with `embed=`. */
export interface EpisodeMemory {
  readonly episode: number;
  readonly text: string;
  readonly vector?: readonly number[];
}

/** The memory store, the notes, and the options that change behaviour. */
export interface LongTermMemoryState {
  readonly every: number;
  readonly k: number;
  readonly max: number;
  readonly chars: number;
  /** Episodes stored so far (including those dropped past `max`). */
  readonly episodesSeen: number;
  /** Episodes stored since the notes were last summarised (a failed summary leaves it, so the next episode retries). */
  readonly sinceNotes: number;
  readonly memories: readonly EpisodeMemory[];
  readonly notes: readonly string[];
}

const notesReply = z.object({ notes: z.array(z.string().trim().min(1)).min(1) });

/** The options of `long-term-memory`. */
export const longTermMemoryOptions = {
  every: { type: 'int', default: 5, min: 1, description: 'games between two summaries into strategic notes' },
  k: { type: 'int', default: 3, min: 1, description: 'episode memories retrieved per turn' },
  max: { type: 'int', default: 200, min: 1, description: 'episode memories kept (the oldest dropped beyond)' },
  chars: { type: 'int', default: 1500, min: 200, description: 'characters of each episode memory' },
} as const;

type Options = { readonly every: number; readonly k: number; readonly max: number; readonly chars: number };

/** The summarising request: the rules, the current notes and the memories of the recent episodes. */
export function notesRequest(rules: string, notes: readonly string[], recent: readonly EpisodeMemory[]): ModelRequest {
  const current = notes.length ? notes.map((note) => `- ${note}`).join('\n') : '(none yet)';
  const episodes = recent.map((memory) => memory.text).join('\n\n');
  return {
    messages: [
      { role: 'system', content: notesSystem },
      {
        role: 'user',
        content: `## Rules\n${rules}\n\n## Current notes\n${current}\n\n## Recent episodes\n${episodes}\n\n## Task\n${notesInstruction}`,
      },
    ],
  };
}

function rulesOf(record: MatchRecord): string {
  return findGame(record.game).game.text.rules(record.params, 0, record.seats.length);
}

/** Long-term memory: learning stores one memory per episode and, every `every` games, asks for new notes. */
export function longTermMemoryExperience(
  options: Options,
  model?: string,
  embed?: string,
): Experience<LongTermMemoryState> {
  return {
    name: 'long-term-memory',
    version: 1,
    ...(model ? { model } : {}),
    ...(embed ? { embed } : {}),
    learnsWithModel: true,
    initial: () => ({ ...options, episodesSeen: 0, sinceNotes: 0, memories: [], notes: [] }),
    items: (state) => [
      ...state.notes.map((note, index) => ({ key: `note ${index + 1}`, text: note })),
      ...state.memories.map((memory) => ({ key: `memory of episode ${memory.episode}`, text: memory.text })),
    ],
    prompt: (state) =>
      state.notes.length ? { title: notesTitle, text: state.notes.map((note) => `- ${note}`).join('\n') } : undefined,
    turnNote(state, turn, episode, tools) {
      if (tools.embedder) return embeddedNote(state, turnQuery(turn, episode), tools.embedder, tools.signal);
      const found = relevantItems(state.memories, (memory) => memory.text, turnQuery(turn, episode), state.k);
      if (!found.length) return undefined;
      return { text: [memoriesHeader, ...found.map((memory) => memory.text)].join('\n\n') };
    },
    async learn(state, records, tools): Promise<LearnResult<LongTermMemoryState>> {
      let next = state;
      const asked: Asked<unknown>[] = [];
      for (const record of records) {
        if (!isLearnable(record)) continue;
        const episode = next.episodesSeen + 1;
        const memory = { episode, text: `Episode ${episode}\n${episodeText(record, next.chars)}` };
        next = {
          ...next,
          episodesSeen: episode,
          sinceNotes: next.sinceNotes + 1,
          memories: [...next.memories, memory].slice(-next.max),
        };
        if (next.sinceNotes < next.every) continue;
        const recent = next.memories.slice(-next.sinceNotes);
        const ask = await askJson(tools, notesRequest(rulesOf(record), next.notes, recent), notesReply);
        asked.push(ask);
        if (ask.value) next = { ...next, sinceNotes: 0, notes: ask.value.notes };
      }
      if (tools.embedder) {
        const embedded = await withVectors(next.memories, (memory) => memory.text, tools.embedder, tools.signal);
        next = embedded.items === next.memories ? next : { ...next, memories: embedded.items };
        asked.push(...embedded.asked);
      }
      return learned(next, asked);
    },
  };
}

/** The memories nearest to `query` by embedding, with the query's embedding call. */
async function embeddedNote(
  state: LongTermMemoryState,
  query: string,
  embedder: EmbeddingModel,
  signal: AbortSignal | undefined,
): Promise<TurnNote | undefined> {
  const { found, exchanges, usage } = await nearestItems(state.memories, query, state.k, embedder, signal);
  if (!found.length) return undefined;
  return { text: [memoriesHeader, ...found.map((memory) => memory.text)].join('\n\n'), exchanges, usage };
}

/** `long-term-memory`: PTCG-Bench's long-term memory. */
export const longTermMemoryKind: ExperienceKind<typeof longTermMemoryOptions> = {
  name: 'long-term-memory',
  summary:
    'episode memories retrieved per turn (BM25 or embeddings), plus strategic notes summarised every N games (PTCG-Bench)',
  options: longTermMemoryOptions,
  usesModel: true,
  embeds: true,
  create: (values, model, embed) => longTermMemoryExperience(values, model, embed) as Experience,
};
