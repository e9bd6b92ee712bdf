// A harness turns one turn of a match into model messages and the model's reply back into a decision. It is an
// ordered list of small prompt steps plus one action interface, so every ablation is just a different list.
import type { Turn } from '../../../core/agent.js';
import type { DropOrder } from '../../../core/experience-input.js';
import type { ChatMessage, ModelResponse, ToolCall, ToolSpec } from '../../../model/model.js';
import type { MatchMemory } from './match-memory.js';

/** H1: `structured` renders every section under a `## ` heading; `raw` joins the bodies with minimal formatting. */
export type Layout = 'structured' | 'raw';

/** One block of the prompt, placed in the system or the user message in the order the steps give it. */
export interface Section {
  readonly role: 'system' | 'user';
  readonly title: string;
  /**
   * The text, or a function of the estimated tokens every other section (and the tools) already take, for sections
   * that fill what is left of the context window (the history). An empty body drops the section.
   */
  readonly body: string | ((usedTokens: number) => string);
  /**
   * Among sections that fill the context window, the order in which they take what is left (lower first, default 0):
   * the current episode's history fills before earlier episodes' experience, so only the latter is cut.
   */
  readonly fillOrder?: number;
  /** Keeps the `## title` heading in the raw layout too, for blocks whose format is a contract (the legal actions). */
  readonly pinned?: boolean;
}

/** What a step may look at: the turn, the agent's memory of this match, and text computed once per decision. */
export interface HarnessContext {
  readonly turn: Turn;
  /** Seats in the match (the rules text depends on it). */
  readonly players: number;
  readonly memory: MatchMemory;
  /** The seat's observation rendered by the game's codec. */
  readonly observation: string;
  /** Every legal action in the game's text form, in the game's order. */
  readonly legalTexts: readonly string[];
  /** Why the previous attempt at this decision was rejected, when this is a retry. */
  readonly feedback: string | undefined;
  /** How the previous attempt at this decision answered, when this is a retry. */
  readonly previousAnswer: string | undefined;
  /** The experience's text for this episode, when the agent has experience. */
  readonly experience?: string;
  /** Which end of the experience text goes first when it does not fit (default `oldest`). */
  readonly experienceDrop?: DropOrder;
  /** The experience section's heading (default `Experience`). */
  readonly experienceTitle?: string;
  /** The experience's note for this turn only (e.g. memories retrieved for the current observation). */
  readonly experienceNote?: string;
}

/** A switchable piece of the prompt: rules, state, legal actions, history, feedback… */
export interface PromptStep {
  readonly name: string;
  sections(context: HarnessContext): readonly Section[];
}

/** What the interface made of a reply: a decision for playMatch, or why the reply cannot be one. */
export type Interpretation =
  | {
      readonly ok: true;
      readonly action?: unknown;
      readonly text?: string;
      readonly selfScore?: number;
      /** The answer as the history and the retry feedback show it. */
      readonly answer: string;
      readonly note?: string;
    }
  | { readonly ok: false; readonly error: string; readonly answer: string };

/** The multi-step agent's part of a request: its step budgets and the answers of the tools that do not act. */
export interface LoopRequest {
  /** Most model calls in one decision (one `act`), the acting call included. */
  readonly maxSteps: number;
  /** Most model calls in the whole episode (this match), when bounded. */
  readonly maxEpisodeSteps?: number;
  /** The answer to a call of a tool that does not act, or undefined when the call is not one (an action, say). */
  answer(call: ToolCall): Promise<string> | undefined;
}

/** The interface's part of one request: how to answer, the tools offered, and how to read the reply. */
export interface ActionRequest {
  readonly instructions: Section;
  readonly tools?: readonly ToolSpec[];
  readonly toolChoice?: 'auto' | 'required' | 'none';
  interpret(response: ModelResponse): Interpretation;
  /** Present when the model may call tools several times before acting (the multi-step agent). */
  readonly loop?: LoopRequest;
}

