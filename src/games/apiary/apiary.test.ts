import { describe, expect, it } from 'vitest';
import { describeHiddenRuleGame } from '../hidden-rules/describe-hidden-rule-game.js';
import { randomHiddenRulePlayout } from '../hidden-rules/hidden-rule-kit.js';
import { apiaryDesign } from './apiary-design.js';
import { apiaryValues } from './apiary-plan.js';
import { apiaryCommands, playApiary } from './apiary-play.js';
import { type ApiaryRules, apiaryRuleSpace } from './apiary-rules.js';
import type { ApiaryInstance, ApiaryProgress } from './apiary-state.js';
import { apiaryVariantSpace } from './apiary-variants.js';
import { apiary } from './index.js';

describeHiddenRuleGame(apiary, apiaryDesign);

// A white open field blooming turns 1–8, a yellow bell one 4–12, a blue spurred one 1–16 and a purple open one 9–16.
const instance: ApiaryInstance = {
  fields: [
    { name: 'mill', colour: 'white', form: 'open', from: 1, to: 8 },
    { name: 'ford', colour: 'yellow', form: 'bell', from: 4, to: 12 },
    { name: 'heath', colour: 'blue', form: 'spurred', from: 1, to: 16 },
    { name: 'lane', colour: 'purple', form: 'open', from: 9, to: 16 },
  ],
  hives: [
    { name: 'straw', strain: 'dark' },
    { name: 'cedar', strain: 'golden' },
  ],
};
const start = apiaryDesign.start(instance);

function rulesWith(honey: readonly string[], settle: number, smokeSettles: boolean): ApiaryRules {
  const rules = apiaryRuleSpace.find(
    (each) =>
      JSON.stringify(each.honey) === JSON.stringify(honey) &&
      each.favourite.dark === 'open' &&
      each.favourite.golden === 'bell' &&
      each.settle === settle &&
      each.smokeSettles === smokeSettles,
  );
  if (!rules) throw new Error('rule set missing from the space');
  return rules;
}

function play(rules: ApiaryRules, commands: readonly string[]) {
  let progress = start;
  const feedback: string[] = [];
  for (const [index, command] of commands.entries()) {
    const step = playApiary(rules, instance, progress, command, index + 1);
    progress = step.progress;
    feedback.push(step.feedback);
  }
  return { progress, feedback };
}

describe('apiary rules', () => {
  const rules = rulesWith(['white', 'yellow'], 1, true);

  it('has 216 rule sets', () => {
    expect(new Set(apiaryRuleSpace.map((each) => JSON.stringify(each))).size).toBe(216);
  });
  it('makes honey only from flowers of the nectar colours in bloom, more from the form a strain works best', () => {
    const { progress, feedback } = play(rules, ['move straw to mill', 'move cedar to mill', 'wait', 'wait']);
    expect(feedback[0]).toBe("You carry the straw hive to the mill field. The cedar hive's bees come home empty.");
    // The straw hive (dark bees, open flowers) makes 3 a turn at the mill, the cedar hive (golden, bell) 1.
    expect(feedback[3]).toBe(
      "The straw hive's bees come home heavy with nectar; the cedar hive's bees come home with a little nectar.",
    );
    expect(progress.honey).toBe(3 + 3 + 1);
    const blue = play(rules, ['move straw to heath', 'wait', 'wait']);
    expect(blue.feedback[2]).toBe("The straw hive's bees come home empty; the cedar hive's bees come home empty.");
    expect(apiaryDesign.score(rules, instance, progress)).toBe(7 * 25);
  });
  it('keeps a moved hive clustering for the turns the rules say, unless smoked the turn before where smoke works', () => {
    const slow = rulesWith(['white', 'yellow'], 2, false);
    const moved = play(slow, ['move straw to mill', 'wait', 'wait', 'wait']);
    expect(moved.feedback.slice(1, 3).every((text) => text.startsWith("The straw hive's bees cluster"))).toBe(true);
    expect(moved.feedback[3]).toContain("The straw hive's bees come home heavy");
    const smoked = play(rulesWith(['white', 'yellow'], 2, true), ['smoke straw', 'move straw to mill', 'wait']);
    expect(smoked.feedback[0]).toBe(
      "You smoke the straw hive. The straw hive's bees come home empty; the cedar hive's bees come home empty.",
    );
    expect(smoked.feedback[2]).toContain("The straw hive's bees come home heavy");
    expect(play(slow, ['smoke straw', 'move straw to mill', 'wait']).feedback[2]).toContain('cluster');
  });
  it('lists waiting, smoking each hive and moving each to every other field', () => {
    const moved = play(rules, ['move straw to mill']).progress;
    expect(apiaryCommands(instance, moved)).toEqual([
      'wait',
      'smoke straw',
      'smoke cedar',
      'move straw to ford',
      'move straw to heath',
      'move straw to lane',
      'move cedar to mill',
      'move cedar to ford',
      'move cedar to heath',
      'move cedar to lane',
    ]);
  });
});

