// The snake reference player: the heuristic improved by rollouts (Bertsekas's rollout algorithm). Each move is valued
// by short continuations in which the heuristic plays on from the observed board with apples drawn afresh.
import type { Agent, AgentFactory } from '../../core/agent.js';
import { type Rng, rngFromSeed } from '../../core/rng.js';
import { snakeGame } from './snake-game.js';
import { chooseSnakeMove, type SnakeChoice } from './snake-heuristic.js';
import {
  type Cell,
  hasCell,
  oppositeDirection,
  type SnakeDirection,
  type SnakeEnd,
  type SnakeObservation,
  type SnakeState,
  snakeDirections,
  stepCell,
} from './snake-state.js';

/** Continuations per move; the same apple draws serve every move (common random numbers). */
export const referenceRollouts = 4;
/** Steps a continuation looks ahead, the move itself included (longer ones add noise, not foresight: 10 plays best). */
export const referenceHorizon = 10;
/** Steps the heuristic takes per apple (64 steps, about 20 apples): a crash forfeits the apples of the steps left. */
const stepsPerApple = 3;

const crashes: readonly SnakeEnd[] = ['wall', 'obstacle', 'body'];

/** Apples eaten from `state` over `steps` steps of the heuristic, less those a crash forfeits. */
function continuation(state: SnakeState, steps: number): number {
  let current = state;
  for (let step = 0; step < steps && current.end === null; step++) {
    current = snakeGame.apply(current, [chooseSnakeMove(snakeGame.observe(current, 0)).action]);
  }
  const eaten = current.score - state.score;
  if (current.end === null || !crashes.includes(current.end)) return eaten;
  return eaten - (current.rules.maxSteps - current.step) / stepsPerApple;
}

/** The value of moving in `direction` from `observation`: the mean over `seeds` of the move's apples and continuation. */
function moveValue(observation: SnakeObservation, direction: SnakeDirection, seeds: readonly number[]): number {
  let total = 0;
  for (const seed of seeds) {
    const state = snakeGame.sample(observation, 0, rngFromSeed(seed));
    const next = snakeGame.apply(state, [direction]);
    total += continuation(next, referenceHorizon - 1) + next.score - state.score;
  }
  return total / seeds.length;
}

/**
 * Among the moves that do not reverse, the one whose rollouts eat the most apples (the heuristic's move on ties);
 * `rng` draws the apple positions of the rollouts. Its self-score is 1 when the move eats an apple, else 0.
 */
export function chooseSnakeReferenceMove(observation: SnakeObservation, rng: Rng): SnakeChoice {
  const heuristic = chooseSnakeMove(observation).action;
  const seeds = Array.from({ length: referenceRollouts }, () => rng.seed());
  const others = snakeDirections.filter(
    (direction) => direction !== heuristic && direction !== oppositeDirection(observation.direction),
  );
  let best = { action: heuristic, value: Number.NEGATIVE_INFINITY };
  for (const direction of [heuristic, ...others]) {
    const value = moveValue(observation, direction, seeds);
    if (value > best.value) best = { action: direction, value };
  }
  const head = observation.snake[0] as Cell;
  return { action: best.action, selfScore: hasCell(observation.apples, stepCell(head, best.action)) ? 1 : 0 };
}

/** Plays `chooseSnakeReferenceMove` with rollouts drawn from the seat's seed; never reverses and never answers END. */
export const snakeReference: AgentFactory = (context): Agent => {
  const rng = rngFromSeed(context.seed);
  return {
    name: 'snake-reference',
    act: (turn) => chooseSnakeReferenceMove(turn.observation as SnakeObservation, rng),
  };
};
