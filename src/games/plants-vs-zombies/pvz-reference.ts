// The reference player: a planner that forecasts the zombies on the lawn turn by turn, repairs every breach it sees
// coming, holds zombies on a Wall-nut line at the lawn's right edge, and builds torched lanes ahead of the spawns.
import type { Agent, AgentFactory } from '../../core/agent.js';
import { seedRng } from '../../core/rng.js';
import { laneDamage } from './pvz-lane.js';
import {
  cellIndex,
  isFreeCell,
  type Placement,
  type PlantLetter,
  type PvzAction,
  type PvzObservation,
  type PvzState,
  plantSpecs,
  spawnCount,
  spawnHpBonus,
  spawnInterval,
  spawnKinds,
  zombieSpecs,
} from './pvz-state.js';
import { type PvzPlantAction, playPvzTurn } from './pvz-turn.js';

/** The planner's choice, its self-score (1 when the turn is survived) and a note naming its reasons. */
export interface PvzPlan {
  readonly action: PvzAction;
  readonly selfScore: number;
  readonly note: string;
}

/** Plays `planPvzTurn`; deterministic (it draws no randomness) and never answers END. */
export const pvzReference: AgentFactory = (): Agent => ({
  name: 'plants-vs-zombies-reference',
  act: (turn) => {
    const plan = planPvzTurn(turn.observation as PvzObservation);
    return { action: plan.action, selfScore: plan.selfScore, note: plan.note };
  },
});

/** How the lawn fares with no more placements and no more spawns. */
interface Forecast {
  /** Turns from now until a zombie gets through (1 = this turn), or Infinity within the horizon. */
  readonly breach: number;
  /** Row of the first breach, or -1. */
  readonly row: number;
}

/** The lawn's zones: Sunflowers at the back, shooters, a Torch Stump column, and the Wall-nut line at the right edge. */
interface Layout {
  readonly sunflowerColumns: number;
  /** Shooters go in columns [sunflowerColumns, torchColumn). */
  readonly torchColumn: number;
  readonly wallColumn: number;
}

const forecastTurns = 30;
/** A repair that holds this many turns counts as clearing the breach (later ones are repaired later). */
const fixHorizon = 15;
/** Breaches further away than this are left to the walls and the lane building. */
const emergencyTurns = 4;
const lastSunflowerTurn = 30;
/** Sun kept back, once the walls are up, for the next turn's repairs. */
const reserve = 100;
/** Lanes aim at this many times the zombie HP per turn the coming spawns bring into a lane. */
const safetyMargin = 2;
/** Sun left over that makes the planner build for one more spawn block ahead. */
const surplus = 400;
/** Sun above which any lane holding an average zombie's HP is worth a Fire Chili (below it, three zombies' worth). */
const richSun = 500;

/** A planning context: the start state and the placements chosen so far this turn. */
interface Draft {
  readonly state: PvzState;
  readonly layout: Layout;
  readonly placements: Placement[];
  sun: number;
  readonly notes: string[];
}

/**
 * Plans one turn: repairs any breach the forecast shows within a few turns (a Fire Chili only when it is imminent),
 * keeps a Wall-nut on the right edge of every lane a zombie stands in, burns the biggest pile of zombies when sun
 * allows, plants Sunflowers at the back while the game is young, then spends the sun above a reserve on the shooters
 * and Torch Stumps that best raise each lane's damage towards what the coming spawns need.
 */
export function planPvzTurn(observation: PvzObservation): PvzPlan {
  const { columns } = observation.rules;
  const draft: Draft = {
    state: { ...observation, rng: seedRng(0) },
    layout: {
      // Sunflowers everywhere but one shooter column, the Torch Stump column and the Wall-nut column: sun wins.
      sunflowerColumns: Math.max(0, columns - 3),
      torchColumn: columns >= 3 ? columns - 2 : columns - 1,
      wallColumn: columns - 1,
    },
    placements: [],
    sun: observation.sun,
    notes: [],
  };
  defend(draft);
  holdWithWalls(draft);
  burnPile(draft);
  plantSunflowers(draft);
  strengthenLanes(draft);
  const action: PvzPlantAction = { type: 'plant', placements: draft.placements };
  const survives = playPvzTurn(draft.state, action, false).end !== 'zombie-through';
  return { action, selfScore: survives ? 1 : 0, note: draft.notes.join('; ') || 'wait' };
}

function place(draft: Draft, placement: Placement, note: string): void {
  draft.placements.push(placement);
  draft.sun -= plantSpecs[placement.plant].cost;
  draft.notes.push(`${note} ${placement.plant} ${placement.row} ${placement.column}`);
}

