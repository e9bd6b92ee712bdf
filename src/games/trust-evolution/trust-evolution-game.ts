// The Evolution of Trust as an xparena game: one seat against a hidden strategy (the S³Gym game), or two seats playing an
// iterated prisoner's dilemma with simultaneous moves. Rules and design notes: docs/games/trust-evolution.md.
import { s3gymInvalidAnswers } from '../../core/answer-line.js';
import type { Game, Outcome, Params } from '../../core/game.js';
import { type Rng, type RngState, rngFrom, seedRng } from '../../core/rng.js';
import { type Move, moves, payoff } from './payoff.js';
import {
  drawStrategy,
  opponentChoices,
  opponentWeights,
  posteriorWeights,
  type RoundMoves,
  type Strategy,
  strategyMove,
} from './strategies.js';
import { trustEvolutionActionSchema } from './trust-evolution-action-schema.js';
import { trustEvolutionText } from './trust-evolution-text.js';

/**
 * An action: a move, `END` to stop the single-seat game early (keeping the points so far), or `none`, the no-op an
 * invalid answer plays (never listed as legal: no round is played, but the step is used up).
 */
export type TrustAction = Move | 'END' | 'none';

/** The full state; `history[k]` holds round k's moves as [seat 0, seat 1 or the hidden opponent]. */
export interface TrustState {
  readonly players: number;
  /** Steps in the game: each plays a round, or is lost to an invalid answer. */
  readonly rounds: number;
  /** How the opponent was drawn (the `opponent` parameter); null with two seats. */
  readonly pool: string | null;
  /** The hidden opponent's strategy with one seat; null with two seats. */
  readonly opponent: Strategy | null;
  readonly history: readonly (readonly [Move, Move])[];
  /** Steps lost to invalid answers (`none`): no round was played in them. */
  readonly skipped: number;
  /** True once the single seat answered END. */
  readonly ended: boolean;
  readonly rng: RngState;
}

/** One past round from the observing seat's side, with both players' points. */
export interface TrustRound extends RoundMoves {
  readonly ownPayoff: number;
  readonly otherPayoff: number;
}

/** What one seat sees: everything but the opponent's strategy and the RNG. */
export interface TrustObservation {
  readonly players: number;
  readonly player: number;
  readonly rounds: number;
  /** How the opponent is drawn (public, as a parameter); null with two seats. */
  readonly pool: string | null;
  readonly history: readonly TrustRound[];
  /** Steps lost to invalid answers. */
  readonly skipped: number;
  readonly score: number;
  readonly otherScore: number;
  readonly ended: boolean;
}

const singleSeatActions: readonly TrustAction[] = [...moves, 'END'];

function isOver(state: TrustState): boolean {
  return state.ended || state.history.length + state.skipped >= state.rounds;
}

/** Running totals of [seat 0, seat 1 or the opponent]. */
function totals(state: TrustState): readonly [number, number] {
  const sums: [number, number] = [0, 0];
  for (const [first, second] of state.history) {
    sums[0] += payoff(first, second);
    sums[1] += payoff(second, first);
  }
  return sums;
}

function seatScores(state: TrustState): readonly number[] {
  return totals(state).slice(0, state.players);
}

function actionsOf(state: TrustState): readonly TrustAction[] {
  return state.players === 1 ? singleSeatActions : moves;
}

function checkPlayers(players: number): void {
  if (players !== 1 && players !== 2) throw new Error(`trust-evolution is played by 1 or 2 seats, not ${players}`);
}

