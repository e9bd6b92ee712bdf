// The `llm:<provider>/<model>?option=value&…` agent kind: harness switches are read here, every other option
// configures the model (createModel), and each seat of each match gets a fresh agent with its own memory.
import type { AgentSpec } from '../../core/agent-spec.js';
import { didYouMean } from '../../core/did-you-mean.js';
import { UsageError } from '../../core/usage-error.js';
import { createModel, modelOptionDescriptions, modelOptionNames } from '../../model/create-model.js';
import { sharedModel } from '../../model/shared-model.js';
import type { AgentKind } from '../agent-kind.js';
import {
  buildHarness,
  type HarnessOptions,
  harnessOptionNames,
  parseHarnessOptions,
} from './harness/harness-options.js';
import { llmAgent } from './llm-agent.js';

/** The prefix of LLM agent kinds, e.g. `llm:openai/gpt-4o`. */
export const llmKindPrefix = 'llm:';

/** The options of an `llm:` spec with what each does (harness switches, then the model's options). */
export const llmOptionDescriptions: Readonly<Record<string, string>> = {
  harness:
    'harness preset: full (default), minimal, no-structure, no-mask, no-history, s3gym (the S³Gym paper: no legal ' +
    'actions, a 131072-token context window, max_tokens 14000; the default of `xparena run s3gym`), or agent (the ' +
    'multi-step agent: tools to observe, reread rules and feedback, keep notes and evaluate JavaScript before acting)',
  interface:
    'how the model acts: text (the Answer/Score line, default), tools (function calling) or agent (tool calls over ' +
    'several model calls per decision, as under harness=agent)',
  history:
    "earlier turns in the prompt: full (as many as fit the context window), last:<k> or none (default: the preset's)",
  observation: "structured (## sections) or raw (minimal formatting) (default: the preset's)",
  mask: "true or false: show the legal actions (default: the preset's)",
  context:
    'the context window in tokens, for truncating full history and earlier-episode experience (default 32768; ' +
    '131072 under harness=s3gym)',
  max_steps: 'multi-step agent only: the most model calls per decision, the acting one included (default 8)',
  max_episode_steps: 'multi-step agent only: the most model calls per episode (default: unbounded)',
  ...modelOptionDescriptions,
};

/** A parsed `llm:` spec: the model's part for createModel, and the harness switches. */
export interface LlmAgentSpec {
  readonly model: string;
  readonly modelOptions: Readonly<Record<string, string>>;
  readonly harness: HarnessOptions;
  /** A short label of the harness, e.g. `no-mask/tools`. */
  readonly harnessName: string;
}

/** True when an agent kind names an LLM (`llm:…`). */
export function isLlmKind(kind: string): boolean {
  return kind.startsWith(llmKindPrefix);
}

/**
 * Splits an `llm:` spec into model and harness; throws UsageError on an unknown option, naming the valid ones, or on a
 * bad harness switch (validated with zod). Model option values are validated by createModel, which `check` runs.
 */
export function parseLlmAgentSpec(spec: AgentSpec): LlmAgentSpec {
  const model = spec.kind.slice(llmKindPrefix.length).trim();
  if (!model) {
    throw new UsageError(`agent '${spec.kind}' names no model: write llm:<provider>/<model>, e.g. llm:openai/gpt-4o`);
  }
  const valid = [...harnessOptionNames, ...modelOptionNames];
  for (const name of Object.keys(spec.options)) {
    if (!(valid as readonly string[]).includes(name)) {
      throw new UsageError(
        `unknown option '${name}' for agent '${spec.kind}'${didYouMean(name, valid)}; valid options: ${valid.join(', ')}`,
      );
    }
  }
  const parsed = parseHarnessOptions(spec.options);
  return { model, modelOptions: parsed.rest, harness: parsed.harness, harnessName: parsed.name };
}

/**
 * `llm:<provider>/<model>`: a language model through the harness; each seat gets the environment's model for the
 * spec (shared limiter and cache) and a fresh harness.
 */
export const llmAgentKind: AgentKind<LlmAgentSpec> = {
  kind: llmKindPrefix,
  prefix: true,
  describe: {
    usage: `${llmKindPrefix}<provider>/<model>`,
    summary: 'a language model through the harness, e.g. llm:openai/gpt-4o',
    options: llmOptionDescriptions,
  },
  parse: parseLlmAgentSpec,
  // Creates the model as a run would (provider, API key, base URL) without calling the provider.
  check(parsed, environment) {
    createModel({ model: parsed.model, options: parsed.modelOptions }, environment.models ?? {});
  },
  create(parsed, match, environment) {
    const created = sharedModel({ model: parsed.model, options: parsed.modelOptions }, environment.models ?? {});
    return llmAgent({
      model: created.model,
      harness: buildHarness(parsed.harness, parsed.harnessName),
      requestDefaults: created.defaults,
      players: match.players,
      ...(match.experience?.prompt ? { experience: match.experience.prompt } : {}),
      ...(match.experience?.turnNote ? { turnNote: match.experience.turnNote } : {}),
      experienceWindow: { contextTokens: parsed.harness.contextTokens, reserveTokens: parsed.harness.reserveTokens },
    });
  },
  model: (parsed, environment) =>
    sharedModel({ model: parsed.model, options: parsed.modelOptions }, environment.models ?? {}).model,
};
