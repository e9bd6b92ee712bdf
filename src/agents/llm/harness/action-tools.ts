// Function-calling tools derived generically from a game's actions: one tool per distinct string action when there are
// few, one tool per action type (the `type` or `kind` field) for object actions, and a text tool `act` for the rest.
import { jsonEqual } from '../../../core/json.js';
import type { ToolSpec } from '../../../model/model.js';
import { addValue, emptyShape, jsonType, objectSchema, type Shape, shapeSchema } from './action-shape.js';

/** Most distinct string actions that each get their own parameterless tool. */
export const maxActionTools = 16;
/** The tool that takes any action as text (parsed by the game's codec). */
export const textToolName = 'act';
/** The tool for object actions without a `type` or `kind` field. */
export const fieldsToolName = 'play';

const discriminators = ['type', 'kind'] as const;

/** Object actions sharing one discriminator value (or none), and the merged shape of their other fields. */
interface ActionGroup {
  readonly name: string;
  readonly field: (typeof discriminators)[number] | undefined;
  readonly value: string | undefined;
  readonly shape: Shape;
}

/** The action shapes seen so far: object groups, and whether any action was not an object. */
export class ActionCatalog {
  readonly groups = new Map<string, ActionGroup>();
  /** True once a string or other non-object action was seen (those are played through the text tool). */
  sawText = false;
  private readonly names: Set<string>;

  /**
   * `trackValues` keeps the values seen, for enums (only with the legal-action mask); `reserved` names other tools
   * offered beside the action tools, which action tools never take; `toolNames` names action types' tools (the game's
   * `actionToolNames`).
   */
  constructor(
    readonly trackValues: boolean,
    reserved: readonly string[] = [],
    private readonly toolNames: Readonly<Record<string, string>> = {},
  ) {
    this.names = new Set([textToolName, ...reserved]);
  }

  /** Adds an object action to its group; other actions only mark that the text tool is needed. */
  add(action: unknown): void {
    if (action === null || typeof action !== 'object' || Array.isArray(action)) {
      this.sawText = true;
      return;
    }
    const record = action as Record<string, unknown>;
    const field = discriminators.find((name) => typeof record[name] === 'string');
    const value = field === undefined ? undefined : (record[field] as string);
    const key = field === undefined ? '' : `${field}=${value}`;
    let group = this.groups.get(key);
    if (!group) {
      const base = value === undefined ? fieldsToolName : (this.toolNames[value] ?? value);
      group = { name: this.name(base), field, value, shape: emptyShape(this.trackValues) };
      this.groups.set(key, group);
    }
    addValue(group.shape, action, field);
  }

  /** A valid, unused tool name (`[a-zA-Z0-9_-]{1,64}`) made from `base`. */
  name(base: string): string {
    const clean =
      base
        .replace(/[^a-zA-Z0-9_-]+/g, '_')
        .replace(/^_+|_+$/g, '')
        .slice(0, 56) || 'action';
    let name = clean;
    for (let index = 2; this.names.has(name); index++) name = `${clean}_${index}`;
    this.names.add(name);
    return name;
  }
}

/** How to derive tools: with the mask (enums, one tool per legal string) or without (shapes seen this match). */
export interface ActionToolsOptions {
  readonly mask: boolean;
  /** The game's action text, for the text tool and descriptions. */
  readonly text: (action: unknown) => string;
  /** True when the legal list is only a representative subset (the game has `actionError`): no enums, no per-action tools. */
  readonly open?: boolean;
  /** Shapes accumulated over the match (used, and extended, without the mask). */
  readonly catalog?: ActionCatalog;
  /** Names of other tools offered beside the action tools (the multi-step agent's), never given to an action tool. */
  readonly reserved?: readonly string[];
  /** Tool names by action type (the game's `actionToolNames`). */
  readonly toolNames?: Readonly<Record<string, string>>;
}

