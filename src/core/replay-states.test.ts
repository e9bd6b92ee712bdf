import { describe, expect, it } from 'vitest';
import type { Agent, Decision } from './agent.js';
import type { Game } from './game.js';
import { playMatch } from './play-match.js';
import { recordStates } from './record-states.js';
import { replay } from './replay.js';
import { replayStates } from './replay-states.js';
import { type CountState, countGame } from './test-game.js';

const params = { target: 5 };
const always = (decision: Decision): Agent => ({ name: 'always', act: () => decision });
const seat = (agent: Agent) => ({ spec: agent.name, agent });

describe('replayStates', () => {
  it('yields the state before each step with that step, then the final state', async () => {
    const record = await playMatch({ game: countGame, params, seed: 3, seats: [seat(always({ action: 2 }))] });
    const replayed = [...replayStates(countGame, record)];
    expect(replayed.map(({ index }) => index)).toEqual([0, 1, 2, 3]);
    expect(replayed.map(({ state }) => (state as CountState).total)).toEqual([0, 2, 4, 6]);
    expect(replayed.map(({ step }) => step)).toEqual([...record.steps, undefined]);
    expect(recordStates(countGame, record)).toEqual({ ok: true, states: replayed.map(({ state }) => state) });
  });

  it("replays an invalid answer's fallback as the default action it played, even one not listed as legal", async () => {
    const noOp: Game<CountState, number, CountState> = { ...countGame, defaultAction: () => 0 };
    const record = await playMatch({
      game: noOp,
      params,
      seed: 1,
      seats: [seat({ name: 'once-wrong', act: (turn) => (turn.step === 0 ? { text: 'pass' } : { action: 2 }) })],
      invalid: { retries: 0, fallback: 'default' },
    });
    expect(record.steps[0]?.moves[0]).toMatchObject({ action: 0, fallback: true });
    const totals = [...replayStates(noOp, record)].map(({ state }) => (state as CountState).total);
    expect(totals).toEqual([0, 0, 2, 4, 6]);
    expect(replay(noOp, record)).toEqual({ ok: true, steps: 4 });
  });

  it('is lazy: a consumer that stops early simulates no further', async () => {
    const record = await playMatch({ game: countGame, params, seed: 3, seats: [seat(always({ action: 1 }))] });
    let applied = 0;
    const counting: Game<CountState, number, CountState> = {
      ...countGame,
      apply: (state, actions) => {
        applied++;
        return countGame.apply(state, actions);
      },
    };
    for (const { index } of replayStates(counting, record)) if (index === 2) break;
    expect(applied).toBe(2);
  });
});
