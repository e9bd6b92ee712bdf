// The checks every game must pass (run for each game in the registry by src/games/conformance.test.ts).
// Each check throws an Error that says what broke, on which preset, seed and step.
import { actionShapeError } from './action-schema.js';
import type { Game, Params } from './game.js';
import { canonicalJson, deepFreeze, jsonEqual } from './json.js';
import { malformedActions } from './malformed-actions.js';
import { resolveParams } from './params.js';
import { checkDecision } from './play-match.js';
import { rngFromSeed } from './rng.js';

/** One configuration to check: a preset with a number of seats. */
export interface ConformanceCase {
  readonly preset: string;
  readonly players: number;
  readonly params: Params;
}

/** Every preset of `game` with every allowed number of seats. */
export function conformanceCases(game: Game): ConformanceCase[] {
  return Object.keys(game.presets).flatMap((preset) =>
    game.playerCounts.map((players) => ({ preset, players, params: resolveParams(game, preset) })),
  );
}

/** A random playout: every state visited (deep-frozen) and the joint actions taken between them. */
export interface Playout {
  readonly states: readonly unknown[];
  readonly actions: readonly (readonly unknown[])[];
}

/** Plays uniformly random legal actions from `seed`; throws if the game does not end within `maxSteps`. */
export function randomPlayout(game: Game, testCase: ConformanceCase, seed: number, maxSteps = 10_000): Playout {
  const rng = rngFromSeed(seed, 0xc0f);
  const states: unknown[] = [deepFreeze(game.setup(testCase.params, seed, testCase.players))];
  const actions: unknown[][] = [];
  for (;;) {
    const state = states.at(-1);
    const players = game.toAct(state);
    const where = describe(game, testCase, seed, actions.length);
    const outcome = game.outcome(state);
    if (players.length === 0) {
      if (!outcome) throw new Error(`${where}: no seat to act but outcome() is null`);
      if (outcome.scores.length !== testCase.players || outcome.scores.some((s) => !Number.isFinite(s))) {
        throw new Error(
          `${where}: outcome scores ${JSON.stringify(outcome.scores)} are not one finite number per seat`,
        );
      }
      return { states, actions };
    }
    if (outcome) throw new Error(`${where}: seats ${players.join(',')} still act but outcome() is not null`);
    if (actions.length >= maxSteps) throw new Error(`${where}: a random playout did not end within ${maxSteps} steps`);
    const joint = players.map((player) => {
      const legal = game.legalActions(state, player);
      if (legal.length === 0) throw new Error(`${where}: seat ${player} must act but has no legal action`);
      return rng.pick(legal);
    });
    actions.push(deepFreeze(joint));
    try {
      states.push(deepFreeze(game.apply(state, joint)));
    } catch (error) {
      throw new Error(`${where}: apply threw (did it mutate a frozen input?): ${String(error)}`);
    }
  }
}

/** Every legal action of every acting seat applies without throwing, on every state of the playout. */
export function checkLegalActionsApply(game: Game, testCase: ConformanceCase, seed: number, playout: Playout): void {
  for (const [index, state] of playout.states.entries()) {
    const players = game.toAct(state);
    const legalBySeat = players.map((player) => game.legalActions(state, player));
    for (const [position, legal] of legalBySeat.entries()) {
      for (const action of legal) {
        const joint = legalBySeat.map((others, other) => (other === position ? action : others[0]));
        try {
          game.apply(state, deepFreeze(joint));
        } catch (error) {
          const text = game.text.action(action);
          throw new Error(`${describe(game, testCase, seed, index)}: legal action '${text}' threw: ${String(error)}`);
        }
      }
    }
  }
}

/** Same seed and actions give identical states, also after a JSON round trip of every state. */
export function checkDeterminism(game: Game, testCase: ConformanceCase, seed: number, playout: Playout): void {
  let state = game.setup(testCase.params, seed, testCase.players);
  for (const [index, joint] of playout.actions.entries()) {
    const where = describe(game, testCase, seed, index);
    if (!jsonEqual(state, playout.states[index]))
      throw new Error(`${where}: same seed and actions gave a different state`);
    const roundTripped = JSON.parse(JSON.stringify(state));
    if (!jsonEqual(roundTripped, state)) throw new Error(`${where}: state does not survive a JSON round trip`);
    const next = game.apply(state, joint);
    if (!jsonEqual(game.apply(roundTripped, joint), next)) {
      throw new Error(`${where}: a JSON round-tripped state continues differently`);
    }
    state = next;
  }
  if (!jsonEqual(state, playout.states.at(-1))) {
    throw new Error(`${describe(game, testCase, seed, playout.actions.length)}: final state differs on a second run`);
  }
}

/**
 * Every legal action fits `actionSchema` and its text parses back to the same action; distinct legal actions have
 * distinct texts.
 */
