// One simultaneous turn: pay, harden, find contested and head-on moves, claim, drop overgrown tips, wither what is cut
// off from its origin, sprout, earn income, and check the end (docs/games/mycelium.md, R16–R26).
import { actionCost, actionError, sporeCells, targetOf } from './mycelium-legal.js';
import {
  type Cell,
  type Colony,
  cellCounts,
  directions,
  indexOf,
  type MyceliumAction,
  type MyceliumLast,
  type MyceliumResult,
  type MyceliumState,
  sameCell,
  stepCell,
} from './mycelium-state.js';

/** `actions[seat]` for every seat at once; throws on an illegal action (the runner only passes legal ones). */
export function resolveTurn(state: MyceliumState, actions: readonly MyceliumAction[]): MyceliumState {
  const { rules } = state;
  const size = rules.size;
  const seats = state.colonies.map((_, seat) => seat);
  for (const seat of seats) {
    const action = actions[seat];
    const error = action ? actionError(state, seat, action) : 'no action';
    if (error) throw new Error(`mycelium: illegal action for seat ${seat}: ${error}`);
  }
  const played = actions as readonly MyceliumAction[];
  const energy = seats.map(
    (seat) => (state.colonies[seat] as Colony).energy - actionCost(state, seat, played[seat] as MyceliumAction),
  );
  // Array.from, not slice: slice is ~50x slower on the frozen arrays the conformance test passes in (V8).
  const hard = Array.from(state.hard);
  for (const seat of seats) {
    if (played[seat]?.type !== 'harden') continue;
    for (let index = 0; index < hard.length; index++) {
      if (state.owner[index] === seat) hard[index] = state.turn + rules.hardenTurns;
    }
  }
  const targets = seats.map((seat) => targetsOf(state, seat, played[seat] as MyceliumAction));
  const aimed = new Uint8Array(size * size);
  for (const list of targets) for (const index of new Set(list)) aimed[index] = (aimed[index] as number) + 1;
  const results = seats.map((seat): MyceliumResult => {
    const action = played[seat] as MyceliumAction;
    if (action.type !== 'grow' && action.type !== 'split') return 'ok';
    const target = targets[seat]?.[0] as number;
    if ((aimed[target] as number) > 1) return 'contested';
    if (isHeadOn(state, played, seat)) return 'head-on';
    const owner = state.owner[target] as number;
    if (owner !== -1 && owner !== seat && (hard[target] as number) > state.turn) return 'hardened';
    return 'ok';
  });
  const owner = Array.from(state.owner);
  let terrain = state.terrain;
  const claimed = seats.map(() => 0);
  const lost = seats.map(() => 0);
  for (const seat of seats) {
    if (results[seat] !== 'ok') continue;
    for (const index of targets[seat] as number[]) {
      if ((aimed[index] as number) > 1 || owner[index] === seat) continue;
      const previous = owner[index] as number;
      if (previous >= 0) lost[previous] = (lost[previous] as number) + 1;
      owner[index] = seat;
      hard[index] = 0;
      claimed[seat] = (claimed[seat] as number) + 1;
      if (terrain[index] === '*') {
        terrain = `${terrain.slice(0, index)}.${terrain.slice(index + 1)}`;
        energy[seat] = (energy[seat] as number) + rules.nutrientEnergy;
      }
    }
  }
  const tips = seats.map((seat) => movedTips(state, seat, played[seat] as MyceliumAction, results[seat] === 'ok'));
  for (const seat of seats) {
    if ((lost[seat] as number) > 0 || played[seat]?.type === 'spore') {
      lost[seat] = (lost[seat] as number) + wither(size, owner, hard, seat, (state.colonies[seat] as Colony).origin);
    }
  }
  const turn = state.turn + 1;
  const income = turn % rules.incomeEvery === 0 ? 1 : 0;
  const counts = cellCounts(owner, seats.length);
  const colonies = seats.map((seat): Colony => {
    const colony = state.colonies[seat] as Colony;
    const alive = (tips[seat] as Cell[]).filter((tip) => owner[indexOf(size, tip)] === seat);
    const sprouted = alive.length === 0 && counts[seat] ? [colony.origin] : alive;
    return { ...colony, tips: sprouted, energy: Math.min(rules.energyCap, (energy[seat] as number) + income) };
  });
  const last = seats.map(
    (seat): MyceliumLast => ({
      action: played[seat] as MyceliumAction,
      result: results[seat] as MyceliumResult,
      claimed: claimed[seat] as number,
      lost: lost[seat] as number,
    }),
  );
  const eliminated = counts.some((count) => count === 0);
  return {
    ...state,
    turn,
    terrain,
    owner,
    hard,
    colonies,
    last,
    end: eliminated ? 'eliminated' : turn >= rules.maxTurns ? 'turns' : null,
  };
}

