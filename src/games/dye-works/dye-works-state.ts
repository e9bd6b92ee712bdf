// The visible instance and the progress of dye-works.

/** One order on the board: a colour (index into `colours`) and what it pays. */
export interface DyeWorksOrder {
  readonly colour: number;
  readonly pays: number;
}

/** The workshop: the same every episode of a seed. */
export interface DyeWorksInstance {
  readonly orders: readonly DyeWorksOrder[];
}

/**
 * Progress: the vat's colour, the pigments added since they last took and the simmers since (hidden), the orders
 * filled, points earned and the turn all orders were filled (visible).
 */
export interface DyeWorksProgress {
  readonly colour: number;
  readonly pending: number;
  readonly simmered: number;
  readonly filled: readonly boolean[];
  readonly earned: number;
  readonly doneAtTurn: number | null;
}

export type DyeWorksVisible = Pick<DyeWorksProgress, 'filled' | 'earned' | 'doneAtTurn'>;
