// The turn loop of conversational developers (agent shells and the built-in revision loop): each turn tells the agent
// its budgets and any undelivered results, and the loop stops as AAArena does: a frozen run (after one review turn
// with tools disabled), both budgets spent, 8 turns in a row that spend nothing, or repeated tool errors.
import type { ArenaStatus, ArenaTools, DeliveredResult } from '../core/arena-tools.js';
import type { DeveloperContext, DeveloperEnd } from './developer.js';

export const turnLimits = { idleTurns: 8, sameError: 3, totalErrors: 12 } as const;

/** One conversational coding agent: plays a turn given the host's message and the tools it may call. */
export interface TurnDriver {
  /**
   * `toolsEnabled` is false only for the final review turn of a frozen run. Failures thrown by `tools` are counted
   * toward the error limits already; `reportError` counts the failed calls of the driver's own tools (files,
   * malformed arguments), once each.
   */
  turn(
    prompt: string,
    tools: ArenaTools,
    toolsEnabled: boolean,
    signal: AbortSignal,
    reportError: (message: string) => void,
  ): Promise<void>;
}

/** The host's message opening each turn: budgets, what the budgets call for now, and results not yet shown. */
export function turnPrompt(status: ArenaStatus, delivered: readonly DeliveredResult[]): string {
  const { small, full } = status.budgets;
  const lines = [
    `Continue. Budgets${status.extended ? ' (extended once: this is the continuation of your run)' : ''}: ${small.remaining} of ${small.total} small-match units and ${full.remaining} of ${full.total} full evaluations left.`,
  ];
  if (!status.baselineEvaluated)
    lines.push(
      'Your first full evaluation also evaluates the untouched starter, for free, as the baseline (its result is delivered too).',
    );
  if (small.remaining === 0 && full.remaining > 0)
    lines.push('Small matches are spent: improve the program and submit full evaluations.');
  if (status.champion)
    lines.push(`Champion so far: rank ${status.champion.rank} (Elo ${status.champion.elo.toFixed(1)}).`);
  for (const result of delivered)
    lines.push(`Result of submission ${result.submissionId} you have not seen: ${JSON.stringify(result.result)}`);
  return lines.join('\n');
}

export const reviewPrompt =
  'The run is frozen: its champion is final. Tools are disabled. Review what you learned and write it in notes/.';

/** Runs `driver` turn by turn until a stop condition holds. */
export async function runTurns(driver: TurnDriver, context: DeveloperContext): Promise<DeveloperEnd> {
  const { signal, log } = context;
  const errors = new Map<string, number>();
  let totalErrors = 0;
  let turns = 0;
  let idle = 0;
  const onError = (message: string) => {
    totalErrors++;
    errors.set(message, (errors.get(message) ?? 0) + 1);
    log({ turn: turns, kind: 'tool-error', text: message });
  };
  const tools = countingTools(context.tools, onError);
  const stop = (end: DeveloperEnd['stop']): DeveloperEnd => {
    log({ turn: turns, kind: 'stop', text: end });
    return { stop: end, turns };
  };
  for (;;) {
    if (signal.aborted) return stop('interrupted');
    const status = context.tools.status();
    if (status.frozen) {
      if (!status.reviewTurnTaken) {
        context.tools.takeReviewTurn();
        log({ turn: turns, kind: 'prompt', text: reviewPrompt });
        await driver.turn(reviewPrompt, tools, false, signal, onError);
        turns++;
      }
      return stop('frozen');
    }
    if (status.budgets.small.remaining === 0 && status.budgets.full.remaining === 0) return stop('budgets-spent');
    const prompt = turnPrompt(status, context.tools.deliver());
    log({ turn: turns, kind: 'prompt', text: prompt });
    const spentBefore = spent(status);
    await driver.turn(prompt, tools, true, signal, onError);
    turns++;
    const after = context.tools.status();
    idle = spent(after) === spentBefore && after.baselineEvaluated === status.baselineEvaluated ? idle + 1 : 0;
    if (idle >= turnLimits.idleTurns) return stop('idle-turns');
    if (totalErrors >= turnLimits.totalErrors || [...errors.values()].some((n) => n >= turnLimits.sameError))
      return stop('tool-errors');
  }
}

function spent(status: ArenaStatus): number {
  return status.budgets.small.used + status.budgets.full.used;
}

/** `tools` with every failing call reported to `onError` (and still thrown to the caller). */
function countingTools(tools: ArenaTools, onError: (message: string) => void): ArenaTools {
  return new Proxy(tools, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const fail = (error: unknown) => {
          onError(error instanceof Error ? error.message : String(error));
          throw error;
        };
        try {
          const out = value.apply(target, args);
          return out instanceof Promise ? out.catch(fail) : out;
        } catch (error) {
          return fail(error);
        }
      };
    },
  });
}
