// `--retries N --fallback P` on the commands that play matches: the invalid-action policy, as far as it differs from
// the game's own rule (that part enters the match ids, so a default run keeps the ids it always had).
import type { Command } from 'commander';
import type { Game, InvalidActionPolicy, InvalidFallback, Params } from '../core/game.js';
import { distinctInvalidPolicy, gameInvalidPolicy } from '../core/play-match.js';
import { UsageError } from '../core/usage-error.js';
import { intOption } from './parse-int-option.js';

const fallbacks: readonly InvalidFallback[] = ['random', 'first', 'default', 'forfeit'];

/** The flags as commander parses them. */
export interface InvalidPolicyFlags {
  readonly retries?: number;
  readonly fallback?: string;
}

/** Adds `--retries` and `--fallback` to `command`. */
export function invalidPolicyOptions(command: Command): Command {
  return command
    .option(
      '--retries <n>',
      "retries with feedback after an invalid action (default: the game's rule, else 2)",
      intOption('--retries', 0, 100),
    )
    .option(
      '--fallback <policy>',
      `after the retries: ${fallbacks.join(', ')} (default: the game's rule, else random)`,
    );
}

/** The policy the flags ask for on `game` under `params`: the game's rule for what they leave out. */
export function invalidPolicyOf(game: Game, params: Params, flags: InvalidPolicyFlags): InvalidActionPolicy {
  if (flags.fallback !== undefined && !fallbacks.includes(flags.fallback as InvalidFallback))
    throw new UsageError(`--fallback must be one of ${fallbacks.join(', ')}, got '${flags.fallback}'`);
  const rule = gameInvalidPolicy(game, params);
  return { retries: flags.retries ?? rule.retries, fallback: (flags.fallback as InvalidFallback) ?? rule.fallback };
}

/** The flags' policy when it differs from the game's rule, else undefined (what a run's spec and its jobs hold). */
export function distinctPolicyOf(
  game: Game,
  params: Params,
  flags: InvalidPolicyFlags,
): InvalidActionPolicy | undefined {
  return distinctInvalidPolicy(game, params, invalidPolicyOf(game, params, flags));
}
