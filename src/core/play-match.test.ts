import { describe, expect, it } from 'vitest';
import { transcript } from '../report/transcript.js';
import { type Agent, type Decision, InfraError, PlayerFault } from './agent.js';
import type { Game } from './game.js';
import { jsonEqual } from './json.js';
import { matchId } from './match-record.js';
import { playMatch } from './play-match.js';
import { replay } from './replay.js';
import { type CountState, countGame } from './test-game.js';

const params = { target: 5 };
const always = (decision: Decision): Agent => ({ name: 'always', act: () => decision });
const seat = (agent: Agent, spec = agent.name) => ({ spec, agent });

describe('playMatch', () => {
  it('plays to the end and records moves, rewards and scores', async () => {
    const record = await playMatch({ game: countGame, params, seed: 3, seats: [seat(always({ action: 2 }))] });
    expect(record.end.status).toBe('finished');
    expect(record.end.scores).toEqual([1]);
    expect(record.steps.map((step) => step.moves[0]?.text)).toEqual(['add 2', 'add 2', 'add 2']);
    expect(record.steps.map((step) => step.rewards)).toEqual([[2], [2], [2]]);
  });

  it('gives the same record for the same seed and agents, and a different id for another seed', async () => {
    const play = (seed: number) =>
      playMatch({ game: countGame, params, seed, seats: [seat(always({ action: 1 })), seat(always({ action: 2 }))] });
    const [first, second, other] = await Promise.all([play(9), play(9), play(10)]);
    expect(JSON.stringify(first)).toBe(JSON.stringify(second));
    expect(other.id).not.toBe(first.id);
  });

  it('records the experience each seat played with, and makes it part of the match id', async () => {
    const plain = await playMatch({ game: countGame, params, seed: 2, seats: [seat(always({ action: 1 }))] });
    const experienced = await playMatch({
      game: countGame,
      params,
      seed: 2,
      seats: [{ ...seat(always({ action: 1 })), experience: 'abc123' }],
    });
    expect(experienced.seats[0]).toEqual({ agent: 'always', name: 'always', experience: 'abc123' });
    expect(plain.seats[0]).toEqual({ agent: 'always', name: 'always' });
    expect(experienced.id).not.toBe(plain.id);
  });

  it("makes a policy other than the game's rule part of the record and its id, and leaves the rule's matches as they were", async () => {
    const play = (options: Partial<Parameters<typeof playMatch>[0]> = {}) =>
      playMatch({ game: countGame, params, seed: 4, seats: [seat(always({ action: 1 }))], ...options });
    const plain = await play();
    const rule = await play({ invalid: { retries: 2, fallback: 'random' } });
    const strict = await play({ invalid: { retries: 0, fallback: 'forfeit' } });
    const person = await play({ invalid: { retries: 0, fallback: 'forfeit' }, invalidIsIdentity: false });
    expect(rule).toEqual(plain);
    expect(plain.invalid).toBeUndefined();
    expect(strict.invalid).toEqual({ retries: 0, fallback: 'forfeit' });
    expect(strict.id).not.toBe(plain.id);
    expect(person.id).toBe(plain.id);
    expect(person.invalid).toBeUndefined();
    // The id is the hash of the spec with the policy: recomputing it from the record finds the same.
    expect(
      matchId({
        game: 'count',
        version: countGame.version,
        params,
        seats: ['always'],
        seed: 4,
        invalid: strict.invalid,
      }),
    ).toBe(strict.id);
  });

  it('parses text decisions with the game codec', async () => {
    const record = await playMatch({ game: countGame, params, seed: 1, seats: [seat(always({ text: 'add 2' }))] });
    expect(record.steps[0]?.moves[0]).toMatchObject({ action: 2, raw: 'add 2', text: 'add 2' });
  });

  it('re-asks with feedback after an invalid action, then accepts a valid one', async () => {
    const feedback: (string | undefined)[] = [];
    let calls = 0;
    const agent: Agent = {
      name: 'learner',
      act(turn) {
        feedback.push(turn.feedback);
        return calls++ === 0 ? { text: 'add 7' } : { action: 2 };
      },
    };
    const record = await playMatch({ game: countGame, params, seed: 1, seats: [seat(agent)] });
    expect(feedback[0]).toBeUndefined();
    expect(feedback[1]).toMatch(/expected 'add 1' or 'add 2', got 'add 7'/);
    expect(record.steps[0]?.moves[0]?.invalid).toEqual([{ text: 'add 7', error: expect.any(String) }]);
    expect(record.steps[0]?.moves[0]?.fallback).toBeUndefined();
  });

  it("records the agent's own reason for an unusable answer and feeds it back", async () => {
    const feedback: (string | undefined)[] = [];
    const agent: Agent = {
      name: 'self-aware',
      act: (turn) => {
        feedback.push(turn.feedback);
        return turn.attempt === 0 ? { invalid: "there is no tool 'jump'" } : { action: 1 };
      },
    };
    const record = await playMatch({ game: countGame, params, seed: 1, seats: [seat(agent)] });
    expect(record.steps[0]?.moves[0]?.invalid).toEqual([{ error: "there is no tool 'jump'" }]);
    expect(feedback.slice(0, 2)).toEqual([undefined, "there is no tool 'jump'"]);
  });

  it('rejects a well-formed action that is not legal, naming the legal ones', async () => {
    const record = await playMatch({
      game: countGame,
      params,
      seed: 1,
      seats: [seat(always({ action: 3 }))],
      invalid: { retries: 0, fallback: 'first' },
    });
    expect(record.steps[0]?.moves[0]?.invalid?.[0]?.error).toBe(
      "'add 3' is not a legal action now; legal actions: add 1 | add 2",
    );
    expect(record.steps[0]?.moves[0]).toMatchObject({ action: 1, fallback: true });
  });

  it('counts a malformed structured action (null, a wrong type, NaN) as an invalid attempt with the reason', async () => {
    const malformed = [null, 'add 1', [1], 1.5, Number.NaN, { value: 1 }];
    const agent: Agent = {
      name: 'malformed',
      act: (turn) => ({ action: turn.attempt < malformed.length ? malformed[turn.attempt] : 1 }),
    };
    const record = await playMatch({
      game: countGame,
      params,
      seed: 1,
      seats: [seat(agent)],
      invalid: { retries: malformed.length, fallback: 'forfeit' },
    });
    expect(record.end.status).toBe('finished');
    const invalid = record.steps[0]?.moves[0]?.invalid ?? [];
    expect(invalid.map((attempt) => attempt.action)).toEqual(malformed);
    expect(invalid.map((attempt) => attempt.error)).toEqual([
      'malformed action: expected number, received null',
      'malformed action: expected number, received string',
      'malformed action: expected number, received array',
      'malformed action: expected int, received number',
      'malformed action: expected number, received NaN',
      'malformed action: expected number, received object',
    ]);
  });

  it("accepts unlisted actions that the game's actionError allows, and explains the ones it rejects", async () => {
    const subset: Game<CountState, number, CountState> = {
      ...countGame,
      legalActions: () => [1],
      actionError: (_state, _player, action) => (action === 2 ? null : `you may add 1 or 2, not ${action}`),
    };
    const record = await playMatch({
      game: subset,
      params,
      seed: 1,
      seats: [seat(always({ action: 2 }))],
    });
    expect(record.steps[0]?.moves[0]).toMatchObject({ action: 2 });
    expect(replay(subset, record)).toEqual({ ok: true, steps: 3 });
    const rejected = await playMatch({
      game: subset,
      params,
      seed: 1,
      seats: [seat(always({ action: 3 }))],
      invalid: { retries: 0, fallback: 'first' },
    });
    expect(rejected.steps[0]?.moves[0]?.invalid?.[0]?.error).toBe(
      "'add 3' is not legal now: you may add 1 or 2, not 3",
    );
  });

  it("plays the game's default action under the default fallback", async () => {
    const withDefault: Game<CountState, number, CountState> = { ...countGame, defaultAction: () => 2 };
    const record = await playMatch({
      game: withDefault,
      params,
      seed: 1,
      seats: [seat(always({ text: 'pass' }))],
      invalid: { retries: 0, fallback: 'default' },
    });
    expect(record.steps[0]?.moves[0]).toMatchObject({ action: 2, fallback: true });
  });

  it('falls back to a seeded random legal action after the retries run out', async () => {
    const play = () =>
      playMatch({
        game: countGame,
        params,
        seed: 4,
        seats: [seat(always({ text: 'nonsense' }))],
        invalid: { retries: 1, fallback: 'random' },
      });
    const [first, second] = await Promise.all([play(), play()]);
    expect(first.end.status).toBe('finished');
    expect(first.steps.every((step) => step.moves[0]?.fallback && step.moves[0].invalid?.length === 2)).toBe(true);
    expect(jsonEqual(first, second)).toBe(true);
  });

  it('forfeits when the policy says so, scoring the forfeiting seat as the loser', async () => {
    const record = await playMatch({
      game: countGame,
      params,
      seed: 1,
      seats: [seat(always({ action: 1 })), seat(always({ text: '??' }))],
      invalid: { retries: 2, fallback: 'forfeit' },
    });
    expect(record.end).toMatchObject({ status: 'forfeit', player: 1, scores: [1, -1] });
    expect(record.end.message).toMatch(/seat 1 forfeited after 3 invalid attempt/);
  });

  it('keeps the rejected attempts of the forfeiting decision, with their usage, and still replays', async () => {
    const usage = { inputTokens: 7, outputTokens: 2, calls: 1 };
    const record = await playMatch({
      game: countGame,
      params,
      seed: 1,
      seats: [seat(always({ action: 1 })), seat(always({ text: '??', usage }))],
      invalid: { retries: 1, fallback: 'forfeit' },
    });
    expect(record.end.attempts).toEqual([
      { text: '??', usage, error: expect.any(String) },
      { text: '??', usage, error: expect.any(String) },
    ]);
    expect(replay(countGame, record)).toEqual({ ok: true, steps: record.steps.length });
    expect(transcript(countGame, record, { observations: false })).toMatch(
      /step \d+ \(forfeited\)\n {2}seat 1 invalid: \?\? \(.+\)\n {2}seat 1 invalid: \?\?/,
    );
  });

  it('keeps the usage of rejected attempts before a move', async () => {
    const usage = { inputTokens: 3, calls: 1 };
    let calls = 0;
    const agent: Agent = { name: 'second-try', act: () => (calls++ % 2 === 0 ? { text: '??', usage } : { action: 1 }) };
    const record = await playMatch({ game: countGame, params, seed: 1, seats: [seat(agent)] });
    expect(record.steps[0]?.moves[0]?.invalid).toEqual([{ text: '??', usage, error: expect.any(String) }]);
  });

  it('treats a late asynchronous answer as invalid and aborts the agent', async () => {
    let aborted = false;
    let calls = 0;
    const slow: Agent = {
      name: 'slow',
      act(turn) {
        if (calls++ > 0) return Promise.resolve({ action: 2 });
        turn.signal.addEventListener('abort', () => {
          aborted = true;
        });
        return new Promise((resolve) => setTimeout(() => resolve({ action: 1 }), 500));
      },
    };
    const record = await playMatch({ game: countGame, params, seed: 1, seats: [seat(slow)], timeLimitMs: 20 });
    expect(aborted).toBe(true);
    expect(record.steps[0]?.moves[0]?.invalid?.[0]?.error).toMatch(/time limit of 20 ms/);
    expect(record.steps[0]?.moves[0]?.action).toBe(2);
  });

  it('ends as infra, without scores, when an agent reports an infrastructure failure', async () => {
    const agent: Agent = {
      name: 'offline',
      act: () => Promise.reject(new InfraError('provider returned 503 five times')),
    };
    const record = await playMatch({ game: countGame, params, seed: 1, seats: [seat(agent)] });
    expect(record.end).toMatchObject({ status: 'infra', scores: null, message: 'provider returned 503 five times' });
  });

  it('forfeits the seat whose agent reports a PlayerFault, synchronously or not, naming the fault and replaying', async () => {
    let moves = 0;
    const flaky: Agent = {
      name: 'flaky',
      act: () =>
        moves++ < 1 ? Promise.resolve({ action: 1 }) : Promise.reject(new PlayerFault('timeout', 'no answer')),
    };
    const record = await playMatch({
      game: countGame,
      params,
      seed: 1,
      seats: [seat(always({ action: 1 })), seat(flaky)],
    });
    expect(record.end).toMatchObject({ status: 'forfeit', player: 1, scores: [1, -1] });
    expect(record.end.message).toBe('seat 1 forfeited: timeout: no answer');
    expect(replay(countGame, record).ok).toBe(true);
    const sync: Agent = {
      name: 'gone',
      act: () => {
        throw new PlayerFault('exit', 'the program exited with code 3');
      },
    };
    const first = await playMatch({
      game: countGame,
      params,
      seed: 1,
      seats: [seat(sync), seat(always({ action: 1 }))],
    });
    expect(first.end).toMatchObject({ status: 'forfeit', player: 0, scores: [-1, 1] });
    expect(first.end.message).toBe('seat 0 forfeited: exit: the program exited with code 3');
  });

  it('ends as error, without scores, when an agent throws', async () => {
    const agent: Agent = {
      name: 'buggy',
      act: () => {
        throw new Error('boom');
      },
    };
    const record = await playMatch({ game: countGame, params, seed: 1, seats: [seat(agent)] });
    expect(record.end).toMatchObject({ status: 'error', scores: null, message: 'agent buggy failed: boom' });
  });

  it('ends as infra when aborted from outside (Ctrl-C)', async () => {
    const controller = new AbortController();
    const agent: Agent = {
      name: 'waiting',
      act: () => {
        controller.abort();
        return new Promise(() => {});
      },
    };
    const record = await playMatch({
      game: countGame,
      params,
      seed: 1,
      seats: [seat(agent)],
      signal: controller.signal,
    });
    expect(record.end).toMatchObject({ status: 'infra', message: 'interrupted' });
  });

  it('stops at the step limit', async () => {
    const record = await playMatch({
      game: countGame,
      params: { target: 100 },
      seed: 1,
      seats: [seat(always({ action: 1 }))],
      maxSteps: 10,
    });
    expect(record.end).toMatchObject({ status: 'step-limit', scores: [10] });
    expect(replay(countGame, record)).toEqual({ ok: true, steps: 10 });
  });
});

