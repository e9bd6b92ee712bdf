// A model-based baseline: it keeps a posterior over the Evolution of Trust strategies, values each move by rolling out
// its best reply to every strategy still possible (random counts as a coin that cannot be influenced), and picks the best.
import type { Agent, AgentFactory } from '../../core/agent.js';
import { type Move, moves, payoff } from './payoff.js';
import {
  type DeterministicStrategy,
  detectiveWatchedRounds,
  deterministicStrategies,
  otherSide,
  posteriorWeights,
  type RoundMoves,
  type Strategy,
  strategyNames,
} from './strategies.js';
import type { TrustObservation } from './trust-evolution-game.js';

/** Rounds a rollout looks ahead; later rounds are ignored, alike for both moves. */
const horizon = 12;

/**
 * The best reply to deterministic `strategy` this round, from our side of `history`, when the strategy plays `theirs`
 * now and `roundsLeft` rounds remain (this one included); the last round is always a cheat.
 */
export function bestReply(
  strategy: DeterministicStrategy,
  history: readonly RoundMoves[],
  theirs: Move,
  roundsLeft: number,
): Move {
  if (roundsLeft <= 1) return 'cheat';
  switch (strategy) {
    case 'always-cheat':
    case 'always-cooperate':
      return 'cheat';
    case 'copycat':
      return 'collaborate';
    case 'grudger':
      return history.some((round) => round.own === 'cheat') ? 'cheat' : 'collaborate';
    case 'copykitten':
      // It never punishes a single cheat: cheat every other round.
      return history.at(-1)?.own === 'cheat' ? 'collaborate' : 'cheat';
    case 'simpleton':
      // Collaborating keeps a collaborating simpleton; cheating turns a cheating one back.
      return theirs;
    case 'detective': {
      // Its first four moves are fixed: cheat in rounds 1–3 (the ones it watches), then collaborate once it has seen a
      // cheat there, so that its copycat phase starts by collaborating; without one it cheats for ever.
      if (history.length < detectiveWatchedRounds) return 'cheat';
      return history.slice(0, detectiveWatchedRounds).some((round) => round.own === 'cheat') ? 'collaborate' : 'cheat';
    }
  }
}

/** Points from playing `first` now, then the best reply to `strategy`, over at most `horizon` rounds. */
function rolloutValue(
  strategy: DeterministicStrategy,
  history: readonly RoundMoves[],
  first: Move,
  roundsLeft: number,
): number {
  const ours = [...history];
  const theirs = history.map(otherSide);
  const play = deterministicStrategies[strategy];
  let total = 0;
  for (let k = 0; k < Math.min(roundsLeft, horizon); k++) {
    const their = play(theirs);
    const own = k === 0 ? first : bestReply(strategy, ours, their, roundsLeft - k);
    total += payoff(own, their);
    ours.push({ own, other: their });
    theirs.push({ own: their, other: own });
  }
  return total;
}

interface Estimate {
  readonly value: number;
  readonly immediate: number;
}

function estimate(strategy: Strategy, history: readonly RoundMoves[], move: Move, roundsLeft: number): Estimate {
  if (strategy === 'random') {
    const immediate = (payoff(move, 'collaborate') + payoff(move, 'cheat')) / 2;
    return { value: immediate + 1.5 * (Math.min(roundsLeft, horizon) - 1), immediate };
  }
  const theirs = deterministicStrategies[strategy](history.map(otherSide));
  return { value: rolloutValue(strategy, history, move, roundsLeft), immediate: payoff(move, theirs) };
}

/**
 * Plays the move with the highest expected rollout value under the posterior over strategies (prior from the
 * `opponent` parameter; uniform with two seats); never answers END. Its self-score is the expected points this round.
 */
export const trustEvolutionHeuristic: AgentFactory = (): Agent => ({
  name: 'heuristic',
  act(turn) {
    const observation = turn.observation as TrustObservation;
    const history: readonly RoundMoves[] = observation.history;
    const roundsLeft = observation.rounds - history.length - observation.skipped;
    const weights = posteriorWeights(observation.pool ?? 'uniform', history.map(otherSide));
    const total = strategyNames.reduce((sum, name) => sum + weights[name], 0);
    let best = { move: 'collaborate' as Move, value: -Infinity, immediate: 0 };
    for (const move of moves) {
      let value = 0;
      let immediate = 0;
      for (const name of strategyNames) {
        if (weights[name] === 0) continue;
        const share = weights[name] / total;
        const result = estimate(name, history, move, roundsLeft);
        value += share * result.value;
        immediate += share * result.immediate;
      }
      if (value > best.value + 1e-9) best = { move, value, immediate };
    }
    const likeliest = strategyNames.reduce((a, b) => (weights[b] > weights[a] ? b : a));
    return {
      action: best.move,
      selfScore: Math.round(best.immediate * 100) / 100,
      note: `likeliest opponent: ${likeliest} (${Math.round((100 * weights[likeliest]) / total)}%)`,
    };
  },
});
