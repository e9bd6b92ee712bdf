// Reflexion (Shinn et al. 2023): after every game one model call turns the episode's transcript and outcome into a
// verbal reflection (what went wrong, what to do differently); the most recent k reflections open later episodes.
import type { MatchRecord } from '../core/match-record.js';
import { findGame } from '../games/registry.js';
import type { ModelRequest } from '../model/model.js';
import { type Asked, askModel, learned } from './ask-model.js';
import { isLearnable, learningSeat } from './episode-steps.js';
import { episodeOutcome, episodeText } from './episode-text.js';
import type { Experience, ExperienceTools, LearnResult } from './experience.js';
import type { ExperienceKind } from './experience-kind.js';

/** The system message of the reflection call. */
export const reflexionSystem =
  'You are an agent that plays a game over many episodes and improves by reflecting on each episode you play.';

/** The task of the reflection call, after the rules, earlier reflections and the episode's transcript. */
export const reflexionInstruction = [
  'Reflect on the episode above in a few sentences, for your own next attempt at this game.',
  'Diagnose what went wrong or what limited your score, naming the steps where it happened,',
  'and write a concise, concrete plan of what to do differently next time.',
  'If the episode went well, say what made it work and how to score even higher.',
  'Refer to the game’s own actions and rules. Reply with the reflection only.',
].join('\n');

/** The line that opens the prompt text shown to the agent. */
export const reflexionHeading = 'Your reflections on your most recent earlier episodes, oldest first:';

/** One reflection: the episode it reflects on (numbered from 0), how that episode ended, and the text. */
export interface Reflection {
  readonly episode: number;
  readonly score: number;
  readonly status: string;
  readonly text: string;
}

/** The kept reflections, oldest first; the options live in the state so the snapshot hash covers them. */
export interface ReflexionState {
  /** Reflections shown to the agent (the most recent ones). */
  readonly k: number;
  /** Reflections kept (the most recent ones); 0 keeps all. */
  readonly keep: number;
  /** Characters of an episode's transcript in the reflection call (middle steps are cut past it). */
  readonly transcriptChars: number;
  /** Episodes learned from so far (those whose reflection failed included). */
  readonly episodesSeen: number;
  readonly reflections: readonly Reflection[];
}

const options = {
  k: { type: 'int', default: 3, min: 1, description: 'most recent reflections shown in the prompt' },
  keep: { type: 'int', default: 0, min: 0, description: 'most recent reflections kept (0: all)' },
  transcript: {
    type: 'int',
    default: 12_000,
    min: 500,
    description: 'characters of the episode transcript the reflection call reads',
  },
} as const;

/** The empty state with these options. */
export function initialReflexion(values: { k?: number; keep?: number; transcript?: number } = {}): ReflexionState {
  return {
    k: values.k ?? options.k.default,
    keep: values.keep ?? options.keep.default,
    transcriptChars: values.transcript ?? options.transcript.default,
    episodesSeen: 0,
    reflections: [],
  };
}

function reflectionHeading(reflection: Reflection): string {
  return `Episode ${reflection.episode + 1} (${reflection.status}, score ${reflection.score}):`;
}

function reflectionsText(reflections: readonly Reflection[]): string {
  return reflections.map((reflection) => `${reflectionHeading(reflection)}\n${reflection.text}`).join('\n\n');
}

/** The reflection request for `record`, numbered `episode`, after the `earlier` reflections. */
export function reflexionRequest(
  state: ReflexionState,
  record: MatchRecord,
  episode: number,
  earlier: readonly Reflection[],
): ModelRequest {
  const rules = findGame(record.game).game.text.rules(record.params, learningSeat(record), record.seats.length);
  const outcome = episodeOutcome(record);
  const recent = earlier.slice(-state.k);
  const sections = [
    `## Rules\n${rules}`,
    ...(recent.length ? [`## Your earlier reflections\n${reflectionsText(recent)}`] : []),
    `## Episode ${episode + 1} (${outcome.status}, score ${outcome.score})\n${episodeText(record, state.transcriptChars)}`,
    `## Task\n${reflexionInstruction}`,
  ];
  return {
    messages: [
      { role: 'system', content: reflexionSystem },
      { role: 'user', content: sections.join('\n\n') },
    ],
  };
}

/** One reflection per learnable episode of `records`, in play order; a failed call keeps the reflections unchanged. */
export async function learnReflexion(
  state: ReflexionState,
  records: readonly MatchRecord[],
  tools: ExperienceTools,
): Promise<LearnResult<ReflexionState>> {
  let episodesSeen = state.episodesSeen;
  let reflections = state.reflections;
  const asked: Asked<string>[] = [];
  for (const record of records) {
    if (!isLearnable(record)) continue;
    const episode = episodesSeen++;
    const ask = await askModel(tools, reflexionRequest(state, record, episode, reflections), (text) =>
      text.trim() ? { ok: true, value: text.trim() } : { ok: false, error: 'empty reflection' },
    );
    asked.push(ask);
    if (ask.value === undefined) continue;
    const { score, status } = episodeOutcome(record);
    reflections = [...reflections, { episode, score, status, text: ask.value }];
    if (state.keep > 0) reflections = reflections.slice(-state.keep);
  }
  return learned({ ...state, episodesSeen, reflections }, asked);
}

/** Reflexion with these options; `model` is its own model spec, when not the seat's backbone. */
export function reflexionExperience(
  values: { k?: number; keep?: number; transcript?: number } = {},
  model?: string,
): Experience<ReflexionState> {
  return {
    name: 'reflexion',
    version: 1,
    ...(model ? { model } : {}),
    learnsWithModel: true,
    initial: () => initialReflexion(values),
    items: (state) =>
      state.reflections.map((reflection) => ({
        key: `episode ${reflection.episode + 1}`,
        text: `${reflection.status}, score ${reflection.score}\n${reflection.text}`,
      })),
    prompt(state) {
      if (state.reflections.length === 0) return undefined;
      const text = `${reflexionHeading}\n\n${reflectionsText(state.reflections.slice(-state.k))}`;
      return { text, title: 'Reflections' };
    },
    learn: (state, records, tools) => learnReflexion(state, records, tools),
  };
}

/** `reflexion`: Shinn et al.'s Reflexion, one reflection per game. */
export const reflexionKind: ExperienceKind<typeof options> = {
  name: 'reflexion',
  summary: 'after every game the model reflects on what went wrong; the last k reflections are shown (Reflexion)',
  options,
  usesModel: true,
  create: (values, model) => reflexionExperience(values, model) as Experience,
};
