// The combat rules inside one step: damage, shields, deaths, passives, skills, assertions and the end of a turn.
import type { Rng } from '../../core/rng.js';
import { creature, duelNumbers as n } from './masked-duel-roster.js';
import type { DamageSource, DuelEvent, Unit } from './masked-duel-state.js';

/** The mutable working copy of one step: units are replaced (never mutated), events appended. */
export interface Battle {
  readonly sides: Unit[][];
  readonly events: DuelEvent[];
  readonly turn: number;
  readonly rng: Rng;
}

const shieldable: ReadonlySet<DamageSource> = new Set(['attack', 'skill', 'puff']);

function unitAt(battle: Battle, seat: number, slot: number): Unit {
  const unit = battle.sides[seat]?.[slot];
  if (!unit) throw new Error(`no unit at seat ${seat} slot ${slot}`);
  return unit;
}

function update(battle: Battle, seat: number, slot: number, patch: Partial<Unit>): void {
  (battle.sides[seat] as Unit[])[slot] = { ...unitAt(battle, seat, slot), ...patch };
}

/** True when the unit is alive. */
export function alive(unit: Unit): boolean {
  return unit.hp > 0;
}

function passive(battle: Battle, seat: number, slot: number): void {
  const { passive } = creature(unitAt(battle, seat, slot).type);
  battle.events.push({ kind: 'passive', turn: battle.turn, seat, slot, passive });
}

/** Deals `amount` of `source` damage (R15–R17); returns the hit points it removed. Deaths reveal and may puff. */
export function damage(battle: Battle, seat: number, slot: number, amount: number, source: DamageSource): number {
  const unit = unitAt(battle, seat, slot);
  if (!alive(unit)) return 0;
  const absorbed = shieldable.has(source) ? Math.min(unit.shield, amount) : 0;
  const removed = Math.min(unit.hp, amount - absorbed);
  const hp = unit.hp - removed;
  update(battle, seat, slot, { hp, shield: unit.shield - absorbed });
  battle.events.push({ kind: 'damage', turn: battle.turn, seat, slot, amount: removed, absorbed, source });
  if (hp === 0) die(battle, seat, slot);
  return removed;
}

function die(battle: Battle, seat: number, slot: number): void {
  const unit = unitAt(battle, seat, slot);
  update(battle, seat, slot, { shield: 0, poison: 0, stunned: false, cooldown: 0, revealed: true });
  battle.events.push({ kind: 'death', turn: battle.turn, seat, slot });
  if (!unit.revealed)
    battle.events.push({ kind: 'reveal', turn: battle.turn, seat, slot, type: unit.type, cause: 'death' });
  if (unit.type !== 'bomber') return;
  passive(battle, seat, slot);
  const enemy = 1 - seat;
  battle.sides[enemy]?.forEach((other, index) => {
    if (alive(other)) damage(battle, enemy, index, n.puffDamage, 'puff');
  });
}

/** Heals a living unit up to its maximum; returns the hit points restored. */
export function heal(
  battle: Battle,
  seat: number,
  slot: number,
  amount: number,
  source: 'mend' | 'regrowth' | 'drain',
) {
  const unit = unitAt(battle, seat, slot);
  if (!alive(unit)) return 0;
  const restored = Math.min(amount, creature(unit.type).maxHp - unit.hp);
  update(battle, seat, slot, { hp: unit.hp + restored });
  battle.events.push({ kind: 'heal', turn: battle.turn, seat, slot, amount: restored, source });
  return restored;
}

function below(unit: Unit, fraction: number): boolean {
  return unit.hp < creature(unit.type).maxHp * fraction;
}

/** A normal attack (R12): enrage and keen add power, flutter may dodge, hardened softens, thorns strike back. */
export function attack(battle: Battle, seat: number, slot: number, target: number): void {
  const enemy = 1 - seat;
  const attacker = unitAt(battle, seat, slot);
  const defender = unitAt(battle, enemy, target);
  battle.events.push({
    kind: 'act',
    turn: battle.turn,
    seat,
    slot,
    move: 'attack',
    target: { seat: enemy, slot: target },
  });
  let power = creature(attacker.type).attack;
  if (attacker.type === 'brute' && below(attacker, 0.5)) {
    passive(battle, seat, slot);
    power += n.rageBonus;
  }
  if (attacker.type === 'stinger' && below(defender, 0.5)) {
    passive(battle, seat, slot);
    power += n.rageBonus;
  }
  if (defender.type === 'moth' && battle.rng.chance(n.flutterChance)) {
    passive(battle, enemy, target);
    return;
  }
  if (defender.type === 'warden') {
    passive(battle, enemy, target);
    power = Math.floor((power * n.hardenedQuarters) / 4);
  }
  damage(battle, enemy, target, power, 'attack');
  if (defender.type === 'thorn') {
    passive(battle, enemy, target);
    damage(battle, seat, slot, n.thornsDamage, 'thorns');
  }
}

