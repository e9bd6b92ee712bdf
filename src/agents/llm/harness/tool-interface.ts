// Function calling: one tool per action type, derived from the game's actions (see action-tools.ts), each with an
// optional self-judged `score`; the call is mapped back to the action JSON, or explained when it cannot be.

import { ActionCatalog, actionTools } from './action-tools.js';
import type { ActionInterface, Interpretation } from './harness.js';
import { shorten } from './shorten.js';

/** Instructions for acting through tools, closing the system message. */
export const toolContract = [
  'Act by calling exactly one of the tools; each tool plays one kind of action.',
  'Give the argument `score`: your estimate of the immediate reward this action earns you.',
  'Do not write an `Answer:` line: only the tool call counts.',
].join('\n');

/**
 * The model acts by calling a tool; `mask` puts legal values in enums (and one tool per legal string action);
 * `reserved` names tools offered beside these (the multi-step agent's), which action tools never take.
 */
export function toolInterface(options: {
  readonly mask: boolean;
  readonly reserved?: readonly string[];
}): ActionInterface {
  return {
    name: 'tools',
    prepare(context) {
      const { turn, memory } = context;
      const toolNames = turn.game.actionToolNames;
      if (!options.mask) memory.catalog ??= new ActionCatalog(false, options.reserved, toolNames);
      const derived = actionTools(turn.legalActions, {
        mask: options.mask,
        text: (action) => turn.game.text.action(action),
        open: turn.game.actionError !== undefined,
        catalog: memory.catalog,
        ...(options.reserved ? { reserved: options.reserved } : {}),
        ...(toolNames ? { toolNames } : {}),
      });
      const queries = (turn.game.queries ?? []).map((query) => ({
        name: query.name,
        description: `Read-only query (does not act; you still have to act afterwards): ${query.description}`,
        parameters: query.parameters,
      }));
      return {
        instructions: { role: 'system', title: 'How to act', body: toolContract },
        tools: [...derived.tools, ...queries],
        toolChoice: 'required',
        interpret(response): Interpretation {
          const [call, ...extra] = response.toolCalls;
          if (!call) {
            const names = derived.tools.map((tool) => tool.name).join(', ');
            return {
              ok: false,
              error: `the reply called no tool; act by calling exactly one of the tools: ${names}`,
              answer: response.text.trim() ? shorten(response.text, 120) : '(no tool call)',
            };
          }
          const answer = `${call.name}(${shorten(JSON.stringify(call.input ?? {}), 200)})`;
          const resolution = derived.resolve(call);
          if (!resolution.ok) return { ok: false, error: resolution.error, answer };
          const notes = [shorten(response.text)];
          if (extra.length) notes.push(`ignored ${extra.length} further tool call(s)`);
          const note = notes.filter(Boolean).join('; ');
          return { ...resolution, answer, ...(note ? { note } : {}) };
        },
      };
    },
  };
}
