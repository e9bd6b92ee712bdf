// Why the arena ledger refused a call: one code per caller mistake, so the arena tools can explain it to the agent.

/** The rule a refused call broke. */
export type LedgerRefusalCode =
  | 'bad-request'
  | 'unknown-snapshot'
  | 'unknown-submission'
  | 'id-reused'
  | 'in-flight'
  | 'budget-spent'
  | 'baseline-used'
  | 'extension-used'
  | 'gold'
  | 'frozen'
  | 'not-frozen'
  | 'not-pending'
  | 'not-completed'
  | 'already-completed'
  | 'review-taken';

/** A call the ledger refused: nothing was written; `code` says which rule, the message says what to do. */
export class LedgerRefusal extends Error {
  override readonly name = 'LedgerRefusal';

  constructor(
    readonly code: LedgerRefusalCode,
    message: string,
  ) {
    super(message);
  }
}
