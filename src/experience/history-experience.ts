// S³Gym History ICL: every retained step of earlier exploration episodes, serialised as `Env:` / `LLM: Answer: …,
// Score: …`, placed before the current episode's own history; past the token budget the oldest steps are dropped
// (or, with `drop: newest`, the newest: the text stops growing once full).
import type { OptionValues } from '../agents/agent-options.js';
import type { DropOrder } from '../core/experience-input.js';
import type { MatchRecord } from '../core/match-record.js';
import { estimateTokens } from '../model/tokens.js';
import { episodeSteps, isLearnable } from './episode-steps.js';
import type { Experience, ExperienceItem, LearnResult } from './experience.js';
import type { ExperienceKind } from './experience-kind.js';

/** Default budget of previous-episode text, in estimated tokens (characters / 4). */
export const defaultHistoryBudgetTokens = 100_000;

/** One retained step: the observation text, the answer and self-score, and the verifier's reward (kept, shown only with `showRewards`). */
export interface HistoryStep {
  readonly env: string;
  readonly answer: string;
  readonly score: number | null;
  readonly reward: number | null;
}

/** The retained earlier episodes, oldest first; the options live in the state so the snapshot hash covers them. */
export interface HistoryState {
  readonly budgetTokens: number;
  /** Adds each step's verifier reward to the text (off by default: S³Gym never shows it during exploration). */
  readonly showRewards: boolean;
  /** Exploration episodes learned from so far (including any whose steps were dropped). */
  readonly episodesSeen: number;
  /** Steps dropped so far to fit the budget. */
  readonly droppedSteps: number;
  /**
   * Which steps go first past the budget; absent means `oldest`, so the states (and snapshot hashes) of runs made
   * before the switch existed are unchanged.
   */
  readonly drop?: 'newest';
  readonly episodes: readonly { readonly episode: number; readonly steps: readonly HistoryStep[] }[];
}

export interface HistoryOptions {
  readonly budgetTokens?: number;
  readonly showRewards?: boolean;
  /** Which previous-episode steps are dropped past the budget (default `oldest`). */
  readonly drop?: DropOrder;
}

/** The empty history with these options. */
export function initialHistory(options: HistoryOptions = {}): HistoryState {
  return {
    budgetTokens: options.budgetTokens ?? defaultHistoryBudgetTokens,
    showRewards: options.showRewards ?? false,
    episodesSeen: 0,
    droppedSteps: 0,
    ...(options.drop === 'newest' ? { drop: 'newest' as const } : {}),
    episodes: [],
  };
}

/** The state's drop order. */
export function historyDrop(state: HistoryState): DropOrder {
  return state.drop ?? 'oldest';
}

/** One step as History ICL text. */
export function historyStepText(step: HistoryStep, showRewards: boolean): string {
  const lines = [`Env: ${step.env}`, `LLM: Answer: ${step.answer}, Score: ${step.score ?? 0}`];
  if (showRewards && step.reward !== null) lines.push(`Reward: ${step.reward}`);
  return lines.join('\n');
}

function episodeHeader(episode: number): string {
  return `Episode ${episode + 1}:`;
}

function textTokens(state: HistoryState): number {
  let tokens = 0;
  for (const episode of state.episodes) {
    tokens += estimateTokens(episodeHeader(episode.episode)) + 1;
    for (const step of episode.steps) tokens += estimateTokens(historyStepText(step, state.showRewards)) + 1;
  }
  return tokens;
}

/**
 * Drops steps until the text fits the budget — the oldest steps of the oldest episode first, or with `drop: newest`
 * the newest steps of the newest episode first — and episodes left empty; never mutates `state`.
 */
