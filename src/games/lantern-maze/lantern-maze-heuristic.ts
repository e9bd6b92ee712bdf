// The baseline miner: pull toward nearby loot (faded by distance, halved where the rival is closer), keep out of
// reach of active beasts unless lit, hunt beasts while the lantern lasts, and snare a beast that is about to pounce.
import type { Agent, AgentFactory } from '../../core/agent.js';
import { type Rng, rngFromSeed } from '../../core/rng.js';
import type { LanternMazeObservation } from './lantern-maze-game.js';
import {
  type Cell,
  cellIndex,
  directions,
  distancesFrom,
  item,
  type LanternMazeAction,
  sameCell,
  stepCell,
} from './lantern-maze-state.js';

/** How the pull of an item fades with its maze distance d: `fade[d]` = 0.8^d. */
const fade = Array.from({ length: 1024 }, (_, distance) => 0.8 ** distance);
/** The score of stepping where an active beast can reach this turn. */
const danger = -1000;

/** Plays `chooseLanternMazeMove` with its own seeded tie-breaks (so two copies do not bounce off each other forever). */
export const lanternMazeHeuristic: AgentFactory = ({ seed }): Agent => {
  const rng = rngFromSeed(seed, 7);
  return {
    name: 'lantern-maze-heuristic',
    act: (turn) => ({
      action: chooseLanternMazeMove(
        turn.observation as LanternMazeObservation,
        turn.legalActions as readonly LanternMazeAction[],
        rng,
      ),
    }),
  };
};

/** The legal action whose cell has the best value; `rng` breaks ties and jostles near the rival. */
export function chooseLanternMazeMove(
  observation: LanternMazeObservation,
  legal: readonly LanternMazeAction[],
  rng: Rng,
): LanternMazeAction {
  if (legal.length === 1) return legal[0] as LanternMazeAction;
  const { board, size } = observation;
  const me = observation.miners[observation.you];
  const rival = observation.miners[1 - observation.you];
  if (!me || !rival) return 'stay';
  const lit = me.lit >= 2;
  const threats = lit ? [] : observation.beasts.filter((beast) => beast.rest <= 1);
  if (legal.includes('snare') && threats.some((beast) => beast.rest === 0 && adjacent(beast.cell, me.cell))) {
    return 'snare';
  }
  const unsafe = new Set<number>();
  for (const beast of threats) {
    unsafe.add(cellIndex(beast.cell, size));
    if (beast.rest === 0)
      for (const direction of directions) unsafe.add(cellIndex(stepCell(beast.cell, direction), size));
  }
  // After a bounce, give way half of the time, so two miners wanting one cell do not bounce forever.
  const giveWay =
    observation.events.includes(`miner ${observation.you} was blocked by the other miner`) && rng.chance(0.5);
  const targets = targetsOf(observation, lit ? me.lit - 1 : 0, distancesFrom(board, rival.cell));
  let best: LanternMazeAction = legal[0] as LanternMazeAction;
  let bestValue = Number.NEGATIVE_INFINITY;
  for (const action of legal) {
    if (action === 'snare') continue;
    const next = action === 'stay' ? me.cell : stepCell(me.cell, action);
    const mine = distancesFrom(board, next);
    let value = rng.float() * 0.01;
    if (unsafe.has(cellIndex(next, size))) value += danger;
    if (sameCell(next, rival.cell)) value -= 3;
    if (giveWay && (sameCell(next, rival.cell) || adjacent(next, rival.cell))) value -= 5;
    for (const target of targets) {
      const distance = mine[target.index] as number;
      if (distance >= 0 && distance <= target.reach) {
        value += target.worth * contest(target.rivalDistance, distance) * (fade[distance] as number);
      }
    }
    if (value > bestValue) {
      best = action;
      bestValue = value;
    }
  }
  return best;
}

/** Something worth walking to: its cell, its points, how far it may be, and how far the rival is from it. */
interface Target {
  readonly index: number;
  readonly worth: number;
  readonly reach: number;
  readonly rivalDistance: number;
}

/** Every item on the board, plus the active beasts within `huntReach` while lit (0: unlit). */
function targetsOf(observation: LanternMazeObservation, huntReach: number, rival: Int16Array): Target[] {
  const { rules, size, board } = observation;
  const targets: Target[] = [];
  const far = size * size;
  for (let row = 0; row < size; row++) {
    const line = board[row] as string;
    for (let column = 0; column < size; column++) {
      const found = line[column];
      const worth =
        found === item.moss
          ? 1
          : found === item.nugget
            ? rules.nuggetValue
            : found === item.lantern && observation.beasts.length > 0
              ? rules.banishBonus
              : 0;
      const index = row * size + column;
      if (worth > 0) targets.push({ index, worth, reach: far, rivalDistance: rival[index] as number });
    }
  }
  if (huntReach > 0) {
    for (const beast of observation.beasts) {
      if (beast.rest > 0) continue;
      const index = cellIndex(beast.cell, size);
      targets.push({ index, worth: rules.banishBonus, reach: huntReach, rivalDistance: far });
    }
  }
  return targets;
}

/** How much of an item's worth counts when the rival is `theirs` steps from it and this miner `mine` steps. */
function contest(theirs: number, mine: number): number {
  if (theirs < 0 || theirs > mine) return 1;
  return theirs === mine ? 0.5 : 0.15;
}

function adjacent(a: Cell, b: Cell): boolean {
  return Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]) === 1;
}
