// ExpeL (Zhao et al. 2024): a list of lessons with importance counts, edited after every learning step by the model's
// ADD / EDIT / UPVOTE / DOWNVOTE operations from a successful and a failed episode compared (or, when the batch holds
// only one kind, from its episodes against the current lessons); the most important lessons open later episodes.
import { z } from 'zod';
import type { MatchRecord } from '../core/match-record.js';
import { findGame } from '../games/registry.js';
import type { ModelRequest } from '../model/model.js';
import { type Asked, askModel, firstJson, learned, type Reading } from './ask-model.js';
import { isLearnable, learningSeat } from './episode-steps.js';
import { episodeOutcome, episodeText } from './episode-text.js';
import type { Experience, ExperienceTools, LearnResult } from './experience.js';
import type { ExperienceKind } from './experience-kind.js';

/** The system message of the lesson-editing call. */
export const expelSystem =
  'You are an advanced reasoning agent that improves at a game by extracting general lessons from its own episodes.';

/** The task when the batch holds a success and a failure: compare them. */
export const expelCompareInstruction = [
  'Compare the successful episode with the failed one. Find what the failure did wrong or missed that the success',
  'did right, and turn it into general lessons that would help in any later episode of this game.',
].join('\n');

/** The task when the batch holds only successes or only failures: critique the current lessons against them. */
export const expelCritiqueInstruction = [
  'Read the episodes above against the current lessons. Find what they teach that the lessons miss or get wrong,',
  'and what the lessons already say that they confirm or contradict.',
].join('\n');

/** How to reply: the four operations, as JSON. */
export const expelOperationsInstruction = [
  'Edit the lessons with operations, replying with JSON only:',
  '{"operations": [{"op": "ADD", "text": "<new lesson>"}, {"op": "EDIT", "index": <n>, "text": "<rewritten lesson>"},',
  '{"op": "UPVOTE", "index": <n>}, {"op": "DOWNVOTE", "index": <n>}]}',
  'ADD a new lesson; EDIT rewrites lesson n (its number in the list above); UPVOTE lesson n when the episodes',
  'confirm it; DOWNVOTE lesson n when they contradict it or it duplicates another. Lessons are concise, general and',
  'concrete (refer to the game’s own actions and rules, not to one episode); do not add one that repeats a lesson',
  'already listed: UPVOTE or EDIT it instead. Use at most four operations.',
].join('\n');

/** The line that opens the prompt text shown to the agent. */
export const expelHeading = 'Lessons learned from your earlier episodes, the most important first:';

/** A lesson and its importance: 2 when added, +1 per EDIT or UPVOTE, −1 per DOWNVOTE; removed at 0. */
export interface Lesson {
  readonly text: string;
  readonly importance: number;
}

/** An episode of a batch waiting to be learned from: its number, outcome and transcript. */
export interface ExpelEpisode {
  readonly episode: number;
  readonly score: number;
  readonly won: boolean;
  readonly status: string;
  readonly text: string;
}

/**
 * The lessons and the batch still to learn from (only its best and worst episodes are ever shown, so only they are
 * kept); the options live in the state so the snapshot hash covers them.
 */
export interface ExpelState {
  /** Lessons shown to the agent (the most important ones). */
  readonly k: number;
  /** Learnable episodes per learning call (a learning step with fewer waits for more). */
  readonly every: number;
  /** Characters of each episode's transcript in the learning call. */
  readonly transcriptChars: number;
  readonly episodesSeen: number;
  readonly lessons: readonly Lesson[];
  readonly batch: {
    readonly episodes: number;
    readonly best?: ExpelEpisode;
    readonly worst?: ExpelEpisode;
  };
}

const options = {
  k: { type: 'int', default: 10, min: 1, description: 'most important lessons shown in the prompt' },
  every: {
    type: 'int',
    default: 1,
    min: 1,
    description: 'learnable episodes per lesson-editing call (at least one call per round or episode learned)',
  },
  transcript: {
    type: 'int',
    default: 6000,
    min: 500,
    description: 'characters of each compared episode’s transcript in the lesson-editing call',
  },
} as const;

