// The two tetris players: a heuristic (aggregate height plus holes) and the reference, Pierre Dellacherie's evaluator.
import type { Agent, AgentFactory } from '../../core/agent.js';
import {
  columnHeights,
  columnTransitions,
  countHoles,
  cumulativeWells,
  type Placement,
  placements,
  rowTransitions,
} from './tetris-features.js';
import type { PieceName } from './tetris-pieces.js';
import { type TetrisAction, type TetrisObservation, toBitboard } from './tetris-state.js';

/** An agent's choice with its own estimate of the immediate reward (the rows the drop clears). */
export interface TetrisChoice {
  readonly action: TetrisAction;
  readonly selfScore: number;
}

/** Dellacherie's weights (as published by Fahey, 2003): landing height, eroded cells, transitions, holes, wells. */
export const dellacherieWeights = {
  landingHeight: -1,
  erodedPieceCells: 1,
  rowTransitions: -1,
  columnTransitions: -1,
  holes: -4,
  cumulativeWells: -1,
} as const;

/** Plays `chooseHeuristicDrop`; deterministic, never answers END. */
export const tetrisHeuristic: AgentFactory = (): Agent => ({
  name: 'tetris-heuristic',
  act: (turn) => chooseHeuristicDrop(turn.observation as TetrisObservation),
});

/** Plays `chooseReferenceDrop`; deterministic, never answers END. */
export const tetrisReference: AgentFactory = (): Agent => ({
  name: 'tetris-reference',
  act: (turn) => chooseReferenceDrop(turn.observation as TetrisObservation),
});

/** The drop leaving the smallest aggregate column height plus number of holes (first in legal order on ties). */
export function chooseHeuristicDrop(observation: TetrisObservation): TetrisChoice {
  const { width } = observation.rules;
  return best(observation, observation.current, (placement) => {
    const rows = placement.landing.rows;
    const heights = columnHeights(rows, width);
    let aggregate = 0;
    for (const height of heights) aggregate += height;
    return -(aggregate + countHoles(rows, width));
  });
}

/**
 * The drop with the highest Dellacherie evaluation: −landing height + eroded piece cells − row transitions − column
 * transitions − 4·holes − cumulative wells (first in legal order on ties).
 */
export function chooseReferenceDrop(observation: TetrisObservation): TetrisChoice {
  const { width } = observation.rules;
  return best(observation, observation.current, (placement) => dellacherieValue(placement, width));
}

/** Dellacherie's evaluation of one placement. */
export function dellacherieValue(placement: Placement, width: number): number {
  const { landing } = placement;
  const rows = landing.rows;
  const w = dellacherieWeights;
  return (
    w.landingHeight * placement.landingHeight +
    w.erodedPieceCells * landing.cleared * landing.erodedCells +
    w.rowTransitions * rowTransitions(rows, width) +
    w.columnTransitions * columnTransitions(rows, width) +
    w.holes * countHoles(rows, width) +
    w.cumulativeWells * cumulativeWells(rows, width)
  );
}

function best(observation: TetrisObservation, piece: PieceName, value: (placement: Placement) => number): TetrisChoice {
  const options = placements(toBitboard(observation.board), observation.rules.width, piece);
  let chosen: Placement | undefined;
  let chosenValue = Number.NEGATIVE_INFINITY;
  for (const placement of options) {
    const score = placement.landing.toppedOut ? Number.NEGATIVE_INFINITY : value(placement);
    if (chosen === undefined || score > chosenValue) {
      chosen = placement;
      chosenValue = score;
    }
  }
  if (!chosen) return { action: { type: 'end' }, selfScore: 0 };
  return {
    action: { type: 'drop', column: chosen.column, rotation: chosen.rotation },
    selfScore: chosen.landing.cleared,
  };
}
