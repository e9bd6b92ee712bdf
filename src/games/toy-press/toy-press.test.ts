import { describe, expect, it } from 'vitest';
import { describeHiddenRuleGame } from '../hidden-rules/describe-hidden-rule-game.js';
import { rulesOf } from '../hidden-rules/rules-of.js';
import { toyPress } from './index.js';
import { toyPressDesign } from './toy-press-design.js';
import { toyPressValues } from './toy-press-plan.js';
import { playToyPress } from './toy-press-play.js';
import { toyPressRuleSpace } from './toy-press-rules.js';

describeHiddenRuleGame(toyPress, toyPressDesign);

describe('toy-press rules', () => {
  // Six positions, crisp at 0 and 3, the day starting at position 4.
  const rules = toyPressRuleSpace.find(
    (candidate) => candidate.positions === 6 && candidate.second === 3 && candidate.start === 4,
  );
  if (!rules) throw new Error('rule set missing from the space');
  const play = (commands: readonly string[]) => {
    let progress = { moved: 0, sheets: 9, soldiers: 0 };
    const feedback: string[] = [];
    for (const command of commands) {
      const step = playToyPress(rules, progress, command);
      progress = step.progress;
      feedback.push(step.feedback);
    }
    return { progress, feedback };
  };

  it('has 86 distinct rule sets', () => {
    expect(new Set(toyPressRuleSpace.map((candidate) => JSON.stringify(candidate))).size).toBe(86);
  });
  it('the press runs on whatever the player does, and comes round to crisp stamps twice a turn of the wheel', () => {
    const { feedback } = play(['listen', 'listen', 'listen', 'listen', 'listen', 'listen', 'listen', 'listen']);
    const clicks = feedback.flatMap((text, index) => (text.includes('click') ? [index + 1] : []));
    expect(clicks).toEqual([3, 6]);
    expect(play(['wait', 'wait', 'press']).feedback[2]).toBe('The press stamps a crisp tin soldier.');
  });
  it('a bent stamp moves the press on one further, unseen', () => {
    const bent = play(['press', 'press']);
    expect(bent.feedback).toEqual(['The press stamps a bent blank.', 'The press stamps a crisp tin soldier.']);
    expect(bent.progress).toEqual({ moved: 3, sheets: 7, soldiers: 1 });
    expect(play(['wait', 'press']).feedback).toEqual(['The press runs on.', 'The press stamps a bent blank.']);
  });
  it('plans each command to the soldiers it leads to', () => {
    const values = toyPressValues(rules, { sheets: 9 }, { moved: 0, sheets: 9, soldiers: 0 }, 3, 28);
    expect(values.get('listen')).toBe(1);
    expect(values.get('wait')).toBe(1);
    expect(values.get('press'), 'a bent stamp then a crisp one').toBe(1);
    const late = toyPressValues(rules, { sheets: 9 }, { moved: 0, sheets: 9, soldiers: 0 }, 2, 28);
    expect(late.get('wait')).toBe(0);
    expect(late.get('press')).toBe(1);
  });
  it('plays out, by always taking the best command, exactly what its planner promised at the start', () => {
    for (let seed = 1; seed <= 10; seed++) {
      const rules = rulesOf(toyPressDesign.ruleSpace, seed);
      const instance = toyPressDesign.instance(seed, 1);
      let progress = toyPressDesign.start(instance);
      const promised = Math.max(...toyPressDesign.values(rules, instance, progress, toyPressDesign.turns).values());
      for (let turn = 1; turn <= toyPressDesign.turns; turn++) {
        const values = [...toyPressDesign.values(rules, instance, progress, toyPressDesign.turns - turn + 1)];
        const [best] = values.reduce((a, b) => (b[1] > a[1] ? b : a));
        expect(toyPressDesign.commands(instance, progress)).toContain(best);
        progress = toyPressDesign.play(rules, instance, progress, best, turn).progress;
      }
      expect(progress.soldiers).toBe(promised);
    }
  });
});
