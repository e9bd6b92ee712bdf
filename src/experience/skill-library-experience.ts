// PTCG-Bench's skill library: skills in the Agent Skills format (a name, a description saying when to use it, a
// markdown body with the objective and decision principles), edited after every learning step by model-chosen
// add / refine / merge / retire operations; during play the agent sees names and descriptions and reads a body with
// the activate_skill tool.
import { z } from 'zod';
import type { ExperienceQuery } from '../core/experience-input.js';
import type { ModelRequest } from '../model/model.js';
import { askJson, learned } from './ask-model.js';
import { isLearnable } from './episode-steps.js';
import type { Experience, ExperienceItem } from './experience.js';
import type { ExperienceKind } from './experience-kind.js';
import { gameSummary, gameSummaryText, recordRules } from './game-summary.js';

/** The system message of the update call. */
export const skillLibrarySystem =
  'You curate a library of skills for an agent that plays a game. A skill is reusable know-how the agent reads ' +
  'when its situation matches the skill’s description.';

/** The task of the update call; `{max}` is the most skills the library keeps. */
export const skillLibraryTask = [
  'Update the library from these games. Each skill follows the Agent Skills format:',
  '- name: lowercase letters, digits and single hyphens, at most 64 characters, e.g. "defend-when-behind";',
  '- description: when to use it (the activation condition), one or two sentences;',
  '- body: markdown with the objective (what the skill achieves) and the decision principles (how to choose actions).',
  'Operations:',
  '- {"op": "add", "name": …, "description": …, "body": …}: a new skill for a situation the games show matters and no skill covers;',
  '- {"op": "refine", "name": …, "description"?: …, "body"?: …}: correct or sharpen a skill the games proved wrong or incomplete;',
  '- {"op": "merge", "names": [two or more skills], "name": …, "description": …, "body": …}: replace overlapping skills with one;',
  '- {"op": "retire", "name": …}: remove a skill that misled the agent or never applies.',
  'Keep at most {max} skills. Reply with one JSON object and nothing else: {"operations": [...]}',
  '(an empty list keeps the library as it is).',
].join('\n');

/** The text above the skill list in the agent's prompt. */
export const skillsIntro =
  'Skills learned from your earlier games. When a skill’s description matches your situation, call activate_skill ' +
  'with its name to read its objective and decision principles before acting.';

/** One skill in the Agent Skills format. */
export interface Skill {
  /** Lowercase letters, digits and single hyphens, at most 64 characters. */
  readonly name: string;
  /** When to use it: the activation condition. */
  readonly description: string;
  /** Markdown: the objective and the decision principles. */
  readonly body: string;
}

/** The library and its options. */
export interface SkillLibraryState {
  /** The most skills kept. */
  readonly max: number;
  /** Games of one learning step shown to its update (the newest). */
  readonly recent: number;
  /** Characters of each game's text. */
  readonly chars: number;
  /** In the order they were added (a refined skill keeps its place, a merged one goes last). */
  readonly skills: readonly Skill[];
}

const skillName = z
  .string()
  .max(64)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'a name is lowercase letters, digits and single hyphens');
const description = z
  .string()
  .transform((text) => text.replace(/\s+/g, ' ').trim())
  .pipe(z.string().min(1).max(1024));
const body = z.string().trim().min(1);

const operation = z.discriminatedUnion('op', [
  z.object({ op: z.literal('add'), name: skillName, description, body }),
  z.object({ op: z.literal('refine'), name: z.string(), description: description.optional(), body: body.optional() }),
  z.object({ op: z.literal('merge'), names: z.array(z.string()).min(2), name: skillName, description, body }),
  z.object({ op: z.literal('retire'), name: z.string() }),
]);

/** One add / refine / merge / retire operation, as validated. */
export type SkillOperation = z.infer<typeof operation>;

const updateSchema = z.object({ operations: z.array(z.unknown()) });

/** A skill in SKILL.md form: front matter with its name and description, then its body. */
export function skillMarkdown(skill: Skill): string {
  return `---\nname: ${skill.name}\ndescription: ${skill.description}\n---\n\n${skill.body}`;
}

/** The library as items keyed by skill name, for a diff that compares skills rather than lines of JSON. */
export function skillItems(state: SkillLibraryState): ExperienceItem[] {
  return state.skills.map((skill) => ({ key: skill.name, text: skillMarkdown(skill) }));
}

/** `skills` after `op`, or why it cannot apply; never mutates `skills`. */
export function applySkillOperation(
  skills: readonly Skill[],
  op: SkillOperation,
  max: number,
): { skills: readonly Skill[] } | { error: string } {
  const has = (name: string) => skills.some((skill) => skill.name === name);
  switch (op.op) {
    case 'add':
      if (has(op.name)) return { error: `skill '${op.name}' already exists (refine it instead)` };
      if (skills.length >= max) return { error: `the library is full (${max} skills): merge or retire first` };
      return { skills: [...skills, { name: op.name, description: op.description, body: op.body }] };
    case 'refine': {
      if (!has(op.name)) return { error: `no skill '${op.name}'` };
      if (op.description === undefined && op.body === undefined) return { error: 'nothing to refine' };
      const refined = (skill: Skill): Skill => ({
        name: skill.name,
        description: op.description ?? skill.description,
        body: op.body ?? skill.body,
      });
      return { skills: skills.map((skill) => (skill.name === op.name ? refined(skill) : skill)) };
    }
    case 'merge': {
      const names = new Set(op.names);
      if (names.size !== op.names.length) return { error: 'merge names a skill twice' };
      const missing = op.names.find((name) => !has(name));
      if (missing !== undefined) return { error: `no skill '${missing}'` };
      if (has(op.name) && !names.has(op.name)) return { error: `skill '${op.name}' already exists` };
      const kept = skills.filter((skill) => !names.has(skill.name));
      return { skills: [...kept, { name: op.name, description: op.description, body: op.body }] };
    }
    case 'retire':
      if (!has(op.name)) return { error: `no skill '${op.name}'` };
      return { skills: skills.filter((skill) => skill.name !== op.name) };
  }
}

