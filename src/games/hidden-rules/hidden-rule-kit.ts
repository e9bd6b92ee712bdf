// The checks every hidden-rule game passes besides conformance (run by describeHiddenRuleGame). Each throws an Error
// saying what broke, on which seed and episode.
import type { Game } from '../../core/game.js';
import { episodeParam, rulesetParam } from '../../core/hidden-rules.js';
import { jsonEqual } from '../../core/json.js';
import { rngFromSeed } from '../../core/rng.js';
import { consistentProgress } from './consistent-rules.js';
import type { HiddenRuleDesign } from './hidden-rule-design.js';
import type { HiddenRuleAction, HiddenRuleObservation, HiddenRuleState } from './hidden-rule-state.js';
import { rulesOf } from './rules-of.js';
import { variantDesign } from './variant-design.js';

// biome-ignore lint/suspicious/noExplicitAny: the kit checks designs of any rule and state types
type AnyDesign = HiddenRuleDesign<any, any, any, any>;
type AnyState = HiddenRuleState<unknown, unknown, unknown>;
type AnyGame = Game<AnyState, HiddenRuleAction, HiddenRuleObservation<unknown, unknown>>;

/** A seeded playout: every state from setup to the end, and the actions between them. */
export interface HiddenRulePlayout {
  readonly states: readonly AnyState[];
  readonly actions: readonly HiddenRuleAction[];
}

const params = (episode: number, ruleset = 0) => ({
  [episodeParam]: episode,
  ...(ruleset === 0 ? {} : { [rulesetParam]: ruleset }),
});

/**
 * Plays uniformly random listed commands (quitting with probability `quitChance` per turn) from `seed` and `episode`
 * of variant `ruleset`.
 */
export function randomHiddenRulePlayout(
  game: AnyGame,
  seed: number,
  episode: number,
  quitChance = 0,
  ruleset = 0,
): HiddenRulePlayout {
  const rng = rngFromSeed(seed, 0x9a7 + episode);
  const states = [game.setup(params(episode, ruleset), seed, 1)];
  const actions: HiddenRuleAction[] = [];
  for (let state = states[0] as AnyState; game.toAct(state).length > 0; state = states.at(-1) as AnyState) {
    const legal = game.legalActions(state, 0);
    const commands = legal.filter((action) => action.type === 'command');
    const action = rng.chance(quitChance) ? ({ type: 'quit' } as const) : rng.pick(commands);
    actions.push(action);
    states.push(game.apply(state, [action]));
  }
  return { states, actions };
}

/** The seed alone fixes the rules: every episode of a seed has `rulesOf(seed)`, and seeds do not all share one rule set. */
export function checkRulesFixedBySeed(game: AnyGame, design: AnyDesign, seeds: readonly number[]): void {
  const seen = new Set<string>();
  for (const seed of seeds) {
    const expected = rulesOf(design.ruleSpace, seed);
    seen.add(JSON.stringify(expected));
    for (let episode = 1; episode <= 5; episode++) {
      const { rules } = game.setup(params(episode), seed, 1);
      if (!jsonEqual(rules, expected))
        throw new Error(`seed ${seed}, episode ${episode}: the rules differ from rulesOf(seed)`);
    }
  }
  if (seen.size < 2) throw new Error(`all ${seeds.length} seeds drew the same rules`);
}

/**
 * Each variant's rule space is the same on every call, is not the benchmark's, and holds the rules its seeds draw; its
 * states and observations say which variant they are (ruleset 0's say nothing, so its matches keep their form).
 */
