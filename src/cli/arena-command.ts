// `xparena arena <tool>`: the arena's tools on one run (docs/aaarena.md, "Tools"), with the same semantics as the
// arena MCP server and the built-in developers, because all of them are an ArenaSession over the run's ledger.
import type { Command } from 'commander';
import { type ArenaRun, openArenaRun } from '../arena/arena-run.js';
import { ArenaSession } from '../arena/arena-session.js';
import { findArenaRun } from '../arena/find-arena-run.js';
import { ArenaInfraError } from '../arena/play-arena-games.js';
import type { ArenaResult, ArenaStatus, SubmissionOutcome } from '../core/arena-tools.js';
import { homeDir, openStore } from '../runs/home.js';
import type { Store } from '../store/store.js';
import { intOption } from './parse-int-option.js';

interface ArenaFlags {
  run?: string;
  json?: boolean;
}

/** Opens the run, its store (when the run names one) and a session; always closes them. */
async function withSession(flags: ArenaFlags, command: Command, use: (session: ArenaSession) => Promise<void>) {
  const home = homeDir(command.optsWithGlobals().home);
  const run: ArenaRun = openArenaRun(findArenaRun(flags.run, home));
  let store: Store | undefined;
  try {
    store = run.config.store ? openStore(run.config.store.home) : undefined;
    await use(new ArenaSession(run, store ? { store } : {}));
  } catch (error) {
    if (!(error instanceof ArenaInfraError)) throw error;
    console.error(`xparena: ${error.message}`);
    process.exitCode = 1;
  } finally {
    store?.close();
    run.ledger.close();
  }
}

function print(flags: ArenaFlags, value: unknown, text: () => string): void {
  console.log(flags.json ? JSON.stringify(value, null, 2) : text());
}

export function arenaCommand(program: Command): void {
  const arena = program
    .command('arena')
    .description('the AAArena tools on one run: status, opponents, budget, small, full, restore, deliver, preflight');
  const tool = (name: string, description: string) =>
    arena
      .command(name)
      .description(description)
      .option('--run <run>', 'the run directory or id (default: the run whose workspace holds the current directory)')
      .option('--json', 'print JSON');

  tool('status', 'budgets, champion, freeze and undelivered results').action((flags: ArenaFlags, command: Command) =>
    withSession(flags, command, async (session) => print(flags, session.status(), () => statusText(session.status()))),
  );
  tool('budget', 'small-match and full-evaluation units: total, used, remaining').action(
    (flags: ArenaFlags, command: Command) =>
      withSession(flags, command, async (session) => {
        const { budgets } = session.status();
        print(flags, budgets, () => budgetText(session.status()));
      }),
  );
  tool('opponents', 'the frozen ladder, best first (ids, ranks, Elo; never code)')
    .option('--from <rank>', 'first rank', intOption('--from', 1))
    .option('--to <rank>', 'last rank', intOption('--to', 1))
    .action((flags: ArenaFlags & { from?: number; to?: number }, command: Command) =>
      withSession(flags, command, async (session) => {
        const list = session.opponents({
          ...(flags.from === undefined ? {} : { from: flags.from }),
          ...(flags.to === undefined ? {} : { to: flags.to }),
        });
        print(flags, list, () =>
          [
            'rank  id            Elo  role',
            ...list.map(
              (opponent) =>
                `${String(opponent.rank).padStart(4)}  ${opponent.id.padEnd(10)} ${opponent.elo.toFixed(1).padStart(7)}  ${opponent.role ?? '-'}`,
            ),
          ].join('\n'),
        );
      }),
    );
  tool('preflight', 'the free check of strategy/: manifest, entry file, syntax').action(
    (flags: ArenaFlags, command: Command) =>
      withSession(flags, command, async (session) => {
        const verdict = await session.preflight();
        print(flags, verdict, () => (verdict.ok ? 'preflight: ok' : `preflight failed: ${verdict.reason}`));
        if (!verdict.ok) process.exitCode = 1;
      }),
  );
  tool('small', 'play strategy/ against 1–batch opponents (one unit each); arms other than choice pick them')
    .argument('[opponents...]', 'opponent ids (the choice arm only)')
    .option('--id <id>', 'an idempotent submission id (default: a hash of the request and snapshot)')
    .action((opponents: string[], flags: ArenaFlags & { id?: string }, command: Command) =>
      withSession(flags, command, async (session) => {
        const outcome = await session.small({
          ...(opponents.length ? { opponents } : {}),
          ...(flags.id ? { id: flags.id } : {}),
        });
        printOutcome(flags, outcome);
      }),
    );
  tool('full', 'evaluate strategy/ against the whole pool (one unit; the first, on the starter, is free)')
    .option('--id <id>', 'an idempotent submission id (default: a hash of the request and snapshot)')
    .action((flags: ArenaFlags & { id?: string }, command: Command) =>
      withSession(flags, command, async (session) => {
        printOutcome(flags, await session.full(flags.id ? { id: flags.id } : {}));
      }),
    );
  tool('restore', "copy the champion's snapshot back into strategy/ (free)").action(
    (flags: ArenaFlags, command: Command) =>
      withSession(flags, command, async (session) => {
        const champion = session.restoreChampion();
        print(
          flags,
          champion,
          () =>
            `restored the champion ${champion.snapshotId} (rank ${champion.rank}, Elo ${champion.elo}) into strategy/`,
        );
      }),
  );
  tool('deliver', 'results completed but not shown yet (e.g. after a crash)').action(
    (flags: ArenaFlags, command: Command) =>
      withSession(flags, command, async (session) => {
        const delivered = session.deliver();
        print(flags, delivered, () =>
          delivered.length === 0
            ? 'nothing to deliver'
            : delivered.map((item) => `submission ${item.submissionId}:\n${resultText(item.result)}`).join('\n\n'),
        );
      }),
  );
}

