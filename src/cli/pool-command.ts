// `xparena pool calibrate|distinct|verify|show <game>`: calibrate and seal a game's opponent pool, test that its
// programs play differently, replay a sample of it to check it reproduces, and print its ladder (docs/pools.md).
import { resolve } from 'node:path';
import type { Command } from 'commander';
import { poolsDirVariable } from '../agents/program/pool-roster.js';
import { intOption } from './parse-int-option.js';
import { calibratePoolCommand } from './pool-calibration.js';
import { distinctPlayCommand } from './pool-distinct.js';
import { poolReport, poolReportText, poolWarnings } from './pool-show.js';
import { verifyPoolCommand } from './pool-verify.js';
import { queueFlag, queueHelp, redisUrlArgument } from './queue-option.js';
import { resumeCommand } from './resume-command.js';

interface CalibrateFlags {
  degree?: number;
  seeds?: number;
  concurrency: number;
  poolsDir?: string;
  progress: boolean;
  queue?: string;
}

interface DistinctFlags {
  seeds: number;
  concurrency: number;
  poolsDir?: string;
  progress: boolean;
  queue?: string;
}

interface VerifyFlags {
  pairs: number;
  concurrency: number;
  poolsDir?: string;
  progress: boolean;
  queue?: string;
}

const poolsDirHelp = 'the pools directory (default: $XPARENA_POOLS_DIR or the pools/ shipped with xparena)';

/** An environment variable, so `program:pool/…` specs resolve the same way in the match workers a run forks. */
function choosePoolsDir(dir: string | undefined): void {
  if (dir !== undefined) process.env[poolsDirVariable] = resolve(dir);
}

export function poolCommand(program: Command): void {
  const pool = program
    .command('pool')
    .description("a game's frozen opponent pool: calibrate and seal it, verify it reproduces, show its ladder");
  pool
    .command('calibrate')
    .description(
      'play the pool’s circulant schedule as a resumable run and seal the ladder into pools/<game>/pool.json',
    )
    .argument('<game>', 'a game with a pool (pools/<game>/roster.json)')
    .option(
      '--degree <d>',
      'opponents per program (even; default: the roster’s schedule, else 8)',
      intOption('--degree', 1, 10_000),
    )
    .option(
      '--seeds <k>',
      'seeds per ordered pair (default: the roster’s schedule, else 4)',
      intOption('--seeds', 1, 100_000),
    )
    .option('-c, --concurrency <n>', 'matches played at once', intOption('--concurrency', 1, 1024), 1)
    .option('--pools-dir <dir>', poolsDirHelp)
    .option(queueFlag, queueHelp, redisUrlArgument)
    .option('--no-progress', 'no progress bar')
    .action(async (gameId: string, flags: CalibrateFlags, command: Command) => {
      choosePoolsDir(flags.poolsDir);
      const home = command.optsWithGlobals().home;
      await calibratePoolCommand(
        gameId,
        { degree: flags.degree, seeds: flags.seeds, concurrency: flags.concurrency },
        { home, resume: resumeCommand(command), progress: flags.progress, queue: flags.queue },
      );
    });
  pool
    .command('distinct')
    .description(
      'play every program against the reference on shared seeds and write the groups that play identically into pools/<game>/distinct.json',
    )
    .argument('<game>', 'a game with a pool (pools/<game>/roster.json)')
    .option(
      '--seeds <k>',
      'shared seeds (each in both seats where the game is symmetric)',
      intOption('--seeds', 1, 1000),
      2,
    )
    .option('-c, --concurrency <n>', 'matches played at once', intOption('--concurrency', 1, 1024), 1)
    .option('--pools-dir <dir>', poolsDirHelp)
    .option(queueFlag, queueHelp, redisUrlArgument)
    .option('--no-progress', 'no progress bar')
    .action(async (gameId: string, flags: DistinctFlags, command: Command) => {
      choosePoolsDir(flags.poolsDir);
      const home = command.optsWithGlobals().home;
      await distinctPlayCommand(
        gameId,
        { seeds: flags.seeds, concurrency: flags.concurrency },
        { home, resume: resumeCommand(command), progress: flags.progress, queue: flags.queue },
      );
    });
  pool
    .command('verify')
    .description(
      'replay an evenly spread sample of the sealed pairs in a fresh store and check each scores exactly as sealed',
    )
    .argument('<game>', 'a game with a sealed pool')
    .option('--pairs <n>', 'sealed pairs to replay, spread evenly over them', intOption('--pairs', 1, 100_000), 20)
    .option('-c, --concurrency <n>', 'matches played at once', intOption('--concurrency', 1, 1024), 1)
    .option('--pools-dir <dir>', poolsDirHelp)
    .option(queueFlag, queueHelp, redisUrlArgument)
    .option('--no-progress', 'no progress bar')
    .action(async (gameId: string, flags: VerifyFlags, command: Command) => {
      choosePoolsDir(flags.poolsDir);
      await verifyPoolCommand(
        gameId,
        { pairs: flags.pairs, concurrency: flags.concurrency },
        { resume: resumeCommand(command), progress: flags.progress, queue: flags.queue },
      );
    });
  pool
    .command('show')
    .description('print the sealed ladder and its checks (spread, gaps, hard top, distinct programs)')
    .argument('<game>', 'a game with a sealed pool')
    .option('--pools-dir <dir>', poolsDirHelp)
    .option('--json', 'print the ladder and checks as JSON')
    .action((gameId: string, flags: { poolsDir?: string; json?: boolean }) => {
      choosePoolsDir(flags.poolsDir);
      const report = poolReport(gameId);
      for (const warning of poolWarnings(report)) console.error(warning);
      if (flags.json) {
        console.log(JSON.stringify(report, null, 2));
        return;
      }
      console.log(poolReportText(report));
    });
}
