// The baseline for either role: the fox runs to the best fruit it can reach before any hound, the keeper picks the
// hound moves that shrink the part of the orchard the fox reaches first.
import type { Agent, AgentFactory } from '../../core/agent.js';
import { distancesFrom, far, nearest } from './night-orchard-distance.js';
import {
  type Cell,
  type FoxAction,
  type KeeperAction,
  type OrchardAction,
  type OrchardObservation,
  stepCell,
} from './night-orchard-state.js';

/** Extra value, in steps of detour, of each kind of thing to gather (a fruit is worth 0 extra). */
const bonus = { golden: 6, dash: 2, mask: 3, scare: 4 } as const;

/** Plays `chooseFoxAction` as the fox and `chooseKeeperAction` as the keeper; deterministic. */
export const orchardHeuristic: AgentFactory = (): Agent => ({
  name: 'night-orchard-heuristic',
  act: (turn) => {
    const observation = turn.observation as OrchardObservation;
    const legal = turn.legalActions as readonly OrchardAction[];
    return {
      action:
        observation.role === 'fox'
          ? chooseFoxAction(observation, legal as FoxAction[])
          : chooseKeeperAction(observation, legal as KeeperAction[]),
    };
  },
});

/** Distances from every hound, a stunned hound counted as that many steps farther. */
function houndDistances(observation: OrchardObservation): Int16Array {
  const maps = observation.hounds.map((hound) => distancesFrom(observation.map, hound.at, hound.stun));
  return nearest(maps, observation.size * observation.size);
}

/** The safe move that brings the fox nearest to something worth gathering; a scare when cornered. */
export function chooseFoxAction(observation: OrchardObservation, legal: readonly FoxAction[]): FoxAction {
  const at = observation.fox.at ?? observation.fox.seen;
  const hounds = houndDistances(observation);
  const size = observation.size;
  const worth = new Float32Array(size * size).fill(-1);
  for (const cell of observation.fruit) worth[cell[0] * size + cell[1]] = 0;
  for (const cell of observation.golden) worth[cell[0] * size + cell[1]] = bonus.golden;
  for (const item of observation.items) worth[item.at[0] * size + item.at[1]] = bonus[item.kind];
  let best: FoxAction | undefined;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const action of legal) {
    if ('scare' in action) continue;
    const cell = 'dash' in action ? stepCell(stepCell(at, action.dash), action.dash) : stepCell(at, action.move);
    const score = foxScore(observation, cell, hounds, worth);
    if (score > bestScore) {
      bestScore = score;
      best = action;
    }
  }
  const scare = legal.find((action) => 'scare' in action);
  if (scare && bestScore < -500) return scare;
  return best ?? legal[0] ?? { move: 'stay' };
}

/** How good standing on `cell` after this turn is: caught is terrible, then nearer safe goals and room are better. */
function foxScore(observation: OrchardObservation, cell: Cell, hounds: Int16Array, worth: Float32Array): number {
  const size = observation.size;
  const danger = hounds[cell[0] * size + cell[1]] as number;
  if (danger <= 1) return -1000 + danger;
  const fox = distancesFrom(observation.map, cell);
  let goal = Number.NEGATIVE_INFINITY;
  let riskyGoal = Number.NEGATIVE_INFINITY;
  let room = 0;
  for (let index = 0; index < fox.length; index++) {
    const steps = fox[index] as number;
    const value = worth[index] as number;
    if (steps === far) continue;
    if (value >= 0) riskyGoal = Math.max(riskyGoal, value - steps);
    if (steps + 1 >= (hounds[index] as number)) continue;
    room++;
    if (value >= 0) goal = Math.max(goal, value - steps);
  }
  const hereValue = worth[cell[0] * size + cell[1]] as number;
  const gain = hereValue >= 0 ? 2 + hereValue : 0;
  const goalScore = Number.isFinite(goal) ? goal : Math.max(riskyGoal - 20, -40);
  return gain + goalScore + Math.min(room, 20) * 0.2 + Math.min(danger, 5) * 0.3;
}

/** The hound moves after which the fox (or where it was last seen) reaches the fewest cells before every hound. */
export function chooseKeeperAction(observation: OrchardObservation, legal: readonly KeeperAction[]): KeeperAction {
  const size = observation.size;
  const length = size * size;
  const fox = observation.fox.at ?? observation.fox.seen;
  const foxDistance = distancesFrom(observation.map, fox);
  const cache = new Map<string, Int16Array>();
  const houndMap = (index: number, move: KeeperAction['moves'][number]): Int16Array => {
    const key = `${index}${move}`;
    let map = cache.get(key);
    if (!map) {
      const hound = observation.hounds[index] as OrchardObservation['hounds'][number];
      const cell = hound.stun > 0 ? hound.at : stepCell(hound.at, move);
      map = distancesFrom(observation.map, cell, Math.max(0, hound.stun - 1));
      cache.set(key, map);
    }
    return map;
  };
  const scareReach = observation.fox.skills.scare > 0 ? observation.scareRange : -1;
  let best = legal[0] as KeeperAction;
  let bestScore = Number.POSITIVE_INFINITY;
  for (const action of legal) {
    const [first, second, third] = action.moves.map((move, index) => houndMap(index, move)) as [
      Int16Array,
      Int16Array,
      Int16Array,
    ];
    let territory = 0;
    for (let index = 0; index < length; index++) {
      const steps = foxDistance[index] as number;
      if (steps < (first[index] as number) && steps < (second[index] as number) && steps < (third[index] as number)) {
        territory++;
      }
    }
    let closeness = 0;
    for (const map of [first, second, third]) {
      const steps = map[fox[0] * size + fox[1]] as number;
      closeness += Math.min(steps, 40) + (steps > 0 && steps <= scareReach ? 3 : 0);
    }
    const score = territory * 4 + closeness;
    if (score < bestScore) {
      bestScore = score;
      best = action;
    }
  }
  return best;
}
