import { describe, expect, it } from 'vitest';
import { describeHiddenRuleGame } from '../hidden-rules/describe-hidden-rule-game.js';
import { randomHiddenRulePlayout } from '../hidden-rules/hidden-rule-kit.js';
import { glasshouseDesign } from './glasshouse-design.js';
import { glasshouseValues, pointsPerTurn } from './glasshouse-plan.js';
import { advance, type GlasshouseCore, glasshouseCommands, playGlasshouse } from './glasshouse-play.js';
import { benchmarkFamily, type GlasshouseRules, glasshouseRuleSpace } from './glasshouse-rules.js';
import { type GlasshouseInstance, type GlasshouseProgress, thriving } from './glasshouse-state.js';
import { glasshouseVariantSpace, variantFamily } from './glasshouse-variants.js';
import { glasshouse } from './index.js';

describeHiddenRuleGame(glasshouse, glasshouseDesign);

// A mild day read every fourth turn; the stove's heat arrives two turns after a stoke, the looks trail by two turns,
// and the soil dries from heat 4.
const instance: GlasshouseInstance = {
  weather: ['mild', 'mild', 'mild', 'mild', 'mild', 'mild', 'sunny', 'sunny', 'cold', 'cold'],
  readings: [4, 8],
  wood: 5,
};
const find = (test: (rules: GlasshouseRules) => boolean) => {
  const found = glasshouseRuleSpace.find(test);
  if (!found) throw new Error('rule set missing from the space');
  return found;
};
const rules = find((each) => each.stoveLag === 2 && each.lookLag === 2 && each.dryAt === 4);
const start = glasshouseDesign.start(instance);
const play = (commands: readonly string[], under = rules) => {
  let progress = start;
  const feedback: string[] = [];
  for (const [index, command] of commands.entries()) {
    const step = playGlasshouse(under, instance, progress, command, index + 1);
    progress = step.progress;
    feedback.push(step.feedback);
  }
  return { progress, feedback };
};

describe('glasshouse rules', () => {
  it('has 18 rule sets: a stove lag, a looks lag and a drying heat', () => {
    expect(new Set(glasshouseRuleSpace.map((each) => JSON.stringify(each))).size).toBe(18);
  });
  it('lists stoke while wood lasts, water, the vents and wait', () => {
    expect(glasshouseCommands(start)).toEqual(['stoke', 'water', 'open vents', 'wait']);
    expect(glasshouseCommands({ wood: 0, vents: 'open' })).toEqual(['water', 'shut vents', 'wait']);
  });
  it('brings the stove’s heat to the air some turns after the stoke', () => {
    const heats = [1, 2, 3].map((turns) => play(['stoke', 'wait', 'wait'].slice(0, turns)).progress.heat);
    expect(heats).toEqual([1, 1, 3]);
    const quick = find((each) => each.stoveLag === 1 && each.lookLag === 2 && each.dryAt === 4);
    expect(play(['stoke', 'wait'], quick).progress.heat).toBe(3);
  });
  it('shows the plants as they were some turns ago, and the thermometer as it is on reading turns', () => {
    const { feedback } = play(['stoke', 'water', 'wait', 'wait', 'wait', 'wait']);
    expect(feedback[2]).toBe('You potter about. The leaves hang limp and dark.');
    expect(feedback[3]).toBe('You potter about. The leaves hang limp and dark. The thermometer reads 16 °C.');
    expect(feedback[4]).toBe('You potter about. The plants look fresh and green.');
  });
  it('dries the soil only from the drying heat, and counts the turns the plants thrive', () => {
    const warm = play(['stoke', 'water', 'stoke', 'wait', 'wait', 'wait']).progress;
    expect([warm.heat, warm.moisture]).toEqual([5, 1]);
    const mild = play(['stoke', 'water', 'wait', 'wait', 'wait']).progress;
    expect([mild.heat, mild.moisture, mild.thrived]).toEqual([3, 3, 3]);
  });
  it('plans each command to the best thriving turns a search by the turn rules finds, sooner worth a little more', () => {
    const best = (under: GlasshouseRules, core: GlasshouseCore, turn: number, left: number): number => {
      if (left === 0) return 0;
      const weather = instance.weather[turn - 1] ?? 'mild';
      return Math.max(
        ...glasshouseCommands(core).map((command) => {
          const after = advance(under, weather, core, command);
          return (thriving(after) ? pointsPerTurn : 0) + best(under, after, turn + 1, left - 1);
        }),
      );
    };
    const played = 4;
    const middle: GlasshouseProgress = play(['stoke', 'water', 'wait', 'stoke']).progress;
    for (const under of glasshouseRuleSpace.filter((_, index) => index % 4 === 0)) {
      for (const progress of [middle, { ...middle, vents: 'open' as const, moisture: 4 }]) {
        const left = instance.weather.length - played;
        for (const [command, value] of glasshouseValues(under, instance, progress, left)) {
          const after = playGlasshouse(under, instance, progress, command, played + 1).progress;
          const exact = after.thrived * pointsPerTurn + best(under, after, played + 2, left - 1);
          // Lateness takes less than 1% of the points off.
          expect(value, `${command} under ${JSON.stringify(under)}`).toBeLessThanOrEqual(exact);
          expect(value).toBeGreaterThan(exact * 0.99);
        }
      }
    }
  });
});

describe('glasshouse variants', () => {
  const benchmark = JSON.stringify(glasshouseRuleSpace);
  it('draws each variant by its number alone, never the benchmark’s family', () => {
    for (let ruleset = 1; ruleset <= 30; ruleset++) {
      expect(variantFamily(ruleset)).not.toEqual(benchmarkFamily);
      expect(glasshouseVariantSpace(ruleset)).toEqual(glasshouseVariantSpace(ruleset));
      expect(JSON.stringify(glasshouseVariantSpace(ruleset))).not.toBe(benchmark);
    }
  });
  it('plays every variant’s rules to the turn cap', () => {
    for (let ruleset = 1; ruleset <= 6; ruleset++) {
      const { states } = randomHiddenRulePlayout(glasshouse.game, ruleset, 1, 0, ruleset);
      const last = states.at(-1);
      expect(last?.turn).toBe(glasshouseDesign.turns);
      expect(glasshouseVariantSpace(ruleset)).toContainEqual(last?.rules);
    }
  });
});
