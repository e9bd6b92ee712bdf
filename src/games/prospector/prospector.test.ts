import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../../core/rng.js';
import { describeHiddenRuleGame } from '../hidden-rules/describe-hidden-rule-game.js';
import { prospector } from './index.js';
import { prospectorDesign } from './prospector-design.js';
import { prospectorValues } from './prospector-plan.js';
import { layersOf, playProspector, prospectorCommands } from './prospector-play.js';
import { type ProspectorRules, prospectorRuleSpace, prospectorVariantSpace } from './prospector-rules.js';
import type { ProspectorInstance, ProspectorProgress } from './prospector-state.js';

describeHiddenRuleGame(prospector, prospectorDesign);

// Three sites down the creek; slate holds the ore from depth 2, rust marks rich ground one site up the creek from it,
// green barren ground; sandstone floods from depth 2.
const instance: ProspectorInstance = {
  sites: [
    { name: 'Magpie', sign: 'white', strata: ['slate', 'slate', 'sandstone', 'slate', 'quartz'] },
    { name: 'Widow', sign: 'rust', strata: ['quartz', 'slate', 'slate', 'quartz', 'quartz'] },
    { name: 'Lucky', sign: 'green', strata: ['sandstone', 'sandstone', 'slate', 'slate', 'slate'] },
  ],
};
const rules: ProspectorRules = {
  host: 'slate',
  top: 2,
  bottom: 5,
  rich: 'rust',
  barren: 'green',
  richLoads: 3,
  shift: 1,
  wet: 'sandstone',
  wetFrom: 2,
};
const start: ProspectorProgress = { depths: [0, 0, 0], flooded: [false, false, false], loads: 0, kits: 3 };
const play = (commands: readonly string[], from = start) => {
  let progress = from;
  const feedback: string[] = [];
  for (const command of commands) {
    const step = playProspector(rules, instance, progress, command);
    progress = step.progress;
    feedback.push(step.feedback);
  }
  return { progress, feedback };
};

/** Each command's worth by plain search over every command sequence but assays and rests (the planner's claim). */
function searched(progress: ProspectorProgress, turnsLeft: number): Map<string, number> {
  const future = (state: ProspectorProgress, left: number): number => {
    if (left <= 0) return 0;
    let best = 0;
    for (const command of prospectorCommands(instance, state)) {
      if (command === 'rest' || command.startsWith('assay')) continue;
      const after = playProspector(rules, instance, state, command).progress;
      const gain = (after.loads - state.loads) * (1 - 0.001 * (turnsLeft - left + 1));
      best = Math.max(best, gain + future(after, left - 1));
    }
    return best;
  };
  const values = new Map<string, number>();
  for (const command of prospectorCommands(instance, progress)) {
    const after = playProspector(rules, instance, progress, command).progress;
    values.set(command, after.loads - 0.001 * (after.loads - progress.loads) + future(after, turnsLeft - 1));
  }
  return values;
}

function expectClose(values: ReadonlyMap<string, number>, expected: ReadonlyMap<string, number>): void {
  expect([...values.keys()]).toEqual([...expected.keys()]);
  for (const [command, value] of values) expect(value).toBeCloseTo(expected.get(command) ?? Number.NaN, 9);
}

