// The visible instance and the progress of pigeon-loft.

/** A bird's looks: indexes into `colours` and `markings`. */
export interface Looks {
  readonly colour: number;
  readonly marking: number;
}

/** A bird with its pedigree: its own looks and its sire's and dam's (all shown to the player). */
export interface Bird extends Looks {
  readonly sire: Looks;
  readonly dam: Looks;
}

export interface Cock extends Bird {
  readonly name: string;
}

/** A show class: the looks it asks for and what winning it pays. */
export interface ShowClass extends Looks {
  readonly pays: number;
}

/** One season: the hen you start with, the visiting cocks and the classes at the show (all visible). */
export interface PigeonLoftInstance {
  readonly hen: Bird;
  readonly cocks: readonly Cock[];
  readonly classes: readonly ShowClass[];
}

/** Progress (all visible): your hen now, the classes won and the points earned. */
export interface PigeonLoftProgress {
  readonly hen: Bird;
  readonly won: readonly boolean[];
  readonly earned: number;
}