/** The counting game with every seat adding at once: a simultaneous-move turn at each step. */
const togetherGame: Game<CountState, number, CountState> = {
  ...countGame,
  toAct: (state) => (state.total >= state.target ? [] : Array.from({ length: state.players }, (_, seat) => seat)),
  apply: (state, actions) => countGame.apply(state, [actions.reduce((sum, action) => sum + action, 0)]),
  outcome: (state) => (state.total < state.target ? null : { scores: Array.from({ length: state.players }, () => 1) }),
};

/** An agent that answers like `decide` after `delayMs`, logging when it is asked and when it answers. */
function later(name: string, delayMs: number, decide: () => Decision, log: string[] = []): Agent {
  return {
    name,
    act: () => {
      log.push(`ask ${name}`);
      return new Promise((resolve) =>
        setTimeout(() => {
          log.push(`answer ${name}`);
          resolve(decide());
        }, delayMs),
      );
    },
  };
}

describe('playMatch on simultaneous turns', () => {
  it('asks every acting seat at once rather than one after another', async () => {
    const log: string[] = [];
    const seats = [seat(later('a', 5, () => ({ action: 1 }), log)), seat(later('b', 1, () => ({ action: 2 }), log))];
    const record = await playMatch({ game: togetherGame as Game, params: { target: 3 }, seed: 1, seats });
    expect(record.end.status).toBe('finished');
    expect(log).toEqual(['ask a', 'ask b', 'answer b', 'answer a']);
    expect(record.steps[0]?.moves.map((move) => move.player)).toEqual([0, 1]);
  });

  it('records the same match whichever seat answers first: moves and random fallbacks in seat order', async () => {
    const nonsense = (): Decision => ({ text: 'nonsense' });
    const play = (agents: readonly Agent[]) =>
      playMatch({
        game: togetherGame as Game,
        params: { target: 12 },
        seed: 5,
        seats: agents.map((agent) => seat(agent)),
        invalid: { retries: 1, fallback: 'random' },
      });
    const oneAfterAnother = await play([always(nonsense()), { ...always(nonsense()), name: 'always' }]);
    const slowFirstSeat = await play([later('always', 4, nonsense), later('always', 0, nonsense)]);
    expect(oneAfterAnother.steps.length).toBeGreaterThan(1);
    expect(JSON.stringify(slowFirstSeat)).toBe(JSON.stringify(oneAfterAnother));
  });

  it('ends with the failure of the first failing seat, as if the seats were asked in order', async () => {
    const failing: Agent = { name: 'failing', act: () => Promise.reject(new Error('boom')) };
    const record = await playMatch({
      game: togetherGame as Game,
      params: { target: 3 },
      seed: 1,
      seats: [seat(later('forfeiting', 3, () => ({ text: '??' }))), seat(failing)],
      invalid: { retries: 0, fallback: 'forfeit' },
    });
    expect(record.end).toMatchObject({ status: 'forfeit', player: 0 });
  });
});

