// Vitest wrapper around the hidden-rule kit: one describe block per game, one test per check, plus the calibration
// ladder's bands (learn2play-games.md): the reference near the ceiling, baselines far below it.
import { describe, expect, it } from 'vitest';
import type { GameModule } from '../../core/game-module.js';
import { calibrate } from './calibration.js';
import type { HiddenRuleDesign } from './hidden-rule-design.js';
import {
  checkForbiddenWords,
  checkNoSoftLock,
  checkQuitFinalizes,
  checkReplayAndText,
  checkRulesFixedBySeed,
  checkRulesUnseenAtStart,
  checkStatusIsFree,
  checkVariation,
  randomHiddenRulePlayout,
} from './hidden-rule-kit.js';

const seeds = Array.from({ length: 12 }, (_, index) => index + 1);
const calibrationSeeds = Array.from({ length: 50 }, (_, index) => index + 1);

/** Registers the hidden-rule tests for one game; `design` is the game's content (its hidden rules and ladder bands included). */
export function describeHiddenRuleGame(
  module: GameModule,
  // biome-ignore lint/suspicious/noExplicitAny: the kit checks designs of any rule and state types
  design: HiddenRuleDesign<any, any, any, any>,
): void {
  const bands = design.ladder;
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
      expect(Object.keys(game.params)).toEqual(['episode']);
    });
    it('draws its rules from the seed alone', () => checkRulesFixedBySeed(game, design, seeds));
    it(`shows ${design.variation === 'fixed' ? 'the same instance every episode' : 'a new surface every episode'}`, () =>
      checkVariation(game, design, seeds));
    it('shows nothing of the rules in the first observation', () => checkRulesUnseenAtStart(game, design, seeds));
    it('never shows a forbidden word', () => checkForbiddenWords(game, design, playouts()));
    it('never soft-locks and ends at the turn cap', () => checkNoSoftLock(game, design, playouts()));
    it('plays out the remaining turns on quit', () => checkQuitFinalizes(game, design, playouts().slice(0, 6)));
    it('answers status without using a turn', () => checkStatusIsFree(game, randomHiddenRulePlayout(game, 1, 1)));
    it('replays identically and parses every listed action back', () => {
      for (const seed of seeds.slice(0, 4)) checkReplayAndText(game, seed, 2, randomHiddenRulePlayout(game, seed, 2));
    });
    it('meets its calibration bands over 50 seeds', () => {
      const rows = Object.fromEntries(calibrate(module, design, calibrationSeeds).map((row) => [row.player, row]));
      const reference = rows.reference;
      const oracle = rows.oracle;
      if (!reference || !oracle) throw new Error('the ladder lacks the reference or the oracle');
      expect(reference.lowest, 'every instance is solvable by the reference').toBeGreaterThan(0);
      expect(reference.mean, 'the reference does not saturate the score').toBeLessThan(1000);
      expect(reference.mean).toBeGreaterThanOrEqual((bands.referenceOfOracle / 100) * oracle.mean);
      for (const [player, most] of Object.entries(bands.atMost)) {
        expect(rows[player]?.percentOfReference, `${player} ≤ ${most}% of the reference`).toBeLessThanOrEqual(most);
      }
    });
  });
}
