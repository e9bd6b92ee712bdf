// The kit's checks fail on games that break the hidden-rule contract (each built by bending a real game).
import { describe, expect, it } from 'vitest';
import { nightMarket } from '../night-market/index.js';
import { nightMarketDesign } from '../night-market/night-market-design.js';
import { consistentRules } from './consistent-rules.js';
import { hiddenRuleGame } from './hidden-rule-game.js';
import {
  checkForbiddenWords,
  checkQuitFinalizes,
  checkRulesUnseenAtStart,
  checkVariation,
  randomHiddenRulePlayout,
} from './hidden-rule-kit.js';
import type { HiddenRuleAction, HiddenRuleObservation, HiddenRuleState } from './hidden-rule-state.js';
import { rulesOf } from './rules-of.js';

type Game = typeof nightMarket.game & {
  apply(
    state: HiddenRuleState<unknown, unknown, unknown>,
    actions: readonly HiddenRuleAction[],
  ): HiddenRuleState<unknown, unknown, unknown>;
};
const game = nightMarket.game as Game;
const playouts = [1, 2, 3].map((seed) => randomHiddenRulePlayout(game, seed, 1, 0.1));

describe('hidden-rule kit', () => {
  it('finds a forbidden word in feedback', () => {
    expect(() => checkForbiddenWords(game, nightMarketDesign, playouts)).not.toThrow();
    const leaky = { ...nightMarketDesign, forbiddenWords: ['walks'] };
    expect(() => checkForbiddenWords(game, leaky, playouts)).toThrow(/forbidden word 'walks'/);
  });
  it('catches a quit that banks the score instead of playing out the turns', () => {
    // With `ask low` as the command that lets a turn pass, waiting out the turns earns more than stopping now.
    const selling = { ...nightMarketDesign, idle: 'ask low' };
    const honest = hiddenRuleGame(selling) as unknown as Game;
    const banking: Game = {
      ...honest,
      apply: (state, actions) =>
        actions[0]?.type === 'quit' ? { ...state, turn: selling.turns, over: true } : honest.apply(state, actions),
    };
    expect(() => checkQuitFinalizes(honest, selling, playouts)).not.toThrow();
    expect(() => checkQuitFinalizes(banking, selling, playouts)).toThrow(/quit scored/);
  });
  it('tells a re-shuffled game from a fixed one', () => {
    expect(() => checkVariation(game, nightMarketDesign, [1])).not.toThrow();
    expect(() => checkVariation(game, { ...nightMarketDesign, variation: 'fixed' }, [1])).toThrow(/differ/);
  });
  it('catches rules that show in the first observation', () => {
    const telling: Game = {
      ...game,
      observe: (state, player) => ({ ...game.observe(state, player), rules: state.rules }),
    };
    expect(() => checkRulesUnseenAtStart(telling, nightMarketDesign, [1])).toThrow(/changes with the hidden rules/);
  });
  it('keeps the true rules among those consistent with what the player saw', () => {
    for (const [seed, playout] of playouts.entries()) {
      const observation = game.observe(playout.states.at(-1) as HiddenRuleState<unknown, unknown, unknown>, 0);
      const found = consistentRules(nightMarketDesign, observation as HiddenRuleObservation<never, never>);
      expect(found.map((candidate) => candidate.rules)).toContainEqual(rulesOf(nightMarketDesign.ruleSpace, seed + 1));
      expect(found.length).toBeLessThan(nightMarketDesign.ruleSpace.length);
    }
  });
});
