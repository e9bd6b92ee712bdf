// A progress line per decision of slow (model-backed) agents on stderr, so a long `xparena play` shows it is alive.
import type { Agent, Decision, Turn } from '../core/agent.js';

/** Wraps `agent` so each of its decisions reports one line: seat, step, attempt, answer, tokens and latency. */
export function withDecisionProgress(agent: Agent, write: (line: string) => void): Agent {
  return {
    name: agent.name,
    async act(turn: Turn): Promise<Decision> {
      const started = performance.now();
      const decision = await agent.act(turn);
      write(progressLine(turn, decision, performance.now() - started));
      return decision;
    },
    ...(agent.close ? { close: () => agent.close?.() } : {}),
  };
}

/** One line for a decision, e.g. `seat 0 step 3 retry 1: cheat (412 in + 18 out tokens, 230 ms)`. */
export function progressLine(turn: Turn, decision: Decision, latencyMs: number): string {
  const where = `seat ${turn.player} step ${turn.step}${turn.attempt > 0 ? ` retry ${turn.attempt}` : ''}`;
  let answer: string;
  if (decision.action !== undefined) answer = turn.game.text.action(decision.action);
  else if (decision.text !== undefined) answer = clip(decision.text);
  else answer = `no action (${clip(decision.invalid ?? decision.note ?? 'no reason given')})`;
  const usage = decision.usage;
  const tokens =
    usage?.inputTokens !== undefined || usage?.outputTokens !== undefined
      ? `${usage.inputTokens ?? 0} in + ${usage.outputTokens ?? 0} out tokens, `
      : '';
  const exchanges = decision.exchanges ?? [];
  // A decision of several calls (queries, the multi-step agent) says how many, and how many tools it called.
  const toolCalls = exchanges.reduce((sum, exchange) => sum + (exchange.toolCalls?.length ?? 0), 0);
  const calls = exchanges.length > 1 ? `${exchanges.length} model calls, ${toolCalls} tool calls, ` : '';
  const cached = exchanges.length && exchanges.every((exchange) => exchange.cached) ? ', cached' : '';
  return `${where}: ${answer} (${tokens}${calls}${Math.round(latencyMs)} ms${cached})`;
}

function clip(text: string, max = 80): string {
  const flat = text.trim().replace(/\s+/g, ' ');
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
