import { describe, expect, it } from 'vitest';
import { describeHiddenRuleGame } from '../hidden-rules/describe-hidden-rule-game.js';
import { dyeWorksDesign } from './dye-works-design.js';
import { dyeWorksRuleSpace, dyeWorksVariantSpace } from './dye-works-rules.js';
import { dyeWorks } from './index.js';

describeHiddenRuleGame(dyeWorks, dyeWorksDesign);

describe('dye-works rules', () => {
  const instance = {
    orders: [
      { colour: 2, pays: 400 },
      { colour: 3, pays: 300 },
      { colour: 5, pays: 200 },
    ],
  };
  const play = (simmers: 1 | 2, commands: readonly string[]) => {
    const rules = dyeWorksRuleSpace.find(
      (candidate) => candidate.turns.join() === '2,1,4,5' && candidate.simmers === simmers,
    );
    if (!rules) throw new Error('rule set missing from the space');
    let progress = dyeWorksDesign.start(instance);
    const feedback: string[] = [];
    for (const [index, command] of commands.entries()) {
      const step = dyeWorksDesign.play(rules, instance, progress, command, index + 1);
      progress = step.progress;
      feedback.push(step.feedback);
    }
    return { progress, feedback };
  };

  it('has 48 distinct rule sets', () => {
    expect(new Set(dyeWorksRuleSpace.map((rules) => JSON.stringify(rules))).size).toBe(48);
  });
  it('a pigment shows in the cloth only after enough simmers in a row', () => {
    expect(play(1, ['add madder', 'dip cloth']).feedback[1]).toBe(
      'You lift out a rose cloth. Nobody is waiting for rose.',
    );
    expect(play(1, ['add madder', 'simmer', 'dip cloth']).feedback[2]).toContain('fill the olive order: 400 points');
    expect(play(2, ['add madder', 'simmer', 'dip cloth']).feedback[2]).toContain('a rose cloth');
    expect(play(2, ['add madder', 'simmer', 'add weld', 'simmer', 'dip cloth']).feedback[4]).toContain('a rose cloth');
    expect(play(2, ['add madder', 'add weld', 'simmer', 'simmer', 'dip cloth']).feedback[4]).toContain(
      'fill the teal order',
    );
  });
  it('in a variant the colours lie round another circle: two steps from rose is amber in variant 1', () => {
    const rules = dyeWorksVariantSpace(1).find((candidate) => candidate.turns[0] === 2 && candidate.simmers === 1);
    if (rules?.circle?.join() !== '0,2,1,4,5,3') throw new Error('variant 1 lacks its circle');
    let progress = dyeWorksDesign.start(instance);
    for (const [index, command] of ['add madder', 'simmer'].entries()) {
      progress = dyeWorksDesign.play(rules, instance, progress, command, index + 1).progress;
    }
    expect(dyeWorksDesign.play(rules, instance, progress, 'dip cloth', 3).feedback).toBe(
      'You lift out an amber cloth. Nobody is waiting for amber.',
    );
  });
  it('every pigment and every simmer reads the same to the player', () => {
    const { feedback } = play(1, ['add madder', 'add weld', 'add woad', 'add walnut', 'simmer', 'simmer']);
    expect(new Set(feedback.slice(0, 4)).size).toBe(1);
    expect(new Set(feedback.slice(4)).size).toBe(1);
  });
  it('filling the last order pays for the turns to spare', () => {
    const { progress } = play(1, [
      'add madder',
      'simmer',
      'dip cloth',
      'add weld',
      'simmer',
      'dip cloth',
      'add madder',
      'simmer',
      'dip cloth',
    ]);
    expect(progress.filled).toEqual([true, true, true]);
    expect(progress.earned).toBe(900 + 10 * (14 - 9));
  });
});
