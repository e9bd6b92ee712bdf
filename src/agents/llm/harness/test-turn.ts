// Builds the Turn an agent would get at the start of a match (or after given actions), for harness tests.
import type { Turn } from '../../../core/agent.js';
import type { Game, Params } from '../../../core/game.js';
import { resolveParams } from '../../../core/params.js';

/** Options of `testTurn`: preset, seats, seed, actions played first (one joint action per step), and the attempt. */
export interface TestTurnOptions {
  readonly preset?: string;
  readonly params?: Params;
  readonly players?: number;
  readonly seed?: number;
  readonly player?: number;
  readonly steps?: readonly (readonly unknown[])[];
  readonly attempt?: number;
  readonly feedback?: string;
  readonly legalActions?: readonly unknown[];
}

/** The turn of `player` after `steps`, as playMatch would hand it to an agent. */
export function testTurn<S, A, O>(game: Game<S, A, O>, options: TestTurnOptions = {}): Turn<A, O> {
  const params = options.params ?? resolveParams(game as Game, options.preset, {});
  let state = game.setup(params, options.seed ?? 1, options.players ?? game.playerCounts[0] ?? 1);
  for (const actions of options.steps ?? []) state = game.apply(state, actions as readonly A[]);
  const player = options.player ?? 0;
  return {
    game: game as Game<unknown, A, O>,
    params,
    player,
    step: options.steps?.length ?? 0,
    observation: game.observe(state, player),
    legalActions: (options.legalActions as readonly A[] | undefined) ?? game.legalActions(state, player),
    attempt: options.attempt ?? 0,
    ...(options.feedback === undefined ? {} : { feedback: options.feedback }),
    signal: new AbortController().signal,
  };
}
