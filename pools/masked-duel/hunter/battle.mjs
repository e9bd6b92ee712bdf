// The `hunter` family's simulator: rules R9–R19 on a full-information copy of the battle (the enemy's types filled in
// from one assignment the evidence allows), mutable and cheap to clone, for rollouts.

/** A full-information battle from an observation and one type per enemy slot; `exposed` marks what each side knows. */
export function battleOf(observation, rules, enemyTypes, exposed) {
  const seat = observation.seat;
  const sides = [0, 1].map((side) =>
    observation.sides[side].map((seen, slot) => {
      const type = side === seat ? seen.type : enemyTypes[slot];
      const { maxHp, attack } = rules.byType[type];
      return {
        type,
        maxHp,
        attack,
        hp: seen.alive ? maxHp - seen.missing : 0,
        shield: seen.shield,
        poison: seen.poison,
        stunned: seen.stunned,
        cooldown: seen.cooldown,
        revealed: seen.revealed,
        exposed: seen.revealed || exposed[side][slot],
      };
    }),
  );
  return { sides, turn: observation.turn, maxTurns: observation.maxTurns, n: rules.n, byType: rules.byType };
}

/** A deep copy of `battle` (units are the only mutable parts). */
export function cloneBattle(battle) {
  return { ...battle, sides: battle.sides.map((units) => units.map((unit) => ({ ...unit }))) };
}

/** Living units of `seat`. */
export function living(battle, seat) {
  let count = 0;
  for (const unit of battle.sides[seat]) if (unit.hp > 0) count += 1;
  return count;
}

/** True once a side is empty or the turn limit is reached (R19). */
export function isOver(battle) {
  return living(battle, 0) === 0 || living(battle, 1) === 0 || battle.turn >= battle.maxTurns;
}

const shieldable = new Set(['attack', 'skill', 'puff']);

function damage(battle, seat, slot, amount, source) {
  const unit = battle.sides[seat][slot];
  if (unit.hp <= 0) return 0;
  const absorbed = shieldable.has(source) ? Math.min(unit.shield, amount) : 0;
  unit.shield -= absorbed;
  const removed = Math.min(unit.hp, amount - absorbed);
  unit.hp -= removed;
  if (unit.hp === 0) die(battle, seat, slot);
  return removed;
}

function die(battle, seat, slot) {
  const unit = battle.sides[seat][slot];
  Object.assign(unit, { shield: 0, poison: 0, stunned: false, cooldown: 0, revealed: true, exposed: true });
  if (unit.type !== 'bomber') return;
  battle.sides[1 - seat].forEach((_, index) => {
    damage(battle, 1 - seat, index, battle.n.puffDamage, 'puff');
  });
}

function heal(battle, seat, slot, amount) {
  const unit = battle.sides[seat][slot];
  if (unit.hp <= 0) return 0;
  const restored = Math.min(amount, unit.maxHp - unit.hp);
  unit.hp += restored;
  return restored;
}

/** The power of a normal attack before the defender's passives (enrage, keen). */
export function attackPower(attacker, defender, n) {
  const below = (unit) => unit.hp * 2 < unit.maxHp;
  const bonus = (attacker.type === 'brute' && below(attacker)) || (attacker.type === 'stinger' && below(defender));
  return attacker.attack + (bonus ? n.rageBonus : 0);
}

/** R12; `random()` draws the flutter. */
function attack(battle, seat, slot, target, random) {
  const n = battle.n;
  const attacker = battle.sides[seat][slot];
  const defender = battle.sides[1 - seat][target];
  let power = attackPower(attacker, defender, n);
  if (attacker.type === 'brute' || attacker.type === 'stinger') attacker.exposed ||= power > attacker.attack;
  if (defender.type === 'moth' && random() < n.flutterChance) {
    defender.exposed = true;
    return;
  }
  if (defender.type === 'warden') {
    defender.exposed = true;
    power = Math.floor((power * n.hardenedQuarters) / 4);
  }
  damage(battle, 1 - seat, target, power, 'attack');
  if (defender.type === 'thorn') {
    defender.exposed = true;
    damage(battle, seat, slot, n.thornsDamage, 'thorns');
  }
}

