import { describe, expect, it } from 'vitest';
import { describeHiddenRuleGame } from '../hidden-rules/describe-hidden-rule-game.js';
import { randomHiddenRulePlayout } from '../hidden-rules/hidden-rule-kit.js';
import { kilnYard } from './index.js';
import { kilnYardDesign } from './kiln-yard-design.js';
import { kilnYardValues } from './kiln-yard-plan.js';
import { kilnYardCommands, playKilnYard } from './kiln-yard-play.js';
import { type KilnYardRules, kilnYardRuleSpace } from './kiln-yard-rules.js';
import type { KilnYardInstance, KilnYardProgress } from './kiln-yard-state.js';
import { kilnYardVariantSpace } from './kiln-yard-variants.js';

describeHiddenRuleGame(kilnYard, kilnYardDesign);

// A small jug in the sun, a large bowl in the shade, a small urn on the kiln's ledge.
const instance: KilnYardInstance = {
  pots: [
    { name: 'jug', size: 'small', place: 'bench' },
    { name: 'bowl', size: 'large', place: 'rack' },
    { name: 'urn', size: 'small', place: 'ledge' },
  ],
};
const start = kilnYardDesign.start(instance);

function rulesWith(wanted: Partial<KilnYardRules>): KilnYardRules {
  const rules = kilnYardRuleSpace.find((each) =>
    Object.entries(wanted).every(([key, value]) => each[key as keyof KilnYardRules] === value),
  );
  if (!rules) throw new Error(`no rule set with ${JSON.stringify(wanted)}`);
  return rules;
}

function play(rules: KilnYardRules, commands: readonly string[]) {
  let progress = start;
  const feedback: string[] = [];
  for (const command of commands) {
    const step = playKilnYard(rules, instance, progress, command);
    progress = step.progress;
    feedback.push(step.feedback);
  }
  return { progress, feedback };
}

const waits = (count: number) => Array.from({ length: count }, () => 'wait');

describe('kiln-yard rules', () => {
  const plain = rulesWith({ fast: 'bench', ledgeRate: 1, gap: 0, footShort: 0 });

  it('has 36 rule sets', () => {
    expect(new Set(kilnYardRuleSpace.map((each) => JSON.stringify(each))).size).toBe(36);
  });
  it('dries a pot by where it stands: the fast place twice the slow one, the ledge only once the kiln has fired', () => {
    expect(play(plain, waits(3)).progress.pots.map((pot) => pot.dry)).toEqual([6, 3, 0]);
    const shaded = rulesWith({ fast: 'rack', ledgeRate: 1, gap: 0, footShort: 0 });
    expect(play(shaded, waits(3)).progress.pots.map((pot) => pot.dry)).toEqual([3, 6, 0]);
    // Each firing dries the ledge more, up to two firings' worth.
    const fired = play(plain, ['fire jug', 'wait', 'fire bowl', 'wait', 'wait']).progress.pots;
    expect(fired[2]?.dry).toBe(1 + 1 + 2 + 2 + 2);
    const ledgeTwo = rulesWith({ fast: 'bench', ledgeRate: 2, gap: 0, footShort: 0 });
    expect(play(ledgeTwo, ['fire jug', 'wait']).progress.pots[2]?.dry).toBe(4);
  });
  it('fires a pot whole once dry enough, cracked a little short of it, burst well short', () => {
    expect(play(plain, ['fire jug']).feedback[0]).toBe('The jug bursts in the kiln.');
    expect(play(plain, [...waits(3), 'fire jug']).feedback[3]).toBe(
      'The jug comes out of the kiln with a crack down its side.',
    );
    const whole = play(plain, [...waits(4), 'fire jug']);
    expect(whole.feedback[4]).toBe('The jug comes out of the kiln whole and rings clear.');
    expect(whole.progress.pots[0]?.fired).toBe('whole');
    expect(kilnYardDesign.score(plain, instance, whole.progress)).toBe(250);
  });
  it('feels a pot drier or damper than it is, by the rules', () => {
    const felt = (gap: number) =>
      play(rulesWith({ fast: 'bench', ledgeRate: 1, gap, footShort: 0 }), [...waits(2), 'feel']);
    expect(felt(0).feedback[2]).toBe(
      'You feel the pots: the jug is firm, like leather; the bowl is soft and dark; the urn is soft and dark.',
    );
    expect(felt(4).feedback[2]).toBe(
      'You feel the pots: the jug is pale and dry to the touch; the bowl is firm, like leather; the urn is firm, like leather.',
    );
    expect(felt(-4).feedback[2]).toContain('the jug is soft and dark');
  });
  it('keeps an unturned pot short of dry when its foot stays damp, until it is turned', () => {
    const foot = rulesWith({ fast: 'bench', ledgeRate: 1, gap: 0, footShort: 2 });
    const unturned = play(foot, [...waits(6), 'fire jug']);
    expect(unturned.progress.pots[0]?.fired).toBe('cracked');
    const turned = play(foot, [...waits(5), 'turn jug', 'fire jug']);
    expect(turned.feedback[5]).toBe('You turn the jug over; its foot is dark and damp.');
    expect(turned.progress.pots[0]?.fired).toBe('whole');
    expect(play(plain, [...waits(4), 'turn jug']).feedback[4]).toBe('You turn the jug over; its foot is pale and dry.');
    expect(kilnYardCommands(instance, turned.progress)).toEqual([
      'feel',
      'wait',
      'fire bowl',
      'fire urn',
      'turn bowl',
      'turn urn',
    ]);
  });
});