/** The empty state with these options. */
export function initialExpel(values: { k?: number; every?: number; transcript?: number } = {}): ExpelState {
  return {
    k: values.k ?? options.k.default,
    every: values.every ?? options.every.default,
    transcriptChars: values.transcript ?? options.transcript.default,
    episodesSeen: 0,
    lessons: [],
    batch: { episodes: 0 },
  };
}

/** One operation on the lessons; `index` counts from 1 in the list the model was shown. */
export type LessonOperation =
  | { readonly op: 'ADD'; readonly text: string }
  | { readonly op: 'EDIT'; readonly index: number; readonly text: string }
  | { readonly op: 'UPVOTE' | 'DOWNVOTE'; readonly index: number };

const operationSchema = z.discriminatedUnion('op', [
  z.object({ op: z.literal('ADD'), text: z.string().trim().min(1) }),
  z.object({ op: z.literal('EDIT'), index: z.number().int(), text: z.string().trim().min(1) }),
  z.object({ op: z.enum(['UPVOTE', 'DOWNVOTE']), index: z.number().int() }),
]);

/**
 * The operations of a reply that can apply to `lessons` (well-formed, naming a lesson that exists), or why none can:
 * invalid ones are skipped, and the reply fails only when nothing valid is left.
 */
export function readOperations(text: string, lessons: readonly Lesson[]): Reading<LessonOperation[]> {
  const json = firstJson(text);
  const list = Array.isArray(json) ? json : (json as { operations?: unknown } | undefined)?.operations;
  if (!Array.isArray(list)) return { ok: false, error: 'the reply holds no JSON list of operations' };
  const valid: LessonOperation[] = [];
  for (const item of list) {
    const parsed = operationSchema.safeParse(item);
    if (!parsed.success) continue;
    const operation = parsed.data;
    if (operation.op !== 'ADD' && (operation.index < 1 || operation.index > lessons.length)) continue;
    valid.push(operation);
  }
  if (valid.length === 0) return { ok: false, error: `no valid operation among the ${list.length} in the reply` };
  return { ok: true, value: valid };
}

/**
 * The lessons after `operations`, applied in order to the list the model was shown (indexes keep naming the same
 * lesson): a lesson at importance 0 is removed, and later operations on it are skipped; new lessons go last.
 */
export function applyOperations(lessons: readonly Lesson[], operations: readonly LessonOperation[]): Lesson[] {
  const current: (Lesson | undefined)[] = [...lessons];
  const added: Lesson[] = [];
  for (const operation of operations) {
    if (operation.op === 'ADD') {
      added.push({ text: operation.text, importance: 2 });
      continue;
    }
    const lesson = current[operation.index - 1];
    if (!lesson) continue;
    if (operation.op === 'EDIT')
      current[operation.index - 1] = { text: operation.text, importance: lesson.importance + 1 };
    else {
      const importance = lesson.importance + (operation.op === 'UPVOTE' ? 1 : -1);
      current[operation.index - 1] = importance > 0 ? { text: lesson.text, importance } : undefined;
    }
  }
  return [...current.filter((lesson): lesson is Lesson => lesson !== undefined), ...added];
}

/** The `k` most important lessons, ties in list order. */
export function topLessons(lessons: readonly Lesson[], k: number): Lesson[] {
  return lessons
    .map((lesson, index) => ({ lesson, index }))
    .sort((a, b) => b.lesson.importance - a.lesson.importance || a.index - b.index)
    .slice(0, k)
    .map(({ lesson }) => lesson);
}

/** Orders episodes by outcome: a win above a loss, then the higher score; ties keep the earlier episode. */
function better(a: ExpelEpisode, b: ExpelEpisode): boolean {
  return a.won !== b.won ? a.won : a.score > b.score;
}

function episodeSection(title: string, episode: ExpelEpisode): string {
  const outcome = `${episode.won ? 'success' : 'failure'}: ${episode.status}, score ${episode.score}`;
  return `## ${title}: episode ${episode.episode + 1} (${outcome})\n${episode.text}`;
}

