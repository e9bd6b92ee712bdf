import { describe, expect, it } from 'vitest';
import { describeHiddenRuleGame } from '../hidden-rules/describe-hidden-rule-game.js';
import { sourdough } from './index.js';
import { sourdoughDesign } from './sourdough-design.js';
import { sourdoughValues } from './sourdough-plan.js';
import { playSourdough } from './sourdough-play.js';
import { sourdoughRuleSpace } from './sourdough-rules.js';
import type { SourdoughProgress } from './sourdough-state.js';

describeHiddenRuleGame(sourdough, sourdoughDesign);

describe('sourdough rules', () => {
  const rules = sourdoughRuleSpace.find((each) => each.lag === 2 && each.window === 1 && each.fragile);
  if (!rules) throw new Error('rule set missing from the space');
  const start: SourdoughProgress = { since: null, sacks: 5, risen: 0, flat: 0 };
  const play = (commands: readonly string[]) => {
    let progress = start;
    const feedback: string[] = [];
    for (const command of commands) {
      const step = playSourdough(rules, progress, command);
      progress = step.progress;
      feedback.push(step.feedback);
    }
    return { progress, feedback };
  };

  it('has 18 rule sets', () => {
    expect(new Set(sourdoughRuleSpace.map((each) => JSON.stringify(each))).size).toBe(18);
  });
  it('rises a fixed number of turns after a feed, for a while, and a bake spends it', () => {
    expect(play(['feed', 'bake']).feedback[1]).toBe('The loaf comes out dense and flat.');
    const risen = play(['feed', 'wait', 'wait', 'bake', 'bake']);
    expect(risen.feedback.slice(3)).toEqual([
      'The loaf comes out tall and open.',
      'The loaf comes out dense and flat.',
    ]);
    expect(play(['feed', 'wait', 'wait', 'wait', 'bake']).feedback[4]).toBe('The loaf comes out dense and flat.');
  });
  it('knocks a fragile starter back when the jar is opened before it has risen', () => {
    const looked = play(['feed', 'look', 'wait', 'bake']);
    expect(looked.feedback[1]).toBe('The starter sits low in the jar.');
    expect(looked.feedback[3]).toBe('The loaf comes out dense and flat.');
    expect(play(['feed', 'wait', 'wait', 'look']).feedback[3]).toBe('The starter has domed up and smells sharp.');
  });
  it('plans each command to the tall loaves it leads to, sooner worth a little more', () => {
    const fed = play(['feed']).progress;
    const values = sourdoughValues(rules, { sacks: 5, orders: 5 }, fed, 3);
    expect(Math.round(values.get('wait') as number)).toBe(1);
    expect(Math.round(values.get('look') as number)).toBe(0);
    expect(values.get('bake') as number).toBeLessThan(values.get('wait') as number);
  });
});
