// A baseline that plays one of Kuhn's (1950) Nash equilibria, so ratings have a fixed, unexploitable-in-expectation anchor.
import type { Agent, AgentFactory } from '../../core/agent.js';
import { rngFromSeed } from '../../core/rng.js';
import { UsageError } from '../../core/usage-error.js';
import type { KuhnObservation } from './kuhn-poker-game.js';
import type { KuhnAction, KuhnCard } from './kuhn-poker-rules.js';

/** A mixed choice: `act` with probability `p`, else `otherwise`. */
export type Mix = { readonly act: KuhnAction; readonly otherwise: KuhnAction; readonly p: number };

/**
 * The equilibrium family of Kuhn (1950), parameterised by the opener's bluffing rate α ∈ [0, 1/3].
 * Opener: bet J with α, check Q, bet K with 3α; after check-bet fold J, call Q with α + 1/3, call K.
 * Responder: facing a bet fold J, call Q with 1/3, call K; after a check bet J with 1/3, check Q, bet K.
 */
export function kuhnEquilibrium(alpha: number, card: KuhnCard, history: readonly KuhnAction[]): Mix | null {
  const third = 1 / 3;
  const mixes: Record<string, Record<KuhnCard, Mix>> = {
    '': {
      J: { act: 'bet', otherwise: 'check', p: alpha },
      Q: { act: 'bet', otherwise: 'check', p: 0 },
      K: { act: 'bet', otherwise: 'check', p: 3 * alpha },
    },
    'check,bet': {
      J: { act: 'call', otherwise: 'fold', p: 0 },
      Q: { act: 'call', otherwise: 'fold', p: alpha + third },
      K: { act: 'call', otherwise: 'fold', p: 1 },
    },
    bet: {
      J: { act: 'call', otherwise: 'fold', p: 0 },
      Q: { act: 'call', otherwise: 'fold', p: third },
      K: { act: 'call', otherwise: 'fold', p: 1 },
    },
    check: {
      J: { act: 'bet', otherwise: 'check', p: third },
      Q: { act: 'bet', otherwise: 'check', p: 0 },
      K: { act: 'bet', otherwise: 'check', p: 1 },
    },
  };
  return mixes[history.join(',')]?.[card] ?? null;
}

/**
 * Plays Kuhn's equilibrium with α from option `alpha` (default 1/3: always bet a king as opener, bluff a jack a third of
 * the time), drawing mixed choices from its own seeded generator; throws UsageError for an α outside [0, 1/3].
 */
export const kuhnPokerHeuristic: AgentFactory = (context): Agent => {
  const alpha = context.options.alpha === undefined ? 1 / 3 : Number(context.options.alpha);
  if (!Number.isFinite(alpha) || alpha < 0 || alpha > 1 / 3 + 1e-9) {
    throw new UsageError(
      `option alpha of the kuhn-poker heuristic must be a number in [0, 1/3], got '${context.options.alpha}'`,
    );
  }
  const rng = rngFromSeed(context.seed);
  return {
    name: 'kuhn-poker-heuristic',
    act(turn) {
      const observation = turn.observation as KuhnObservation;
      const mix = observation.card ? kuhnEquilibrium(alpha, observation.card, observation.history) : null;
      const action = mix ? (rng.chance(mix.p) ? mix.act : mix.otherwise) : undefined;
      return { action: action && turn.legalActions.includes(action) ? action : rng.pick(turn.legalActions) };
    },
  };
};
