import { describe, expect, it } from 'vitest';
import { payoff } from './payoff.js';

describe('payoff', () => {
  it('gives +2 to each when both collaborate', () => {
    expect(payoff('collaborate', 'collaborate')).toBe(2);
  });

  it('gives −1 to a collaborator who is cheated and +3 to the cheater', () => {
    expect(payoff('collaborate', 'cheat')).toBe(-1);
    expect(payoff('cheat', 'collaborate')).toBe(3);
  });

  it('gives 0 to each when both cheat', () => {
    expect(payoff('cheat', 'cheat')).toBe(0);
  });
});
