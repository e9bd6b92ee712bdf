// EvoTest (He et al., 2025): after every episode an Evolver call rewrites the agent's configuration — a guiding prompt
// and a state-extraction program (model-written JavaScript run in a sandbox each turn) — from the episode's transcript;
// a single lineage that returns to the best-scoring configuration when a rewrite did worse.
import { z } from 'zod';
import { type OptionValues, parseOptions } from '../agents/agent-options.js';
import type { Turn } from '../core/agent.js';
import type { EpisodeTurn, TurnNote } from '../core/experience-input.js';
import type { MatchRecord } from '../core/match-record.js';
import type { ModelRequest } from '../model/model.js';
import { defaultJsLimits, type JsLimits, type JsProgram, runJs } from '../sandbox/run-js.js';
import { type Asked, askJson, learned } from './ask-model.js';
import { episodeSteps, isLearnable } from './episode-steps.js';
import { episodeOutcome, episodeText } from './episode-text.js';
import type { Experience, LearnResult } from './experience.js';
import type { ExperienceKind } from './experience-kind.js';

/** The Evolver's role. */
export const evolverSystem =
  'You are the Evolver of an agent that plays the same text game over many episodes. After each episode you read ' +
  'its transcript and rewrite the agent’s configuration so that its next episode scores higher.';

/** What the Evolver is asked to write, and the contract of the state-extraction program. */
export const evolverInstruction = [
  'Rewrite BOTH parts of the configuration:',
  '1. "guidance": the guiding prompt the agent reads before every episode: the strategy that worked, the rules of',
  '   the game you inferred from the feedback (including surprising ones), mistakes to avoid, what to try next.',
  '2. "program": a JavaScript state-extraction program, run before every turn on the episode so far. Write either',
  '   `function extract(transcript, observation) { … }` or just its body. `transcript` is an array of',
  '   { step, observation, answer } for the earlier turns of the episode, `observation` is the current observation',
  '   text. It must return a string: short notes the agent reads with this turn (e.g. what was tried, what is known,',
  '   counters, items found). Plain JavaScript only: no modules, no I/O, no timers; it must finish quickly.',
  'Keep what worked, fix what failed, and fix any program error reported above.',
  'Reply with JSON only: {"guidance": "...", "program": "..."}',
].join('\n');

/** The guiding prompt before the first rewrite. */
export const initialGuidance =
  'Play to maximise your final score. The game’s rules may be unusual: learn them from the feedback, and try ' +
  'actions you have not tried when what you do is not working.';

/** The options of `evotest`, with defaults. */
export const evotestOptions = {
  time: { type: 'int', default: defaultJsLimits.timeMs, min: 1, description: 'time limit of one program run, in ms' },
  memory: { type: 'int', default: 16, min: 1, description: 'memory limit of one program run, in MiB' },
  output: {
    type: 'int',
    default: defaultJsLimits.outputChars,
    min: 1,
    description: 'characters of program output kept per turn (longer output is cut and marked)',
  },
  keep: { type: 'int', default: 3, min: 1, description: 'recent episode summaries kept and shown to the Evolver' },
  transcript: {
    type: 'int',
    default: 12_000,
    min: 500,
    description: 'characters of each episode’s transcript shown to the Evolver',
  },
  revert: {
    type: 'boolean',
    default: true,
    description: 'evolve from the best-scoring configuration when the latest one scored lower',
  },
} as const;

/** A configuration the Evolver writes. */
export interface EvotestConfiguration {
  readonly guidance: string;
  readonly program: string;
}

/** One learned episode, as the Evolver is reminded of it. */
export interface EvotestEpisode {
  /** Learned episodes before it (0 for the first). */
  readonly episode: number;
  readonly score: number;
  readonly won: boolean;
  readonly status: string;
  /** The configuration's generation that played it. */
  readonly generation: number;
}

/** The current configuration, the best one so far and what the Evolver is reminded of; options live here too. */
export interface EvotestState extends EvotestConfiguration {
  readonly limits: JsLimits;
  readonly keep: number;
  readonly transcriptChars: number;
  readonly revert: boolean;
  /** Successful rewrites so far. */
  readonly generation: number;
  readonly episodesSeen: number;
  readonly summaries: readonly EvotestEpisode[];
  /** The best-scoring configuration and its mean score (kept only with `revert`). */
  readonly best?: EvotestConfiguration & { readonly score: number; readonly generation: number };
  /** The program's last error when replayed on the latest episodes. */
  readonly lastError?: string;
}

const configurationSchema = z.object({ guidance: z.string().trim().min(1), program: z.string() });

/** The program as the sandbox runs it. */
function extractor(source: string): JsProgram {
  return { source, entry: 'extract', parameters: ['transcript', 'observation'] };
}

/** The note of one turn: the program's output, or a line naming its error (the frozen state is never changed). */
export async function programNote(
  state: EvotestState,
  episode: readonly EpisodeTurn[],
  observation: string,
): Promise<TurnNote | undefined> {
  if (state.program.trim() === '') return undefined;
  const run = await runJs(extractor(state.program), [episode, observation], state.limits);
  if (!run.ok) return { text: `(program error: ${run.error})` };
  return run.output.trim() === '' ? undefined : { text: run.output };
}

/** The program's errors (distinct, at most three) when replayed on every turn of `records`. */
async function programErrors(program: string, records: readonly MatchRecord[], limits: JsLimits): Promise<string[]> {
  const errors: string[] = [];
  if (program.trim() === '') return errors;
  for (const record of records) {
    const steps = episodeSteps(record);
    for (const [index, step] of steps.entries()) {
      const transcript = steps
        .slice(0, index)
        .map((turn) => ({ step: turn.step, observation: turn.env, answer: turn.answer }));
      const run = await runJs(extractor(program), [transcript, step.env], limits);
      if (!run.ok && !errors.includes(run.error)) errors.push(run.error);
      if (errors.length === 3) return errors;
    }
  }
  return errors;
}

