// Which actions a colony may take at the start of a turn, what each costs, and which cells it aims at.
import {
  type Cell,
  type Colony,
  type Direction,
  directions,
  indexOf,
  type MyceliumAction,
  type MyceliumState,
  manhattan,
  sameCell,
  stepCell,
} from './mycelium-state.js';

/** Energy an action costs (paid when it is played, even if it then fails). */
export function actionCost(state: MyceliumState, seat: number, action: MyceliumAction): number {
  const { rules } = state;
  switch (action.type) {
    case 'grow': {
      const target = targetOf(state, seat, action.tip, action.dir);
      const enemy = target ? (state.owner[indexOf(rules.size, target)] as number) : -1;
      if (!target || enemy === -1 || enemy === seat) return 0;
      return sameCell(target, (state.colonies[enemy] as Colony).origin) ? rules.originCost : rules.overgrowCost;
    }
    case 'split':
      return rules.splitCost;
    case 'spore':
      return rules.sporeCost;
    case 'harden':
      return rules.hardenCost;
    case 'wait':
      return 0;
  }
}

/** The cell next to tip `tip` of `seat` towards `dir`, or null when there is no such tip or cell. */
export function targetOf(state: MyceliumState, seat: number, tip: number, dir: Direction): Cell | null {
  const at = state.colonies[seat]?.tips[tip];
  return at ? stepCell(state.rules.size, at, dir) : null;
}

/** Unowned non-rock cells within the spore radius (Manhattan) of `tip`, in row-major order. */
export function sporeCells(state: MyceliumState, tip: Cell): Cell[] {
  const { size, sporeRadius } = state.rules;
  const cells: Cell[] = [];
  for (let row = Math.max(0, tip[0] - sporeRadius); row <= Math.min(size - 1, tip[0] + sporeRadius); row++) {
    for (let column = Math.max(0, tip[1] - sporeRadius); column <= Math.min(size - 1, tip[1] + sporeRadius); column++) {
      const index = row * size + column;
      const cell: Cell = [row, column];
      if (manhattan(cell, tip) <= sporeRadius && state.owner[index] === -1 && state.terrain[index] !== '#') {
        cells.push(cell);
      }
    }
  }
  return cells;
}

/** Whether the cell at `index` is hardened during the current turn. */
export const isHardened = (state: MyceliumState, index: number): boolean => (state.hard[index] as number) > state.turn;

/** Why `action` is not legal for `seat` now, or null when it is. */
export function actionError(state: MyceliumState, seat: number, action: MyceliumAction): string | null {
  if (state.end !== null) return 'the match is over';
  const colony = state.colonies[seat];
  if (!colony) return `no seat ${seat}`;
  const cost = actionCost(state, seat, action);
  if (cost > colony.energy) return `${action.type} costs ${cost} energy, the colony has ${colony.energy}`;
  if (action.type === 'wait' || action.type === 'harden') return null;
  const tip = colony.tips[action.tip];
  if (!tip) return `no tip ${action.tip}: the colony has tips 0 to ${colony.tips.length - 1}`;
  if (action.type === 'spore') {
    return sporeCells(state, tip).length > 0
      ? null
      : `no unowned cell within ${state.rules.sporeRadius} of tip ${action.tip}`;
  }
  const target = stepCell(state.rules.size, tip, action.dir);
  if (!target) return `tip ${action.tip} at [${tip.join(', ')}] cannot go ${action.dir}: off the board`;
  const index = indexOf(state.rules.size, target);
  if (state.terrain[index] === '#') return `[${target.join(', ')}] is rock`;
  if (colony.tips.some((other) => sameCell(other, target)))
    return `[${target.join(', ')}] already holds a tip of yours`;
  const owner = state.owner[index] as number;
  if (action.type === 'split') {
    if (colony.tips.length >= state.rules.maxTips) return `the colony already has ${state.rules.maxTips} tips`;
    return owner === -1 ? null : `a split needs an unowned cell; [${target.join(', ')}] is owned`;
  }
  if (owner !== -1 && owner !== seat && isHardened(state, index)) return `[${target.join(', ')}] is hardened`;
  return null;
}

const onlyWait: readonly MyceliumAction[] = [{ type: 'wait' }];

/**
 * Every legal action: grows (tip by tip, N E S W), then splits, then spores, harden, and wait last. The same tests as
 * `actionError`, without building its messages (this runs for both seats every turn).
 */
export function legalActionsOf(state: MyceliumState, seat: number): readonly MyceliumAction[] {
  const colony = state.colonies[seat];
  if (state.end !== null || !colony) return [];
  const { rules, owner, terrain } = state;
  const size = rules.size;
  const grows: MyceliumAction[] = [];
  const splits: MyceliumAction[] = [];
  const spores: MyceliumAction[] = [];
  const canSplit = colony.tips.length < rules.maxTips && colony.energy >= rules.splitCost;
  colony.tips.forEach((at, tip) => {
    for (const dir of directions) {
      const target = stepCell(size, at, dir);
      if (!target) continue;
      const index = indexOf(size, target);
      if (terrain[index] === '#' || colony.tips.some((other) => sameCell(other, target))) continue;
      const holder = owner[index] as number;
      if (holder === -1 && canSplit) splits.push({ type: 'split', tip, dir });
      const cost = holder === -1 || holder === seat ? 0 : actionCost(state, seat, { type: 'grow', tip, dir });
      if (holder === -1 || holder === seat || (!isHardened(state, index) && cost <= colony.energy)) {
        grows.push({ type: 'grow', tip, dir });
      }
    }
    if (colony.energy >= rules.sporeCost && sporeCells(state, at).length > 0) spores.push({ type: 'spore', tip });
  });
  const harden: MyceliumAction[] = colony.energy >= rules.hardenCost ? [{ type: 'harden' }] : [];
  return [...grows, ...splits, ...spores, ...harden, ...onlyWait];
}
