import { describe, expect, it } from 'vitest';
import { describeHiddenRuleGame } from '../hidden-rules/describe-hidden-rule-game.js';
import { randomHiddenRulePlayout } from '../hidden-rules/hidden-rule-kit.js';
import { ferryCrossingDesign } from './ferry-crossing-design.js';
import { ferryCrossingValues } from './ferry-crossing-plan.js';
import { ferryCrossingCommands, ferryCrossings, playFerryCrossing, turnOutcome } from './ferry-crossing-play.js';
import { benchmarkFamily, type FerryCrossingRules, ferryCrossingRuleSpace } from './ferry-crossing-rules.js';
import type { FerryCrossingInstance, FerryCrossingProgress } from './ferry-crossing-state.js';
import { ferryCrossingVariantSpace, variantFamily } from './ferry-crossing-variants.js';
import { ferryCrossing } from './index.js';

describeHiddenRuleGame(ferryCrossing, ferryCrossingDesign);

// Two people, two animals, two goods; the rules below: animals and goods may not share the ferry, animals stray from a
// far bank with no person on it, and the ferry needs 6 stone aboard.
const instance: FerryCrossingInstance = {
  fares: [
    { name: 'nun', kind: 'person', weight: 9 },
    { name: 'goat', kind: 'animal', weight: 5 },
    { name: 'eggs', kind: 'goods', weight: 1 },
    { name: 'miller', kind: 'person', weight: 13 },
    { name: 'hens', kind: 'animal', weight: 2 },
    { name: 'timber', kind: 'goods', weight: 12 },
  ],
};
const find = (test: (rules: FerryCrossingRules) => boolean) => {
  const found = ferryCrossingRuleSpace.find(test);
  if (!found) throw new Error('rule set missing from the space');
  return found;
};
const rules = find(
  (each) =>
    each.clashes[0]?.join() === 'animal,goods' && each.stray === 'animal' && each.bank === 'far' && each.limit === 6,
);
const start: FerryCrossingProgress = { places: instance.fares.map(() => 'near'), ferry: 'near' };
const play = (commands: readonly string[], under = rules) => {
  let progress = start;
  const feedback: string[] = [];
  for (const command of commands) {
    const step = playFerryCrossing(under, instance, progress, command);
    progress = step.progress;
    feedback.push(step.feedback);
  }
  return { progress, feedback };
};

describe('ferry-crossing rules', () => {
  it('has 72 rule sets: a clashing pair, a stray kind, a bank and a limit', () => {
    expect(new Set(ferryCrossingRuleSpace.map((each) => JSON.stringify(each))).size).toBe(72);
  });
  it('lists every crossing with up to two fares from the ferry’s landing, and wait', () => {
    const commands = ferryCrossingCommands(instance, start);
    expect(commands).toHaveLength(1 + 6 + 15 + 1);
    expect(commands.slice(0, 3)).toEqual(['cross', 'cross with nun', 'cross with goat']);
    expect(commands).toContain('cross with nun and timber');
    expect(commands.at(-1)).toBe('wait');
  });
  it('turns the ferry back with less than its limit aboard, however light the load', () => {
    const empty = play(['cross']);
    expect(empty.feedback[0]).toBe('The river sweeps the ferry downstream, and you pole it back to the near landing.');
    expect(empty.progress).toEqual(start);
    expect(play(['cross with goat']).progress).toEqual(start);
    expect(play(['cross with goat and hens']).progress.ferry).toBe('far');
  });
  it('loses the second kind of a clashing pair on the way', () => {
    const nearStrays = find(
      (each) =>
        each.clashes[0]?.join() === 'animal,goods' &&
        each.stray === 'goods' &&
        each.bank === 'near' &&
        each.limit === 6,
    );
    const { feedback, progress } = play(['cross with goat and timber'], nearStrays);
    expect(feedback[0]).toBe(
      'Halfway over, the ferry rocks hard and tips the timber into the river. The ferry lands at the far bank with the goat.',
    );
    expect(progress.places).toEqual(['near', 'far', 'near', 'near', 'near', 'gone']);
  });
  it('loses strays from the far bank when no person stands on it, whoever else is there', () => {
    const strayed = play(['cross with goat and hens']);
    expect(strayed.feedback[0]).toBe(
      'The ferry lands at the far bank with the goat and the hens. On the far bank, the goat wanders off into the fields. On the far bank, the hens wanders off into the fields.',
    );
    const kept = play(['cross with nun and goat', 'cross with nun', 'wait']);
    expect(kept.feedback[1]).toBe(
      'The ferry lands at the near bank with the nun. On the far bank, the goat wanders off into the fields.',
    );
    expect(play(['cross with nun and goat', 'wait']).progress.places).toEqual([
      'far',
      'far',
      'near',
      'near',
      'near',
      'near',
    ]);
  });
  it('plans each command to the best final points a search by the turn rules finds, sooner worth a little more', () => {
    const bestFinal = (under: FerryCrossingRules, progress: FerryCrossingProgress, left: number): number => {
      if (left === 0) return ferryCrossingDesign.score(under, instance, progress);
      const loads = [...ferryCrossings(instance, progress).map((crossing) => crossing.load), null];
      return Math.max(
        ...loads.map((load) => bestFinal(under, turnOutcome(under, instance, progress, load).progress, left - 1)),
      );
    };
    const middle = play(['cross with nun and eggs', 'cross with nun']).progress;
    for (const under of ferryCrossingRuleSpace.filter((_, index) => index % 5 === 0)) {
      for (const progress of [start, middle]) {
        for (const [command, value] of ferryCrossingValues(under, instance, progress, 3, ferryCrossingDesign.turns)) {
          const after = playFerryCrossing(under, instance, progress, command).progress;
          // Lateness takes less than 1% of the points off.
          expect(
            Math.abs(value - bestFinal(under, after, 2)),
            `${command} under ${JSON.stringify(under)}`,
          ).toBeLessThan(10);
        }
      }
    }
    // Waiting a turn at the start can still reach the best plan's points, later: it is worth a little less.
    const values = ferryCrossingValues(rules, instance, start, 11, 11);
    const best = Math.max(...values.values());
    expect(values.get('wait') as number).toBeLessThan(best);
    expect(values.get('wait') as number).toBeGreaterThan(best - 10);
  });
});

describe('ferry-crossing variants', () => {
  const benchmark = JSON.stringify(ferryCrossingRuleSpace);
  it('draws each variant by its number alone, never the benchmark’s family', () => {
    for (let ruleset = 1; ruleset <= 30; ruleset++) {
      expect(variantFamily(ruleset)).not.toEqual(benchmarkFamily);
      expect(ferryCrossingVariantSpace(ruleset)).toEqual(ferryCrossingVariantSpace(ruleset));
      expect(JSON.stringify(ferryCrossingVariantSpace(ruleset))).not.toBe(benchmark);
    }
  });
  it('plays every variant’s rules to the turn cap', () => {
    for (let ruleset = 1; ruleset <= 6; ruleset++) {
      const { states } = randomHiddenRulePlayout(ferryCrossing.game, ruleset, 1, 0, ruleset);
      const last = states.at(-1);
      expect(last?.turn).toBe(ferryCrossingDesign.turns);
      expect(ferryCrossingVariantSpace(ruleset)).toContainEqual(last?.rules);
    }
  });
});
