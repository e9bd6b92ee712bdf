// The harness as switches: named presets (the PTCG-Bench ablations) plus per-switch overrides, as written in an agent
// spec (`harness=no-mask&interface=tools&history=last:5`), built into the ordered steps of a harness.
import { z } from 'zod';
import { didYouMean } from '../../../core/did-you-mean.js';
import { UsageError } from '../../../core/usage-error.js';
import { agentInterface, defaultMaxSteps } from './agent-interface.js';
import { feedback } from './feedback.js';
import { type Harness, harness, type Layout, type PromptStep } from './harness.js';
import { defaultContextTokens, history } from './history.js';
import { legalActions } from './legal-actions.js';
import { observation } from './observation.js';
import { rules } from './rules.js';
import { textInterface } from './text-interface.js';
import { toolInterface } from './tool-interface.js';

/** H3 window: every earlier turn that fits the context window, the last k, or none. */
export type HistoryWindow =
  | { readonly type: 'full' }
  | { readonly type: 'last'; readonly turns: number }
  | { readonly type: 'none' };

/** How the model acts. */
export type ActionInterfaceName = 'text' | 'tools' | 'agent';

/** Every harness switch. */
export interface HarnessOptions {
  /** H1. */
  readonly observation: Layout;
  /** H2: show the legal actions (and, with tools, restrict arguments to legal values). */
  readonly mask: boolean;
  /** H3. */
  readonly history: HistoryWindow;
  /** How the model acts: the text contract, one tool call, or tool calls over several model calls (`agent`). */
  readonly interface: ActionInterfaceName;
  /** With the agent interface: most model calls per decision (default 8). */
  readonly maxSteps?: number;
  /** With the agent interface: most model calls per episode (unbounded when absent). */
  readonly maxEpisodeSteps?: number;
  /** The model's context window in tokens, for `full` history truncation. */
  readonly contextTokens?: number;
  /** Tokens kept free for the reply, for `full` history truncation. */
  readonly reserveTokens?: number;
}

/** What a preset fixes: the three ablation switches, and for the `s3gym` profile the context window and output cap. */
export interface HarnessPreset extends Pick<HarnessOptions, 'observation' | 'mask' | 'history'> {
  /** The context window assumed for `full` history and the experience section (tokens). */
  readonly contextTokens?: number;
  /** The output cap per reply, sent as the model's `max_tokens` and kept free in the context window (tokens). */
  readonly maxTokens?: number;
  /** The action interface the preset implies (the multi-step agent's); `text` when absent. */
  readonly interface?: 'agent';
}

/** The S³Gym paper's output cap per reply (tokens). */
export const s3gymOutputTokens = 14_000;
/**
 * The `s3gym` profile's context window: 128 Ki tokens, room for History ICL's 100,000-token budget, the 14,000-token
 * reply and about 17,000 tokens of rules, current-episode history and state (the window of the long-context models the
 * paper evaluates).
 */
export const s3gymContextTokens = 131_072;

/** The named presets; the action interface is chosen separately, except by `agent`. */
export const harnessPresets = {
  full: { observation: 'structured', mask: true, history: { type: 'full' } },
  minimal: { observation: 'raw', mask: false, history: { type: 'none' } },
  'no-structure': { observation: 'raw', mask: true, history: { type: 'full' } },
  'no-mask': { observation: 'structured', mask: false, history: { type: 'full' } },
  'no-history': { observation: 'structured', mask: true, history: { type: 'none' } },
  /**
   * The S³Gym paper's setting: no legal-action list (its prompts show none), the current episode's whole history, a
   * context window that holds History ICL's full budget, and its 14,000-token output cap.
   */
  s3gym: {
    observation: 'structured',
    mask: false,
    history: { type: 'full' },
    contextTokens: s3gymContextTokens,
    maxTokens: s3gymOutputTokens,
  },
  /**
   * The multi-step agent: the model may call tools that do not act (observe, rules, feedback, notes, evaluate,
   * queries) several times before it acts; the earlier turns are there for the asking (`feedback`), not in the prompt.
   */
  agent: { observation: 'structured', mask: true, history: { type: 'none' }, interface: 'agent' },
} as const satisfies Record<string, HarnessPreset>;

/** A preset's name. */
export type HarnessPresetName = keyof typeof harnessPresets;

/** The agent-spec options that configure the harness (the rest go to the model). */
export const harnessOptionNames = [
  'harness',
  'interface',
  'history',
  'observation',
  'mask',
  'context',
  'max_steps',
  'max_episode_steps',
] as const;