/** R13 with R2's effects. */
function skill(battle, seat, slot, target) {
  const n = battle.n;
  const unit = battle.sides[seat][slot];
  const { skill: name, cooldown } = battle.byType[unit.type];
  unit.cooldown = cooldown;
  unit.exposed = true;
  const at = target ?? 0;
  const enemy = 1 - seat;
  switch (name) {
    case 'mend':
      heal(battle, seat, at, n.mendHeal);
      battle.sides[seat][at].poison = 0;
      return;
    case 'bulwark':
      battle.sides[seat][at].shield = n.bulwarkShield;
      return;
    case 'burst':
      battle.sides[enemy].forEach((_, index) => {
        damage(battle, enemy, index, n.burstDamage, 'skill');
      });
      return;
    case 'venom':
      damage(battle, enemy, at, n.venomDamage, 'skill');
      if (battle.sides[enemy][at].hp > 0) battle.sides[enemy][at].poison = n.poisonTurns;
      return;
    case 'snare':
      damage(battle, enemy, at, n.snareDamage, 'skill');
      if (battle.sides[enemy][at].hp > 0) battle.sides[enemy][at].stunned = true;
      return;
    case 'drain':
      heal(battle, seat, slot, damage(battle, enemy, at, n.drainDamage, 'skill'));
      return;
    case 'crush':
      damage(battle, enemy, at, n.crushDamage, 'skill');
      damage(battle, seat, slot, n.crushRecoil, 'recoil');
      return;
    case 'scry':
      battle.sides[enemy][at].revealed = true;
      battle.sides[enemy][at].exposed = true;
      damage(battle, enemy, at, n.scryDamage, 'skill');
      return;
  }
}

/** An assertion by `seat` (R9, R10), judged against the battle's types. */
export function assertIn(battle, seat, slot, type) {
  const n = battle.n;
  const target = battle.sides[1 - seat][slot];
  if (target.type !== type) {
    battle.sides[seat].forEach((_, index) => {
      damage(battle, seat, index, n.wrongAssertPenalty, 'penalty');
    });
    return;
  }
  target.revealed = true;
  target.exposed = true;
  const owl = battle.sides[seat].some((unit) => unit.type === 'owl' && unit.hp > 0);
  damage(battle, 1 - seat, slot, n.assertHit + (owl ? n.insightBonus : 0), 'assert');
}

function endTurn(battle, seat) {
  const n = battle.n;
  for (const unit of battle.sides[1 - seat]) unit.shield = 0;
  battle.sides[seat].forEach((unit, slot) => {
    if (unit.hp <= 0) return;
    if (unit.poison > 0) {
      damage(battle, seat, slot, n.poisonTick, 'poison');
      if (unit.hp > 0) unit.poison -= 1;
    }
    if (unit.type === 'mender' && unit.hp > 0 && unit.hp < unit.maxHp) {
      unit.exposed = true;
      heal(battle, seat, slot, n.regrowthHeal);
    }
    if (unit.hp > 0) {
      unit.stunned = false;
      unit.cooldown = Math.max(0, unit.cooldown - 1);
    }
  });
}

/** `seat`'s act (an action of R24) and, unless the match is over, the end of its turn; the turn number advances. */
export function act(battle, seat, action, random) {
  if (action.kind === 'attack') attack(battle, seat, action.unit, action.target, random);
  else if (action.kind === 'skill') skill(battle, seat, action.unit, action.target);
  if (living(battle, 0) > 0 && living(battle, 1) > 0) endTurn(battle, seat);
  battle.turn += 1;
}

/** R11's legal acts of `seat`. */
export function acts(battle, seat) {
  const out = [];
  const own = battle.sides[seat];
  const enemy = battle.sides[1 - seat];
  own.forEach((unit, slot) => {
    if (unit.hp <= 0 || unit.stunned) return;
    enemy.forEach((other, target) => {
      if (other.hp > 0) out.push({ kind: 'attack', unit: slot, target });
    });
    if (unit.cooldown > 0) return;
    const aim = battle.byType[unit.type].skillTarget;
    if (aim === 'none') {
      out.push({ kind: 'skill', unit: slot, target: null });
      return;
    }
    const side = aim === 'ally' ? own : enemy;
    side.forEach((other, target) => {
      if (other.hp > 0 && (aim !== 'hidden-enemy' || !other.revealed)) out.push({ kind: 'skill', unit: slot, target });
    });
  });
  return out.length ? out : [{ kind: 'pass' }];
}
