// The reference player: a planner that forecasts the zombies on the lawn turn by turn, repairs every breach it sees
// coming, holds zombies at a Wall-nut line in front of torched shooters, and builds lanes ahead of the coming waves.
import type { Agent, AgentFactory } from '../../core/agent.js';
import { seedRng } from '../../core/rng.js';
import { laneDamage } from './pvz-lane.js';
import {
  cellIndex,
  isEmptyCell,
  type Placement,
  type PlantLetter,
  type PvzAction,
  type PvzObservation,
  type PvzState,
  plantSpecs,
  spawnInterval,
  waveSize,
  zombieHp,
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

/** How the lawn fares with no more placements and no more waves. */
interface Forecast {
  /** Turns from now until a zombie gets through (1 = this turn), or Infinity within the horizon. */
  readonly breach: number;
  /** Row of the first breach, or -1. */
  readonly row: number;
}

/** The lawn's zones: Sunflowers at the back, shooters, a Torch Stump column, and the Wall-nut line in front. */
interface Layout {
  readonly sunflowerColumns: number;
  /** Shooters go in columns [sunflowerColumns, torchColumn). */
  readonly torchColumn: number;
  readonly wallColumn: number;
}

const forecastTurns = 30;
/** A repair that holds this many turns counts as clearing the breach (later ones are repaired later). */
const fixHorizon = 15;
/** Breaches further away than this are left to the lane building. */
const emergencyTurns = 4;
const lastSunflowerTurn = 30;
/** Sun kept back, once the walls are up, for the next turn's repairs. */
const reserve = 100;
/** Lanes aim at this many times the zombie HP per turn the coming waves bring into a lane. */
const safetyMargin = 2;
/** Sun left over that makes the planner build for one more wave ahead. */
const surplus = 400;

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
 * puts a Wall-nut in front of every zombie that walks into a lane, burns the biggest pile of zombies when the Chili is
 * ready, plants Sunflowers at the back while the game is young, then spends the sun above a reserve on the shooters
 * and Torch Stumps that best raise each lane's damage towards what the coming waves need.
 */
export function planPvzTurn(observation: PvzObservation): PvzPlan {
  const { columns } = observation.rules;
  const sunflowerColumns = columns >= 7 ? 2 : columns >= 4 ? 1 : 0;
  const draft: Draft = {
    state: { ...observation, rng: seedRng(0) },
    layout: {
      sunflowerColumns,
      torchColumn: columns >= 4 ? columns - 2 : columns - 1,
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
  return isEmptyCell(draft.state, row, column);
}

function chiliReady(draft: Draft): boolean {
  const { state, placements } = draft;
  return state.chiliReady <= state.turn + 1 && !placements.some((placement) => placement.plant === 'F');
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

/** Plays this turn with `pending` placed, then empty turns without waves, and reports the first breach within `horizon`. */
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

/** The placement in the breaching lane that delays the breach most (clearing it beats any delay), cheapest first. */
function bestFix(draft: Draft, current: Forecast): Placement | null {
  const { state, placements } = draft;
  const { rules } = state;
  const row = current.row;
  if (row < 0) return null;
  const options: Placement[] = [];
  for (const plant of ['J', 'W', 'H', 'S', 'F'] as const) {
    if (plantSpecs[plant].cost > draft.sun) continue;
    if (plant === 'F' && (!chiliReady(draft) || current.breach > 2)) continue;
    for (const lane of plant === 'S' ? [row - 1, row, row + 1] : [row]) {
      if (lane < 0 || lane >= rules.rows) continue;
      for (let column = 0; column < rules.columns; column++) {
        if (isFree(draft, lane, column)) options.push({ plant, row: lane, column });
        if (plant === 'F' && options.at(-1)?.plant === 'F') break;
      }
    }
  }
  let best: { placement: Placement; score: number } | null = null;
  for (const placement of options) {
    const outcome = forecast(state, [...placements, placement], fixHorizon);
    if (outcome.breach <= current.breach) continue;
    // A Chili burns once, so it counts as dearer than its price; a cleared forecast beats any delay.
    const cost = plantSpecs[placement.plant].cost * (placement.plant === 'F' ? 3 : 1);
    const delay = outcome.breach === Number.POSITIVE_INFINITY ? 1000 : outcome.breach - current.breach;
    const score = delay * 1000 - cost;
    if (!best || score > best.score) best = { placement, score };
  }
  return best?.placement ?? null;
}

/**
 * A Wall-nut in the front column of every lane a zombie is about to enter, and right in front of any zombie that has
 * got past it, so zombies stop where every shooter (and the Torch Stump) reaches them.
 */
function holdWithWalls(draft: Draft): void {
  const { state, layout } = draft;
  const leads = new Map<number, number>();
  for (const zombie of state.zombies) leads.set(zombie.row, Math.min(leads.get(zombie.row) ?? 99, zombie.column));
  for (const [row, column] of [...leads].sort((a, b) => a[1] - b[1])) {
    if (draft.sun < plantSpecs.J.cost) return;
    const front = Math.min(column - 1, layout.wallColumn);
    if (front < 0 || !isFree(draft, row, front)) continue;
    place(draft, { plant: 'J', row, column: front }, 'wall');
  }
}

/** Burns the lane holding the most zombie HP when the Chili is ready and the pile is worth it. */
function burnPile(draft: Draft): void {
  if (!chiliReady(draft) || draft.sun < plantSpecs.F.cost) return;
  const { state } = draft;
  const piles = new Array<number>(state.rules.rows).fill(0);
  for (const zombie of state.zombies) piles[zombie.row] = (piles[zombie.row] ?? 0) + zombie.hp;
  let row = 0;
  for (let lane = 1; lane < piles.length; lane++) if ((piles[lane] ?? 0) > (piles[row] ?? 0)) row = lane;
  const wave = Math.max(1, Math.floor(state.turn / spawnInterval));
  if ((piles[row] ?? 0) < 2.5 * zombieHp(wave)) return;
  for (let column = state.rules.columns - 1; column >= 0; column--) {
    if (isFree(draft, row, column)) {
      place(draft, { plant: 'F', row, column }, 'burn');
      return;
    }
  }
}

/** Sunflowers in the back columns while the economy is young, never where a zombie is close. */
function plantSunflowers(draft: Draft): void {
  const { state, layout } = draft;
  if (state.turn + 1 > lastSunflowerTurn) return;
  for (let column = 0; column < layout.sunflowerColumns; column++) {
    for (let row = 0; row < state.rules.rows; row++) {
      if (draft.sun < plantSpecs.X.cost) return;
      const close = state.zombies.some((zombie) => zombie.row === row && zombie.column <= column + 3);
      if (close || !isFree(draft, row, column)) continue;
      place(draft, { plant: 'X', row, column }, 'economy');
    }
  }
}

/**
 * Raises each lane's damage per turn at the entry column towards the HP per turn the coming waves bring into a lane,
 * picking the placement with the most shortfall removed per sun; with sun to spare it builds for a further wave.
 */
function strengthenLanes(draft: Draft): void {
  const { state } = draft;
  const { rules } = state;
  const nextWave = Math.floor(state.turn / spawnInterval) + 1;
  const threatened = new Set(state.zombies.map((zombie) => zombie.row));
  for (let ahead = 1; ahead <= 3; ahead++) {
    if (ahead > 1 && draft.sun < surplus) return;
    const wave = nextWave + ahead;
    const target = ((zombieHp(wave) * waveSize(wave, rules.rows)) / rules.rows / spawnInterval) * safetyMargin;
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