function isFree(draft: Draft, row: number, column: number): boolean {
  for (const placement of draft.placements) if (placement.row === row && placement.column === column) return false;
  return isFreeCell(draft.state, row, column);
}

/** Repairs breaches the forecast shows within `emergencyTurns`, one placement at a time. */
function defend(draft: Draft): void {
  for (let round = 0; round < 6; round++) {
    const current = forecast(draft.state, draft.placements);
    if (current.breach > emergencyTurns) return;
    const fix = bestFix(draft, current);
    if (!fix) return;
    place(draft, fix, 'defend');
  }
}

/** Plays this turn with `pending` placed, then empty turns without spawns, and reports the first breach within `horizon`. */
function forecast(state: PvzState, pending: readonly Placement[], horizon = forecastTurns): Forecast {
  const turns = Math.min(horizon, state.rules.maxSteps - state.turn);
  let current: PvzState = state;
  for (let step = 1; step <= turns; step++) {
    const next = playPvzTurn(current, { type: 'plant', placements: step === 1 ? pending : [] }, false);
    if (next.end === 'zombie-through') {
      return { breach: step, row: next.zombies.find((zombie) => zombie.column < 0)?.row ?? -1 };
    }
    if (next.zombies.length === 0) break;
    current = next;
  }
  return { breach: Number.POSITIVE_INFINITY, row: -1 };
}

/** The placement around the breaching lane that delays the breach most (clearing it beats any delay), cheapest first. */
function bestFix(draft: Draft, current: Forecast): Placement | null {
  const { state, placements } = draft;
  const { rules } = state;
  const row = current.row;
  if (row < 0) return null;
  const options: Placement[] = [];
  for (const plant of ['J', 'W', 'H', 'S', 'F'] as const) {
    if (plantSpecs[plant].cost > draft.sun) continue;
    if (plant === 'F' && current.breach > 2) continue;
    for (const lane of plant === 'S' ? [row - 1, row, row + 1] : [row]) {
      if (lane < 0 || lane >= rules.rows) continue;
      for (let column = 0; column < rules.columns; column++) {
        if (!isFree(draft, lane, column)) continue;
        options.push({ plant, row: lane, column });
        // One Fire Chili anywhere in the row does the same.
        if (plant === 'F') break;
      }
    }
  }
  let best: { placement: Placement; score: number } | null = null;
  for (const placement of options) {
    const outcome = forecast(state, [...placements, placement], fixHorizon);
    if (outcome.breach <= current.breach) continue;
    // A Chili burns once, so it counts as dearer than its price; a cleared forecast beats any delay.
    const cost = plantSpecs[placement.plant].cost * (placement.plant === 'F' ? 2 : 1);
    const delay = outcome.breach === Number.POSITIVE_INFINITY ? 1000 : outcome.breach - current.breach;
    const score = delay * 1000 - cost;
    if (!best || score > best.score) best = { placement, score };
  }
  return best?.placement ?? null;
}

/**
 * A Wall-nut on the right edge of every lane a zombie stands in (zombies appear there and stay to eat it), and on the
 * cell of the first zombie of a lane that has got past it, so zombies stop in reach of every shooter of the lane.
 */
function holdWithWalls(draft: Draft): void {
  const { state, layout } = draft;
  const leads = new Map<number, number>();
  for (const zombie of state.zombies) leads.set(zombie.row, Math.min(leads.get(zombie.row) ?? 99, zombie.column));
  for (const [row, column] of [...leads].sort((a, b) => a[1] - b[1])) {
    if (draft.sun < plantSpecs.J.cost) return;
    const cell = Math.min(column, layout.wallColumn);
    if (!isFree(draft, row, cell)) continue;
    place(draft, { plant: 'J', row, column: cell }, 'wall');
  }
}

/** Burns the lane holding the most zombie HP when the pile is worth three average zombies of the latest spawn (one when rich). */
function burnPile(draft: Draft): void {
  if (draft.sun < plantSpecs.F.cost + reserve) return;
  const { state } = draft;
  const piles = new Array<number>(state.rules.rows).fill(0);
  for (const zombie of state.zombies) piles[zombie.row] = (piles[zombie.row] ?? 0) + zombie.hp;
  let row = 0;
  for (let lane = 1; lane < piles.length; lane++) if ((piles[lane] ?? 0) > (piles[row] ?? 0)) row = lane;
  const latest = Math.max(0, Math.floor((state.turn - 1) / spawnInterval) * spawnInterval);
  const worth = draft.sun >= richSun ? 1 : 3;
  if ((piles[row] ?? 0) < worth * averageHp(latest)) return;
  for (let column = 0; column < state.rules.columns; column++) {
    if (isFree(draft, row, column)) {
      place(draft, { plant: 'F', row, column }, 'burn');
      return;
    }
  }
}

