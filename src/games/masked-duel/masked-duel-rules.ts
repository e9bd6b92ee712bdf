// Turn order, legal actions and the end of a masked duel, over the full state.
import { creature, creatureTypes } from './masked-duel-roster.js';
import type { DuelAction, DuelState, Unit } from './masked-duel-state.js';

/** Living units of each seat. */
export function livingCounts(state: Pick<DuelState, 'sides'>): number[] {
  return state.sides.map((units) => units.filter((unit) => unit.hp > 0).length);
}

/** True once a side has no living unit or the turn limit is reached (R19). */
export function isOver(state: DuelState): boolean {
  return state.turn >= state.maxTurns || livingCounts(state).some((count) => count === 0);
}

/** The seat on turn, or null once the match is over. */
export function seatOnTurn(state: DuelState): number | null {
  return isOver(state) ? null : state.turn % 2;
}

function canAct(unit: Unit): boolean {
  return unit.hp > 0 && !unit.stunned;
}

/** Every legal action of `seat` now, in a fixed order (R7, R11). */
export function duelLegalActions(state: DuelState, seat: number): DuelAction[] {
  if (seatOnTurn(state) !== seat) return [];
  const own = state.sides[seat] ?? [];
  const enemy = state.sides[1 - seat] ?? [];
  const enemies = enemy.flatMap((unit, slot) => (unit.hp > 0 ? [slot] : []));
  if (state.phase === 'assert') {
    const hidden = enemies.filter((slot) => !enemy[slot]?.revealed);
    return [
      { kind: 'skip' },
      ...hidden.flatMap((slot) => creatureTypes.map((type) => ({ kind: 'assert', slot, type }) as const)),
    ];
  }
  const allies = own.flatMap((unit, slot) => (unit.hp > 0 ? [slot] : []));
  const actions: DuelAction[] = [];
  own.forEach((unit, index) => {
    if (!canAct(unit)) return;
    for (const target of enemies) actions.push({ kind: 'attack', unit: index, target });
    if (unit.cooldown > 0) return;
    const aim = creature(unit.type).skillTarget;
    if (aim === 'none') actions.push({ kind: 'skill', unit: index, target: null });
    const targets =
      aim === 'ally'
        ? allies
        : aim === 'enemy'
          ? enemies
          : aim === 'hidden-enemy'
            ? enemies.filter((s) => !enemy[s]?.revealed)
            : [];
    for (const target of targets) actions.push({ kind: 'skill', unit: index, target });
  });
  return actions.length ? actions : [{ kind: 'pass' }];
}

/** A key equal for equal actions, to look one up in the legal list. */
export function actionKey(action: DuelAction): string {
  switch (action.kind) {
    case 'assert':
      return `assert ${action.slot} ${action.type}`;
    case 'attack':
      return `attack ${action.unit} ${action.target}`;
    case 'skill':
      return `skill ${action.unit} ${action.target}`;
    default:
      return action.kind;
  }
}

/** Scores once over (R20): 1 for the winner, −1 for the loser, 0 each for a draw. */
export function duelScores(state: DuelState): [number, number] {
  const [a = 0, b = 0] = livingCounts(state);
  const hp = state.sides.map((units) => units.reduce((sum, unit) => sum + unit.hp, 0));
  const diff = a !== b ? a - b : (hp[0] ?? 0) - (hp[1] ?? 0);
  return diff > 0 ? [1, -1] : diff < 0 ? [-1, 1] : [0, 0];
}
