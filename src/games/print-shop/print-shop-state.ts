// The visible instance and the progress of print-shop.
import type { inks } from './print-shop-rules.js';

export type PrintShopInk = (typeof inks)[number];

/** One order on the spike: what to print, in which ink, what the client pays, and the last turn it can be printed. */
export interface PrintShopJob {
  readonly name: string;
  readonly ink: PrintShopInk;
  readonly pay: number;
  readonly due: number;
}

/** One night shift: the orders, all visible from the start (the same every episode of a seed). */
export interface PrintShopInstance {
  readonly jobs: readonly PrintShopJob[];
}

/**
 * Progress: the turns played, the jobs handed in or spoiled, and coins (visible); the last ink on the rollers since the
 * last wash and the runs since the last rest (hidden).
 */
export interface PrintShopProgress {
  readonly turn: number;
  /** Bit i set: job i has been run (crisp or spoiled). */
  readonly done: number;
  readonly coins: number;
  readonly lastInk: PrintShopInk | null;
  readonly runs: number;
}

export type PrintShopVisible = Pick<PrintShopProgress, 'turn' | 'done' | 'coins'>;

/** What a streaked run costs in paper. */
export const paperCost = 3;

export const washCommand = 'wash rollers';
export const restCommand = 'rest';

/** The command that runs `job`. */
export const printCommand = (job: PrintShopJob): string => `print ${job.name}`;
