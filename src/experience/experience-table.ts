// Every experience kind, one line each; the CLI, the protocols and the runner (reading a snapshot's name) resolve
// experiences here. Specs are written like agent specs: `name` or `name?option=value&…`, e.g. `history?budget=50000`.
import { describeOptions, parseOptions } from '../agents/agent-options.js';
import { parseAgentSpec } from '../core/agent-spec.js';
import { didYouMean } from '../core/did-you-mean.js';
import type { ParamSpec } from '../core/game.js';
import { UsageError } from '../core/usage-error.js';
import { parseModelSpec } from '../model/create-model.js';
import { awmKind } from './awm-experience.js';
import { evotestKind } from './evotest-experience.js';
import { expelKind } from './expel-experience.js';
import type { Experience } from './experience.js';
import type { ExperienceKind } from './experience-kind.js';
import { readExportedState, startingFrom } from './exported-state.js';
import { historyKind } from './history-experience.js';
import { learnerKind } from './learner-experience.js';
import { longTermMemoryKind } from './long-term-memory-experience.js';
import { memoryKind } from './memory-experience.js';
import { noneKind } from './none-experience.js';
import { promptEvolutionKind } from './prompt-evolution-experience.js';
import { reasoningBankKind } from './reasoning-bank-experience.js';
import { reflexionKind } from './reflexion-experience.js';
import { sessionKind } from './session-experience.js';
import { skillLibraryKind } from './skill-library-experience.js';
import { summaryKind } from './summary-experience.js';

const fromOption = 'start from a state file written by xparena experience export (its settings come with it)';
const embedOption =
  'the embedding model that ranks retrieved items by cosine similarity, e.g. openai/text-embedding-3-small (default: BM25)';
const modelOption = 'the model that learns and writes its text, e.g. openai/gpt-4o-mini (default: the agent’s own)';

/** A kind as the table holds it: its options' types hidden behind `create`, which validates them. */
export interface RegisteredExperienceKind {
  readonly name: string;
  readonly summary: string;
  /** Each option with what it does, its type and default (`model` included for kinds that call a model). */
  readonly options: Readonly<Record<string, string>>;
  /** The experience of option strings already checked against `options`; throws UsageError for a bad value. */
  create(options: Readonly<Record<string, string>>): Experience;
}

/** The kinds, in the order `xparena experiences` lists them. */
export const experienceTable: readonly RegisteredExperienceKind[] = [
  registered(noneKind),
  registered(historyKind),
  registered(summaryKind),
  registered(learnerKind),
  registered(memoryKind),
  registered(reflexionKind),
  registered(expelKind),
  registered(longTermMemoryKind),
  registered(promptEvolutionKind),
  registered(skillLibraryKind),
  registered(reasoningBankKind),
  registered(awmKind),
  registered(evotestKind),
  registered(sessionKind),
];

/** The kinds' names. */
export const experienceNames: readonly string[] = experienceTable.map((kind) => kind.name);

function registered<Table extends Readonly<Record<string, ParamSpec>>>(
  kind: ExperienceKind<Table>,
): RegisteredExperienceKind {
  return {
    name: kind.name,
    summary: kind.summary,
    options: {
      ...describeOptions(kind.options),
      ...(kind.usesModel ? { model: modelOption } : {}),
      ...(kind.embeds ? { embed: embedOption } : {}),
      from: fromOption,
    },
    create(raw) {
      const { from, model, embed, ...rest } = raw;
      if (model !== undefined) parseModelSpec(model);
      if (embed !== undefined) parseModelSpec(embed);
      const experience = kind.create(parseOptions(kind.name, kind.options, rest, 'experience'), model, embed);
      return from === undefined ? experience : startingFrom(experience, readExportedState(from, kind.name).state);
    },
  };
}

/**
 * The experience a spec names, e.g. `summary?model=openai/gpt-4o-mini`; `defaults` fill the options the spec leaves
 * out, where the kind has them (e.g. the run's `--history-budget`). Throws UsageError naming the valid choices.
 */
export function createExperience(spec: string, defaults: Readonly<Record<string, string>> = {}): Experience {
  const parsed = parseAgentSpec(spec, (name) => {
    const kind = kindNamed(name);
    return kind ? Object.keys(kind.options) : undefined;
  });
  const kind = kindNamed(parsed.kind);
  if (!kind) {
    throw new UsageError(
      `unknown experience '${parsed.kind}'${didYouMean(parsed.kind, experienceNames)}; ` +
        `valid experiences: ${experienceNames.join(', ')} (see xparena experiences)`,
    );
  }
  const valid = Object.keys(kind.options);
  const unknown = Object.keys(parsed.options).find((name) => !valid.includes(name));
  if (unknown !== undefined) {
    throw new UsageError(
      `unknown option '${unknown}' for experience '${kind.name}'${didYouMean(unknown, valid)}; ` +
        `valid options: ${valid.join(', ') || '(none)'}`,
    );
  }
  const known = Object.entries(defaults).filter(([name]) => Object.hasOwn(kind.options, name));
  return kind.create({ ...Object.fromEntries(known), ...parsed.options });
}

/** The experience of a snapshot's name, for reading its state (options live in the state), or undefined when unknown. */
export function experienceNamed(name: string): Experience | undefined {
  return kindNamed(name)?.create({});
}

function kindNamed(name: string): RegisteredExperienceKind | undefined {
  return experienceTable.find((kind) => kind.name === name);
}
