// Vitest wrapper around the hidden-rule kit: one describe block per game, one test per check, plus the calibration
// ladder's bands (learn2play-games.md): the reference near the ceiling, baselines far below it.
import { describe, expect, it } from 'vitest';
import type { GameModule } from '../../core/game-module.js';
import { calibrate, ladderFailures } from './calibration.js';
import type { HiddenRuleDesign } from './hidden-rule-design.js';
import {
  checkForbiddenWords,
  checkLogExplainsViews,
  checkNoSoftLock,
  checkQuitFinalizes,
  checkReplayAndText,
  checkRulesFixedBySeed,
  checkRulesUnseenAtStart,
  checkStatusIsFree,
  checkVariants,
  checkVariation,
  randomHiddenRulePlayout,
} from './hidden-rule-kit.js';
import { searchVariants, variantLadderSeeds } from './variant-ladder.js';

const seeds = Array.from({ length: 12 }, (_, index) => index + 1);
const calibrationSeeds = Array.from({ length: 50 }, (_, index) => index + 1);

/** Registers the hidden-rule tests for one game; `design` is the game's content (its hidden rules and ladder bands included). */
export function describeHiddenRuleGame(
  module: GameModule,
  // biome-ignore lint/suspicious/noExplicitAny: the kit checks designs of any rule and state types
  design: HiddenRuleDesign<any, any, any, any>,
): void {
  const { game } = module;
  const playouts = () =>
    seeds.flatMap((seed) =>
      [1, 2, 3].flatMap((episode) => [
        randomHiddenRulePlayout(game, seed, episode),
        randomHiddenRulePlayout(game, seed, episode, 0.1),
      ]),
    );
  describe(`${game.id} hidden-rule kit`, () => {
    it('declares its hidden rules, with the reference solver among its agents', () => {
      expect(game.hiddenRules).toEqual({
        variation: design.variation,
        challenge: design.challenge,
        solver: 'reference',
        forbiddenWords: design.forbiddenWords,
      });
      expect(module.agents.reference).toBeTypeOf('function');
      expect(Object.keys(game.params)).toEqual(['episode', 'ruleset']);
    });
    it('draws its rules from the seed alone', () => checkRulesFixedBySeed(game, design, seeds));
    it(`shows ${design.variation === 'fixed' ? 'the same instance every episode' : 'a new surface every episode'}`, () =>
      checkVariation(game, design, seeds));
    it('shows nothing of the rules in the first observation', () => checkRulesUnseenAtStart(game, design, seeds));
    it('never shows a forbidden word', () => checkForbiddenWords(game, design, playouts()));
    it('never soft-locks and ends at the turn cap', () => checkNoSoftLock(game, design, playouts()));
    it('plays out the remaining turns on quit', () => checkQuitFinalizes(game, design, playouts().slice(0, 6)));
    it('shows in its log and view everything shown before (so the learner starts as the reference)', () => {
      const sample = seeds
        .slice(0, 3)
        .flatMap((seed) => [0, 1].map((ruleset) => randomHiddenRulePlayout(game, seed, 1, 0, ruleset)));
      checkLogExplainsViews(game, design, sample);
    });
    it('answers status without using a turn', () => checkStatusIsFree(game, randomHiddenRulePlayout(game, 1, 1)));
    it('replays identically and parses every listed action back', () => {
      for (const seed of seeds.slice(0, 4)) checkReplayAndText(game, seed, 2, randomHiddenRulePlayout(game, seed, 2));
    });
    it('meets its calibration bands over 50 seeds', () => {
      expect(ladderFailures(calibrate(module, design, calibrationSeeds), design.ladder)).toEqual([]);
    });
    it('draws variants by ruleset from its family, never the benchmark', () =>
      checkVariants(game, design, [1, 2, 3, 4, 5], seeds));
    it('shows no forbidden word and never soft-locks in a variant', () => {
      const variantPlayouts = [1, 2, 3].flatMap((ruleset) =>
        seeds.slice(0, 4).map((seed) => randomHiddenRulePlayout(game, seed, 1, 0.05, ruleset)),
      );
      checkForbiddenWords(game, design, variantPlayouts);
      checkNoSoftLock(game, design, variantPlayouts);
    });
    // Two kept variants here; scripts/variant-ladders.ts checks that 20 are (minutes, so not in npm test).
    it('offers variants that keep its ladder (two among rulesets 1–12, 20 seeds)', () => {
      const verdicts = searchVariants(module, design, { count: 2, from: 1, tries: 12, seeds: variantLadderSeeds });
      expect(verdicts.filter((verdict) => verdict.failures.length === 0)).toHaveLength(2);
    });
  });
}
