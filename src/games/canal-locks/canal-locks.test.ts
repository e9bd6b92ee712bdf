import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../../core/rng.js';
import { describeHiddenRuleGame } from '../hidden-rules/describe-hidden-rule-game.js';
import { canalLocksDesign } from './canal-locks-design.js';
import { canalLocksValues } from './canal-locks-plan.js';
import { canalLocksCommands, passWater, playCanalLocks } from './canal-locks-play.js';
import { type CanalLocksRules, canalLocksRuleSpace } from './canal-locks-rules.js';
import type { CanalLocksInstance, CanalLocksProgress } from './canal-locks-state.js';
import { canalLocksVariantSpace } from './canal-locks-variants.js';
import { canalLocks } from './index.js';

describeHiddenRuleGame(canalLocks, canalLocksDesign);

// The board lists the culverts top first; culverts pass 2 a turn; the middle lock loses 1 every third turn below.
const instance: CanalLocksInstance = {
  paddles: ['Iron', 'Brass', 'Oak', 'Elm'],
  boats: ['Otter', 'Tern'],
  gauges: [true, false, true],
  levels: [0, null, 6],
};
const rules: CanalLocksRules = {
  culverts: [3, 2, 1, 0],
  flow: 2,
  leak: 2,
  leakAmount: 1,
  leakEvery: 3,
  leakIn: false,
  dawn: 3,
};
const start: CanalLocksProgress = { levels: [0, null, 6], boats: [0, 0], gauges: [true, false, true] };
const play = (commands: readonly string[], from = start, firstTurn = 1) => {
  let progress = from;
  const feedback: string[] = [];
  for (const [index, command] of commands.entries()) {
    const step = playCanalLocks(rules, instance, progress, command, firstTurn + index);
    progress = step.progress;
    feedback.push(step.feedback);
  }
  return { progress, feedback };
};

/** Each command's worth by plain search over every command sequence (the planner's claim). */
function searched(progress: CanalLocksProgress, turns: number, turnsLeft: number): Map<string, number> {
  const stages = (each: CanalLocksProgress) => each.boats.reduce((sum, place) => sum + place, 0);
  const future = (state: CanalLocksProgress, left: number): number => {
    if (left <= 0) return 0;
    let best = 0;
    for (const command of canalLocksCommands(instance, state)) {
      const after = playCanalLocks(rules, instance, state, command, turns - left + 1).progress;
      best = Math.max(best, (stages(after) - stages(state)) * (1 + 0.001 * left) + future(after, left - 1));
    }
    return best;
  };
  const values = new Map<string, number>();
  for (const command of canalLocksCommands(instance, progress)) {
    const after = playCanalLocks(rules, instance, progress, command, turns - turnsLeft + 1).progress;
    const gain = stages(after) - stages(progress);
    values.set(command, stages(progress) + gain * (1 + 0.001 * turnsLeft) + future(after, turnsLeft - 1));
  }
  return values;
}