/** A tool call mapped back: an action (or action text for the codec) with the self-judged score, or why it cannot be. */
export type ToolResolution =
  | { readonly ok: true; readonly action?: unknown; readonly text?: string; readonly selfScore?: number }
  | { readonly ok: false; readonly error: string };

/** Tools for one decision and the mapping of their calls back to actions. */
export interface ActionTools {
  readonly tools: readonly ToolSpec[];
  resolve(call: { readonly name: string; readonly input: unknown }): ToolResolution;
}

type ToolTarget =
  | { readonly kind: 'action'; readonly action: unknown }
  | { readonly kind: 'group'; readonly group: ActionGroup; readonly scoreKey: string }
  | { readonly kind: 'text' };

const scoreDescription = 'your estimate of the immediate reward this action earns you (self-judged score)';

/** Derives the tools for `legal` (the current legal actions); never mutates them. */
export function actionTools(legal: readonly unknown[], options: ActionToolsOptions): ActionTools {
  const enums = options.mask && !options.open;
  const catalog = options.mask
    ? new ActionCatalog(enums, options.reserved, options.toolNames)
    : (options.catalog ?? new ActionCatalog(false, options.reserved, options.toolNames));
  const strings = new Set<string>();
  for (const action of legal) if (typeof action === 'string') strings.add(action);
  const perString = enums && strings.size > 0 && strings.size <= maxActionTools;
  for (const action of legal) if (!(perString && typeof action === 'string')) catalog.add(action);

  const tools: ToolSpec[] = [];
  const targets = new Map<string, ToolTarget>();
  if (perString) {
    for (const action of strings) {
      const name = catalog.name(action);
      targets.set(name, { kind: 'action', action });
      tools.push({ name, description: `Play "${action}".`, parameters: scoreOnly() });
    }
  }
  for (const group of catalog.groups.values()) {
    const scoreKey = group.shape.fields?.has('score') ? 'self_score' : 'score';
    const parameters = objectSchema(group.shape, enums) as { properties: Record<string, unknown> };
    parameters.properties[scoreKey] = { type: 'number', description: scoreDescription };
    // With the mask the listed actions are legal (in open games too), so one of the group shows the argument format.
    const example = options.mask ? legal.find((action) => inGroup(action, group)) : undefined;
    targets.set(group.name, { kind: 'group', group, scoreKey });
    tools.push({ name: group.name, description: groupDescription(group, example), parameters });
  }
  const textActions = legal.filter(
    (action) =>
      !(perString && typeof action === 'string') &&
      (action === null || typeof action !== 'object' || Array.isArray(action)),
  );
  if (catalog.sawText || textActions.length > 0) {
    const actionSchema: Record<string, unknown> = {
      type: 'string',
      description: `the action, written exactly as ${options.mask ? 'the legal actions list' : 'the rules describe'} it`,
    };
    if (enums && textActions.length > 0) actionSchema.enum = textActions.map(options.text);
    targets.set(textToolName, { kind: 'text' });
    tools.push({
      name: textToolName,
      description: 'Play an action given as text.',
      parameters: {
        type: 'object',
        properties: { action: actionSchema, score: { type: 'number', description: scoreDescription } },
        required: ['action'],
        additionalProperties: false,
      },
    });
  }

  return {
    tools,
    resolve(call) {
      const target = targets.get(call.name);
      if (!target) {
        return { ok: false, error: `there is no tool '${call.name}'; call one of: ${[...targets.keys()].join(', ')}` };
      }
      const input = argumentsOf(call.input);
      if (input === undefined)
        return { ok: false, error: `the arguments of tool '${call.name}' are not a JSON object` };
      if (target.kind === 'action') return withScore({ ok: true, action: target.action }, input.score);
      if (target.kind === 'text') return resolveText(input, legal, options.text);
      return resolveGroup(target.group, target.scoreKey, input, legal);
    },
  };
}

