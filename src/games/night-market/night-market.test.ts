import { describe, expect, it } from 'vitest';
import { describeHiddenRuleGame } from '../hidden-rules/describe-hidden-rule-game.js';
import { nightMarket } from './index.js';
import { nightMarketDesign } from './night-market-design.js';
import { nightMarketRuleSpace } from './night-market-rules.js';
import { serve } from './night-market-serve.js';

describeHiddenRuleGame(nightMarket, nightMarketDesign);

describe('night-market rules', () => {
  const rules = nightMarketRuleSpace.find(
    (candidate) => candidate.trait === 'scarf' && candidate.kinds.join() === 'picky,thrifty,talker,talker',
  );
  if (!rules) throw new Error('rule set missing from the space');
  const start = { next: 0, coins: 0, jars: 10, mood: 0 };
  const red = { name: 'Ada', scarf: 'red', company: 'alone' } as const;
  const yellow = { name: 'Bo', scarf: 'yellow', company: 'alone' } as const;

  it('has 72 distinct rule sets', () => {
    expect(new Set(nightMarketRuleSpace.map((candidate) => JSON.stringify(candidate))).size).toBe(72);
  });
  it('a sample to one customer raises what another pays later, with the same feedback as any sample', () => {
    const sampled = serve(rules, yellow, start, 'give sample');
    expect(sampled.feedback).toBe(serve(rules, red, start, 'give sample').feedback.replace('Ada', 'Bo'));
    expect(serve(rules, red, start, 'ask high').feedback).toBe('Ada pays 5 coins for one jar.');
    expect(serve(rules, red, sampled.progress, 'ask high').feedback).toBe('Ada pays 13 coins for one jar.');
  });
  it('a lower price than asked for loses the sale and what later customers pay', () => {
    const refused = serve(rules, red, { ...start, mood: 2 }, 'ask fair');
    expect(refused.feedback).toBe('Ada looks at the jars and walks on.');
    expect(refused.progress.mood).toBe(1);
  });
});
