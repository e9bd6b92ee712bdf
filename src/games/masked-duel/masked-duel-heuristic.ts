// The baseline: assert when the expected damage beats the expected penalty, then play the move worth the most
// hit points now (damage, kills, heals and shields), a little wary of exposing a hidden unit by its skill.
import type { Agent, AgentFactory } from '../../core/agent.js';
import { cluesFor } from './masked-duel-clues.js';
import { deduceEnemy } from './masked-duel-deduction.js';
import { type CreatureType, creature, duelNumbers as n } from './masked-duel-roster.js';
import type { DuelAction, DuelObservation, SeenUnit } from './masked-duel-state.js';

/** Whether the player makes assertions at all (the silent variant measures what assertions are worth). */
export interface DuelPolicy {
  readonly asserts: boolean;
}

/** Bonus for a move that kills, in hit points. */
const killBonus = 50;
/** What a skill that names a still-hidden unit is expected to cost: the enemy's free correct assertion, roughly. */
const exposure = 35;

interface View {
  readonly observation: DuelObservation;
  readonly seat: number;
  readonly mine: readonly SeenUnit[];
  readonly theirs: readonly SeenUnit[];
  readonly candidates: readonly CreatureType[][];
}

function maxHpOf(unit: SeenUnit, types: readonly CreatureType[]): number {
  if (unit.maxHp !== null) return unit.maxHp;
  return types.reduce((sum, type) => sum + creature(type).maxHp, 0) / Math.max(1, types.length);
}

function hpOf(unit: SeenUnit, types: readonly CreatureType[]): number {
  return unit.hp ?? maxHpOf(unit, types) - unit.missing;
}

function share(types: readonly CreatureType[], type: CreatureType): number {
  return types.includes(type) ? 1 / types.length : 0;
}

/** Hit points a hit of `amount` (`attack` or skill damage) removes from enemy `slot`, plus a kill bonus. */
function hitValue(view: View, slot: number, amount: number, attack: boolean): number {
  const unit = view.theirs[slot] as SeenUnit;
  const types = view.candidates[slot] ?? [];
  const hardened = attack ? share(types, 'warden') : 0;
  const landed = Math.max(0, amount * (1 - hardened / 4) - unit.shield) * (attack ? 1 - share(types, 'moth') / 4 : 1);
  const hp = hpOf(unit, types);
  return Math.min(landed, hp) + (landed >= hp ? killBonus : 0) + (1 - hp / maxHpOf(unit, types)) * 10;
}

function attackValue(view: View, unit: number, target: number): number {
  const me = view.mine[unit] as SeenUnit;
  const them = view.theirs[target] as SeenUnit;
  const types = view.candidates[target] ?? [];
  const { attack, maxHp } = creature(me.type as CreatureType);
  const raged = me.type === 'brute' && (me.hp ?? 0) * 2 < maxHp;
  const keen = me.type === 'stinger' && hpOf(them, types) * 2 < maxHpOf(them, types);
  const power = attack + (raged || keen ? n.rageBonus : 0);
  return hitValue(view, target, power, true) - share(types, 'thorn') * n.thornsDamage;
}

function skillValue(view: View, unit: number, target: number | null): number {
  const me = view.mine[unit] as SeenUnit;
  const at = target ?? 0;
  const ally = view.mine[at] as SeenUnit;
  const enemy = view.theirs[at] as SeenUnit;
  switch (creature(me.type as CreatureType).skill) {
    case 'mend':
      return Math.min(n.mendHeal, ally.missing) + ally.poison * n.poisonTick - 20;
    case 'bulwark':
      return (ally.hp ?? 0) * 2 < (ally.maxHp ?? 1) ? 60 : 15;
    case 'burst':
      return view.theirs.reduce(
        (sum, other, slot) => sum + (other.alive ? hitValue(view, slot, n.burstDamage, false) : 0),
        0,
      );
    case 'venom':
      return hitValue(view, at, n.venomDamage, false) + (enemy.poison ? 0 : n.poisonTick * n.poisonTurns * 0.8);
    case 'snare':
      return hitValue(view, at, n.snareDamage, false) + 30;
    case 'drain':
      return hitValue(view, at, n.drainDamage, false) + Math.min(n.drainDamage, me.missing);
    case 'crush':
      return hitValue(view, at, n.crushDamage, false) - ((me.hp ?? 0) <= n.crushRecoil ? 500 : n.crushRecoil);
    case 'scry':
      return hitValue(view, at, n.scryDamage, false) + 40;
  }
}

function assertion(view: View): DuelAction {
  const owl = view.mine.some((unit) => unit.type === 'owl' && unit.alive);
  const hit = n.assertHit + (owl ? n.insightBonus : 0);
  const living = view.mine.filter((unit) => unit.alive).length;
  let best: { action: DuelAction; value: number } = { action: { kind: 'skip' }, value: 0 };
  view.theirs.forEach((unit, slot) => {
    const types = view.candidates[slot] ?? [];
    if (!unit.alive || unit.revealed || types.length === 0) return;
    const p = 1 / types.length;
    const value = p * hit - (1 - p) * n.wrongAssertPenalty * living;
    if (value > best.value) best = { action: { kind: 'assert', slot, type: types[0] as CreatureType }, value };
  });
  return best.action;
}

function moveValue(view: View, action: DuelAction, hidden: readonly boolean[]): number {
  if (action.kind === 'attack') return attackValue(view, action.unit, action.target);
  if (action.kind !== 'skill') return 0;
  return skillValue(view, action.unit, action.target) - (hidden[action.unit] ? exposure : 0);
}

/** The heuristic's choice among `legal` for `observation`. */
export function chooseDuelAction(
  observation: DuelObservation,
  legal: readonly DuelAction[],
  policy: DuelPolicy = { asserts: true },
): DuelAction {
  const seat = observation.seat;
  const view: View = {
    observation,
    seat,
    mine: observation.sides[seat] ?? [],
    theirs: observation.sides[1 - seat] ?? [],
    candidates: deduceEnemy(observation, seat),
  };
  if (observation.phase === 'assert') return policy.asserts ? assertion(view) : { kind: 'skip' };
  const known = cluesFor(observation.history, seat, view.mine.length);
  const hidden = view.mine.map((unit, slot) => !unit.revealed && known[slot]?.known === null);
  let best = legal[0] ?? { kind: 'pass' };
  let bestValue = Number.NEGATIVE_INFINITY;
  for (const action of legal) {
    const value = moveValue(view, action, hidden);
    if (value > bestValue) {
      best = action;
      bestValue = value;
    }
  }
  return best;
}

/** The asserting heuristic (`heuristic`). */
export const maskedDuelHeuristic: AgentFactory = (): Agent => ({
  name: 'masked-duel-heuristic',
  act: (turn) => ({ action: chooseDuelAction(turn.observation as DuelObservation, turn.legalActions as DuelAction[]) }),
});

/** The same heuristic that never asserts (`silent`): the yardstick for what assertions are worth. */
export const maskedDuelSilent: AgentFactory = (): Agent => ({
  name: 'masked-duel-silent',
  act: (turn) => ({
    action: chooseDuelAction(turn.observation as DuelObservation, turn.legalActions as DuelAction[], {
      asserts: false,
    }),
  }),
});
