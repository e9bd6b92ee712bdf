// What identifies an AAArena run (its hash is the run id) and its validation from flags or a suite file's cell, with
// AAArena's defaults for what is not given.
import { arenaArms, arenaDefaults } from '../../arena/arena-config.js';
import type { ArenaArm, ArenaFeedback } from '../../core/arena-tools.js';
import { UsageError } from '../../core/usage-error.js';

/** The settings of one run as given (flags or a suite cell); all but the game and the developer have defaults. */
export interface AaarenaRunSettings {
  readonly game?: string;
  readonly developer?: string;
  readonly arm?: string;
  readonly feedback?: string;
  readonly batch?: number;
  readonly repetitions?: number;
  readonly seed?: number;
  readonly small?: number;
  readonly full?: number;
}

/** What identifies an AAArena run (its hash is the run id; concurrency is not part of it). */
export interface AaarenaRunSpec {
  readonly suite: 'aaarena';
  readonly game: string;
  readonly developer: string;
  readonly arm: ArenaArm;
  readonly feedback: ArenaFeedback;
  readonly batch: number;
  readonly repetitions: number;
  readonly seed: number;
  readonly small: number;
  readonly full: number;
}

/** The run's spec from the flags, with AAArena's defaults; a missing or bad flag is a UsageError. */
export function aaarenaRunSpec(flags: AaarenaRunSettings): AaarenaRunSpec {
  if (!flags.game) throw new UsageError('aaarena needs --game <id> (a game with a sealed pool, see xparena pool show)');
  if (!flags.developer)
    throw new UsageError('aaarena needs --developer <spec>, e.g. offline, llm:openai/gpt-4o or shell:claude-code');
  const arm = flags.arm ?? arenaDefaults.arm;
  if (!(arenaArms as readonly string[]).includes(arm))
    throw new UsageError(`--arm must be one of ${arenaArms.join(', ')}, not '${arm}'`);
  const feedback = flags.feedback ?? arenaDefaults.feedback;
  if (feedback !== 'dense' && feedback !== 'binary')
    throw new UsageError(`--feedback must be dense or binary, not '${feedback}'`);
  return {
    suite: 'aaarena',
    game: flags.game,
    developer: flags.developer.trim(),
    arm: arm as ArenaArm,
    feedback,
    batch: flags.batch ?? arenaDefaults.batch,
    repetitions: flags.repetitions ?? 3,
    seed: flags.seed ?? 0,
    small: flags.small ?? arenaDefaults.budgets.small,
    full: flags.full ?? arenaDefaults.budgets.full,
  };
}
