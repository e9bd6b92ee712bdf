// The visible village and the progress of rumour-mill.
import type { Quarter, Trade } from './rumour-mill-rules.js';

/** A household: its name, trade and quarter, and the households it knows (indices into the village, both ways). */
export interface Household {
  readonly name: string;
  readonly trade: Trade;
  readonly quarter: Quarter;
  readonly knows: readonly number[];
}

/** Other news of the day: what it says, what it turns into where it goes wrong, and who came home with it at dawn. */
export interface Rumour {
  readonly right: string;
  readonly wrong: string;
  readonly bringers: readonly number[];
}

/** This episode's village (re-shuffled every episode): households listed by quarter, then name; the day's other news. */
export interface RumourMillInstance {
  readonly households: readonly Household[];
  readonly rumours: readonly Rumour[];
}

/** What a household has heard of one piece of news: nothing yet, the right version, or the wrong one. */
export type Word = 'none' | 'right' | 'wrong';

/**
 * How one piece of news stands, per household: what it heard from people it knows (the first version it got, the right
 * one winning a tie) and — hidden — the hour it first heard anything of it, the version it first heard and whether it
 * has passed it on.
 */
export interface NewsState {
  readonly word: readonly Word[];
  readonly heardAt: readonly (number | null)[];
  readonly holds: readonly Word[];
  readonly passed: readonly boolean[];
}

/**
 * Whom you told, how many times you may still leave the mill, the points earned so far (hour by hour, before the floor
 * at 0), and the market news (first) and the other news.
 */
export interface RumourMillProgress {
  readonly told: readonly boolean[];
  readonly tellsLeft: number;
  readonly points: number;
  readonly news: readonly NewsState[];
}

/** What the player sees: whom they told, tells left, points, and what every household has heard of each piece of news. */
export interface RumourMillVisible {
  readonly told: readonly boolean[];
  readonly tellsLeft: number;
  readonly points: number;
  readonly words: readonly (readonly Word[])[];
}

/** The command that tells `household` the news. */
export function tellCommand(household: Household): string {
  return `tell ${household.name.toLowerCase()}`;
}