export function checkVariants(
  game: AnyGame,
  design: AnyDesign,
  rulesets: readonly number[],
  seeds: readonly number[],
): void {
  const benchmark = new Set(design.ruleSpace.map((rules) => JSON.stringify(rules)));
  for (const ruleset of rulesets) {
    const space = design.variantSpace(ruleset);
    if (space.length === 0) throw new Error(`ruleset ${ruleset}: an empty rule space`);
    if (!jsonEqual(space, design.variantSpace(ruleset))) throw new Error(`ruleset ${ruleset}: drawn differently twice`);
    const drawn = new Set(space.map((rules) => JSON.stringify(rules)));
    if (drawn.size === benchmark.size && [...drawn].every((rules) => benchmark.has(rules))) {
      throw new Error(`ruleset ${ruleset}: the benchmark's rule space`);
    }
    for (const seed of seeds) {
      const state = game.setup(params(1, ruleset), seed, 1);
      if (!jsonEqual(state.rules, rulesOf(variantDesign(design, ruleset).ruleSpace, seed))) {
        throw new Error(`ruleset ${ruleset}, seed ${seed}: the rules are not the variant's draw`);
      }
      if (state.ruleset !== ruleset || game.observe(state, 0).ruleset !== ruleset) {
        throw new Error(`ruleset ${ruleset}, seed ${seed}: the state or observation does not name the variant`);
      }
    }
  }
  const plain = game.setup(params(1), seeds[0] ?? 1, 1);
  if ('ruleset' in plain || 'ruleset' in game.observe(plain, 0)) throw new Error('ruleset 0 is named in its state');
}

/**
 * The log and the view of a turn imply everything shown before it: no rule set consistent with them was ruled out by an
 * earlier view. The learner reads only the current observation and the reference solver every one, so without this the
 * learner with nothing learned would not play as the reference does.
 */
export function checkLogExplainsViews(game: AnyGame, design: AnyDesign, playouts: readonly HiddenRulePlayout[]): void {
  for (const { states } of playouts) {
    let earlier: Set<number> | undefined;
    for (const state of states) {
      if (state.over) break;
      const observation = game.observe(state, 0);
      const variant = variantDesign(design, observation.ruleset ?? 0);
      const now = new Set<number>();
      for (const [index, rules] of variant.ruleSpace.entries()) {
        if (consistentProgress(variant, rules, observation) !== null) now.add(index);
      }
      const revived = [...now].find((index) => earlier !== undefined && !earlier.has(index));
      if (revived !== undefined) {
        throw new Error(
          `turn ${observation.turn}: rule set ${JSON.stringify(variant.ruleSpace[revived])} fits the log and view, ` +
            'though an earlier view ruled it out (show what the view showed in the feedback)',
        );
      }
      earlier = now;
    }
  }
}

/** Fixed games repeat one instance every episode; re-shuffled games show a different one every episode. */
export function checkVariation(game: AnyGame, design: AnyDesign, seeds: readonly number[]): void {
  for (const seed of seeds) {
    const texts = [1, 2, 3, 4, 5].map((episode) => {
      const state = game.setup(params(episode), seed, 1);
      return { instance: state.instance, text: game.text.observation(game.observe(state, 0), 0) };
    });
    for (let a = 0; a < texts.length; a++) {
      for (let b = a + 1; b < texts.length; b++) {
        const same = jsonEqual(texts[a]?.instance, texts[b]?.instance) || texts[a]?.text === texts[b]?.text;
        const identical = jsonEqual(texts[a]?.instance, texts[b]?.instance) && texts[a]?.text === texts[b]?.text;
        if (design.variation === 'fixed' && !identical) {
          throw new Error(`seed ${seed}: episodes ${a + 1} and ${b + 1} of a fixed game differ`);
        }
        if (design.variation === 'reshuffled' && same) {
          throw new Error(`seed ${seed}: episodes ${a + 1} and ${b + 1} of a re-shuffled game look the same`);
        }
      }
    }
  }
}

/** What the player sees at the start does not depend on the hidden rules (the same instance under every rule set). */
export function checkRulesUnseenAtStart(game: AnyGame, design: AnyDesign, seeds: readonly number[]): void {
  for (const seed of seeds) {
    const state = game.setup(params(1), seed, 1);
    const seen = game.observe(state, 0);
    for (const rules of design.ruleSpace) {
      if (!jsonEqual(game.observe({ ...state, rules, progress: design.start(state.instance) }, 0), seen)) {
        throw new Error(`seed ${seed}: the first observation changes with the hidden rules`);
      }
    }
  }
}