describe('playMatch closing agents', () => {
  /** An agent like `agent` that counts its `close` calls. */
  const closing = (agent: Agent) => {
    const counter = { closed: 0 };
    const closable: Agent = {
      ...agent,
      close: async () => {
        counter.closed++;
      },
    };
    return { agent: closable, counter };
  };

  it('closes every agent once when the match finishes, an agent seated twice included', async () => {
    const first = closing(always({ action: 1 }));
    const second = closing(always({ action: 2 }));
    const record = await playMatch({
      game: countGame,
      params,
      seed: 1,
      seats: [seat(first.agent), seat(second.agent), seat(first.agent)],
    });
    expect(record.end.status).toBe('finished');
    expect([first.counter.closed, second.counter.closed]).toEqual([1, 1]);
  });

  it('closes every agent when an agent fails, and ignores a failure to close', async () => {
    const buggy = closing({
      name: 'buggy',
      act: () => {
        throw new Error('boom');
      },
    });
    const other = closing(always({ action: 1 }));
    const unclosable: Agent = {
      ...always({ action: 1 }),
      close: () => {
        throw new Error('cannot close');
      },
    };
    const record = await playMatch({
      game: countGame,
      params,
      seed: 1,
      seats: [seat(buggy.agent), seat(other.agent), seat(unclosable)],
    });
    expect(record.end).toMatchObject({ status: 'error', message: 'agent buggy failed: boom' });
    expect([buggy.counter.closed, other.counter.closed]).toEqual([1, 1]);
  });

  it('closes every agent when the match is aborted, while a decision is still pending', async () => {
    const controller = new AbortController();
    const waiting = closing({
      name: 'waiting',
      act: () => {
        controller.abort();
        return new Promise<Decision>(() => {});
      },
    });
    const record = await playMatch({
      game: countGame,
      params,
      seed: 1,
      seats: [seat(waiting.agent)],
      signal: controller.signal,
    });
    expect(record.end).toMatchObject({ status: 'infra', message: 'interrupted' });
    expect(waiting.counter.closed).toBe(1);
  });
});

