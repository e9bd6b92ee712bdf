// A tiny counting game for core tests (not registered): seats take turns adding 1 or 2; reaching `target` wins.
import { z } from 'zod';
import { actionSchema } from './action-schema.js';
import type { Game } from './game.js';
import { rngFrom, seedRng } from './rng.js';

export interface CountState {
  readonly total: number;
  readonly turn: number;
  readonly players: number;
  readonly target: number;
  readonly rng: readonly number[];
  /** A chance draw made at every step, so determinism depends on the stored RNG. */
  readonly noise: number;
}

export const countGame = {
  id: 'count',
  version: 1,
  title: 'Count to a target',
  description: 'Seats take turns adding 1 or 2; whoever reaches the target wins.',
  playerCounts: [1, 2],
  params: { target: { type: 'int', default: 5, min: 1, max: 100, description: 'the number to reach' } },
  presets: { default: {}, long: { target: 20 } },
  defaultPreset: 'default',
  hiddenInformation: false,
  setup: (params, seed, players) => ({
    total: 0,
    turn: 0,
    players,
    target: params.target as number,
    rng: seedRng(seed),
    noise: 0,
  }),
  toAct: (state) => (state.total >= state.target ? [] : [state.turn % state.players]),
  legalActions: () => [1, 2],
  apply(state, actions) {
    const rng = rngFrom(state.rng);
    const noise = rng.int(0, 9);
    return { ...state, total: state.total + (actions[0] ?? 0), turn: state.turn + 1, noise, rng: rng.state() };
  },
  observe: (state) => state,
  outcome(state) {
    if (state.total < state.target) return null;
    const winner = (state.turn - 1) % state.players;
    return { scores: Array.from({ length: state.players }, (_, seat) => (seat === winner ? 1 : 0)) };
  },
  score: (state) => Array.from({ length: state.players }, () => state.total),
  actionSchema: actionSchema<number>()(z.number().int()),
  text: {
    rules: (params) => `Add 1 or 2 in turn; reach ${params.target} to win.`,
    observation: (observation) => `total ${observation.total} of ${observation.target}`,
    action: (action) => `add ${action}`,
    parseAction(text) {
      const match = /^\s*(?:add\s+)?([12])\s*$/i.exec(text);
      return match
        ? { ok: true, action: Number(match[1]) }
        : { ok: false, error: `expected 'add 1' or 'add 2', got '${text}'` };
    },
  },
} satisfies Game<CountState, number, CountState>;
