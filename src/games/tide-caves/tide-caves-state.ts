// The visible shore and the progress of tide-caves.

/** A cave: its name and how many caskets the old wreckers' tale puts inside. */
export interface Cave {
  readonly name: string;
  readonly caskets: number;
}

/** The shore (fixed: the same every episode of a seed): its caves, in the order the path passes them. */
export interface TideCavesInstance {
  readonly caves: readonly Cave[];
}

/**
 * Where you are (-1: the beach, else a cave's index), the caskets you carry and those brought out, the shells combed
 * from the rock pools, and the caskets still in each cave. All of it is visible.
 */
export interface TideCavesProgress {
  readonly at: number;
  readonly carried: number;
  readonly banked: number;
  readonly shells: number;
  readonly left: readonly number[];
}

export const beach = -1;

/** The command that wades into `cave`. */
export function goCommand(cave: Cave): string {
  return `go ${cave.name.toLowerCase()}`;
}