/** Sunflowers in the back columns while the economy is young, never where a zombie is close. */
function plantSunflowers(draft: Draft): void {
  const { state, layout } = draft;
  if (state.turn > lastSunflowerTurn) return;
  for (let column = 0; column < layout.sunflowerColumns; column++) {
    for (let row = 0; row < state.rules.rows; row++) {
      if (draft.sun < plantSpecs.X.cost) return;
      const close = state.zombies.some((zombie) => zombie.row === row && zombie.column <= column + 2);
      if (close || !isFree(draft, row, column)) continue;
      place(draft, { plant: 'X', row, column }, 'economy');
    }
  }
}

/** Mean HP of a zombie spawned at the end of turn `turn` (its kinds equally likely). */
function averageHp(turn: number): number {
  const kinds = spawnKinds(turn);
  let total = 0;
  for (const kind of kinds) total += zombieSpecs[kind].hp;
  return total / kinds.length + spawnHpBonus(turn);
}

/**
 * Raises each lane's damage per turn towards the HP per turn the coming spawns bring into a lane, picking the
 * placement with the most shortfall removed per sun; with sun to spare it builds for a further spawn block.
 */
function strengthenLanes(draft: Draft): void {
  const { state } = draft;
  const { rules } = state;
  const nextSpawn = Math.ceil(state.turn / spawnInterval) * spawnInterval;
  const threatened = new Set(state.zombies.map((zombie) => zombie.row));
  for (let ahead = 1; ahead <= 3; ahead++) {
    if (ahead > 1 && draft.sun < surplus) return;
    const turn = nextSpawn + ahead * spawnInterval;
    const target = ((averageHp(turn) * spawnCount(turn)) / rules.rows / spawnInterval) * safetyMargin;
    for (let round = 0; round < 8; round++) {
      const placement = bestUpgrade(draft, target, threatened);
      if (!placement) break;
      place(draft, placement, 'build');
    }
  }
}

/** The shooter or Torch Stump that removes the most lane shortfall per sun within the budget, or null. */
function bestUpgrade(draft: Draft, target: number, threatened: ReadonlySet<number>): Placement | null {
  const { state, layout } = draft;
  const { rules } = state;
  const board = boardWith(draft);
  const rates = Array.from({ length: rules.rows }, (_, row) => laneDamage(rules, board, row));
  const weight = (row: number) => (threatened.has(row) ? 2 : 1);
  const shortfall = (values: readonly number[]) =>
    values.reduce((total, rate, row) => total + weight(row) * Math.max(0, target - rate), 0);
  const before = shortfall(rates);
  if (before === 0) return null;
  const budget = draft.sun - reserve;
  let best: { placement: Placement; score: number } | null = null;
  const consider = (placement: Placement) => {
    if (plantSpecs[placement.plant].cost > budget) return;
    const index = cellIndex(rules, placement.row, placement.column);
    board[index] = placement.plant;
    const after = rates.slice();
    for (let row = Math.max(0, placement.row - 1); row <= Math.min(rules.rows - 1, placement.row + 1); row++) {
      after[row] = laneDamage(rules, board, row);
    }
    board[index] = null;
    const score = (before - shortfall(after)) / plantSpecs[placement.plant].cost;
    if (score > 0 && (!best || score > best.score)) best = { placement, score };
  };
  for (let row = 0; row < rules.rows; row++) {
    for (let column = layout.sunflowerColumns; column < layout.torchColumn; column++) {
      if (!isFree(draft, row, column)) continue;
      consider({ plant: 'W', row, column });
      consider({ plant: 'S', row, column });
      break;
    }
    if (layout.torchColumn < layout.wallColumn && isFree(draft, row, layout.torchColumn)) {
      consider({ plant: 'H', row, column: layout.torchColumn });
    }
  }
  return (best as { placement: Placement; score: number } | null)?.placement ?? null;
}

/** The lawn's plant letters with this turn's placements (Fire Chilis leave nothing). */
function boardWith(draft: Draft): (PlantLetter | null)[] {
  const board = draft.state.board.map((cell) => cell?.plant ?? null);
  for (const placement of draft.placements) {
    if (placement.plant !== 'F') board[cellIndex(draft.state.rules, placement.row, placement.column)] = placement.plant;
  }
  return board;
}
