import { describe, expect, it } from 'vitest';
import type { Agent } from '../../core/agent.js';
import type { Game } from '../../core/game.js';
import type { LearnerStep, LearnerTable, ValueEstimate } from '../../core/game-learner.js';
import { episodeParam } from '../../core/hidden-rules.js';
import { jsonEqual } from '../../core/json.js';
import { rngFromSeed } from '../../core/rng.js';
import { canalLocksDesign } from '../canal-locks/canal-locks-design.js';
import { canalLocks } from '../canal-locks/index.js';
import { dyeWorksDesign } from '../dye-works/dye-works-design.js';
import { dyeWorks } from '../dye-works/index.js';
import { nightMarket } from '../night-market/index.js';
import { nightMarketDesign } from '../night-market/night-market-design.js';
import type { HiddenRuleDesign } from './hidden-rule-design.js';
import { hiddenRuleLearner } from './hidden-rule-learner.js';
import { referenceSolver } from './reference-solver.js';
import { rulesOf } from './rules-of.js';

// biome-ignore lint/suspicious/noExplicitAny: the cases mix designs of different rule and state types
const cases: { id: string; game: Game; design: HiddenRuleDesign<any, any, any, any> }[] = [
  { id: 'dye-works', game: dyeWorks.game, design: dyeWorksDesign },
  { id: 'night-market', game: nightMarket.game, design: nightMarketDesign },
  // Its gauges change every turn: the learner sees only the latest view, so the feedback must repeat every reading.
  { id: 'canal-locks', game: canalLocks.game, design: canalLocksDesign },
];

/** One episode played by `agent`: its steps as the learner reads them, and the final score. */
function play(game: Game, agent: Agent, seed: number, episode: number) {
  const params = { [episodeParam]: episode };
  const steps: LearnerStep[] = [];
  let state = game.setup(params, seed, 1);
  for (let step = 0; game.toAct(state).length > 0; step++) {
    const observation = game.observe(state, 0);
    const legalActions = game.legalActions(state, 0);
    const turn = { game, params, player: 0, step, observation, legalActions, attempt: 0 };
    const { action } = agent.act({ ...turn, signal: new AbortController().signal }) as { action: unknown };
    expect(legalActions.some((legal) => jsonEqual(legal, action))).toBe(true);
    steps.push({ step, observation, action, answer: game.text.action(action) });
    state = game.apply(state, [action]);
  }
  return { steps, score: game.outcome(state)?.scores[0] };
}

function learnerAgent(design: HiddenRuleDesign<unknown, unknown, unknown, unknown>, table: LearnerTable): Agent {
  const learner = hiddenRuleLearner(design);
  const rng = rngFromSeed(1);
  return { name: 'learner', act: (turn) => ({ action: learner.choose(table, turn, rng, 0.5) }) };
}

function reference(game: Game, design: HiddenRuleDesign<unknown, unknown, unknown, unknown>): Agent {
  return referenceSolver(design)({ game, params: {}, seat: 0, players: 1, seed: 1, options: {} }) as Agent;
}

describe('hiddenRuleLearner', () => {
  it.each(cases)('with nothing learned plays $id exactly as the reference solver', ({ game, design }) => {
    for (const seed of [1, 2, 3]) {
      const solver = play(game, reference(game, design), seed, 1);
      const learner = play(game, learnerAgent(design, {}), seed, 1);
      expect(learner.steps.map((step) => step.answer)).toEqual(solver.steps.map((step) => step.answer));
      expect(learner.score).toBe(solver.score);
    }
  });

  it.each(cases)(
    'rules out rule sets of $id, never the seed’s own, and plays better with them gone',
    ({ game, design }) => {
      let gained = 0;
      for (const seed of [1, 2, 3, 4]) {
        const table: Record<string, Record<string, ValueEstimate>> = {};
        const first = play(game, learnerAgent(design, table), seed, 1);
        hiddenRuleLearner(design).learn(table, first.steps);
        const entries = Object.values(table)[0] ?? {};
        const own = design.ruleSpace.findIndex((rules) => jsonEqual(rules, rulesOf(design.ruleSpace, seed)));
        expect(entries[own]).toEqual([1, 1]);
        expect(Object.values(entries).filter(([, share]) => share === 0).length).toBeGreaterThan(0);
        const second = play(game, learnerAgent(design, table), seed, 2);
        const solver = play(game, reference(game, design), seed, 2);
        gained += (second.score ?? 0) - (solver.score ?? 0);
      }
      expect(gained).toBeGreaterThan(0);
    },
  );

  it('still plays when no rule set fits every earlier episode (episodes of other seeds)', () => {
    const { game, design } = cases[0] as (typeof cases)[number];
    const table: Record<string, Record<string, ValueEstimate>> = {};
    for (const seed of [5, 6, 7, 8])
      hiddenRuleLearner(design).learn(table, play(game, reference(game, design), seed, 1).steps);
    const entries = Object.values(table)[0] ?? {};
    expect(Object.values(entries).some(([, share]) => share === 1)).toBe(false);
    const played = play(game, learnerAgent(design, table), 9, 1);
    expect(played.steps.some((step) => step.answer !== design.idle)).toBe(true);
    expect(played.score).toBeGreaterThan(0);
  });
});