export function fitHistoryBudget(state: HistoryState): HistoryState {
  let tokens = textTokens(state);
  if (tokens <= state.budgetTokens) return state;
  const newest = historyDrop(state) === 'newest';
  const episodes = state.episodes.map((episode) => ({ episode: episode.episode, steps: [...episode.steps] }));
  let droppedSteps = state.droppedSteps;
  while (tokens > state.budgetTokens && episodes.length > 0) {
    const end = (newest ? episodes.at(-1) : episodes[0]) as { episode: number; steps: HistoryStep[] };
    const dropped = newest ? end.steps.pop() : end.steps.shift();
    if (dropped) {
      tokens -= estimateTokens(historyStepText(dropped, state.showRewards)) + 1;
      droppedSteps++;
    }
    if (end.steps.length === 0) {
      if (newest) episodes.pop();
      else episodes.shift();
      tokens -= estimateTokens(episodeHeader(end.episode)) + 1;
    }
  }
  return { ...state, droppedSteps, episodes };
}

/** Appends the exploration episodes in `records` (in order) and applies the budget; never mutates `state`. */
export function learnHistory(state: HistoryState, records: readonly MatchRecord[]): LearnResult<HistoryState> {
  let episodesSeen = state.episodesSeen;
  const episodes = [...state.episodes];
  for (const record of records) {
    if (!isLearnable(record)) continue;
    const steps = episodeSteps(record).map(
      (step): HistoryStep => ({
        env: step.env,
        answer: step.answer,
        score: step.selfScore ?? null,
        reward: step.reward ?? null,
      }),
    );
    episodes.push({ episode: episodesSeen, steps });
    episodesSeen++;
  }
  return { state: fitHistoryBudget({ ...state, episodesSeen, episodes }) };
}

/**
 * The retained earlier episodes as text, oldest first, or undefined when there are none. Steps are separated by blank
 * lines (an episode's heading opens its first step), so a prompt short of room can drop the oldest steps first.
 */
export function historyText(state: HistoryState): string | undefined {
  if (state.episodes.length === 0) return undefined;
  const head = [
    'Your earlier exploration episodes of this game, oldest first (your current episode follows separately):',
  ];
  if (state.droppedSteps > 0) {
    head.push(`(${state.droppedSteps} ${historyDrop(state)} steps were dropped to fit ${state.budgetTokens} tokens)`);
  }
  const blocks = [head.join('\n')];
  for (const episode of state.episodes) {
    episode.steps.forEach((step, index) => {
      const text = historyStepText(step, state.showRewards);
      blocks.push(index === 0 ? `${episodeHeader(episode.episode)}\n${text}` : text);
    });
  }
  return blocks.join('\n\n');
}

/** The retained episodes as items, one per episode. */
export function historyItems(state: HistoryState): ExperienceItem[] {
  return state.episodes.map((episode) => ({
    key: `episode ${episode.episode + 1}`,
    text: episode.steps.map((step) => historyStepText(step, state.showRewards)).join('\n\n'),
  }));
}

/** History ICL. */
export function historyExperience(options: HistoryOptions = {}): Experience<HistoryState> {
  return {
    name: 'history',
    version: 1,
    initial: () => initialHistory(options),
    items: historyItems,
    prompt(state) {
      const text = historyText(state);
      if (text === undefined) return undefined;
      return state.drop === 'newest' ? { text, drop: 'newest' } : { text };
    },
    learn: (state, records) => learnHistory(state, records),
  };
}

/** The options of `history` and `summary`: how much earlier-episode text is kept, and what it shows. */
export const historyOptions = {
  budget: {
    type: 'int',
    default: defaultHistoryBudgetTokens,
    min: 1,
    description: 'earlier-episode text kept, in estimated tokens',
  },
  rewards: { type: 'boolean', default: false, description: 'show each step’s verifier reward' },
  drop: {
    type: 'enum',
    choices: ['oldest', 'newest'],
    default: 'oldest',
    description: 'which steps go first past the budget',
  },
} as const;

/** The HistoryOptions of validated option values. */
export function historyOptionValues(values: OptionValues<typeof historyOptions>): HistoryOptions {
  return { budgetTokens: values.budget, showRewards: values.rewards, drop: values.drop as DropOrder };
}

/** `history`: S³Gym's History ICL. */
export const historyKind: ExperienceKind<typeof historyOptions> = {
  name: 'history',
  summary: 'earlier exploration episodes, step by step, in the prompt (S³Gym History ICL)',
  options: historyOptions,
  create: (values) => historyExperience(historyOptionValues(values)) as Experience,
};