/** How the model acts: the S³Gym text contract, function calling, or function calling over several steps. */
export interface ActionInterface {
  readonly name: 'text' | 'tools' | 'agent';
  prepare(context: HarnessContext): ActionRequest;
}

/** A complete harness: layout, prompt steps in order, and the action interface. */
export interface Harness {
  /** A short label, e.g. `full/text`, recorded in the agent's name. */
  readonly name: string;
  readonly layout: Layout;
  readonly steps: readonly PromptStep[];
  readonly actionInterface: ActionInterface;
}

/** Composes a harness; the steps' sections appear in the order given. */
export function harness(spec: {
  readonly name?: string;
  readonly layout?: Layout;
  readonly steps: readonly PromptStep[];
  readonly actionInterface: ActionInterface;
}): Harness {
  const layout = spec.layout ?? 'structured';
  return {
    name: spec.name ?? `${[layout, ...spec.steps.map((step) => step.name)].join('+')}/${spec.actionInterface.name}`,
    layout,
    steps: spec.steps,
    actionInterface: spec.actionInterface,
  };
}

/** The messages and tools of one request, and how to read its reply. */
export interface BuiltPrompt {
  readonly messages: readonly ChatMessage[];
  readonly tools?: readonly ToolSpec[];
  readonly toolChoice?: 'auto' | 'required' | 'none';
  interpret(response: ModelResponse): Interpretation;
  readonly loop?: LoopRequest;
}

/** Builds the system and user messages of a turn; sections that fill the context window are rendered last. */
export function buildPrompt(harness: Harness, context: HarnessContext): BuiltPrompt {
  const request = harness.actionInterface.prepare(context);
  const sections: Section[] = [];
  for (const step of harness.steps) {
    for (const section of step.sections(context)) sections.push(section);
  }
  const systemCount = sections.filter((section) => section.role === 'system').length;
  // The answer instructions close the system message (or open the user message when no step writes a system part).
  sections.splice(systemCount > 0 ? lastIndex(sections, 'system') + 1 : 0, 0, {
    ...request.instructions,
    role: systemCount > 0 ? 'system' : 'user',
  });
  const rendered: (string | undefined)[] = sections.map((section) =>
    typeof section.body === 'string' ? render(harness.layout, section, section.body) : undefined,
  );
  if (rendered.includes(undefined)) {
    let usedChars = request.tools ? JSON.stringify(request.tools).length : 0;
    for (const text of rendered) usedChars += text?.length ?? 0;
    // Filling sections take what is left in `fillOrder` (stable), each seeing what the earlier ones took.
    const filling = sections
      .map((section, index) => ({ section, index }))
      .filter(({ section }) => typeof section.body !== 'string')
      .sort((a, b) => (a.section.fillOrder ?? 0) - (b.section.fillOrder ?? 0));
    for (const { section, index } of filling) {
      if (typeof section.body === 'string') continue;
      const text = render(harness.layout, section, section.body(Math.ceil(usedChars / 4)));
      rendered[index] = text;
      usedChars += text.length;
    }
  }
  const system: string[] = [];
  const user: string[] = [];
  sections.forEach((section, index) => {
    const text = rendered[index];
    if (text) (section.role === 'system' ? system : user).push(text);
  });
  const messages: ChatMessage[] = [];
  if (system.length) messages.push({ role: 'system', content: system.join('\n\n') });
  messages.push({ role: 'user', content: user.join('\n\n') });
  const built: BuiltPrompt = {
    messages,
    interpret: (response) => request.interpret(response),
    ...(request.loop ? { loop: request.loop } : {}),
  };
  return request.tools ? { ...built, tools: request.tools, toolChoice: request.toolChoice ?? 'required' } : built;
}

function lastIndex(sections: readonly Section[], role: Section['role']): number {
  for (let index = sections.length - 1; index >= 0; index--) if (sections[index]?.role === role) return index;
  return -1;
}

function render(layout: Layout, section: Section, body: string): string {
  if (body === '') return '';
  return layout === 'structured' || section.pinned ? `## ${section.title}\n${body}` : body;
}
