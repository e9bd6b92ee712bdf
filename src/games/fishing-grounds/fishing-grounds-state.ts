// The visible instance and the progress of fishing-grounds.
import type { bottoms, depths } from './fishing-grounds-rules.js';

/** One fishing ground: its name and what the charts show of it. */
export interface FishingGround {
  readonly name: string;
  readonly depth: (typeof depths)[number];
  readonly bottom: (typeof bottoms)[number];
}

/** One season: the grounds within reach of the harbour (a new chart every episode). */
export interface FishingGroundsInstance {
  readonly grounds: readonly FishingGround[];
}

/** Progress: days and fish landed, less fuel (visible); each ground's fish level, 0 (dead) to 3, and torn nets (hidden). */
export interface FishingGroundsProgress {
  readonly day: number;
  readonly landed: number;
  readonly levels: readonly number[];
  readonly torn: boolean;
}

export type FishingGroundsVisible = Pick<FishingGroundsProgress, 'day' | 'landed'>;

/** Fish level of a ground at the start of a season, and the most it holds. */
export const fullLevel = 3;

/** Fish a day at sea costs in fuel, taken from the fish landed. */
export const fuelCost = 2;

export const mendCommand = 'mend nets';

/** The command that fishes `ground`. */
export const fishCommand = (ground: FishingGround): string => `fish ${ground.name.toLowerCase()}`;
