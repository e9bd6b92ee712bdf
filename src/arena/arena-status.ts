// The arena's status (the ArenaTools contract) from a ledger's status and the run's settings: one mapping for the
// session and the tests' ledger-backed tools.
import type { ArenaStatus } from '../core/arena-tools.js';
import type { LedgerStatus } from '../store/arena-ledger.js';

/** The run's settings a status reports beside the ledger's figures. */
export type ArenaSettings = Pick<ArenaStatus, 'game' | 'poolSize' | 'arm' | 'feedback' | 'batch'>;

export function arenaStatus(settings: ArenaSettings, status: LedgerStatus): ArenaStatus {
  const { champion } = status;
  return {
    ...settings,
    budgets: { small: status.budgets.small, full: status.budgets.full },
    extended: status.extended,
    baselineEvaluated: status.baselineEvaluated,
    champion: champion && {
      snapshotId: champion.snapshotId,
      submissionId: champion.submission.id,
      rank: champion.result.rank,
      elo: champion.result.elo,
    },
    frozen: status.frozen,
    reviewTurnTaken: status.reviewTurnTaken,
    undelivered: status.undelivered,
  };
}