/** Builds the harness for these switches: rules, history, state, legal actions, feedback, then the interface. */
export function buildHarness(options: HarnessOptions, name?: string): Harness {
  const steps: PromptStep[] = [rules()];
  if (options.history.type === 'last') steps.push(history({ turns: options.history.turns }));
  if (options.history.type === 'full') {
    steps.push(history({ contextTokens: options.contextTokens, reserveTokens: options.reserveTokens }));
  }
  steps.push(observation());
  if (options.mask) steps.push(legalActions());
  steps.push(feedback());
  return harness({
    name: name ?? describeHarness(options),
    layout: options.observation,
    steps,
    actionInterface: actionInterfaceOf(options),
  });
}

function actionInterfaceOf(options: HarnessOptions) {
  if (options.interface === 'text') return textInterface();
  if (options.interface === 'tools') return toolInterface({ mask: options.mask });
  return agentInterface({
    mask: options.mask,
    maxSteps: options.maxSteps ?? defaultMaxSteps,
    ...(options.maxEpisodeSteps === undefined ? {} : { maxEpisodeSteps: options.maxEpisodeSteps }),
  });
}

/** The options of a preset with the given interface (by default the preset's, else text). */
export function presetOptions(preset: HarnessPresetName, actionInterface?: ActionInterfaceName): HarnessOptions {
  const { maxTokens, interface: implied, ...switches }: HarnessPreset = harnessPresets[preset];
  return {
    ...switches,
    interface: actionInterface ?? implied ?? 'text',
    ...(maxTokens === undefined ? {} : { reserveTokens: maxTokens }),
  };
}

/** A short label of the switches: the matching preset (plus what differs from it) and the interface, e.g. `full/tools`. */
export function describeHarness(options: HarnessOptions, preset?: HarnessPresetName): string {
  const names = Object.keys(harnessPresets) as HarnessPresetName[];
  const same = (name: HarnessPresetName) => differences(options, name).length === 0;
  // A preset that fixes the very context window first (s3gym), then one that matches the three switches.
  const base =
    preset ??
    names.find(
      (name) => same(name) && (harnessPresets[name] as HarnessPreset).contextTokens === options.contextTokens,
    ) ??
    names.find(same) ??
    'full';
  const label = [base, ...differences(options, base)];
  if (options.maxSteps !== undefined && options.maxSteps !== defaultMaxSteps)
    label.push(`max_steps=${options.maxSteps}`);
  if (options.maxEpisodeSteps !== undefined) label.push(`max_episode_steps=${options.maxEpisodeSteps}`);
  // The agent preset implies its interface, so its label does not repeat it.
  if (base === 'agent' && options.interface === 'agent') return label.join(',');
  return [label.join(','), options.interface].join('/');
}

function differences(options: HarnessOptions, preset: HarnessPresetName): string[] {
  const reference: HarnessPreset = harnessPresets[preset];
  const changed: string[] = [];
  if (options.observation !== reference.observation) changed.push(`observation=${options.observation}`);
  if (options.mask !== reference.mask) changed.push(`mask=${options.mask}`);
  if (historyText(options.history) !== historyText(reference.history)) {
    changed.push(`history=${historyText(options.history)}`);
  }
  // Only a profile that fixes a context window names it, so the ablation presets keep their short labels.
  if (reference.contextTokens !== undefined && options.contextTokens !== reference.contextTokens) {
    changed.push(`context=${options.contextTokens ?? defaultContextTokens}`);
  }
  return changed;
}

function historyText(window: HistoryWindow): string {
  return window.type === 'last' ? `last:${window.turns}` : window.type;
}

/** A switch whose value is one of `valid`, with a message naming the option, the value and the choices. */
function choice<const T extends readonly [string, ...string[]]>(name: string, valid: T) {
  return z.enum(valid, {
    error: (issue) => `option '${name}' must be one of ${valid.join(', ')}, got '${String(issue.input)}'`,
  });
}

const presetNames = Object.keys(harnessPresets) as [HarnessPresetName, ...HarnessPresetName[]];
const minContextTokens = 256;

/**
 * The harness switches as an agent spec writes them (other options pass through untouched), validated with zod into
 * typed values; the first problem's message names the option, the bad value and what is valid.
 */
