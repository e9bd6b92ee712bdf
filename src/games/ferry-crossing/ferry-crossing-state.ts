// The visible instance and the progress of ferry-crossing.
import type { Kind } from './ferry-crossing-rules.js';

/** One fare waiting for the ferry: a one-word name, its kind and its weight in stone (all shown). */
export interface Fare {
  readonly name: string;
  readonly kind: Kind;
  readonly weight: number;
}

/** This day's fares, in the order they are listed (all start on the near bank with the ferry). */
export interface FerryCrossingInstance {
  readonly fares: readonly Fare[];
}

/** Where a fare is: on a bank, or gone for the day. */
export type Place = 'near' | 'far' | 'gone';
export type Bank = 'near' | 'far';

/** Where every fare is (by the instance's order) and at which landing the ferry lies. Nothing of it is hidden. */
export interface FerryCrossingProgress {
  readonly places: readonly Place[];
  readonly ferry: Bank;
}

export type FerryCrossingVisible = FerryCrossingProgress;

/** Points a fare pays when it stands on the far bank at the end of the day (six fares: at most 1000). */
export const farePoints: Readonly<Record<Kind, number>> = { person: 150, animal: 200, goods: 150 };

/** The bank across the river from `bank`. */
export function across(bank: Bank): Bank {
  return bank === 'near' ? 'far' : 'near';
}

/** Points of the fares on the far bank. */
export function pointsOf(instance: FerryCrossingInstance, progress: FerryCrossingProgress): number {
  return instance.fares.reduce(
    (total, fare, index) => total + (progress.places[index] === 'far' ? farePoints[fare.kind] : 0),
    0,
  );
}
