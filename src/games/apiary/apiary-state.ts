// The visible instance and the progress of apiary.
import type { Colour, Form, Strain } from './apiary-rules.js';

/** A field of the valley: its name, the colour and form of the flower in it, and the turns it blooms (both included). */
export interface Field {
  readonly name: string;
  readonly colour: Colour;
  readonly form: Form;
  readonly from: number;
  readonly to: number;
}

/** A hive: its name and the strain of its bees. */
export interface Hive {
  readonly name: string;
  readonly strain: Strain;
}

/** This season's valley: its fields and the hives, which start the season at the farm, by no field. */
export interface ApiaryInstance {
  readonly fields: readonly Field[];
  readonly hives: readonly Hive[];
}

/**
 * One hive's progress: the field it stands at (null: still at the farm), the turns its bees will still cluster before
 * foraging (hidden), and whether it was smoked on the last turn.
 */
export interface HiveProgress {
  readonly field: number | null;
  readonly settling: number;
  readonly smoked: boolean;
}

/** Progress: each hive's, in the instance's order, the honey made so far and the turns played (for the bloom). */
export interface ApiaryProgress {
  readonly hives: readonly HiveProgress[];
  readonly honey: number;
  readonly turn: number;
}

/** Everything but how long each hive will still cluster. */
export interface ApiaryVisible {
  readonly hives: readonly Omit<HiveProgress, 'settling'>[];
  readonly honey: number;
  readonly turn: number;
}

/** Whether `field` is in bloom on `turn` (1 for the first turn). */
export function inBloom(field: Field, turn: number): boolean {
  return turn >= field.from && turn <= field.to;
}