describe('apiary planner', () => {
  const turns = apiaryDesign.turns;
  /** The best worth from `progress` before turn `turn` by brute force over the listed commands. */
  function bruteForce(rules: ApiaryRules, progress: ApiaryProgress, turn: number): number {
    if (turn > turns) return progress.honey;
    let best = Number.NEGATIVE_INFINITY;
    for (const command of apiaryCommands(instance, progress)) {
      const after = playApiary(rules, instance, progress, command, turn).progress;
      best = Math.max(
        best,
        (after.honey - progress.honey) * 0.001 * (turns - turn + 1) + bruteForce(rules, after, turn + 1),
      );
    }
    return best;
  }

  it('values each command as the best play after it, sooner worth a little more', () => {
    for (const rules of apiaryRuleSpace.filter((_, index) => index % 37 === 0)) {
      const late = play(rules, [
        'move straw to ford',
        'smoke cedar',
        'move cedar to lane',
        ...Array.from({ length: turns - 6 }, () => 'wait'),
      ]).progress;
      const values = apiaryValues(rules, instance, late, apiaryCommands(instance, late), turns, 3);
      expect(Math.max(...values.values())).toBeCloseTo(bruteForce(rules, late, turns - 2), 9);
    }
  });
  it('moves a hive to where it makes honey rather than wait at the farm', () => {
    const rules = rulesWith(['white', 'yellow'], 1, false);
    const values = apiaryValues(rules, instance, start, apiaryCommands(instance, start), turns, turns);
    const best = [...values].reduce((a, b) => (b[1] > a[1] ? b : a));
    expect(best[0]).toBe('move straw to mill');
    expect(values.get('wait') as number).toBeLessThan(best[1]);
  });
});

describe('apiary variants', () => {
  const benchmark = JSON.stringify(apiaryRuleSpace);

  it('draws each variant by its ruleset alone, never ruleset 0, within the planner’s bounds', () => {
    for (let ruleset = 1; ruleset <= 30; ruleset++) {
      const space = apiaryVariantSpace(ruleset);
      expect(JSON.stringify(apiaryVariantSpace(ruleset))).toBe(JSON.stringify(space));
      expect(JSON.stringify(space)).not.toBe(benchmark);
      expect(space.length).toBeGreaterThanOrEqual(144);
      for (const rules of space) expect(Math.max(rules.pairedYield, rules.plainYield, rules.settle)).toBeLessThan(8);
    }
    expect(JSON.stringify(apiaryVariantSpace(1))).not.toBe(JSON.stringify(apiaryVariantSpace(2)));
  });
  it('plays its variants to the end', () => {
    for (const ruleset of [1, 2, 3, 4]) {
      const { states } = randomHiddenRulePlayout(apiary.game, ruleset, 1, 0, ruleset);
      expect(states.at(-1)?.turn).toBe(apiaryDesign.turns);
      expect(apiaryVariantSpace(ruleset)).toContainEqual(states.at(-1)?.rules);
    }
  });
});