export function checkActionText(game: Game, testCase: ConformanceCase, seed: number, playout: Playout): void {
  for (let player = 0; player < testCase.players; player++) game.text.rules(testCase.params, player, testCase.players);
  for (const [index, state] of playout.states.entries()) {
    const where = describe(game, testCase, seed, index);
    for (const player of Array.from({ length: testCase.players }, (_, seat) => seat)) {
      const text = game.text.observation(game.observe(state, player), player);
      if (typeof text !== 'string' || text.length === 0)
        throw new Error(`${where}: empty observation text for seat ${player}`);
    }
    for (const player of game.toAct(state)) {
      const observation = game.observe(state, player);
      const seen = new Map<string, unknown>();
      for (const action of game.legalActions(state, player)) {
        const text = game.text.action(action);
        if (seen.has(text)) throw new Error(`${where}: two legal actions share the text '${text}'`);
        seen.set(text, action);
        const malformed = actionShapeError(game, action);
        if (malformed !== null)
          throw new Error(`${where}: listed legal action '${text}' fails actionSchema: ${malformed}`);
        const error = game.actionError?.(state, player, action) ?? null;
        if (error !== null)
          throw new Error(`${where}: listed legal action '${text}' is rejected by actionError: ${error}`);
        const parsed = game.text.parseAction(text, observation, player);
        if (!parsed.ok) throw new Error(`${where}: '${text}' does not parse back: ${parsed.error}`);
        if (!jsonEqual(parsed.action, action)) {
          throw new Error(
            `${where}: '${text}' parses to ${JSON.stringify(parsed.action)}, not ${JSON.stringify(action)}`,
          );
        }
      }
    }
  }
}

/** States of a playout the malformed-action check visits: the first, the last and a few evenly spaced between. */
const malformedStates = 5;

/**
 * Every action of the malformed corpus (see `malformedActions`), given as a structured decision on a few states of the
 * playout, is rejected with a non-empty reason, without throwing and without touching the deep-frozen state and action.
 */
export function checkMalformedActions(game: Game, testCase: ConformanceCase, seed: number, playout: Playout): void {
  const last = playout.states.length - 1;
  const picked = new Set(
    Array.from({ length: malformedStates }, (_, at) => Math.round((at * last) / (malformedStates - 1))),
  );
  for (const index of picked) {
    const state = playout.states[index];
    const where = describe(game, testCase, seed, index);
    for (const player of game.toAct(state)) {
      const legal = game.legalActions(state, player);
      const turn = { player, observation: game.observe(state, player) };
      for (const action of malformedActions(legal)) {
        deepFreeze(action);
        let checked: ReturnType<typeof checkDecision>;
        try {
          checked = checkDecision(game, state, turn, { action }, legal);
        } catch (error) {
          throw new Error(`${where}: malformed action ${shortJson(action)} threw: ${String(error)}`);
        }
        if (checked.ok) throw new Error(`${where}: malformed action ${shortJson(action)} was accepted`);
        if (typeof checked.error !== 'string' || checked.error.trim() === '') {
          throw new Error(`${where}: malformed action ${shortJson(action)} was rejected without a reason`);
        }
      }
    }
  }
}

function shortJson(value: unknown): string {
  const text = canonicalJson(value);
  return text.length > 200 ? `${text.slice(0, 200)}… (${text.length} characters)` : text;
}

/**
 * With hidden information, states sampled from a seat's observation look the same to that seat (same observation,
 * seats to act and legal actions); without it, the observation must carry everything `sample` would need.
 */
export function checkHiddenInformation(game: Game, testCase: ConformanceCase, seed: number, playout: Playout): void {
  if (!game.hiddenInformation) return;
  if (!game.sample) throw new Error(`${game.id}: declares hidden information but has no sample()`);
  const rng = rngFromSeed(seed, 0x5a3);
  for (const [index, state] of playout.states.entries()) {
    const where = describe(game, testCase, seed, index);
    for (let player = 0; player < testCase.players; player++) {
      const observation = deepFreeze(game.observe(state, player));
      const sampled = game.sample(observation, player, rng);
      if (!jsonEqual(game.observe(sampled, player), observation)) {
        throw new Error(`${where}: a state sampled from seat ${player}'s observation looks different to that seat`);
      }
      const trueRng = (state as { rng?: unknown }).rng;
      if (trueRng !== undefined && jsonEqual((sampled as { rng?: unknown }).rng, trueRng)) {
        throw new Error(
          `${where}: a state sampled for seat ${player} carries the true RNG state (it leaks future chance)`,
        );
      }
      if (!jsonEqual(game.toAct(sampled), game.toAct(state))) {
        throw new Error(`${where}: a sampled state has different seats to act`);
      }
      if (
        game.toAct(state).includes(player) &&
        !jsonEqual(game.legalActions(sampled, player), game.legalActions(state, player))
      ) {
        throw new Error(`${where}: a sampled state gives seat ${player} different legal actions`);
      }
    }
  }
}

/** A readable transcript of a random playout, diffed against the game's golden file. */
export function playthrough(game: Game, testCase: ConformanceCase, seed: number): string {
  const playout = randomPlayout(game, testCase, seed);
  const lines = [
    `# ${game.id} v${game.version}, preset ${testCase.preset}, ${testCase.players} seat(s), seed ${seed}, random actions`,
    `# params ${JSON.stringify(testCase.params)}`,
  ];
  for (const [index, state] of playout.states.entries()) {
    const players = game.toAct(state);
    lines.push('', `## step ${index}`);
    for (const player of players.length ? players : [0]) {
      lines.push(`### seat ${player} observes`, game.text.observation(game.observe(state, player), player));
    }
    const joint = playout.actions[index];
    if (joint) {
      lines.push(
        `### actions: ${joint.map((action, at) => `seat ${players[at]}: ${game.text.action(action)}`).join('; ')}`,
      );
    } else {
      lines.push(`### outcome: ${JSON.stringify(game.outcome(state))}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

function describe(game: Game, testCase: ConformanceCase, seed: number, step: number): string {
  return `${game.id} (preset ${testCase.preset}, ${testCase.players} seat(s), seed ${seed}, step ${step})`;
}
