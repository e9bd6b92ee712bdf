// The naive players the rules are built to defeat: `do-nothing` (every piece stays) and `repeat-last` (every piece
// repeats its last move). Both expect nothing (self-score 0) and never answer END.
import type { Agent, AgentFactory } from '../../core/agent.js';
import { repeatLastPrediction, stayPrediction } from './chess-predictions.js';
import { type ChessObservation, predictionOf } from './chess-state.js';

/** Predicts that every piece stays where it is: the game's natural no-op player. */
export const chessDoNothing: AgentFactory = (): Agent => ({
  name: 'chess-do-nothing',
  act: (turn) => {
    const observation = turn.observation as ChessObservation;
    return { action: predictionOf(observation.letters, stayPrediction(observation)), selfScore: 0 };
  },
});

/** Predicts that every piece repeats its last displacement (across a wrapped edge too). */
export const chessRepeatLast: AgentFactory = (): Agent => ({
  name: 'chess-repeat-last',
  act: (turn) => {
    const observation = turn.observation as ChessObservation;
    return { action: predictionOf(observation.letters, repeatLastPrediction(observation)), selfScore: 0 };
  },
});