describe('prospector rules', () => {
  it('has 432 rule sets', () => {
    expect(new Set(prospectorRuleSpace.map((each) => JSON.stringify(each))).size).toBe(432);
  });
  it('puts ore in one rock from one depth down, as the sign of the ground one site down the creek says', () => {
    expect(layersOf(rules, instance)).toEqual([
      [0, 3, 'water', 3, 0],
      [0, 0, 0, 0, 0],
      [0, 'water', 1, 1, 1],
    ]);
    const { feedback, progress } = play(['sink magpie', 'sink magpie', 'sink widow', 'sink widow']);
    expect(feedback).toEqual([
      'You sink the Magpie shaft to depth 1, into slate, and haul up waste rock with a few specks of colour.',
      'You sink the Magpie shaft to depth 2, into slate, and haul up 3 loads of ore.',
      'You sink the Widow shaft to depth 1, into quartz, and haul up waste rock.',
      'You sink the Widow shaft to depth 2, into slate, and haul up waste rock with a few specks of colour.',
    ]);
    expect(progress.loads).toBe(3);
  });
  it('floods a shaft sunk into the wet rock, which must be bailed before it goes deeper', () => {
    const flooded = play(['sink lucky', 'sink lucky']);
    expect(flooded.feedback[1]).toBe(
      'You sink the Lucky shaft to depth 2, into sandstone: water pours in and floods it.',
    );
    expect(prospectorCommands(instance, flooded.progress)).toContain('bail lucky');
    expect(prospectorCommands(instance, flooded.progress)).not.toContain('sink lucky');
    const bailed = play(['bail lucky', 'sink lucky'], flooded.progress);
    expect(bailed.feedback).toEqual([
      'You bail the Lucky shaft dry.',
      'You sink the Lucky shaft to depth 3, into slate, and haul up a load of ore.',
    ]);
  });
  it('shows colour in an assay where ore lies under the shaft, three kits a season', () => {
    const { feedback, progress } = play(['assay widow', 'assay lucky', 'assay magpie']);
    expect(feedback[0]).toBe('You assay a core drilled under the Widow shaft: it shows no colour.');
    expect(feedback[1]).toBe('You assay a core drilled under the Lucky shaft: it shows colour.');
    expect(prospectorCommands(instance, progress).some((command) => command.startsWith('assay'))).toBe(false);
  });
  it('plans each command to the loads it leads to, sooner worth a little more, exactly as a full search', () => {
    const values = prospectorValues(rules, instance, start, 6);
    expectClose(values, searched(start, 6));
    const best = [...values].reduce((a, b) => (b[1] > a[1] ? b : a));
    expect(best[0]).toBe('sink magpie');
    expect(Math.round(values.get('sink magpie') as number)).toBe(6);
    expect(values.get('rest') as number).toBeLessThan(values.get('sink magpie') as number);
    const later = play(['sink lucky', 'sink lucky', 'sink magpie']).progress;
    expectClose(prospectorValues(rules, instance, later, 5), searched(later, 5));
  });
  it('draws claims where every rule set of the space played leaves two layers of ore', () => {
    for (const space of [prospectorRuleSpace, prospectorVariantSpace(4)]) {
      for (const seed of [1, 2, 3]) {
        const claim = prospectorDesign.instance(seed, 4, space);
        for (const each of space) {
          const layers = layersOf(each, claim)
            .flat()
            .filter((layer) => layer !== 'water' && layer > 0);
          expect(layers.length).toBeGreaterThanOrEqual(2);
        }
      }
    }
  });
});

describe('prospector variants', () => {
  const key = (space: readonly ProspectorRules[]) => JSON.stringify(space);
  it('draws each variant from its number alone, never ruleset 0', () => {
    for (let ruleset = 1; ruleset <= 30; ruleset++) {
      const space = prospectorVariantSpace(ruleset);
      expect(key(space)).toBe(key(prospectorVariantSpace(ruleset)));
      expect(key(space)).not.toBe(key(prospectorRuleSpace));
      expect(space.length).toBe(prospectorRuleSpace.length);
    }
  });
  it('plays every variant rule set it draws', () => {
    for (const ruleset of [1, 2, 3, 4, 5]) {
      const space = prospectorVariantSpace(ruleset);
      const rng = rngFromSeed(ruleset, 7);
      const variantRules = rng.pick(space);
      const claim = prospectorDesign.instance(ruleset, 1);
      let progress = prospectorDesign.start(claim);
      for (let turn = 1; turn <= prospectorDesign.turns; turn++) {
        const commands = prospectorDesign.commands(claim, progress);
        const values = prospectorDesign.values(variantRules, claim, progress, prospectorDesign.turns - turn + 1);
        expect([...values.keys()]).toEqual(commands);
        progress = prospectorDesign.play(variantRules, claim, progress, rng.pick(commands), turn).progress;
      }
      expect(prospectorDesign.score(variantRules, claim, progress)).toBeGreaterThanOrEqual(0);
    }
  });
});
