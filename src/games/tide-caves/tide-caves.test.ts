import { describe, expect, it } from 'vitest';
import { describeHiddenRuleGame } from '../hidden-rules/describe-hidden-rule-game.js';
import { randomHiddenRulePlayout } from '../hidden-rules/hidden-rule-kit.js';
import { tideCaves } from './index.js';
import { tideCavesDesign as design } from './tide-caves-design.js';
import { playTideCaves, scoreOf, tideCavesCommands } from './tide-caves-play.js';
import { isOpen, levelAt, type TideCavesRules, tideCavesRuleSpace, tideCavesVariantSpace } from './tide-caves-rules.js';
import type { TideCavesInstance, TideCavesProgress } from './tide-caves-state.js';

describeHiddenRuleGame(tideCaves, design);

const instance: TideCavesInstance = {
  caves: [
    { name: 'Gull Hole', caskets: 2 },
    { name: 'Seal Cave', caskets: 1 },
    { name: 'Bell Cave', caskets: 3 },
    { name: 'Raven Arch', caskets: 4 },
  ],
};
// Low water at hour 6; the sea comes back twice as fast as it went out; the wave at hour 8.
const rules: TideCavesRules = { low: 6, ebb: 1, flood: 2, heights: [3, 4, 4, 5], wave: 8 };
const play = (commands: readonly string[], from = design.start(instance), first = 1) => {
  let progress = from;
  const feedback: string[] = [];
  for (const [index, command] of commands.entries()) {
    const step = playTideCaves(rules, instance, progress, command, first + index);
    progress = step.progress;
    feedback.push(step.feedback);
  }
  return { progress, feedback };
};

describe('tide-caves rules', () => {
  it('has 432 rule sets: 3 hours of low water × 3 paces × 12 orders of heights × 4 wave hours', () => {
    expect(new Set(tideCavesRuleSpace.map((each) => JSON.stringify(each))).size).toBe(432);
  });
  it('lets the water fall to low water and come back at its own pace, clearing each mouth below its height', () => {
    expect([3, 5, 6, 7, 8].map((hour) => levelAt(rules, hour))).toEqual([3, 1, 0, 2, 4]);
    const open = (cave: number) =>
      Array.from({ length: 12 }, (_, hour) => hour + 1).filter((hour) => isOpen(rules, cave, hour));
    expect(open(0)).toEqual([4, 5, 6, 7]);
    expect(open(3)).toEqual([2, 3, 4, 5, 6, 7, 8]);
  });
  it('shows from the beach which mouths are clear for the coming hour, and refuses a covered one', () => {
    const { feedback, progress } = play(['comb', 'comb', 'go gull hole']);
    expect(feedback[1]).toBe(
      'You comb the rock pools and find a shell. Cave mouths now clear: Seal Cave, Bell Cave, Raven Arch; under water: Gull Hole.',
    );
    expect(feedback[2]).toBe(
      'The mouth of Gull Hole is under water. Cave mouths now clear: Gull Hole, Seal Cave, Bell Cave, Raven Arch.',
    );
    expect(progress.at).toBe(-1);
    expect(progress.shells).toBe(2);
  });
  it('cuts you off when the mouth closes behind you, and the wave carries off what you hold', () => {
    const inside = play(['go gull hole', 'gather', 'gather', 'wait'], design.start(instance), 5).progress;
    expect(inside).toMatchObject({ at: 0, carried: 0, left: [0, 1, 3, 4] });
    const cutOff = play(['go gull hole', 'gather', 'gather'], design.start(instance), 5);
    expect(cutOff.feedback[2]).toBe(
      'You search Gull Hole and find a casket. Water closes over the mouth of Gull Hole.',
    );
    expect(play(['leave'], cutOff.progress, 8).feedback[0]).toBe(
      'The mouth of Gull Hole is under water: you cannot get out. A great wave surges through Gull Hole and carries off the 2 caskets you held. Water closes over the mouth of Gull Hole.',
    );
  });
  it('scores caskets brought out and shells', () => {
    const { progress } = play(['go bell cave', 'gather', 'gather', 'leave'], design.start(instance), 4);
    expect(progress).toMatchObject({ at: -1, banked: 2, carried: 0 });
    expect(scoreOf(progress)).toBe(240);
  });
});

describe('tide-caves planner', () => {
  /** The best points still to earn from `progress` at `turn`, by trying every command sequence. */
  const exhaustive = (progress: TideCavesProgress, turn: number): number => {
    if (turn > design.turns) return 0;
    let best = Number.NEGATIVE_INFINITY;
    for (const command of tideCavesCommands(instance, progress)) {
      const next = playTideCaves(rules, instance, progress, command, turn).progress;
      const gain = scoreOf(next) - scoreOf(progress);
      best = Math.max(best, (gain > 0 ? gain - 0.001 * turn : 0) + exhaustive(next, turn + 1));
    }
    return best;
  };
  it('values every command as the best score after it, checked against trying every sequence', () => {
    for (const [opening, from] of [
      [['comb', 'comb', 'comb', 'comb', 'comb', 'comb', 'go raven arch'], 1],
      [['comb', 'comb', 'comb', 'go bell cave', 'gather', 'gather', 'gather'], 1],
    ] as const) {
      const { progress } = play(opening, design.start(instance), from);
      const turn = from + opening.length;
      const values = design.values(rules, instance, progress, design.turns - turn + 1);
      for (const command of tideCavesCommands(instance, progress)) {
        const next = playTideCaves(rules, instance, progress, command, turn).progress;
        const gain = scoreOf(next) - scoreOf(progress);
        const expected = scoreOf(progress) + (gain > 0 ? gain - 0.001 * turn : 0) + exhaustive(next, turn + 1);
        expect(values.get(command), `${command} after ${opening.join(', ')}`).toBeCloseTo(expected, 6);
      }
    }
  });
  it('leaves before the wave rather than gather one more casket', () => {
    const { progress } = play(['go raven arch', 'gather', 'gather'], design.start(instance), 5);
    const values = design.values(rules, instance, progress, design.turns - 8 + 1);
    expect(values.get('leave') as number).toBeGreaterThan(values.get('gather') as number);
  });
});

describe('tide-caves variants', () => {
  it('draws its family of hours, paces, heights and wave hours by ruleset alone, never the benchmark', () => {
    const benchmark = JSON.stringify(tideCavesRuleSpace);
    for (let ruleset = 1; ruleset <= 30; ruleset++) {
      const space = tideCavesVariantSpace(ruleset);
      expect(tideCavesVariantSpace(ruleset)).toEqual(space);
      expect(JSON.stringify(space)).not.toBe(benchmark);
      expect(space).toHaveLength(tideCavesRuleSpace.length);
    }
  });
  it("plays a variant's rules to the end", () => {
    for (const ruleset of [1, 2, 3, 7]) {
      const { states } = randomHiddenRulePlayout(tideCaves.game, ruleset, 1, 0, ruleset);
      const outcome = tideCaves.game.outcome(states.at(-1) as never);
      expect(outcome?.scores[0]).toBeGreaterThanOrEqual(0);
      expect(outcome?.scores[0]).toBeLessThanOrEqual(1000);
    }
  });
});
