import { describe, expect, it } from 'vitest';
import { describeHiddenRuleGame } from '../hidden-rules/describe-hidden-rule-game.js';
import { randomHiddenRulePlayout } from '../hidden-rules/hidden-rule-kit.js';
import { rumourMill } from './index.js';
import { rumourMillDesign as design } from './rumour-mill-design.js';
import { newsHour, recipientsOf, unheard } from './rumour-mill-news.js';
import { playRumourMill, rumourMillCommands } from './rumour-mill-play.js';
import { type RumourMillRules, rumourMillRuleSpace, rumourMillVariantSpace } from './rumour-mill-rules.js';
import type { RumourMillInstance, RumourMillProgress } from './rumour-mill-state.js';

describeHiddenRuleGame(rumourMill, design);

// Bakers in every quarter and smiths in every quarter: Ada knows Bram, Cora and Dunn; Cora knows Ada, Edda and Fenn.
const instance: RumourMillInstance = {
  households: [
    { name: 'Ada', trade: 'baker', quarter: 'hill', knows: [1, 2, 3] },
    { name: 'Bram', trade: 'smith', quarter: 'hill', knows: [0] },
    { name: 'Cora', trade: 'baker', quarter: 'green', knows: [0, 4, 5] },
    { name: 'Dunn', trade: 'smith', quarter: 'green', knows: [0, 5] },
    { name: 'Edda', trade: 'baker', quarter: 'river', knows: [2] },
    { name: 'Fenn', trade: 'smith', quarter: 'river', knows: [2, 3] },
  ],
  rumours: [{ right: 'a fair at Upton', wrong: 'a fair at Oxley', bringers: [1, 3, 5] }],
};
const rulesWith = (change: Partial<RumourMillRules>): RumourMillRules => ({
  trade: 'baker',
  reach: 'known',
  delay: 1,
  garbleSide: 'hearer',
  garbleQuarter: 'river',
  deafQuarter: null,
  ...change,
});
const play = (rules: RumourMillRules, commands: readonly string[]) => {
  let progress = design.start(instance);
  const feedback: string[] = [];
  for (const [index, command] of commands.entries()) {
    const step = playRumourMill(rules, instance, progress, command, index + 1);
    progress = step.progress;
    feedback.push(step.feedback);
  }
  return { progress, feedback };
};

describe('rumour-mill rules', () => {
  it('has 768 rule sets: 8 trades × 2 reaches × 2 delays × 6 ways to go wrong × 4 deaf quarters (or none)', () => {
    expect(new Set(rumourMillRuleSpace.map((each) => JSON.stringify(each))).size).toBe(768);
  });
  it('reaches everyone known, the whole quarter, those known in the quarter, or both', () => {
    const reach = (kind: RumourMillRules['reach']) => recipientsOf(rulesWith({ reach: kind }), instance, 0);
    expect(reach('known')).toEqual([1, 2, 3]);
    expect(reach('quarter')).toEqual([1]);
    expect(reach('known-quarter')).toEqual([1]);
    expect(reach('known-or-quarter')).toEqual([1, 2, 3]);
  });
  it('lets only the passing trade pass news on, once, its delay after first hearing it', () => {
    const { feedback, progress } = play(rulesWith({}), ['tell ada', 'wait', 'wait', 'wait']);
    expect(feedback[0]).toBe('You tell Ada that the market is on Thursday. No news goes round this hour.');
    expect(feedback[1]).toBe(
      "You stay at the mill. By the hour's end, word of market day on Thursday reaches Bram, Cora and Dunn.",
    );
    // Cora passes it on an hour later; the river hears the wrong day; Ada now has it from someone she knows too.
    expect(feedback[2]).toBe(
      "You stay at the mill. By the hour's end, word of market day on Thursday reaches Ada; word of market day on Tuesday reaches Edda and Fenn.",
    );
    expect(feedback[3]).toBe('You stay at the mill. No news goes round this hour.');
    expect(progress.news[0]?.word).toEqual(['right', 'right', 'right', 'right', 'wrong', 'wrong']);
    // Hour 2: 3 right; hours 3 and 4: 4 right, 2 wrong.
    expect(progress.points).toBe(30 + 2 * (40 - 8));
    expect(progress.tellsLeft).toBe(2);
  });
  it('shows the other news going round by the same rules (smiths here)', () => {
    const { feedback } = play(rulesWith({ trade: 'smith', reach: 'quarter' }), ['wait']);
    expect(feedback[0]).toBe(
      "You stay at the mill. By the hour's end, word of a fair at Upton reaches Ada and Cora; word of a fair at Oxley reaches Edda.",
    );
  });
  it('turns everything a teller of the wrong quarter tells into the wrong day', () => {
    const { progress } = play(rulesWith({ garbleSide: 'teller', garbleQuarter: 'hill' }), ['tell ada', 'wait']);
    expect(progress.news[0]?.word.slice(0, 4)).toEqual(['none', 'wrong', 'wrong', 'wrong']);
  });
  it('lets the right day win when both arrive in one hour', () => {
    const rules = rulesWith({ garbleSide: 'teller', garbleQuarter: 'hill' });
    // Ada (hill) tells the wrong day, Cora the right one, both this hour; here Ada knows Fenn as well.
    const households = instance.households.map((household, index) =>
      index === 0 ? { ...household, knows: [1, 2, 3, 5] } : household,
    );
    const news = {
      ...unheard(6),
      heardAt: [0, null, 0, null, null, null],
      holds: ['right', 'none', 'right', 'none', 'none', 'none'] as const,
    };
    const hour = newsHour(rules, { ...instance, households }, news, 1);
    expect(hour.state.word).toEqual(['right', 'wrong', 'wrong', 'wrong', 'right', 'right']);
  });
  it('ignores your word in the deaf quarter, and a tell spends one of the three', () => {
    const { feedback, progress } = play(rulesWith({ deafQuarter: 'green' }), ['tell cora', 'wait', 'wait']);
    expect(feedback[0]).toBe('You tell Cora that the market is on Thursday. No news goes round this hour.');
    expect(feedback.slice(1)).toEqual([
      'You stay at the mill. No news goes round this hour.',
      'You stay at the mill. No news goes round this hour.',
    ]);
    expect(progress.points).toBe(0);
    expect(progress.told[2]).toBe(true);
  });
  it('lists tells only while you may leave the mill, for households that have heard nothing', () => {
    const { progress } = play(rulesWith({}), ['tell edda', 'tell bram']);
    expect(rumourMillCommands(instance, progress)).toEqual(['tell ada', 'tell dunn', 'tell fenn', 'wait']);
    const spent: RumourMillProgress = { ...progress, tellsLeft: 0 };
    expect(rumourMillCommands(instance, spent)).toEqual(['wait']);
  });
});

