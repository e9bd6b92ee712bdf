import { describe, expect, it } from 'vitest';
import { describeHiddenRuleGame } from '../hidden-rules/describe-hidden-rule-game.js';
import { rulesOf } from '../hidden-rules/rules-of.js';
import { pigeonLoft } from './index.js';
import { hatch, playPigeonLoft } from './pigeon-loft-breed.js';
import { pigeonLoftDesign } from './pigeon-loft-design.js';
import { type PigeonLoftRules, pigeonLoftRuleSpace } from './pigeon-loft-rules.js';
import type { Bird, PigeonLoftInstance } from './pigeon-loft-state.js';

describeHiddenRuleGame(pigeonLoft, pigeonLoftDesign);

describe('pigeon-loft rules', () => {
  const rulesFor = (colourFrom: PigeonLoftRules['colourFrom'], markingFrom: PigeonLoftRules['markingFrom']) => {
    const rules = pigeonLoftRuleSpace.find(
      (candidate) => candidate.colourFrom === colourFrom && candidate.markingFrom === markingFrom,
    );
    if (!rules) throw new Error('rule set missing from the space');
    return rules;
  };
  // slate = 0, red = 1, black = 2, silver = 3, mealy = 4; barred = 0, chequered = 1, plain = 2.
  const hen: Bird = { colour: 0, marking: 0, sire: { colour: 3, marking: 2 }, dam: { colour: 4, marking: 1 } };
  const cock = { name: 'Rook', colour: 1, marking: 1, sire: { colour: 2, marking: 0 }, dam: { colour: 4, marking: 2 } };
  const instance: PigeonLoftInstance = {
    hen,
    cocks: [cock],
    classes: [
      { colour: 2, marking: 2, pays: 400 },
      { colour: 1, marking: 0, pays: 300 },
      { colour: 3, marking: 1, pays: 200 },
    ],
  };

  it('has 6 distinct rule sets', () => {
    expect(new Set(pigeonLoftRuleSpace.map((rules) => JSON.stringify(rules))).size).toBe(6);
  });
  it('a daughter looks like neither parent: her colour comes from the pedigree, her marking from both parents', () => {
    expect(hatch(rulesFor('cock sire', 'third'), hen, cock)).toEqual({
      colour: 2,
      marking: 2,
      sire: { colour: 1, marking: 1 },
      dam: { colour: 0, marking: 0 },
    });
    expect(hatch(rulesFor('cock dam', 'hen sire'), hen, cock)).toMatchObject({ colour: 4, marking: 2 });
    expect(hatch(rulesFor('hen sire', 'third'), { ...hen, marking: 1 }, cock)).toMatchObject({ colour: 3, marking: 1 });
  });
  it('a cock shows his own looks in the daughter of his daughter when the hen line carries them on', () => {
    const rules = rulesFor('hen sire', 'hen sire');
    const daughter = hatch(rules, hen, cock);
    expect(hatch(rules, daughter, { ...cock, colour: 4 })).toMatchObject({ colour: 1, marking: 1 });
  });
  it('pairings cost the fee, showing wins only an open class of her looks, and the last class pays the spare turns', () => {
    const rules = rulesFor('cock sire', 'third');
    let progress = pigeonLoftDesign.start(instance);
    const feedback: string[] = [];
    for (const [index, command] of ['show hen', 'pair with rook', 'show hen', 'show hen'].entries()) {
      const step = playPigeonLoft(rules, instance, progress, command, index + 1, 10);
      progress = step.progress;
      feedback.push(step.feedback);
    }
    expect(feedback).toEqual([
      'The judges look at your slate barred hen and move on.',
      "You pay Rook's owner 40 points. A black plain daughter hatches; she is your hen now and her mother goes to a neighbour.",
      'Your hen wins the black plain class: 400 points.',
      'The judges look at your black plain hen and move on.',
    ]);
    expect(progress.earned).toBe(360);
    const last = playPigeonLoft(
      rules,
      instance,
      { ...progress, won: [true, true, false], hen: { ...hen, colour: 3, marking: 1 } },
      'show hen',
      5,
      10,
    );
    expect(last.feedback).toBe('Your hen wins the silver chequered class: 200 points, and 50 for the turns to spare.');
  });
  it('plays out, by always taking the best command, exactly what its planner promised at the start', () => {
    const { turns } = pigeonLoftDesign;
    for (let seed = 1; seed <= 10; seed++) {
      const rules = rulesOf(pigeonLoftDesign.ruleSpace, seed);
      const instance = pigeonLoftDesign.instance(seed, 1);
      let progress = pigeonLoftDesign.start(instance);
      const promised = Math.max(...pigeonLoftDesign.values(rules, instance, progress, turns).values());
      for (let turn = 1; turn <= turns; turn++) {
        const values = [...pigeonLoftDesign.values(rules, instance, progress, turns - turn + 1)];
        const [best] = values.reduce((a, b) => (b[1] > a[1] ? b : a));
        expect(pigeonLoftDesign.commands(instance, progress)).toContain(best);
        progress = pigeonLoftDesign.play(rules, instance, progress, best, turn).progress;
      }
      expect(progress.won).toEqual([true, true, true]);
      expect(progress.earned).toBe(promised);
    }
  });
});