const harnessSwitchesSchema = z.object({
  harness: z
    .enum(presetNames, {
      error: (issue) =>
        `unknown harness '${String(issue.input)}'${didYouMean(String(issue.input), presetNames)}; ` +
        `valid harnesses: ${presetNames.join(', ')}`,
    })
    .default('full'),
  interface: choice('interface', ['text', 'tools', 'agent']).optional(),
  observation: choice('observation', ['structured', 'raw']).optional(),
  mask: choice('mask', ['true', 'false'])
    .transform((text) => text === 'true')
    .optional(),
  history: z
    .string()
    .transform((text, context): HistoryWindow => {
      if (text === 'full' || text === 'none') return { type: text };
      const last = /^last:(\d+)$/.exec(text);
      if (last) {
        const turns = Number(last[1]);
        return turns === 0 ? { type: 'none' } : { type: 'last', turns };
      }
      context.addIssue({
        code: 'custom',
        input: text,
        message: `option 'history' must be full, none or last:<k> (e.g. last:5), got '${text}'`,
      });
      return z.NEVER;
    })
    .optional(),
  context: z
    .string()
    .refine((text) => /^\d+$/.test(text) && Number.isSafeInteger(Number(text)) && Number(text) >= minContextTokens, {
      error: (issue) =>
        `option 'context' must be a whole number of at least ${minContextTokens}, got '${String(issue.input)}'`,
    })
    .transform(Number)
    .optional(),
  max_steps: count('max_steps').optional(),
  max_episode_steps: count('max_episode_steps').optional(),
});

/** A whole number of at least 1, with a message naming the option. */
function count(name: string) {
  return z
    .string()
    .refine((text) => /^\d+$/.test(text) && Number.isSafeInteger(Number(text)) && Number(text) >= 1, {
      error: (issue) => `option '${name}' must be a whole number of at least 1, got '${String(issue.input)}'`,
    })
    .transform(Number);
}

/**
 * Reads the harness switches from agent-spec options (`harness`, `interface`, `history`, `observation`, `mask`,
 * `context`, and for the multi-step agent `max_steps`, `max_episode_steps`; `max_tokens` sets the reply reserve); returns them with a label, and the options left for the model (a
 * preset's output cap becomes `max_tokens` unless the spec gives one). Throws UsageError naming the valid values.
 */
export function parseHarnessOptions(options: Readonly<Record<string, string>>): {
  readonly harness: HarnessOptions;
  readonly name: string;
  readonly rest: Readonly<Record<string, string>>;
} {
  const rest: Record<string, string> = {};
  for (const [key, value] of Object.entries(options)) {
    if (!(harnessOptionNames as readonly string[]).includes(key)) rest[key] = value;
  }
  const result = harnessSwitchesSchema.safeParse(options);
  if (!result.success) throw new UsageError(result.error.issues[0]?.message ?? 'invalid harness options');
  const switches = result.data;
  const preset = switches.harness;
  const implied = (harnessPresets[preset] as HarnessPreset).interface;
  if (implied && switches.interface !== undefined && switches.interface !== implied) {
    throw new UsageError(`harness=${preset} acts through interface=${implied}; drop interface=${switches.interface}`);
  }
  let parsed: HarnessOptions = presetOptions(preset, switches.interface);
  for (const name of ['max_steps', 'max_episode_steps'] as const) {
    if (switches[name] !== undefined && parsed.interface !== 'agent') {
      throw new UsageError(`option '${name}' applies only to the multi-step agent: add harness=agent`);
    }
  }
  if (switches.max_steps !== undefined) parsed = { ...parsed, maxSteps: switches.max_steps };
  if (switches.max_episode_steps !== undefined) parsed = { ...parsed, maxEpisodeSteps: switches.max_episode_steps };
  if (switches.observation !== undefined) parsed = { ...parsed, observation: switches.observation };
  if (switches.mask !== undefined) parsed = { ...parsed, mask: switches.mask };
  if (switches.history !== undefined) parsed = { ...parsed, history: switches.history };
  if (switches.context !== undefined) parsed = { ...parsed, contextTokens: switches.context };
  const maxTokens: number | undefined = (harnessPresets[preset] as HarnessPreset).maxTokens;
  if (rest.max_tokens === undefined && maxTokens !== undefined) rest.max_tokens = String(maxTokens);
  if (rest.max_tokens !== undefined && /^\d+$/.test(rest.max_tokens)) {
    parsed = { ...parsed, reserveTokens: Number(rest.max_tokens) };
  }
  return { harness: parsed, name: describeHarness(parsed, preset), rest };
}