/** The lesson-editing request for a batch's best and worst episodes (the same episode when it holds one). */
export function expelRequest(
  lessons: readonly Lesson[],
  rules: string,
  best: ExpelEpisode,
  worst: ExpelEpisode,
): ModelRequest {
  const compare = best.won && !worst.won;
  const numbered = lessons.map((lesson, index) => `${index + 1}. ${lesson.text} (importance ${lesson.importance})`);
  const episodes =
    best === worst || best.episode === worst.episode
      ? [episodeSection('Episode', best)]
      : compare
        ? [episodeSection('Successful episode', best), episodeSection('Failed episode', worst)]
        : [episodeSection('Best episode', best), episodeSection('Worst episode', worst)];
  const sections = [
    `## Rules\n${rules}`,
    ...episodes,
    `## Current lessons\n${numbered.length ? numbered.join('\n') : '(none yet)'}`,
    `## Task\n${compare ? expelCompareInstruction : expelCritiqueInstruction}\n\n${expelOperationsInstruction}`,
  ];
  return {
    messages: [
      { role: 'system', content: expelSystem },
      { role: 'user', content: sections.join('\n\n') },
    ],
  };
}

/**
 * Adds the learnable episodes of `records` to the batch and, once it holds `every` of them, makes one lesson-editing
 * call and starts a new batch. An unusable reply keeps the lessons and the batch (the next step tries again with it)
 * and records the failure.
 */
export async function learnExpel(
  state: ExpelState,
  records: readonly MatchRecord[],
  tools: ExperienceTools,
): Promise<LearnResult<ExpelState>> {
  let { episodesSeen } = state;
  let { episodes: count, best, worst } = state.batch;
  let rules: string | undefined;
  for (const record of records) {
    if (!isLearnable(record)) continue;
    const { score, won, status } = episodeOutcome(record);
    const episode = { episode: episodesSeen++, score, won, status, text: episodeText(record, state.transcriptChars) };
    count++;
    if (!best || better(episode, best)) best = episode;
    if (!worst || better(worst, episode)) worst = episode;
    rules = findGame(record.game).game.text.rules(record.params, learningSeat(record), record.seats.length);
  }
  const batch = { episodes: count, ...(best ? { best } : {}), ...(worst ? { worst } : {}) };
  if (count < state.every || !best || !worst || rules === undefined) {
    return { state: count === state.batch.episodes ? state : { ...state, episodesSeen, batch } };
  }
  const ask: Asked<LessonOperation[]> = await askModel(tools, expelRequest(state.lessons, rules, best, worst), (text) =>
    readOperations(text, state.lessons),
  );
  if (!ask.value) return learned({ ...state, episodesSeen, batch }, [ask]);
  return learned(
    { ...state, episodesSeen, lessons: applyOperations(state.lessons, ask.value), batch: { episodes: 0 } },
    [ask],
  );
}

/** ExpeL with these options; `model` is its own model spec, when not the seat's backbone. */
export function expelExperience(
  values: { k?: number; every?: number; transcript?: number } = {},
  model?: string,
): Experience<ExpelState> {
  return {
    name: 'expel',
    version: 1,
    ...(model ? { model } : {}),
    learnsWithModel: true,
    initial: () => initialExpel(values),
    // Keyed by text: an up- or downvote changes the item, an EDIT replaces it.
    items: (state) =>
      state.lessons.map((lesson) => ({ key: lesson.text, text: `importance ${lesson.importance}: ${lesson.text}` })),
    prompt(state) {
      if (state.lessons.length === 0) return undefined;
      const lines = topLessons(state.lessons, state.k).map((lesson, index) => `${index + 1}. ${lesson.text}`);
      return { text: `${expelHeading}\n${lines.join('\n')}`, title: 'Lessons' };
    },
    learn: (state, records, tools) => learnExpel(state, records, tools),
  };
}

/** `expel`: Zhao et al.'s ExpeL insights, edited by operations with importance counts. */
export const expelKind: ExperienceKind<typeof options> = {
  name: 'expel',
  summary: 'lessons with importance counts, edited by ADD/EDIT/UPVOTE/DOWNVOTE from successes vs failures (ExpeL)',
  options,
  usesModel: true,
  create: (values, model) => expelExperience(values, model) as Experience,
};