/** The cells an action aims at: the grow or split target, or every spore cell; none for harden and wait. */
function targetsOf(state: MyceliumState, seat: number, action: MyceliumAction): number[] {
  const size = state.rules.size;
  if (action.type === 'grow' || action.type === 'split') {
    return [indexOf(size, targetOf(state, seat, action.tip, action.dir) as Cell)];
  }
  if (action.type === 'spore') {
    const tip = (state.colonies[seat] as Colony).tips[action.tip] as Cell;
    return sporeCells(state, tip).map((cell) => indexOf(size, cell));
  }
  return [];
}

/** True when `seat` grows onto the cell of an enemy tip that grows onto this seat's growing tip's cell. */
function isHeadOn(state: MyceliumState, actions: readonly MyceliumAction[], seat: number): boolean {
  const mine = actions[seat] as MyceliumAction;
  if (mine.type !== 'grow') return false;
  const from = (state.colonies[seat] as Colony).tips[mine.tip] as Cell;
  const to = targetOf(state, seat, mine.tip, mine.dir) as Cell;
  return actions.some((theirs, enemy) => {
    if (enemy === seat || theirs.type !== 'grow') return false;
    const enemyFrom = (state.colonies[enemy] as Colony).tips[theirs.tip] as Cell;
    const enemyTo = targetOf(state, enemy, theirs.tip, theirs.dir) as Cell;
    return sameCell(to, enemyFrom) && sameCell(enemyTo, from);
  });
}

/** The colony's tips after its action: a grow moves the tip, a split adds one at the end (when it succeeded). */
function movedTips(state: MyceliumState, seat: number, action: MyceliumAction, succeeded: boolean): Cell[] {
  const tips = Array.from((state.colonies[seat] as Colony).tips);
  if (!succeeded || (action.type !== 'grow' && action.type !== 'split')) return tips;
  const target = targetOf(state, seat, action.tip, action.dir) as Cell;
  if (action.type === 'grow') tips[action.tip] = target;
  else tips.push(target);
  return tips;
}

/** Frees every cell of `seat` not 4-connected to its origin through its own cells (all of them if it lost the origin); returns how many. */
function wither(size: number, owner: number[], hard: number[], seat: number, origin: Cell): number {
  const reached = new Uint8Array(size * size);
  const start = indexOf(size, origin);
  if (owner[start] === seat) {
    reached[start] = 1;
    const stack: Cell[] = [origin];
    while (stack.length > 0) {
      const cell = stack.pop() as Cell;
      for (const dir of directions) {
        const next = stepCell(size, cell, dir);
        if (!next) continue;
        const index = indexOf(size, next);
        if (reached[index] || owner[index] !== seat) continue;
        reached[index] = 1;
        stack.push(next);
      }
    }
  }
  let withered = 0;
  for (let index = 0; index < owner.length; index++) {
    if (owner[index] === seat && !reached[index]) {
      owner[index] = -1;
      hard[index] = 0;
      withered++;
    }
  }
  return withered;
}