function groupDescription(group: ActionGroup, example: unknown): string {
  const what = group.field ? `Play "${group.value}"` : 'Play an action';
  if ((group.shape.fields?.size ?? 0) === 0) return `${what}.`;
  if (example === undefined) return `${what} with its arguments.`;
  const { [group.field ?? '']: _, ...rest } = example as Record<string, unknown>;
  return `${what} with its arguments, e.g. ${JSON.stringify(rest)}.`;
}

function inGroup(action: unknown, group: ActionGroup): boolean {
  if (action === null || typeof action !== 'object' || Array.isArray(action)) return false;
  const record = action as Record<string, unknown>;
  if (group.field) return record[group.field] === group.value;
  return discriminators.every((name) => typeof record[name] !== 'string');
}

function scoreOnly(): Record<string, unknown> {
  return {
    type: 'object',
    properties: { score: { type: 'number', description: scoreDescription } },
    additionalProperties: false,
  };
}

/** Tool arguments as an object: absent arguments are `{}`, a JSON string is parsed; undefined when not an object. */
function argumentsOf(input: unknown): Record<string, unknown> | undefined {
  let value = input;
  if (value === undefined || value === null || value === '') return {};
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

function numberOf(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return undefined;
}

function withScore(resolution: ToolResolution & { ok: true }, score: unknown): ToolResolution {
  const selfScore = numberOf(score);
  return selfScore === undefined ? resolution : { ...resolution, selfScore };
}

function resolveText(
  input: Record<string, unknown>,
  legal: readonly unknown[],
  text: (action: unknown) => string,
): ToolResolution {
  const given = input.action;
  if (typeof given !== 'string' && typeof given !== 'number') {
    return { ok: false, error: `tool '${textToolName}' needs the argument 'action': the action as text` };
  }
  const written = String(given).trim();
  const action = legal.find((candidate) => text(candidate) === written);
  return withScore(action === undefined ? { ok: true, text: written } : { ok: true, action }, input.score);
}

function resolveGroup(
  group: ActionGroup,
  scoreKey: string,
  input: Record<string, unknown>,
  legal: readonly unknown[],
): ToolResolution {
  const fields = group.shape.fields ?? new Map<string, Shape>();
  const action: Record<string, unknown> = {};
  if (group.field) action[group.field] = group.value;
  for (const [key, value] of Object.entries(input)) {
    if (key === scoreKey) continue;
    const field = fields.get(key);
    if (!field) {
      const valid = [...fields.keys(), scoreKey].join(', ');
      return { ok: false, error: `tool '${group.name}' has no argument '${key}'; its arguments are: ${valid}` };
    }
    const coerced = coerce(value, field);
    if (coerced === undefined) {
      const expected = (shapeSchema(field, false).type ?? 'JSON') as string | string[];
      return {
        ok: false,
        error: `argument '${key}' of tool '${group.name}' must be ${[expected].flat().join(' or ')}, got ${JSON.stringify(value)}`,
      };
    }
    action[key] = coerced.value;
  }
  for (const [key, field] of fields) {
    if (field.count === group.shape.objects && !(key in action)) {
      return { ok: false, error: `tool '${group.name}' needs the argument '${key}'` };
    }
  }
  const match = legal.find((candidate) => jsonEqual(candidate, action));
  return withScore({ ok: true, action: match ?? action }, input[scoreKey]);
}

/** The value as the field's type (numeric strings become numbers), or undefined when it cannot be. */
function coerce(value: unknown, field: Shape): { readonly value: unknown } | undefined {
  const type = jsonType(value);
  if (field.types.has(type) || (type === 'integer' && field.types.has('number'))) return { value };
  if (type === 'string' && (field.types.has('number') || field.types.has('integer'))) {
    const number = numberOf(value);
    if (number !== undefined && (field.types.has('number') || Number.isInteger(number))) return { value: number };
  }
  return undefined;
}
