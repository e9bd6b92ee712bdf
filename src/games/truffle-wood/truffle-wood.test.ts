import { describe, expect, it } from 'vitest';
import { describeHiddenRuleGame } from '../hidden-rules/describe-hidden-rule-game.js';
import { truffleWood } from './index.js';
import { truffleWoodDesign } from './truffle-wood-design.js';
import { truffleWoodValues } from './truffle-wood-plan.js';
import { playTruffleWood, truffleCells } from './truffle-wood-play.js';
import { truffleWoodRuleSpace } from './truffle-wood-rules.js';
import type { TruffleWoodInstance, TruffleWoodProgress } from './truffle-wood-state.js';

describeHiddenRuleGame(truffleWood, truffleWoodDesign);

describe('truffle-wood rules', () => {
  // Oaks at C3 and E5, a beech at D4; truffles two cells below every oak.
  const instance: TruffleWoodInstance = {
    trees: [
      { cell: 'C3', kind: 'oak' },
      { cell: 'D4', kind: 'beech' },
      { cell: 'E5', kind: 'oak' },
    ],
    start: 'C4',
  };
  const rules = truffleWoodRuleSpace.find((each) => each.kind === 'oak' && each.dx === 0 && each.dy === 2);
  if (!rules) throw new Error('rule set missing from the space');
  const start: TruffleWoodProgress = { at: 'C4', dug: [], found: 0, sniffs: 3 };
  const play = (commands: readonly string[]) => {
    let progress = start;
    const feedback: string[] = [];
    for (const command of commands) {
      const step = playTruffleWood(rules, instance, progress, command);
      progress = step.progress;
      feedback.push(step.feedback);
    }
    return { progress, feedback };
  };

  it('has 12 rule sets: a kind of tree and one of four places two cells from it', () => {
    expect(new Set(truffleWoodRuleSpace.map((each) => JSON.stringify(each))).size).toBe(12);
    expect(truffleCells(rules, instance)).toEqual(['C5', 'E7']);
  });
  it('finds a truffle only where the rules put one, never right by the tree', () => {
    const next = play(['dig']);
    expect(next.feedback[0]).toBe('You dig at C4 and find only soil; your dog wags its tail hard.');
    const found = play(['go c5', 'dig']);
    expect(found.feedback[1]).toBe('You dig at C5 and turn up a truffle.');
    expect(found.progress).toEqual({ at: 'C5', dug: ['C5'], found: 1, sniffs: 3 });
  });
  it('lets the dog point the way, three sniffs a day', () => {
    const { feedback, progress } = play(['go c5', 'dig', 'sniff', 'sniff', 'sniff']);
    expect(feedback[2]).toBe('Your dog sniffs around C5 and pulls right on the map.');
    expect(progress.sniffs).toBe(0);
    expect(truffleWoodDesign.commands(instance, progress)).not.toContain('sniff');
  });
  it('plans each command to the truffles it leads to, sooner worth a little more', () => {
    const values = truffleWoodValues(rules, instance, start, 10);
    const best = [...values].reduce((a, b) => (b[1] > a[1] ? b : a));
    expect(best[0]).toBe('go c5');
    expect(Math.floor(values.get('go c5') as number)).toBe(1);
    expect(Math.round(values.get('go c5') as number)).toBe(2);
    expect(values.get('rest') as number).toBeLessThan(values.get('go c5') as number);
  });
});
