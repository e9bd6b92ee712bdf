// Vitest wrapper around the core conformance checks: one describe block per game, one test per check and case.
import { describe, expect, it } from 'vitest';
import type { Agent } from '../core/agent.js';
import {
  checkActionText,
  checkDeterminism,
  checkHiddenInformation,
  checkLegalActionsApply,
  checkMalformedActions,
  conformanceCases,
  playthrough,
  randomPlayout,
} from '../core/conformance.js';
import type { GameModule } from '../core/game-module.js';
import { malformedActions } from '../core/malformed-actions.js';
import { playMatch } from '../core/play-match.js';

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
      it(`rejects malformed actions with a reason, leaving the state unchanged (${label})`, () => {
        checkMalformedActions(game, testCase, 1, randomPlayout(game, testCase, 1));
      });
      if (module.goldenPresets && !module.goldenPresets.includes(testCase.preset)) continue;
      it(`matches its golden playthrough (${label})`, async () => {
        const file = `./${game.id}/golden/${testCase.preset}-${testCase.players}p-seed1.txt`;
        await expect(playthrough(game, testCase, 1)).toMatchFileSnapshot(file);
      });
    }
    it('counts every malformed action given in a match as an invalid attempt with a reason', async () => {
      const [testCase] = conformanceCases(game);
      if (!testCase) throw new Error(`${game.id} has no preset`);
      const state = game.setup(testCase.params, 1, testCase.players);
      const player = game.toAct(state)[0] as number;
      const corpus = malformedActions(game.legalActions(state, player));
      const malformed: Agent = {
        name: 'malformed',
        act: (turn) =>
          turn.attempt < corpus.length ? { action: corpus[turn.attempt] } : { action: turn.legalActions[0] },
      };
      const seats = Array.from({ length: testCase.players }, () => ({ spec: 'malformed', agent: malformed }));
      const record = await playMatch({
        game,
        params: testCase.params,
        seed: 1,
        seats,
        invalid: { retries: corpus.length, fallback: 'first' },
        maxSteps: 1,
      });
      expect(record.end.status, record.end.message).not.toBe('error');
      const move = record.steps[0]?.moves.find((candidate) => candidate.player === player);
      expect(move?.invalid?.length).toBe(corpus.length);
      expect(move?.fallback).toBeUndefined();
      for (const attempt of move?.invalid ?? []) expect(attempt.error.trim()).not.toBe('');
    });
    it('has a heuristic agent', () => {
      expect(module.agents.heuristic).toBeTypeOf('function');
    });
  });
}