function printOutcome(flags: ArenaFlags, outcome: SubmissionOutcome): void {
  print(flags, outcome, () =>
    outcome.state === 'rejected'
      ? `rejected by the preflight (no charge): ${outcome.reason}`
      : `submission ${outcome.submissionId} (snapshot ${outcome.snapshotId}, cost ${outcome.cost}):\n${resultText(outcome.result)}`,
  );
  if (outcome.state === 'rejected') process.exitCode = 1;
}

function budgetText(status: ArenaStatus): string {
  const { small, full } = status.budgets;
  return [
    `small: ${small.remaining} of ${small.total} units left (${small.used} used)`,
    `full:  ${full.remaining} of ${full.total} left (${full.used} used)`,
  ].join('\n');
}

function statusText(status: ArenaStatus): string {
  const champion = status.champion
    ? `champion: snapshot ${status.champion.snapshotId}, rank ${status.champion.rank} of ${status.poolSize}, Elo ${status.champion.elo}`
    : 'champion: none yet (no full evaluation)';
  return [
    `${status.game}: ${status.poolSize} programs, arm ${status.arm}, ${status.feedback} feedback, batch ${status.batch}`,
    budgetText(status),
    `baseline: ${status.baselineEvaluated ? 'evaluated' : 'not yet'}`,
    champion,
    `frozen: ${status.frozen ?? 'no'}${status.reviewTurnTaken ? ' (final review turn taken)' : ''}`,
    `undelivered results: ${status.undelivered}`,
  ].join('\n');
}

function resultText(result: ArenaResult): string {
  if (result.kind === 'full')
    return [
      `Elo ${result.elo} [${result.interval[0]}, ${result.interval[1]}], rank ${result.rank} of ${result.poolSize}${result.baseline ? ' (baseline)' : ''}`,
      `W/D/L ${result.wins}/${result.draws}/${result.losses}, win rate ${result.winRate}, errors: yours ${result.candidateErrors}, opponents' ${result.opponentErrors}`,
      `worst: ${result.worst.map((record) => `${record.opponent} (rank ${record.rank}) ${record.score}/${record.games}`).join(', ')}`,
    ].join('\n');
  if (result.feedback === 'binary')
    return result.games.map((game) => `${game.opponent} seat ${game.seat}: ${game.win ? 'win' : 'no win'}`).join('\n');
  return [
    `W/D/L ${result.wins}/${result.draws}/${result.losses}, errors: yours ${result.candidateErrors}, opponents' ${result.opponentErrors}`,
    ...result.games.map(
      (game) =>
        `${game.opponent} (rank ${game.opponentRank}) seat ${game.seat}: ${game.outcome} ${game.score[0]}–${game.score[1]}, ${game.rounds} rounds, replay ${game.replay}\n  ${game.narration}`,
    ),
  ].join('\n');
}