describe('rumour-mill planner', () => {
  /** The best score minus 0.001 per hour of each tell, by trying every command sequence from `progress` at `turn`. */
  const exhaustive = (rules: RumourMillRules, progress: RumourMillProgress, turn: number): number => {
    if (turn > design.turns) return design.score(rules, instance, progress);
    let best = Number.NEGATIVE_INFINITY;
    for (const command of rumourMillCommands(instance, progress)) {
      const next = playRumourMill(rules, instance, progress, command, turn).progress;
      const cost = command === 'wait' ? 0 : 0.001 * turn;
      best = Math.max(best, exhaustive(rules, next, turn + 1) - cost);
    }
    return best;
  };
  it('values every command as the best score after it, checked against trying every sequence', () => {
    const cases: readonly [RumourMillRules, readonly string[]][] = [
      [rulesWith({}), ['wait', 'wait', 'wait']],
      [rulesWith({ garbleSide: 'teller', garbleQuarter: 'hill', delay: 2 }), ['wait', 'wait', 'tell bram']],
      [rulesWith({ reach: 'known-or-quarter', deafQuarter: 'hill', delay: 0 }), ['tell fenn', 'wait', 'wait', 'wait']],
    ];
    for (const [rules, opening] of cases) {
      const { progress } = play(rules, opening);
      const turn = opening.length + 1;
      const values = design.values(rules, instance, progress, design.turns - turn + 1);
      for (const command of rumourMillCommands(instance, progress)) {
        const next = playRumourMill(rules, instance, progress, command, turn).progress;
        const expected = exhaustive(rules, next, turn + 1) - (command === 'wait' ? 0 : 0.001 * turn);
        expect(values.get(command), `${command} after ${opening.join(', ')}`).toBeCloseTo(expected, 6);
      }
    }
  });
  it('tells the passing trade at once, sooner worth more, and a wasted tell less than waiting', () => {
    const rules = rulesWith({});
    const values = design.values(rules, instance, design.start(instance), design.turns);
    const best = [...values].reduce((a, b) => (b[1] > a[1] ? b : a));
    expect(best[0]).toBe('tell ada');
    expect(values.get('tell bram') as number).toBeLessThan(values.get('wait') as number);
    expect(values.get('wait') as number).toBeLessThan(values.get('tell ada') as number);
  });
});

describe('rumour-mill variants', () => {
  it('draws a family of delays and reaches by ruleset alone, never the benchmark, each of its size', () => {
    const benchmark = JSON.stringify(rumourMillRuleSpace);
    for (let ruleset = 1; ruleset <= 30; ruleset++) {
      const space = rumourMillVariantSpace(ruleset);
      expect(rumourMillVariantSpace(ruleset)).toEqual(space);
      expect(JSON.stringify(space)).not.toBe(benchmark);
      expect(space).toHaveLength(rumourMillRuleSpace.length);
      expect(space.every((rules) => rules.delay >= 0 && rules.delay <= 2)).toBe(true);
    }
  });
  it("plays a variant's rules to the end", () => {
    for (const ruleset of [1, 2, 3, 7]) {
      const { states } = randomHiddenRulePlayout(rumourMill.game, ruleset, 1, 0, ruleset);
      const outcome = rumourMill.game.outcome(states.at(-1) as never);
      expect(outcome?.scores[0]).toBeGreaterThanOrEqual(0);
      expect(outcome?.scores[0]).toBeLessThanOrEqual(1000);
    }
  });
});