/** No forbidden word (whole word, any case) in the rules text, an observation, a listed action or any feedback. */
export function checkForbiddenWords(game: AnyGame, design: AnyDesign, playouts: readonly HiddenRulePlayout[]): void {
  const patterns = design.forbiddenWords.map(
    (word) => [word, new RegExp(`\\b${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i')] as const,
  );
  const check = (where: string, text: string): void => {
    for (const [word, pattern] of patterns) {
      if (pattern.test(text)) throw new Error(`${where} contains the forbidden word '${word}': ${text.slice(0, 300)}`);
    }
  };
  check('the rules text', game.text.rules(params(1), 0, 1));
  for (const playout of playouts) {
    for (const [index, state] of playout.states.entries()) {
      const where = `step ${index}`;
      check(`${where} observation`, game.text.observation(game.observe(state, 0), 0));
      for (const entry of state.log) check(`${where} feedback`, `${entry.command} ${entry.feedback}`);
      for (const action of game.legalActions(state, 0)) check(`${where} action`, game.text.action(action));
    }
  }
}

/** Playouts end exactly at the turn cap (quitting plays up to it), with idle and quit listed at every turn before. */
export function checkNoSoftLock(game: AnyGame, design: AnyDesign, playouts: readonly HiddenRulePlayout[]): void {
  for (const playout of playouts) {
    for (const [index, state] of playout.states.entries()) {
      const over = game.toAct(state).length === 0;
      if (over !== (state.turn === design.turns)) {
        throw new Error(
          `step ${index}: the episode ${over ? 'ended' : 'goes on'} at turn ${state.turn} (cap ${design.turns})`,
        );
      }
      if (over) continue;
      const legal = game.legalActions(state, 0).map((action) => game.text.action(action));
      if (!legal.includes(design.idle)) throw new Error(`step ${index}: '${design.idle}' is not listed`);
      if (!legal.includes('quit')) throw new Error(`step ${index}: 'quit' is not listed`);
    }
  }
}

/** Quitting scores exactly what playing the idle command to the end scores, and ends the episode at the turn cap. */
export function checkQuitFinalizes(game: AnyGame, design: AnyDesign, playouts: readonly HiddenRulePlayout[]): void {
  for (const playout of playouts) {
    for (const state of playout.states) {
      if (game.toAct(state).length === 0) continue;
      const quit = game.apply(state, [{ type: 'quit' }]);
      let waited = state;
      while (game.toAct(waited).length > 0) waited = game.apply(waited, [{ type: 'command', command: design.idle }]);
      if (game.toAct(quit).length !== 0) throw new Error(`turn ${state.turn}: quit did not end the episode`);
      if (quit.turn !== design.turns) throw new Error(`turn ${state.turn}: quit ended at turn ${quit.turn}`);
      if (!jsonEqual(game.outcome(quit), game.outcome(waited))) {
        throw new Error(
          `turn ${state.turn}: quit scored ${JSON.stringify(game.outcome(quit))}, waiting out the turns scored ${JSON.stringify(game.outcome(waited))}`,
        );
      }
    }
  }
}

/** The same seed, episode and actions give the same states; every listed action's text parses back, however typed. */
export function checkReplayAndText(game: AnyGame, seed: number, episode: number, playout: HiddenRulePlayout): void {
  let state = game.setup(params(episode), seed, 1);
  for (const [index, action] of playout.actions.entries()) {
    if (!jsonEqual(state, playout.states[index])) throw new Error(`step ${index}: a replay gave another state`);
    const observation = game.observe(state, 0);
    for (const legal of game.legalActions(state, 0)) {
      const text = game.text.action(legal);
      for (const typed of [text, `  ${text.toUpperCase().replace(/ /g, '   ')} `]) {
        const parsed = game.text.parseAction(typed, observation, 0);
        if (!parsed.ok || !jsonEqual(parsed.action, legal))
          throw new Error(`step ${index}: '${typed}' does not parse back`);
      }
    }
    state = game.apply(state, [action]);
  }
}

/** `status` uses no turn: it is refused with the current observation as the reason, so the referee asks again. */
export function checkStatusIsFree(game: AnyGame, playout: HiddenRulePlayout): void {
  for (const [index, state] of playout.states.entries()) {
    if (game.toAct(state).length === 0) continue;
    const observation = game.observe(state, 0);
    const parsed = game.text.parseAction(' Status ', observation, 0);
    if (parsed.ok) throw new Error(`step ${index}: 'status' was read as a command`);
    if (!parsed.error.includes(game.text.observation(observation, 0))) {
      throw new Error(`step ${index}: 'status' did not answer with the observation`);
    }
  }
}
