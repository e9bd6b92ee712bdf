// Which actions each role may take now (R9–R12): the fox's open moves, dashes and scare; the keeper's hound moves.
import {
  type Direction,
  directions,
  type FoxAction,
  isKeeperAction,
  isPath,
  type KeeperAction,
  type OrchardAction,
  type OrchardState,
  stepCell,
  steps,
} from './night-orchard-state.js';

/** The fox's legal actions: moves to open cells (stay first), then dashes, then the scare. */
export function foxActions(state: OrchardState): FoxAction[] {
  const { map } = state.rules;
  const { at, skills } = state.fox;
  const actions: FoxAction[] = [];
  for (const move of directions) if (isPath(map, stepCell(at, move))) actions.push({ move });
  if (skills.dash > 0) {
    for (const dash of steps) {
      const first = stepCell(at, dash);
      if (isPath(map, first) && isPath(map, stepCell(first, dash))) actions.push({ dash });
    }
  }
  if (skills.scare > 0) actions.push({ scare: true });
  return actions;
}

/** The moves hound `index` may make: only `stay` while stunned, else `stay` and every direction to a path. */
export function houndMoves(state: OrchardState, index: number): Direction[] {
  const hound = state.hounds[index];
  if (!hound) return [];
  if (hound.stun > 0) return ['stay'];
  return directions.filter((move) => isPath(state.rules.map, stepCell(hound.at, move)));
}

/** Every combination of the hounds' moves, hound 0 varying slowest (at most 125). */
export function keeperActions(state: OrchardState): KeeperAction[] {
  const [first, second, third] = [0, 1, 2].map((index) => houndMoves(state, index)) as [
    Direction[],
    Direction[],
    Direction[],
  ];
  const actions: KeeperAction[] = [];
  for (const a of first) for (const b of second) for (const c of third) actions.push({ moves: [a, b, c] });
  return actions;
}

/** Why `action` is not legal for `player` now, or null when it is (checked directly, without listing). */
export function orchardActionError(state: OrchardState, player: number, action: OrchardAction): string | null {
  if (state.end !== null) return 'the match is over';
  if (player === 1) {
    if (!isKeeperAction(action)) return 'the keeper plays {"moves":[three directions]}, one per hound';
    for (const [index, move] of action.moves.entries()) {
      const hound = state.hounds[index];
      if (!hound || (move !== 'stay' && (hound.stun > 0 || !isPath(state.rules.map, stepCell(hound.at, move))))) {
        return `hound ${index} cannot move ${move}; it may: ${houndMoves(state, index).join(', ')}`;
      }
    }
    return null;
  }
  if (isKeeperAction(action)) return 'the fox plays {"move":d}, {"dash":d} or {"scare":true}';
  if (foxCan(state, action)) return null;
  const legal = foxActions(state).map((candidate) => JSON.stringify(candidate));
  return `the fox cannot play ${JSON.stringify(action)} now; legal: ${legal.join(' ')}`;
}

function foxCan(state: OrchardState, action: FoxAction): boolean {
  const { map } = state.rules;
  const { at, skills } = state.fox;
  if ('scare' in action) return skills.scare > 0;
  if ('move' in action) return isPath(map, stepCell(at, action.move));
  const first = stepCell(at, action.dash);
  return skills.dash > 0 && isPath(map, first) && isPath(map, stepCell(first, action.dash));
}