describe('canal-locks rules', () => {
  it('has 768 rule sets', () => {
    expect(new Set(canalLocksRuleSpace.map((each) => JSON.stringify(each))).size).toBe(768);
  });
  it('lets water down a culvert, never past a sill, the pounds unchanged', () => {
    expect(passWater([0, 6, 9], 1, 2)).toEqual({ levels: [2, 4, 9], moved: 2 });
    expect(passWater([0, 3, 9], 1, 2)).toEqual({ levels: [0, 3, 9], moved: 0 });
    expect(passWater([2, 3, 6], 3, 2)).toEqual({ levels: [2, 3, 8], moved: 2 });
    expect(passWater([2, 3, 6], 0, 3)).toEqual({ levels: [0, 3, 6], moved: 2 });
  });
  it('opens the culvert the rules give each paddle, and gates only when the water stands level', () => {
    const { feedback, progress } = play(['work otter', 'open oak', 'open oak', 'work otter']);
    expect(feedback).toEqual([
      'The Otter passes into the bottom lock. Gauges: the bottom lock 0, the top lock 6.',
      'You wind the Oak paddle open and hear water running. Gauges: the bottom lock 2, the top lock 6.',
      'You wind the Oak paddle open and hear water running. Gauges: the bottom lock 3, the top lock 6.',
      'The Otter passes into the middle lock. Gauges: the bottom lock 3, the top lock 6.',
    ]);
    // The middle lock stood full at dawn (6) and gave the bottom lock its 3 (its leaking gates then had nothing to pass).
    expect(progress.levels).toEqual([3, 3, 6]);
    // Left alone, it lets 1 down into the bottom lock every third turn.
    expect(play(['wait', 'wait']).progress.levels).toEqual([0, 6, 6]);
    expect(play(['wait', 'wait', 'wait']).progress.levels).toEqual([1, 5, 6]);
    expect(play(['open elm', 'work tern']).feedback).toEqual([
      'You wind the Elm paddle open and nothing stirs. Gauges: the bottom lock 0, the top lock 6.',
      'The Tern passes into the bottom lock. Gauges: the bottom lock 0, the top lock 6.',
    ]);
  });
  it('keeps the gates shut when the levels differ or the lock above holds a boat', () => {
    const shut = play(['open oak', 'work otter']);
    expect(shut.feedback[1]).toBe(
      'The gates to the bottom lock will not open for the Otter. Gauges: the bottom lock 2, the top lock 6.',
    );
    const held = play(['work otter', 'work tern']);
    expect(held.feedback[1]).toBe(
      'The gates to the bottom lock will not open for the Tern. Gauges: the bottom lock 0, the top lock 6.',
    );
  });
  it('plans each command to the places it leads to, sooner worth a little more, exactly as a full search', () => {
    for (const [from, turnsLeft] of [
      [start, 5],
      [play(['work otter', 'open oak']).progress, 4],
    ] as const) {
      const values = canalLocksValues(rules, instance, from, 22, turnsLeft);
      const expected = searched(from, 22, turnsLeft);
      expect([...values.keys()]).toEqual([...expected.keys()]);
      for (const [command, value] of values) expect(value).toBeCloseTo(expected.get(command) ?? Number.NaN, 9);
    }
    const values = canalLocksValues(rules, instance, start, 22, 6);
    expect(values.get('work otter') as number).toBeGreaterThan(values.get('wait') as number);
  });
});

describe('canal-locks variants', () => {
  const key = (space: readonly CanalLocksRules[]) => JSON.stringify(space);
  it('draws each variant from its number alone, never ruleset 0', () => {
    for (let ruleset = 1; ruleset <= 30; ruleset++) {
      const space = canalLocksVariantSpace(ruleset);
      expect(key(space)).toBe(key(canalLocksVariantSpace(ruleset)));
      expect(key(space)).not.toBe(key(canalLocksRuleSpace));
      expect(space.length).toBe(canalLocksRuleSpace.length);
    }
  });
  it('plays every variant rule set it draws', () => {
    for (const ruleset of [1, 2, 3, 4, 5]) {
      const rng = rngFromSeed(ruleset, 7);
      const variantRules = rng.pick(canalLocksVariantSpace(ruleset));
      const flight = canalLocksDesign.instance(ruleset, 1);
      let progress = canalLocksDesign.start(flight);
      for (let turn = 1; turn <= canalLocksDesign.turns; turn++) {
        const commands = canalLocksDesign.commands(flight, progress);
        const values = canalLocksDesign.values(variantRules, flight, progress, canalLocksDesign.turns - turn + 1);
        expect([...values.keys()]).toEqual(commands);
        progress = canalLocksDesign.play(variantRules, flight, progress, rng.pick(commands), turn).progress;
      }
      expect(canalLocksDesign.score(variantRules, flight, progress)).toBeGreaterThanOrEqual(0);
    }
  });
});
