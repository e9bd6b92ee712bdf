// Vitest wrapper around the core conformance checks: one describe block per game, one test per check and case.
import { describe, expect, it } from 'vitest';
import {
  checkActionText,
  checkDeterminism,
  checkHiddenInformation,
  checkLegalActionsApply,
  conformanceCases,
  playthrough,
  randomPlayout,
} from '../core/conformance.js';
import type { GameModule } from '../core/game-module.js';

const seeds = [1, 2, 3, 7, 42];

/** Registers the conformance tests for one game; golden playthroughs live in src/games/<id>/golden/. */
export function conformanceSuite(module: GameModule): void {
  const { game } = module;
  describe(`${game.id} conformance`, () => {
    for (const testCase of conformanceCases(game)) {
      const label = `${testCase.preset}, ${testCase.players} seat(s)`;
      it(`random playouts end and every legal action applies (${label})`, () => {
        for (const seed of seeds) checkLegalActionsApply(game, testCase, seed, randomPlayout(game, testCase, seed));
      });
      it(`is deterministic and survives JSON round trips (${label})`, () => {
        for (const seed of seeds) checkDeterminism(game, testCase, seed, randomPlayout(game, testCase, seed));
      });
      it(`action texts round-trip and are unique (${label})`, () => {
        for (const seed of seeds) checkActionText(game, testCase, seed, randomPlayout(game, testCase, seed));
      });
      it(`hides information only through observe (${label})`, () => {
        for (const seed of seeds) checkHiddenInformation(game, testCase, seed, randomPlayout(game, testCase, seed));
      });
      if (module.goldenPresets && !module.goldenPresets.includes(testCase.preset)) continue;
      it(`matches its golden playthrough (${label})`, async () => {
        const file = `./${game.id}/golden/${testCase.preset}-${testCase.players}p-seed1.txt`;
        await expect(playthrough(game, testCase, 1)).toMatchFileSnapshot(file);
      });
    }
    it('has a heuristic agent', () => {
      expect(module.agents.heuristic).toBeTypeOf('function');
    });
  });
}
