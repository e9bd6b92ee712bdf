// An AAArena run for the viewer: the report's results table and plots, and per repetition its snapshots and ledger,
// read from the run's arena directory (ledgers opened read-only) each time the run is asked for.

import { repetitionPlotSpecs } from '../report/arena-plots.js';
import { arenaResultsTable } from '../report/arena-report.js';
import { parseFullResult, parseSmallResult } from '../report/arena-result-schema.js';
import { arenaEvaluations, arenaRunResults, championOf } from '../report/arena-results.js';
import { type ArenaRepetition, readArenaRun } from '../report/arena-run-dir.js';
import { fixed } from '../report/table.js';
import type { Submission } from '../store/ledger-submission.js';
import type { ArenaLedgerRow, ArenaRepetitionView, ArenaSnapshotRow, ArenaView } from './viewer-api.js';

/**
 * The arena view of run `runId` in `home`, stored with `spec`; throws UsageError when its directory holds no
 * repetition yet.
 */
export function arenaView(home: string, runId: string, spec: unknown): ArenaView {
  const run = readArenaRun(home, runId, spec);
  const results = arenaRunResults(run);
  return {
    game: run.game,
    table: arenaResultsTable(results),
    results,
    repetitions: run.repetitions.map(
      (repetition): ArenaRepetitionView => ({
        repetition: repetition.repetition,
        config: repetition.config,
        plots: repetitionPlotSpecs(repetition, run.game, run.ladder).map(({ spec }) => ({
          title: typeof spec.title === 'string' ? spec.title : 'plot',
          spec,
        })),
        snapshots: snapshotRows(repetition),
        ledger: repetition.ledger.submissions.map(ledgerRow),
      }),
    ),
  };
}

function snapshotRows(repetition: ArenaRepetition): ArenaSnapshotRow[] {
  const { submissions, snapshots } = repetition.ledger;
  const evaluations = arenaEvaluations(submissions);
  const champion = championOf(evaluations)?.snapshotId;
  return snapshots.map((snapshot) => {
    const own = evaluations.filter((evaluation) => evaluation.snapshotId === snapshot.id);
    const best = own.sort((a, b) => a.result.rank - b.result.rank || b.result.elo - a.result.elo)[0];
    return {
      ...snapshot,
      submissions: submissions.filter((submission) => submission.snapshotId === snapshot.id).map(({ seq }) => seq),
      evaluation: best ? { rank: best.result.rank, elo: best.result.elo } : null,
      champion: champion === snapshot.id,
    };
  });
}

/** One line saying what a submission asked for and what came of it. */
export function submissionSummary(submission: Submission): string {
  if (submission.state === 'rejected')
    return `rejected by the preflight (free): ${submission.preflight.ok ? '' : submission.preflight.reason}`;
  if (submission.state === 'pending') return 'in flight (charged; re-executed on restart)';
  const full = parseFullResult(submission.result);
  if (full)
    return (
      `Elo ${fixed(full.elo, 0)} [${fixed(full.interval[0], 0)}, ${fixed(full.interval[1], 0)}], rank ` +
      `${full.rank}/${full.poolSize}, W/D/L ${full.wins}/${full.draws}/${full.losses}` +
      (full.candidateErrors > 0 ? `, ${full.candidateErrors} candidate error(s)` : '')
    );
  const small = parseSmallResult(submission.result);
  if (small?.feedback === 'dense')
    return (
      `W/D/L ${small.wins}/${small.draws}/${small.losses} in ${small.games.length} games` +
      (small.candidateErrors > 0 ? `, ${small.candidateErrors} candidate error(s)` : '')
    );
  if (small?.feedback === 'binary')
    return `${small.games.filter((game) => game.win).length} win(s) in ${small.games.length} games (binary)`;
  return 'completed (result not in the arena’s format)';
}

function ledgerRow(submission: Submission): ArenaLedgerRow {
  const small = parseSmallResult(submission.result);
  return {
    seq: submission.seq,
    id: submission.id,
    kind: submission.request.kind,
    opponents: submission.request.kind === 'small' ? submission.request.opponents : [],
    baseline: submission.request.kind === 'full' && submission.request.baseline === true,
    cost: submission.cost,
    state: submission.state,
    snapshotId: submission.snapshotId,
    summary: submissionSummary(submission),
    submittedAt: submission.submittedAt,
    deliveredAt: submission.deliveredAt,
    matches: small?.feedback === 'dense' ? small.games.map((game) => game.matchId) : [],
    result: submission.result,
  };
}
