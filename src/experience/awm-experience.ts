// Agent Workflow Memory (Wang et al., 2024), online: after each successful episode the model induces reusable
// workflows (named step sequences with variables for what changes) and they join the memory; every workflow is shown
// in the prompt of later episodes, as online AWM adds them to the agent's system prompt.
import { z } from 'zod';
import type { MatchRecord } from '../core/match-record.js';
import { findGame } from '../games/registry.js';
import type { ModelRequest } from '../model/model.js';
import { type Asked, askJson, learned } from './ask-model.js';
import { isLearnable } from './episode-steps.js';
import { episodeOutcome, episodeText } from './episode-text.js';
import type { Experience, LearnResult } from './experience.js';
import type { ExperienceKind } from './experience-kind.js';

/** The system message of the inducing call. */
export const workflowSystem = 'You extract reusable workflows from the successful episodes of a game-playing agent.';

/** The task of the inducing call, after the rules, the workflows so far and the successful episode. */
export const workflowInstruction = [
  'Extract the common workflows of this game from the successful episode: each workflow is a sub-routine of',
  'decisions that is reused across episodes (opening, a recurring situation, how to finish), with at least two steps.',
  'Write non-fixed elements (positions, cards, amounts) as descriptive variables such as {target}. Do not repeat',
  'similar or overlapping workflows. To improve a workflow listed above, reuse its exact name: it is replaced.',
  'Reply with JSON only: {"workflows": [{"name": "…", "description": "when to use it", "steps": ["…", "…"]}]}',
].join('\n');

/** The line above the workflows in the prompt. */
export const workflowsHeader = 'Workflows that worked in your earlier successful episodes:';

/** A workflow: its name, when it applies, and its steps. */
export interface Workflow {
  readonly name: string;
  readonly description: string;
  readonly steps: readonly string[];
}

/** The workflow memory (oldest first, names unique) and the options that change behaviour. */
export interface AwmState {
  readonly max: number;
  readonly chars: number;
  readonly workflows: readonly Workflow[];
}

const workflowReply = z.object({
  name: z.string().trim().min(1),
  description: z.string().trim().min(1),
  steps: z.array(z.string().trim().min(1)).min(1),
});
const workflowsReply = z.object({ workflows: z.array(workflowReply).min(1) });

/** The options of `awm`. */
export const awmOptions = {
  max: { type: 'int', default: 10, min: 1, description: 'workflows kept (the oldest dropped beyond)' },
  chars: { type: 'int', default: 12_000, min: 500, description: 'characters of the episode shown to the model' },
} as const;

type Options = { readonly max: number; readonly chars: number };

/** A workflow as the agent reads it. */
export function workflowText(workflow: Workflow): string {
  const steps = workflow.steps.map((step, index) => `${index + 1}. ${step}`).join('\n');
  return `### ${workflow.name}\n${workflow.description}\n${steps}`;
}

/** The inducing request for one successful episode, with the workflows kept so far. */
export function workflowRequest(record: MatchRecord, workflows: readonly Workflow[], chars: number): ModelRequest {
  const rules = findGame(record.game).game.text.rules(record.params, 0, record.seats.length);
  const known = workflows.length ? workflows.map(workflowText).join('\n\n') : '(none yet)';
  return {
    messages: [
      { role: 'system', content: workflowSystem },
      {
        role: 'user',
        content: `## Rules\n${rules}\n\n## Workflows so far\n${known}\n\n## Successful episode\n${episodeText(record, chars)}\n\n## Task\n${workflowInstruction}`,
      },
    ],
  };
}

/** `workflows` with `induced` merged in: a workflow of the same name is replaced, the newest `max` kept. */
export function mergeWorkflows(workflows: readonly Workflow[], induced: readonly Workflow[], max: number): Workflow[] {
  const names = new Set(induced.map((workflow) => workflow.name));
  const unique = induced.filter(
    (workflow, index) => induced.findLastIndex((other) => other.name === workflow.name) === index,
  );
  return [...workflows.filter((workflow) => !names.has(workflow.name)), ...unique].slice(-max);
}

/** AWM: one inducing call per won episode (`episodeOutcome(record).won`); failed episodes are not learned from. */
export function awmExperience(options: Options, model?: string): Experience<AwmState> {
  return {
    name: 'awm',
    version: 1,
    ...(model ? { model } : {}),
    learnsWithModel: true,
    initial: () => ({ ...options, workflows: [] }),
    items: (state) => state.workflows.map((workflow) => ({ key: workflow.name, text: workflowText(workflow) })),
    prompt: (state) =>
      state.workflows.length
        ? { title: 'Workflows', text: [workflowsHeader, ...state.workflows.map(workflowText)].join('\n\n') }
        : undefined,
    async learn(state, records, tools): Promise<LearnResult<AwmState>> {
      let next = state;
      const asked: Asked<unknown>[] = [];
      for (const record of records) {
        if (!isLearnable(record) || !episodeOutcome(record).won) continue;
        const ask = await askJson(tools, workflowRequest(record, next.workflows, next.chars), workflowsReply);
        asked.push(ask);
        if (ask.value) next = { ...next, workflows: mergeWorkflows(next.workflows, ask.value.workflows, next.max) };
      }
      return learned(next, asked);
    },
  };
}

/** `awm`: Agent Workflow Memory, online. */
export const awmKind: ExperienceKind<typeof awmOptions> = {
  name: 'awm',
  summary: 'workflows induced from won episodes, all shown in the prompt (Agent Workflow Memory, online)',
  options: awmOptions,
  usesModel: true,
  create: (values, model) => awmExperience(values, model) as Experience,
};
