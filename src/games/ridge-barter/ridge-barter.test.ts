import { describe, expect, it } from 'vitest';
import { describeHiddenRuleGame } from '../hidden-rules/describe-hidden-rule-game.js';
import { ridgeBarter } from './index.js';
import { ridgeBarterDesign } from './ridge-barter-design.js';
import { type RidgeBarterManner, type RidgeBarterRules, ridgeBarterRuleSpace } from './ridge-barter-rules.js';

describeHiddenRuleGame(ridgeBarter, ridgeBarterDesign);

describe('ridge-barter rules', () => {
  const instance = ridgeBarterDesign.instance(1, 1);
  const rulesWith = (manners: readonly RidgeBarterManner[]): RidgeBarterRules => {
    const rules = ridgeBarterRuleSpace.find(
      (candidate) => candidate.prices.join() === '5,5,5' && candidate.manners.join() === manners.join(),
    );
    if (!rules) throw new Error('rule set missing from the space');
    return rules;
  };
  const play = (rules: RidgeBarterRules, commands: readonly string[]) => {
    let progress = ridgeBarterDesign.start(instance);
    const feedback: string[] = [];
    for (const [index, command] of commands.entries()) {
      const step = ridgeBarterDesign.play(rules, instance, progress, command, index + 1);
      progress = step.progress;
      feedback.push(step.feedback);
    }
    return { progress, feedback, score: ridgeBarterDesign.score(rules, instance, progress) };
  };

  it('has 729 distinct rule sets', () => {
    expect(new Set(ridgeBarterRuleSpace.map((candidate) => JSON.stringify(candidate))).size).toBe(729);
  });
  it('the same praise brings one trader down and another up', () => {
    const rules = rulesWith(['proud', 'haggler', 'shy']);
    const { feedback } = play(rules, ["praise rell's lantern", "praise osk's rope", "praise mira's compass"]);
    expect(feedback).toEqual([
      'Rell listens while you admire the lantern: "It is yours for 4 salt."',
      'Osk listens while you admire the rope: "It is yours for 6 salt."',
      'Mira listens while you admire the compass: "It is yours for 5 salt."',
    ]);
  });
  it('a low opening offer costs more with a proud trader; stepping away is what moves a shy one', () => {
    const rules = rulesWith(['proud', 'haggler', 'shy']);
    expect(play(rules, ['offer 1 salt to rell']).feedback[0]).toBe(
      'Rell pushes the salt back across the mat: "6 salt, not a grain less."',
    );
    expect(play(rules, ['offer 1 salt to mira', 'step away from mira']).feedback).toEqual([
      'Mira pushes the salt back across the mat: "5 salt, not a grain less."',
      'You walk off from Mira\'s mat and wander back later: "3 salt for the compass," Mira calls.',
    ]);
  });
  it('salt kept counts only once all three wares are bought', () => {
    const rules = rulesWith(['shy', 'shy', 'shy']);
    expect(play(rules, ['offer 5 salt to rell', 'offer 5 salt to osk']).score).toBe(200);
    const all = ['step away from rell', 'step away from osk', 'step away from mira'];
    const deals = ['offer 3 salt to rell', 'offer 3 salt to osk', 'offer 3 salt to mira'];
    expect(play(rules, [...all, ...deals]).score).toBe(300 + 150 + 60);
  });
});
