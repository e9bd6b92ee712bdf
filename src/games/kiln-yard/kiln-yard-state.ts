// The visible instance and the progress of kiln-yard.
import type { Place, Size } from './kiln-yard-rules.js';

/** A pot thrown this morning: its name, its size and where it stands to dry. */
export interface Pot {
  readonly name: string;
  readonly size: Size;
  readonly place: Place;
}

/** The yard: the pots of the day (the same every episode of a seed). */
export interface KilnYardInstance {
  readonly pots: readonly Pot[];
}

/** How a fired pot came out of the kiln. */
export type Fired = 'whole' | 'cracked' | 'burst';

/** One pot's progress: how dry it is (hidden), whether it has been turned over, how its firing went (null: not yet). */
export interface PotProgress {
  readonly dry: number;
  readonly turned: boolean;
  readonly fired: Fired | null;
}

/** Progress: each pot's, in the instance's order, and the kiln's firings so far. */
export interface KilnYardProgress {
  readonly pots: readonly PotProgress[];
  readonly firings: number;
}

/** Everything but the pots' dryness. */
export interface KilnYardVisible {
  readonly pots: readonly Omit<PotProgress, 'dry'>[];
  readonly firings: number;
}
