// The turn loop over a real ledger: a scripted driver spends the budgets, the frozen run gets one review turn with
// tools disabled, and the continuation (one extension) reopens it with budgets that say so and a review of its own.
import { afterEach, describe, expect, it } from 'vitest';
import { testDeveloperArena } from './test-ledger-arena-tools.js';
import { runTurns, type TurnDriver } from './turn-loop.js';

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/** A driver that submits one full evaluation per turn while tools are enabled, recording every prompt. */
function evaluatingDriver() {
  const turns: { readonly prompt: string; readonly toolsEnabled: boolean }[] = [];
  const driver: TurnDriver = {
    async turn(prompt, tools, toolsEnabled) {
      turns.push({ prompt, toolsEnabled });
      if (toolsEnabled) await tools.full({});
    },
  };
  return { driver, turns };
}

function arena() {
  const run = testDeveloperArena({ small: 0, full: 1 });
  cleanups.push(run.cleanup);
  return run;
}

describe('runTurns', () => {
  it('ends a frozen run with one review turn, and continues once the run is extended', async () => {
    const { ledger, context } = arena();
    const first = evaluatingDriver();
    expect(await runTurns(first.driver, context)).toEqual({ stop: 'frozen', turns: 2 });
    expect(first.turns.map((turn) => turn.toolsEnabled)).toEqual([true, false]);
    expect(first.turns[0]?.prompt).toMatch(/^Continue\. Budgets: 0 of 0 small-match units and 1 of 1 full/);
    expect(first.turns[1]?.prompt).toMatch(/^The run is frozen/);

    ledger.extend();
    const second = evaluatingDriver();
    expect(await runTurns(second.driver, context)).toEqual({ stop: 'frozen', turns: 3 });
    expect(second.turns.map((turn) => turn.toolsEnabled)).toEqual([true, true, false]);
    expect(second.turns[0]?.prompt).toMatch(
      /^Continue\. Budgets \(extended once: this is the continuation of your run\): 0 of 0 small-match units and 2 of 3 full/,
    );
    expect(ledger.status()).toMatchObject({ reviewTurnTaken: true, budgets: { full: { used: 3, remaining: 0 } } });
  });
});