/** The skills after the valid ones of `operations`, applied in order, and why each other one was skipped. */
export function applySkillOperations(
  state: SkillLibraryState,
  operations: readonly unknown[],
): { skills: readonly Skill[]; applied: number; skipped: string[] } {
  let skills = state.skills;
  let applied = 0;
  const skipped: string[] = [];
  operations.forEach((raw, index) => {
    const parsed = operation.safeParse(raw);
    const result = parsed.success
      ? applySkillOperation(skills, parsed.data, state.max)
      : { error: `${parsed.error.issues[0]?.path.join('.') || '(operation)'}: ${parsed.error.issues[0]?.message}` };
    if ('skills' in result) {
      skills = result.skills;
      applied++;
    } else {
      skipped.push(`operation ${index + 1}: ${result.error}`);
    }
  });
  return { skills, applied, skipped };
}

/** The update request: the library as it is and the games of this learning step, under `rules`. */
export function skillLibraryRequest(state: SkillLibraryState, games: readonly string[], rules: string): ModelRequest {
  const library = state.skills.length ? state.skills.map(skillMarkdown).join('\n\n') : '(none yet)';
  const task = skillLibraryTask.replace('{max}', String(state.max));
  return {
    messages: [
      { role: 'system', content: skillLibrarySystem },
      {
        role: 'user',
        content: `## Rules\n${rules}\n\n## Current skills (${state.skills.length} of at most ${state.max})\n${library}\n\n## Games since the last update, oldest first\n${games.join('\n\n')}\n\n## Task\n${task}`,
      },
    ],
  };
}

/** The activate_skill query over `skills`: a skill's body by name, or the valid names when there is none such. */
export function activateSkillQuery(skills: readonly Skill[]): ExperienceQuery {
  const valid = () => `valid skills: ${skills.map((skill) => skill.name).join(', ')}`;
  return {
    name: 'activate_skill',
    description: 'Read one of your skills (its objective and decision principles) by its name.',
    parameters: {
      type: 'object',
      properties: { name: { type: 'string', description: 'the skill’s name, as listed under Skills' } },
      required: ['name'],
      additionalProperties: false,
    },
    answer(input) {
      const name = (input as { name?: unknown } | null)?.name;
      if (typeof name !== 'string') return `activate_skill needs {"name": "<skill>"}; ${valid()}`;
      const skill = skills.find((candidate) => candidate.name === name);
      return skill ? skill.body : `No skill named '${name}'; ${valid()}`;
    },
  };
}

/** The options of `skill-library`. */
export const skillLibraryOptions = {
  max: { type: 'int', default: 20, min: 1, description: 'the most skills kept' },
  recent: { type: 'int', default: 8, min: 1, description: 'games of a learning step each update reads (the newest)' },
  chars: { type: 'int', default: 4000, min: 200, description: 'characters of each game’s text' },
} as const;

/** The skill library with these options; `model` is its own model spec, when not the seat's backbone. */
export function skillLibraryExperience(
  options: { max: number; recent: number; chars: number },
  model?: string,
): Experience<SkillLibraryState> {
  return {
    name: 'skill-library',
    version: 1,
    ...(model ? { model } : {}),
    learnsWithModel: true,
    initial: () => ({ ...options, skills: [] }),
    items: skillItems,
    prompt(state) {
      if (state.skills.length === 0) return undefined;
      const list = state.skills.map((skill) => `- ${skill.name}: ${skill.description}`).join('\n');
      return { text: `${skillsIntro}\n${list}`, title: 'Skills', queries: [activateSkillQuery(state.skills)] };
    },
    async learn(state, records, tools) {
      const learnable = records.filter(isLearnable);
      const newest = learnable.at(-1);
      if (!newest) return { state };
      const shown = learnable.slice(-state.recent);
      const first = learnable.length - shown.length;
      const games = shown.map((record, index) => gameSummaryText(gameSummary(record, first + index, state.chars)));
      const asked = await askJson(tools, skillLibraryRequest(state, games, recordRules(newest)), updateSchema);
      if (!asked.value) return learned(state, [asked]);
      const { skills, applied, skipped } = applySkillOperations(state, asked.value.operations);
      if (skipped.length === 0) return learned({ ...state, skills }, [asked]);
      // Skipped operations are recorded with the call; with none valid the call counts as failed.
      const error = `${applied ? 'skipped' : 'no valid operation'}: ${skipped.join('; ')}`;
      const exchange = { ...asked.exchange, ...(applied ? {} : { failure: 'model' as const }), error };
      return learned(applied ? { ...state, skills } : state, [{ exchange }]);
    },
  };
}

/** `skill-library`: PTCG-Bench's skill library. */
export const skillLibraryKind: ExperienceKind<typeof skillLibraryOptions> = {
  name: 'skill-library',
  summary:
    'Agent Skills added, refined, merged and retired by the model; read during play with activate_skill (PTCG-Bench)',
  options: skillLibraryOptions,
  usesModel: true,
  create: (values, model) => skillLibraryExperience(values, model) as Experience,
};
