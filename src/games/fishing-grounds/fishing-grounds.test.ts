import { describe, expect, it } from 'vitest';
import { describeHiddenRuleGame } from '../hidden-rules/describe-hidden-rule-game.js';
import { rulesOf } from '../hidden-rules/rules-of.js';
import { fishingGroundsDesign } from './fishing-grounds-design.js';
import { playDay } from './fishing-grounds-haul.js';
import { fishingGroundsRuleSpace, fishingGroundsVariantSpace } from './fishing-grounds-rules.js';
import type { FishingGroundsInstance } from './fishing-grounds-state.js';
import { fishingGrounds } from './index.js';

describeHiddenRuleGame(fishingGrounds, fishingGroundsDesign);

describe('fishing-grounds rules', () => {
  // Rock fills up 2 levels a day, sand 1, weed never; deep water triples; weed tears; a ground fished below 1 dies.
  const rules = fishingGroundsRuleSpace.find(
    (candidate) =>
      candidate.regrowth.join() === '2,1,0' &&
      candidate.richDepth === 0 &&
      candidate.tearingBottom === 2 &&
      candidate.deadBelow === 1,
  );
  if (!rules) throw new Error('rule set missing from the space');
  const instance: FishingGroundsInstance = {
    grounds: [
      { name: 'Heron Bank', depth: 'deep', bottom: 'rock' },
      { name: 'Old Buoy', depth: 'shallow', bottom: 'sand' },
      { name: 'Bell Water', depth: 'shallow', bottom: 'weed' },
    ],
  };
  const play = (commands: readonly string[]) => {
    let progress = fishingGroundsDesign.start(instance);
    const feedback: string[] = [];
    for (const command of commands) {
      const step = playDay(rules, instance, progress, command);
      progress = step.progress;
      feedback.push(step.feedback);
    }
    return { progress, feedback };
  };

  it('has 72 distinct rule sets', () => {
    expect(new Set(fishingGroundsRuleSpace.map((candidate) => JSON.stringify(candidate))).size).toBe(72);
  });
  it('a ground gives less each day it is fished and fills up again while it is left alone', () => {
    const { feedback } = play(['fish heron bank', 'fish heron bank', 'fish old buoy', 'fish heron bank']);
    expect(feedback).toEqual([
      'You fish Heron Bank and land 9 fish; 2 fish pay for the fuel.',
      'You fish Heron Bank and land 6 fish; 2 fish pay for the fuel.',
      'You fish Old Buoy and land 3 fish; 2 fish pay for the fuel.',
      'You fish Heron Bank and land 9 fish; 2 fish pay for the fuel.',
    ]);
  });
  it('a ground fished too low gives nothing ever after, however long it is left alone', () => {
    const run = ['fish old buoy', 'fish old buoy', 'fish old buoy', 'mend nets', 'mend nets', 'fish old buoy'];
    expect(play(run).feedback.at(-1)).toBe('You fish Old Buoy and land nothing; 2 fish pay for the fuel.');
  });
  it('one bottom spoils every later haul elsewhere, with the same words as an empty ground, until the nets are mended', () => {
    const torn = play(['fish bell water', 'fish heron bank']);
    expect(torn.feedback[0]).toBe('You fish Bell Water and land 3 fish; 2 fish pay for the fuel.');
    expect(torn.feedback[1]).toBe('You fish Heron Bank and land nothing; 2 fish pay for the fuel.');
    expect(play(['fish bell water', 'mend nets', 'fish heron bank']).feedback[2]).toContain('land 9 fish');
  });
  it('in a variant whose nets tear in shallow water, a shallow haul spoils the next one, and deep water lands 4 a level', () => {
    const shallow = fishingGroundsVariantSpace(1).find(
      (candidate) => candidate.richDepth === 0 && candidate.tearingDepth === 1 && candidate.deadBelow === 1,
    );
    if (shallow?.richHaul !== 4) throw new Error('variant 1 lacks deep water landing 4 a level and shallow tearing');
    const lastFeedback = (commands: readonly string[]) =>
      commands.reduce((step, command) => playDay(shallow, instance, step.progress, command), {
        progress: fishingGroundsDesign.start(instance),
        feedback: '',
      }).feedback;
    expect(lastFeedback(['fish heron bank'])).toContain('land 12 fish');
    expect(lastFeedback(['fish old buoy', 'fish heron bank'])).toContain('land nothing');
  });
  it('charts other grounds every episode', () => {
    expect(fishingGroundsDesign.instance(3, 1)).not.toEqual(fishingGroundsDesign.instance(3, 2));
  });
  it('plays out, by always taking the best command, exactly what its planner promised at the start', () => {
    for (let seed = 1; seed <= 10; seed++) {
      const rules = rulesOf(seed % 3 === 0 ? fishingGroundsVariantSpace(seed) : fishingGroundsRuleSpace, seed);
      const instance = fishingGroundsDesign.instance(seed, 1);
      let progress = fishingGroundsDesign.start(instance);
      const promised = Math.max(
        ...fishingGroundsDesign.values(rules, instance, progress, fishingGroundsDesign.turns).values(),
      );
      for (let turn = 1; turn <= fishingGroundsDesign.turns; turn++) {
        const values = [
          ...fishingGroundsDesign.values(rules, instance, progress, fishingGroundsDesign.turns - turn + 1),
        ];
        const [best] = values.reduce((a, b) => (b[1] > a[1] ? b : a));
        expect(fishingGroundsDesign.commands(instance, progress)).toContain(best);
        progress = fishingGroundsDesign.play(rules, instance, progress, best, turn).progress;
      }
      expect(progress.landed).toBe(promised);
    }
  });
});