/** The pure rules of The Evolution of Trust; never mutates its inputs. */
export const trustEvolutionGame = {
  id: 'trust-evolution',
  version: 3,
  title: 'The Evolution of Trust',
  description:
    'Repeated trust game: collaborate or cheat each round against a hidden Evolution of Trust strategy (S³Gym), ' +
    'or an iterated prisoner’s dilemma between two seats.',
  playerCounts: [1, 2],
  params: {
    rounds: {
      type: 'int',
      default: 10,
      min: 1,
      max: 1000,
      description: 'number of rounds (steps: an invalid answer uses one up without playing a round)',
    },
    opponent: {
      type: 'enum',
      default: 'uniform',
      choices: opponentChoices,
      description:
        'single seat only: how the hidden opponent is drawn (biased towards easier strategies, uniform, or one strategy by name)',
    },
  },
  presets: { explore: { opponent: 'biased' }, eval: { opponent: 'uniform' } },
  defaultPreset: 'eval',
  hiddenInformation: true,

  setup(params: Params, seed: number, players: number): TrustState {
    checkPlayers(players);
    const rounds = Number(params.rounds ?? 10);
    if (!Number.isInteger(rounds) || rounds < 1) throw new Error(`rounds must be a positive integer, got ${rounds}`);
    const rng = rngFrom(seedRng(seed));
    const pool = players === 1 ? String(params.opponent ?? 'uniform') : null;
    const opponent = pool === null ? null : drawStrategy(opponentWeights(pool), rng);
    return { players, rounds, pool, opponent, history: [], skipped: 0, ended: false, rng: rng.state() };
  },

  toAct(state: TrustState): readonly number[] {
    if (isOver(state)) return [];
    return state.players === 1 ? [0] : [0, 1];
  },

  legalActions(state: TrustState, player: number): readonly TrustAction[] {
    if (isOver(state) || player < 0 || player >= state.players) return [];
    return actionsOf(state);
  },

  apply(state: TrustState, actions: readonly TrustAction[]): TrustState {
    if (isOver(state)) throw new Error('the game is over; no action applies');
    if (actions.length !== state.players) {
      throw new Error(`expected ${state.players} action(s), one per seat to act, got ${actions.length}`);
    }
    const legal = actionsOf(state);
    for (const action of actions) {
      if (!legal.includes(action) && action !== 'none')
        throw new Error(`'${String(action)}' is not a legal action; legal: ${legal.join(', ')}`);
    }
    if (actions[0] === 'END') return { ...state, ended: true };
    // An invalid answer from any seat voids the round: nobody moves, the step is used up (KORGym plays no round).
    if (actions.includes('none')) return { ...state, skipped: state.skipped + 1 };
    const [first, second] = actions as readonly [Move, Move | undefined];
    if (state.players === 2) return { ...state, history: [...state.history, [first, second as Move]] };
    if (state.opponent === null) throw new Error('a single-seat state must hold an opponent strategy');
    const view = state.history.map(([own, other]): RoundMoves => ({ own: other, other: own }));
    const rng = rngFrom(state.rng);
    const reply = strategyMove(state.opponent, view, rng);
    // Only the random strategy draws; other opponents leave the RNG state as it was.
    return {
      ...state,
      history: [...state.history, [first, reply]],
      rng: state.opponent === 'random' ? rng.state() : state.rng,
    };
  },

  observe(state: TrustState, player: number): TrustObservation {
    const sums = totals(state);
    const other = 1 - player;
    return {
      players: state.players,
      player,
      rounds: state.rounds,
      pool: state.pool,
      skipped: state.skipped,
      history: state.history.map((pair) => {
        const own = pair[player] as Move;
        const theirs = pair[other] as Move;
        return { own, other: theirs, ownPayoff: payoff(own, theirs), otherPayoff: payoff(theirs, own) };
      }),
      score: sums[player] ?? 0,
      otherScore: sums[other] ?? 0,
      ended: state.ended,
    };
  },

  outcome(state: TrustState): Outcome | null {
    return isOver(state) ? { scores: seatScores(state) } : null;
  },

  score: seatScores,

  /**
   * The remaining rounds are scored as if the forfeiting seat collaborated and was cheated (−1 each) and the other seat
   * cheated a collaborator (+3 each): forfeiting is never better than playing on or than END, on the game's own scale.
   */
  forfeit(state: TrustState, player: number): Outcome {
    const remaining = state.ended ? 0 : Math.max(0, state.rounds - state.history.length - state.skipped);
    const scores = seatScores(state).map((sum, seat) => (seat === player ? sum - remaining : sum + 3 * remaining));
    return { scores };
  },

  /** The invalid-answer no-op: no round is played and the step is used up. */
  defaultAction: (_state: TrustState, _player: number): TrustAction => 'none',

  /** An invalid answer is a no-op step, as in KORGym (it plays no round) and the paper's configuration table. */
  invalidActionPolicy: s3gymInvalidAnswers(),

  sample(observation: TrustObservation, player: number, rng: Rng): TrustState {
    checkPlayers(observation.players);
    const history = observation.history.map(({ own, other }): readonly [Move, Move] =>
      player === 0 ? [own, other] : [other, own],
    );
    let opponent: Strategy | null = null;
    if (observation.players === 1) {
      const view = observation.history.map(({ own, other }): RoundMoves => ({ own: other, other: own }));
      opponent = drawStrategy(posteriorWeights(observation.pool ?? 'uniform', view), rng);
    }
    return {
      players: observation.players,
      rounds: observation.rounds,
      pool: observation.pool,
      opponent,
      history,
      skipped: observation.skipped,
      ended: observation.ended,
      rng: seedRng(rng.seed()),
    };
  },

  actionSchema: trustEvolutionActionSchema,
  text: trustEvolutionText,
} satisfies Game<TrustState, TrustAction, TrustObservation>;
