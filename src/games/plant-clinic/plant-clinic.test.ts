import { describe, expect, it } from 'vitest';
import { describeHiddenRuleGame } from '../hidden-rules/describe-hidden-rule-game.js';
import { rulesOf } from '../hidden-rules/rules-of.js';
import { plantClinic } from './index.js';
import { plantClinicDesign } from './plant-clinic-design.js';
import { plantClinicValues } from './plant-clinic-plan.js';
import { caseOf, plantClinicRuleSpace, remedies, symptoms } from './plant-clinic-rules.js';
import type { PlantClinicPlant } from './plant-clinic-state.js';
import { treat } from './plant-clinic-treat.js';

describeHiddenRuleGame(plantClinic, plantClinicDesign);

describe('plant-clinic rules', () => {
  // Clay: drooping ← repot, yellow leaves ← shade, brown tips ← water, mouldy soil ← feed;
  // glazed: drooping ← feed, yellow leaves ← water, brown tips ← repot, mouldy soil ← shade.
  const rules = plantClinicRuleSpace.find(
    (candidate) => candidate.helps[0]?.join() === '3,2,0,1' && candidate.helps[1]?.join() === '1,0,3,2',
  );
  if (!rules) throw new Error('rule set missing from the space');
  const start = { next: 0, coins: 0, setback: 0 };
  const plant = (symptom: PlantClinicPlant['symptom'], pot: PlantClinicPlant['pot']): PlantClinicPlant => ({
    owner: 'Ada',
    plant: 'fern',
    pot,
    symptom,
    fee: 90,
  });

  it('has 81 distinct rule sets, in none of which a symptom is helped by the remedy it seems to call for', () => {
    expect(new Set(plantClinicRuleSpace.map((candidate) => JSON.stringify(candidate))).size).toBe(81);
    for (const candidate of plantClinicRuleSpace) {
      for (const pot of ['clay', 'glazed'] as const) {
        for (const [index, symptom] of symptoms.entries())
          expect(caseOf(candidate, { symptom, pot, fee: 60 }).helping).not.toBe(index);
      }
    }
  });
  it('the same symptom needs another remedy in another pot', () => {
    expect(treat(rules, plant('drooping', 'clay'), start, 'repot').feedback).toBe(
      "Ada's fern perks up; Ada pays 90 coins and takes it home.",
    );
    expect(treat(rules, plant('drooping', 'glazed'), start, 'repot').feedback).toBe("Ada's fern looks no better.");
    expect(treat(rules, plant('drooping', 'glazed'), start, 'feed').progress).toEqual({
      next: 1,
      coins: 90,
      setback: 0,
    });
  });
  it('every remedy that does not help reads the same, but the obvious one can cost the plant twice over', () => {
    const drooping = plant('drooping', 'clay');
    const fed = treat(rules, drooping, start, 'feed');
    const watered = treat(rules, drooping, start, 'water');
    expect(watered.feedback).toBe(fed.feedback);
    expect(fed.progress.setback).toBe(1);
    expect(watered.progress.setback).toBe(2);
    expect(treat(rules, drooping, fed.progress, 'repot').progress.coins).toBe(60);
    expect(treat(rules, drooping, watered.progress, 'repot').progress.coins).toBe(30);
    expect(treat(rules, drooping, watered.progress, 'shade').feedback).toBe(
      "Ada's fern drops its last leaves; Ada takes it away without paying.",
    );
  });
  it('plans each command to the score it reaches', () => {
    const instance = { plants: [plant('drooping', 'clay'), plant('yellow leaves', 'glazed')] };
    const values = plantClinicValues(rules, instance, start, 2);
    expect(values.get('repot')).toBe(180);
    expect(values.get('water'), 'set back twice, then cured for a third of the fee').toBe(30);
    expect(values.get('feed'), 'set back once, then cured for two thirds').toBe(60);
    expect(values.get('send home')).toBe(90);
    expect([...values.keys()]).toEqual([...remedies, 'send home']);
  });
  it('plays out, by always taking the best command, exactly what its planner promised at the start', () => {
    for (let seed = 1; seed <= 10; seed++) {
      const rules = rulesOf(plantClinicDesign.ruleSpace, seed);
      const instance = plantClinicDesign.instance(seed, 1);
      let progress = plantClinicDesign.start(instance);
      const promised = Math.max(
        ...plantClinicDesign.values(rules, instance, progress, plantClinicDesign.turns).values(),
      );
      for (let turn = 1; turn <= plantClinicDesign.turns; turn++) {
        const values = [...plantClinicDesign.values(rules, instance, progress, plantClinicDesign.turns - turn + 1)];
        const [best] = values.reduce((a, b) => (b[1] > a[1] ? b : a));
        expect(plantClinicDesign.commands(instance, progress)).toContain(best);
        progress = plantClinicDesign.play(rules, instance, progress, best, turn).progress;
      }
      expect(progress.coins).toBe(promised);
    }
  });
});
