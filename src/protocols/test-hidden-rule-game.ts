// A tiny hidden-rule game for Learn2Play tests (registered only in tests): one of four buttons lights a lamp and
// scores, which one is fixed by the seed and never said; a solver finds it by trying, a learner by remembering.
import { z } from 'zod';
import { actionSchema } from '../core/action-schema.js';
import type { Agent } from '../core/agent.js';
import type { Game } from '../core/game.js';
import type { LearnerModel } from '../core/game-learner.js';
import type { GameModule } from '../core/game-module.js';
import { mixSeed } from '../core/rng.js';
import { UsageError } from '../core/usage-error.js';

const buttons = ['A', 'B', 'C', 'D'] as const;
/** Presses per episode. */
export const hiddenButtonSteps = 6;

export interface HiddenButtonState {
  readonly good: number;
  readonly step: number;
  readonly score: number;
  readonly lit: boolean | null;
}

/** What the player sees: the step, the score and whether the last press lit the lamp (never which button is good). */
export type HiddenButtonObservation = Omit<HiddenButtonState, 'good'>;

/** The seed's good button (0-based): the game's hidden rule. */
export function hiddenButton(seed: number): number {
  return (mixSeed(seed, 77) >>> 0) % buttons.length;
}

function hiddenButtonGame(id: string, challenge: boolean) {
  return {
    id,
    version: 1,
    title: 'Hidden button (test)',
    description: 'Press buttons; some presses light the lamp.',
    playerCounts: [1],
    params: { episode: { type: 'int', default: 1, min: 1, max: 1000, description: 'the episode of the trial' } },
    presets: { default: {} },
    defaultPreset: 'default',
    hiddenInformation: true,
    hiddenRules: { variation: 'fixed', challenge, solver: 'solver', forbiddenWords: ['good button'] },
    setup: (_params, seed) => ({ good: hiddenButton(seed), step: 0, score: 0, lit: null }),
    toAct: (state) => (state.step < hiddenButtonSteps ? [0] : []),
    legalActions: () => buttons,
    apply(state, actions) {
      const lit = buttons.indexOf(actions[0] as (typeof buttons)[number]) === state.good;
      return { ...state, step: state.step + 1, score: state.score + (lit ? 1 : 0), lit };
    },
    observe: ({ good: _good, ...seen }) => seen,
    outcome: (state) => (state.step < hiddenButtonSteps ? null : { scores: [state.score] }),
    score: (state) => [state.score],
    sample: (observation) => ({ ...observation, good: 0 }),
    actionSchema: actionSchema<string>()(z.string()),
    text: {
      rules: () => `Press one of the buttons ${buttons.join(', ')} each turn.`,
      observation: (seen) => `press ${seen.step + 1} of ${hiddenButtonSteps}, lamp ${seen.lit ? 'on' : 'off'}`,
      action: (action) => action,
      parseAction: (text) =>
        (buttons as readonly string[]).includes(text.trim())
          ? { ok: true, action: text.trim() }
          : { ok: false, error: `expected one of ${buttons.join(', ')}` },
    },
  } satisfies Game<HiddenButtonState, string, HiddenButtonObservation>;
}

/** Tries A, B, C, D in turn until the lamp lights, then keeps pressing that button: 6 − good points. */
function solver(): Agent<string, HiddenButtonObservation> {
  let tried = 0;
  let found: string | undefined;
  return {
    name: 'solver',
    act(turn) {
      if (turn.observation.lit && found === undefined) found = buttons[tried - 1];
      if (found !== undefined) return { action: found };
      return { action: buttons[tried++ % buttons.length] as string };
    },
  };
}

/** The learner remembers each button's mean reward: it presses the best that ever scored, else an untried one. */
const learner: LearnerModel = {
  type: 'model',
  name: 'button-means',
  learn(table, steps) {
    table.buttons ??= {};
    const values = table.buttons;
    for (const step of steps) {
      const [visits, mean] = values[step.answer] ?? [0, 0];
      values[step.answer] = [visits + 1, mean + ((step.reward ?? 0) - mean) / (visits + 1)];
    }
  },
  choose(table, turn, rng) {
    const values = table.buttons ?? {};
    const scored = buttons.filter((button) => (values[button]?.[1] ?? 0) > 0);
    if (scored.length > 0) return scored.reduce((a, b) => ((values[a]?.[1] ?? 0) >= (values[b]?.[1] ?? 0) ? a : b));
    const untried = buttons.filter((button) => values[button] === undefined);
    return rng.pick(untried.length > 0 ? untried : [...turn.legalActions]);
  },
};

function hiddenButtonModule(id: string, challenge: boolean): GameModule {
  return {
    game: hiddenButtonGame(id, challenge),
    agents: {
      heuristic: () => ({ name: 'always A', act: () => ({ action: 'A' }) }),
      solver: () => solver() as Agent,
    },
    learner,
  };
}

/** A fixed, non-challenge hidden-rule game. */
export const hiddenButtonFixed = hiddenButtonModule('hidden-button', false);
/** The same game as a challenge game (10 episodes, weight 3). */
export const hiddenButtonChallenge = hiddenButtonModule('hidden-button-challenge', true);

/**
 * The registry module with the fixtures added, for `vi.mock('../games/registry.js', …)`: the protocol finds games
 * by their `hiddenRules`, so the fixtures stand in for the real hidden-rule games.
 */
export function withHiddenRuleFixtures<T extends { gameModules: readonly GameModule[] }>(original: T) {
  const gameModules = [...original.gameModules, hiddenButtonFixed, hiddenButtonChallenge];
  const findGame = (id: string): GameModule => {
    const module = gameModules.find((candidate) => candidate.game.id === id);
    if (!module)
      throw new UsageError(`unknown game '${id}'; valid games: ${gameModules.map((m) => m.game.id).join(', ')}`);
    return module;
  };
  return { ...original, gameModules, findGame };
}