/** A unit's skill (R13): its effect on `target` (an ally or enemy slot as the skill aims, or null), then its cooldown. */
export function castSkill(battle: Battle, seat: number, slot: number, target: number | null): void {
  const { skill, skillTarget, cooldown } = creature(unitAt(battle, seat, slot).type);
  const enemy = 1 - seat;
  const aimed = target === null ? null : { seat: skillTarget === 'ally' ? seat : enemy, slot: target };
  battle.events.push({ kind: 'act', turn: battle.turn, seat, slot, move: skill, target: aimed });
  update(battle, seat, slot, { cooldown });
  const at = target ?? 0;
  switch (skill) {
    case 'mend':
      heal(battle, seat, at, n.mendHeal, 'mend');
      update(battle, seat, at, { poison: 0 });
      return;
    case 'bulwark':
      update(battle, seat, at, { shield: n.bulwarkShield });
      battle.events.push({ kind: 'shield', turn: battle.turn, seat, slot: at, amount: n.bulwarkShield });
      return;
    case 'burst':
      battle.sides[enemy]?.forEach((other, index) => {
        if (alive(other)) damage(battle, enemy, index, n.burstDamage, 'skill');
      });
      return;
    case 'venom':
      damage(battle, enemy, at, n.venomDamage, 'skill');
      afflict(battle, enemy, at, { poison: n.poisonTurns });
      return;
    case 'snare':
      damage(battle, enemy, at, n.snareDamage, 'skill');
      afflict(battle, enemy, at, { stunned: true });
      return;
    case 'drain': {
      const removed = damage(battle, enemy, at, n.drainDamage, 'skill');
      heal(battle, seat, slot, removed, 'drain');
      return;
    }
    case 'crush':
      damage(battle, enemy, at, n.crushDamage, 'skill');
      damage(battle, seat, slot, n.crushRecoil, 'recoil');
      return;
    case 'scry':
      reveal(battle, enemy, at, 'scry');
      damage(battle, enemy, at, n.scryDamage, 'skill');
      return;
  }
}

function afflict(battle: Battle, seat: number, slot: number, patch: { poison: number } | { stunned: true }): void {
  if (!alive(unitAt(battle, seat, slot))) return;
  update(battle, seat, slot, patch);
  battle.events.push(
    'poison' in patch
      ? { kind: 'poison', turn: battle.turn, seat, slot, turns: patch.poison }
      : { kind: 'stun', turn: battle.turn, seat, slot },
  );
}

function reveal(battle: Battle, seat: number, slot: number, cause: 'assert' | 'scry'): void {
  const unit = unitAt(battle, seat, slot);
  update(battle, seat, slot, { revealed: true });
  battle.events.push({ kind: 'reveal', turn: battle.turn, seat, slot, type: unit.type, cause });
}

/** An assertion by `seat` that enemy `slot` is `guess` (R9, R10): a hit and a reveal, or a penalty on every own unit. */
export function assertIdentity(battle: Battle, seat: number, slot: number, guess: Unit['type']): void {
  const enemy = 1 - seat;
  const correct = unitAt(battle, enemy, slot).type === guess;
  battle.events.push({ kind: 'assert', turn: battle.turn, seat, slot, guess, correct });
  if (correct) {
    reveal(battle, enemy, slot, 'assert');
    const owl = battle.sides[seat]?.findIndex((unit) => unit.type === 'owl' && alive(unit)) ?? -1;
    if (owl >= 0) passive(battle, seat, owl);
    damage(battle, enemy, slot, n.assertHit + (owl >= 0 ? n.insightBonus : 0), 'assert');
    return;
  }
  battle.sides[seat]?.forEach((unit, index) => {
    if (alive(unit)) damage(battle, seat, index, n.wrongAssertPenalty, 'penalty');
  });
}

/**
 * The end of `seat`'s turn (R18): the other side's shields vanish; then `seat`'s units in slot order: poison, regrowth,
 * the snare wears off, the cooldown counts down.
 */
export function endTurn(battle: Battle, seat: number): void {
  battle.sides[1 - seat]?.forEach((unit, slot) => {
    if (unit.shield > 0) update(battle, 1 - seat, slot, { shield: 0 });
  });
  battle.sides[seat]?.forEach((_, slot) => {
    const unit = unitAt(battle, seat, slot);
    if (!alive(unit)) return;
    if (unit.poison > 0) {
      damage(battle, seat, slot, n.poisonTick, 'poison');
      if (alive(unitAt(battle, seat, slot))) update(battle, seat, slot, { poison: unit.poison - 1 });
    }
    const now = unitAt(battle, seat, slot);
    if (now.type === 'mender' && alive(now) && now.hp < creature(now.type).maxHp) {
      passive(battle, seat, slot);
      heal(battle, seat, slot, n.regrowthHeal, 'regrowth');
    }
    const after = unitAt(battle, seat, slot);
    if (alive(after)) update(battle, seat, slot, { stunned: false, cooldown: Math.max(0, after.cooldown - 1) });
  });
}