describe('replay', () => {
  it('re-simulates a record identically', async () => {
    const record = await playMatch({
      game: countGame,
      params: { target: 20 },
      seed: 5,
      seats: [seat(always({ action: 1 })), seat(always({ action: 2 }))],
    });
    expect(replay(countGame, record)).toEqual({ ok: true, steps: record.steps.length });
  });

  it('reports the first step whose action was tampered with', async () => {
    const record = await playMatch({
      game: countGame,
      params: { target: 20 },
      seed: 5,
      seats: [seat(always({ action: 1 }))],
    });
    const steps = record.steps.map((step, index) =>
      index === 4 ? { ...step, moves: [{ ...step.moves[0], player: 0, text: 'add 2', action: 2 }] } : step,
    );
    const report = replay(countGame, { ...record, steps });
    expect(report).toMatchObject({ ok: false, divergence: { step: 4 } });
  });

  it('reports tampered scores and seeds', async () => {
    const record = await playMatch({ game: countGame, params, seed: 5, seats: [seat(always({ action: 1 }))] });
    expect(replay(countGame, { ...record, end: { ...record.end, scores: [0] } })).toMatchObject({
      ok: false,
      divergence: { message: expect.stringMatching(/final scores/) },
    });
    expect(replay(countGame, { ...record, seed: 6 })).toMatchObject({ ok: false });
  });

  it("accepts the game's unlisted default action where the fallback played it, and nowhere else", async () => {
    const withNoOp: Game<CountState, number, CountState> = { ...countGame, defaultAction: () => 0 };
    const record = await playMatch({
      game: withNoOp,
      params,
      seed: 1,
      seats: [seat(always({ text: 'pass' }))],
      invalid: { retries: 0, fallback: 'default' },
      maxSteps: 3,
    });
    expect(record.steps[0]?.moves[0]).toMatchObject({ action: 0, fallback: true });
    expect(replay(withNoOp, record)).toEqual({ ok: true, steps: 3 });
    const chosen = record.steps.map((step) => ({ ...step, moves: step.moves.map(({ fallback: _, ...move }) => move) }));
    expect(replay(withNoOp, { ...record, steps: chosen })).toMatchObject({ ok: false, divergence: { step: 0 } });
  });

  it('refuses a record of another game version', async () => {
    const record = await playMatch({ game: countGame, params, seed: 5, seats: [seat(always({ action: 1 }))] });
    expect(replay(countGame, { ...record, version: 2 })).toMatchObject({ ok: false, divergence: { step: -1 } });
  });
});
