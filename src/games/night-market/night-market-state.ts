// The visible instance and the progress of night-market.
import type { companies, scarves } from './night-market-rules.js';

export interface NightMarketCustomer {
  readonly name: string;
  readonly scarf: (typeof scarves)[number];
  readonly company: (typeof companies)[number];
}

/** One evening: the customers in the order they come (all visible from the start) and the jars on the stall. */
export interface NightMarketInstance {
  readonly customers: readonly NightMarketCustomer[];
  readonly jars: number;
}

/** Progress: the next customer, coins and jars (visible) and the market's mood (hidden, 0–3). */
export interface NightMarketProgress {
  readonly next: number;
  readonly coins: number;
  readonly jars: number;
  readonly mood: number;
}

export type NightMarketVisible = Omit<NightMarketProgress, 'mood'>;

export const nightMarketCommands = ['ask low', 'ask fair', 'ask high', 'give sample', 'wave on'] as const;
export type NightMarketCommand = (typeof nightMarketCommands)[number];