describe('kiln-yard planner', () => {
  /** The best worth from `progress` by brute force over the listed commands, as kilnYardValues counts it. */
  function bruteForce(rules: KilnYardRules, progress: KilnYardProgress, left: number): number {
    if (left <= 0) return progress.pots.filter((pot) => pot.fired === 'whole').length;
    let best = Number.NEGATIVE_INFINITY;
    for (const command of kilnYardCommands(instance, progress)) {
      const after = playKilnYard(rules, instance, progress, command).progress;
      const fired = after.pots.filter((pot, index) => pot.fired === 'whole' && progress.pots[index]?.fired === null);
      best = Math.max(best, fired.length * 0.001 * left + bruteForce(rules, after, left - 1));
    }
    return best;
  }

  it('values each command as the best play after it, sooner worth a little more', () => {
    for (const rules of kilnYardRuleSpace.filter((_, index) => index % 9 === 0)) {
      const midday = play(rules, ['wait', 'turn jug', 'wait']).progress;
      const values = kilnYardValues(rules, instance, midday, kilnYardCommands(instance, midday), 6);
      const best = Math.max(...values.values());
      expect(best).toBeCloseTo(bruteForce(rules, midday, 6), 9);
    }
  });
  it('fires a dry pot at once rather than later', () => {
    const rules = rulesWith({ fast: 'bench', ledgeRate: 2, gap: 0, footShort: 0 });
    const dry = play(rules, waits(4)).progress;
    const values = kilnYardValues(rules, instance, dry, kilnYardCommands(instance, dry), 6);
    expect(Math.max(...values.values())).toBe(values.get('fire jug'));
    expect(values.get('fire jug') as number).toBeGreaterThan(values.get('wait') as number);
    expect(values.get('feel')).toBe(values.get('wait'));
  });
});

describe('kiln-yard variants', () => {
  const benchmark = JSON.stringify(kilnYardRuleSpace);

  it('draws each variant by its ruleset alone, never ruleset 0, with rule spaces of its size', () => {
    for (let ruleset = 1; ruleset <= 30; ruleset++) {
      const space = kilnYardVariantSpace(ruleset);
      expect(JSON.stringify(kilnYardVariantSpace(ruleset))).toBe(JSON.stringify(space));
      expect(JSON.stringify(space)).not.toBe(benchmark);
      expect(space).toHaveLength(36);
      for (const rules of space) expect(rules.needLarge).toBeLessThan(31);
    }
    expect(JSON.stringify(kilnYardVariantSpace(1))).not.toBe(JSON.stringify(kilnYardVariantSpace(2)));
  });
  it('plays its variants to the end', () => {
    for (const ruleset of [1, 2, 3, 4]) {
      const { states } = randomHiddenRulePlayout(kilnYard.game, ruleset, 1, 0, ruleset);
      expect(states.at(-1)?.turn).toBe(kilnYardDesign.turns);
      expect(kilnYardVariantSpace(ruleset)).toContainEqual(states.at(-1)?.rules);
    }
  });
});
