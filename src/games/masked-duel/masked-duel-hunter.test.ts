// The pool's `hunter` family (pools/masked-duel/hunter) played in-process against the reference's policy: its deduction
// never rules out the enemy's true team, every action it picks is legal, and it wins most games.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { maskedDuelGame as game } from './masked-duel-game.js';
import { actionKey } from './masked-duel-rules.js';
import type { DuelAction, DuelObservation, DuelState } from './masked-duel-state.js';

type Choose = (observation: DuelObservation, legal: DuelAction[], options: unknown, rng?: unknown) => DuelAction;
interface Family {
  parseOptions(args: string[]): unknown;
  choose: Choose;
}

const pool = resolve('pools/masked-duel');
/** Imported by a computed path: the families are plain JavaScript programs, not modules of this project. */
const load = async (path: string): Promise<unknown> => import(resolve(pool, path));

describe('masked-duel hunter family', () => {
  it('keeps the true enemy team among its assignments, picks legal actions and beats the reference', async () => {
    const hunter = (await load('hunter/policy.mjs')) as Family;
    const deduction = (await load('hunter/deduction.mjs')) as {
      rulesOf(observation: DuelObservation): unknown;
      assignments(observation: DuelObservation, rules: unknown): { types: string[] }[];
    };
    const reference = (await load('duel/policy.mjs')) as Family;
    const hunterOptions = hunter.parseOptions([]);
    const referenceOptions = reference.parseOptions([]);
    let decisions = 0;
    let wins = 0;
    for (const seed of [1, 2]) {
      for (const seat of [0, 1]) {
        let state: DuelState = game.setup({}, seed, 2);
        while (!game.outcome(state)) {
          const toAct = game.toAct(state)[0] as number;
          const observation = JSON.parse(JSON.stringify(game.observe(state, toAct))) as DuelObservation;
          const legal = [...game.legalActions(state, toAct)];
          let action: DuelAction;
          if (toAct === seat) {
            const truth = state.sides[1 - seat]?.map((unit) => unit.type).join() ?? '';
            const teams = deduction.assignments(observation, deduction.rulesOf(observation));
            expect(teams.map((team) => team.types.join())).toContain(truth);
            action = hunter.choose(observation, legal, hunterOptions);
            expect(legal.map(actionKey)).toContain(actionKey(action));
            decisions += 1;
          } else action = reference.choose(observation, legal, referenceOptions, null);
          state = game.apply(state, [action]);
        }
        if ((game.outcome(state)?.scores[seat] ?? 0) > 0) wins += 1;
      }
    }
    expect(decisions).toBeGreaterThan(40);
    expect(wins).toBeGreaterThanOrEqual(3);
  }, 30_000);
});
