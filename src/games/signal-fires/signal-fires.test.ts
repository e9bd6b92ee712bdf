import { describe, expect, it } from 'vitest';
import { describeHiddenRuleGame } from '../hidden-rules/describe-hidden-rule-game.js';
import { signalFires } from './index.js';
import { signalFiresDesign } from './signal-fires-design.js';
import { signalFiresRuleSpace, signalFiresVariantSpace } from './signal-fires-rules.js';

describeHiddenRuleGame(signalFires, signalFiresDesign);

describe('signal-fires rules', () => {
  const instance = {
    keeper: 'Aud',
    nights: [
      { weather: 'foggy', ship: false },
      { weather: 'foggy', ship: true },
      { weather: 'clear', ship: true },
    ],
    wood: 10,
  } as const;
  const play = (embers: boolean, commands: readonly string[]) => {
    const rules = signalFiresRuleSpace.find(
      (candidate) => candidate.targets.join() === '5,4,2,1' && candidate.embers === embers,
    );
    if (!rules) throw new Error('rule set missing from the space');
    let progress = signalFiresDesign.start(instance);
    const feedback: string[] = [];
    for (const [index, command] of commands.entries()) {
      const step = signalFiresDesign.play(rules, instance, progress, command, index + 1);
      progress = step.progress;
      feedback.push(step.feedback);
    }
    return { progress, feedback };
  };

  it('has 48 distinct rule sets', () => {
    expect(new Set(signalFiresRuleSpace.map((rules) => JSON.stringify(rules))).size).toBe(48);
  });
  it('turns a ship in only at the one fire its weather calls for, and says when it was close', () => {
    expect(play(false, ['burn 0', 'burn 1']).feedback[1]).toBe(
      'You burn 1 bundle. The ship turns towards the harbour.',
    );
    expect(play(false, ['burn 0', 'burn 2']).feedback[1]).toBe(
      'You burn 2 bundles. The ship slows, then sails on past the point.',
    );
    expect(play(false, ['burn 0', 'burn 4']).feedback[1]).toBe('You burn 4 bundles. The ship sails on past the point.');
  });
  it('last night’s fire adds half its strength under one rule set and nothing under the other', () => {
    expect(play(true, ['burn 4', 'burn 0']).feedback[1]).toBe(
      'You light no fire. The ship slows, then sails on past the point.',
    );
    expect(play(false, ['burn 4', 'burn 0']).feedback[1]).toBe(
      'You light no fire. The ship slows, then sails on past the point.',
    );
    expect(play(true, ['burn 2', 'burn 0']).feedback[1]).toBe('You light no fire. The ship turns towards the harbour.');
    expect(play(false, ['burn 2', 'burn 0']).progress.guided).toBe(0);
  });
  it('in a variant whose embers round up, a one-bundle fire still counts the next night', () => {
    const rules = signalFiresVariantSpace(1).find((candidate) => candidate.targets[3] === 1 && candidate.embers);
    if (rules?.rounding !== 'up') throw new Error('variant 1 lacks embers rounded up with fog calling for 1');
    const first = signalFiresDesign.play(rules, instance, signalFiresDesign.start(instance), 'burn 1', 1);
    expect(signalFiresDesign.play(rules, instance, first.progress, 'burn 0', 2).feedback).toBe(
      'You light no fire. The ship turns towards the harbour.',
    );
  });
  it('a clear night calls for the biggest fire, which only last night’s fire can help reach', () => {
    expect(play(false, ['burn 0', 'burn 0', 'burn 4']).feedback[2]).toContain('The ship slows');
    const helped = play(true, ['burn 0', 'burn 3', 'burn 4']);
    expect(helped.feedback[2]).toBe('You burn 4 bundles. The ship turns towards the harbour.');
    expect(helped.progress.wood).toBe(3);
  });
});