/** The configuration the Evolver rewrites; `bestScore` is set when it is the best one, not the one that played. */
export interface EvotestParent extends EvotestConfiguration {
  readonly bestScore?: number;
}

/** The Evolver's request: the parent configuration, the episodes just played, recent scores and program errors. */
export function evolverRequest(
  state: EvotestState,
  parent: EvotestParent,
  records: readonly MatchRecord[],
  errors: readonly string[],
): ModelRequest {
  const played = records.map((record, index) => {
    const outcome = episodeOutcome(record);
    const title = `### Episode ${state.episodesSeen + index + 1} (${outcome.status}, score ${outcome.score})`;
    return `${title}\n${episodeText(record, state.transcriptChars)}`;
  });
  const recent = state.summaries.map(
    (episode) =>
      `Episode ${episode.episode + 1}: score ${episode.score}, ${episode.status}${episode.won ? ', won' : ''} ` +
      `(configuration ${episode.generation})`,
  );
  const parentNote =
    parent.bestScore !== undefined
      ? `This is the best configuration so far (score ${parent.bestScore}); the episodes below were played with a ` +
        'later one that scored lower, which is discarded.'
      : 'The episodes below were played with this configuration.';
  const sections = [
    `## Current configuration\n${parentNote}\n\n### Guidance\n${parent.guidance}\n\n### State-extraction program\n` +
      `\`\`\`js\n${parent.program || '(none yet)'}\n\`\`\``,
    `## Episodes just played\n${played.join('\n\n')}`,
    ...(recent.length ? [`## Recent episodes\n${recent.join('\n')}`] : []),
    ...(errors.length ? [`## Program errors\n${errors.map((error) => `- ${error}`).join('\n')}`] : []),
    `## Task\n${evolverInstruction}`,
  ];
  return {
    messages: [
      { role: 'system', content: evolverSystem },
      { role: 'user', content: sections.join('\n\n') },
    ],
  };
}

/** One learning step: bookkeeping, selection, then one Evolver call; never mutates `state`. */
async function learnEvotest(
  state: EvotestState,
  records: readonly MatchRecord[],
  tools: Parameters<Experience['learn']>[2],
): Promise<LearnResult<EvotestState>> {
  const learnable = records.filter(isLearnable);
  if (learnable.length === 0) return { state };
  const outcomes = learnable.map(episodeOutcome);
  const score = outcomes.reduce((sum, outcome) => sum + outcome.score, 0) / outcomes.length;
  const current: EvotestConfiguration = { guidance: state.guidance, program: state.program };
  // Selection (a single lineage): the best configuration survives; a rewrite that did worse is evolved from it.
  const kept = state.revert && state.best && state.best.score > score ? state.best : undefined;
  const best = state.revert ? (kept ?? { ...current, score, generation: state.generation }) : undefined;
  const parent: EvotestParent = kept
    ? { guidance: kept.guidance, program: kept.program, bestScore: kept.score }
    : current;
  const errors = await programErrors(state.program, learnable, state.limits);
  const summaries = [
    ...state.summaries,
    ...outcomes.map((outcome, index) => ({
      episode: state.episodesSeen + index,
      score: outcome.score,
      won: outcome.won,
      status: outcome.status,
      generation: state.generation,
    })),
  ].slice(-state.keep);
  const asked: Asked<EvotestConfiguration> = await askJson(
    tools,
    evolverRequest(state, parent, learnable, errors),
    configurationSchema,
  );
  const { best: _previousBest, lastError: _previousError, ...rest } = state;
  const next: EvotestState = {
    ...rest,
    // A malformed reply keeps the configuration that played; the failed call is still recorded.
    ...(asked.value ? { ...asked.value, generation: state.generation + 1 } : {}),
    episodesSeen: state.episodesSeen + learnable.length,
    summaries,
    ...(best ? { best } : {}),
    ...(errors.length ? { lastError: errors.at(-1) as string } : {}),
  };
  return learned(next, [asked]);
}

/** EvoTest with these limits and options; `model` is its own Evolver model, if any. */
export function evotestExperience(
  given: Partial<OptionValues<typeof evotestOptions>> = {},
  model?: string,
): Experience<EvotestState> {
  const values = { ...parseOptions('evotest', evotestOptions, {}, 'experience'), ...given };
  return {
    name: 'evotest',
    version: 1,
    ...(model ? { model } : {}),
    learnsWithModel: true,
    initial: () => ({
      limits: { timeMs: values.time, memoryBytes: values.memory * 1024 * 1024, outputChars: values.output },
      keep: values.keep,
      transcriptChars: values.transcript,
      revert: values.revert,
      guidance: initialGuidance,
      program: '',
      generation: 0,
      episodesSeen: 0,
      summaries: [],
    }),
    items: (state) => [
      { key: 'guidance', text: state.guidance },
      { key: 'program', text: state.program },
    ],
    prompt: (state) => (state.guidance.trim() ? { text: state.guidance, title: 'Guidance' } : undefined),
    turnNote: (state, turn: Turn, episode) =>
      programNote(state, episode, turn.game.text.observation(turn.observation, turn.player)),
    learn: learnEvotest,
  };
}

/** `evotest`: EvoTest's evolving guiding prompt and sandboxed state-extraction program. */
export const evotestKind: ExperienceKind<typeof evotestOptions> = {
  name: 'evotest',
  summary: 'after every episode the model rewrites a guiding prompt and a sandboxed note-taking program (EvoTest)',
  options: evotestOptions,
  usesModel: true,
  create: (values, model) => evotestExperience(values, model) as Experience,
};
