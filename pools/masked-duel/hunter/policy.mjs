// The `hunter` family's policy: exact identity deduction (deduction.mjs), assertions by expected value, and acts chosen
// by rollouts of a full-information simulator (battle.mjs) over enemy teams drawn from the assignments the evidence
// allows, both sides played by a greedy policy that asserts what the other side has shown.
import { act, acts, assertIn, attackPower, battleOf, cloneBattle, isOver, living } from './battle.mjs';
import { assignments, marginals, named, rulesOf } from './deduction.mjs';

/** Defaults: the strongest settings. */
const defaults = {
  samples: 16,
  horizon: 40,
  rollouts: 3,
  explore: 0.3,
  win: 3000,
  'assert-threshold': 0,
  kill: 60,
  exposure: 25,
  seed: 0,
};

/** `--name value` pairs over the defaults; unknown names are an error. */
export function parseOptions(args) {
  const options = { ...defaults };
  for (let index = 0; index < args.length; index += 2) {
    const name = args[index].replace(/^--/, '');
    if (!(name in defaults)) throw new Error(`unknown option --${name}`);
    options[name] = Number(args[index + 1]);
  }
  return options;
}

/** A small seeded generator (mulberry32), so a decision is a function of the observation and the options. */
function generator(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** `count` assignments drawn by weight (systematic sampling from a seeded offset). */
function draw(list, count, random) {
  const total = list.reduce((sum, entry) => sum + entry.weight, 0);
  const out = [];
  let index = 0;
  let cumulative = list[0].weight;
  for (let k = 0; k < count; k += 1) {
    const point = ((k + random()) / count) * total;
    while (cumulative < point && index < list.length - 1) {
      index += 1;
      cumulative += list[index].weight;
    }
    out.push(list[index].types);
  }
  return out;
}

/** The greedy value of an act for `seat` in a full-information battle: hit points dealt or saved, kills, exposure. */
function quickValue(battle, seat, action, options) {
  if (action.kind === 'pass') return 0;
  const n = battle.n;
  const own = battle.sides[seat];
  const enemy = battle.sides[1 - seat];
  const me = own[action.unit];
  const hitValue = (target, amount, normal) => {
    let landed = amount;
    if (normal && target.type === 'warden') landed = Math.floor((landed * n.hardenedQuarters) / 4);
    landed = Math.max(0, landed - target.shield);
    const kill = landed >= target.hp ? options.kill + target.attack : 0;
    return (Math.min(landed, target.hp) + kill) * (normal && target.type === 'moth' ? 0.75 : 1);
  };
  const hidden = me.exposed ? 0 : options.exposure;
  if (action.kind === 'attack') {
    const target = enemy[action.target];
    const power = attackPower(me, target, n);
    return hitValue(target, power, true) - (target.type === 'thorn' ? n.thornsDamage : 0);
  }
  const at = action.target ?? 0;
  switch (battle.byType[me.type].skill) {
    case 'mend': {
      const ally = own[at];
      return Math.min(n.mendHeal, ally.maxHp - ally.hp) + ally.poison * n.poisonTick - 20 - hidden;
    }
    case 'bulwark':
      return (own[at].hp * 2 < own[at].maxHp ? 60 : 15) - hidden;
    case 'burst':
      return enemy.reduce((sum, other) => sum + (other.hp > 0 ? hitValue(other, n.burstDamage, false) : 0), 0) - hidden;
    case 'venom':
      return hitValue(enemy[at], n.venomDamage, false) + (enemy[at].poison ? 0 : 50) - hidden;
    case 'snare':
      return hitValue(enemy[at], n.snareDamage, false) + 30 - hidden;
    case 'drain':
      return hitValue(enemy[at], n.drainDamage, false) + Math.min(n.drainDamage, me.maxHp - me.hp) - hidden;
    case 'crush':
      return hitValue(enemy[at], n.crushDamage, false) - (me.hp <= n.crushRecoil ? 500 : n.crushRecoil) - hidden;
    case 'scry':
      return hitValue(enemy[at], n.scryDamage, false) + 40 - hidden;
    default:
      return 0;
  }
}

/** One side-turn of the rollout policy: assert a shown but hidden enemy, then the greedy act. */
function rolloutTurn(battle, options, random) {
  const seat = battle.turn % 2;
  const shown = battle.sides[1 - seat].findIndex((unit) => unit.hp > 0 && !unit.revealed && unit.exposed);
  if (shown >= 0) assertIn(battle, seat, shown, battle.sides[1 - seat][shown].type);
  greedyAct(battle, options, random);
}

/** The rollout policy's act for the seat on turn (unless the match is over): the best quick value, or at random. */
function greedyAct(battle, options, random) {
  const seat = battle.turn % 2;
  if (living(battle, 0) === 0 || living(battle, 1) === 0) return;
  const legal = acts(battle, seat);
  if (options.explore > 0 && random() < options.explore) {
    act(battle, seat, legal[Math.floor(random() * legal.length)], random);
    return;
  }
  let best = null;
  let bestValue = Number.NEGATIVE_INFINITY;
  for (const action of legal) {
    const value = quickValue(battle, seat, action, options);
    if (value > bestValue) {
      best = action;
      bestValue = value;
    }
  }
  act(battle, seat, best, random);
}

/** How good `battle` is for `seat`: a decided match is worth far more than any material, else living hit points. */
function evaluate(battle, seat, win) {
  const mine = living(battle, seat);
  const theirs = living(battle, 1 - seat);
  if (mine === 0 || theirs === 0 || battle.turn >= battle.maxTurns) {
    const hp = (side) => battle.sides[side].reduce((sum, unit) => sum + unit.hp, 0);
    const margin = mine - theirs || Math.sign(hp(seat) - hp(1 - seat));
    if (margin !== 0) return Math.sign(margin) * (win - battle.turn) + material(battle, seat);
  }
  return material(battle, seat);
}

/** Living hit points, units and attack, less the assertion a shown but hidden unit still invites. */
function material(battle, seat) {
  const worth = (side) =>
    battle.sides[side].reduce(
      (sum, unit) =>
        unit.hp > 0
          ? sum + unit.hp + 40 + unit.attack - (!unit.revealed && unit.exposed ? battle.n.assertHit : 0)
          : sum,
      0,
    );
  return worth(seat) - worth(1 - seat);
}

/** The mean value for `seat` of playing `first` on each drawn battle, then `horizon` side-turns of rollout. */
function rolloutValue(battles, seat, first, options, seedOf) {
  let total = 0;
  battles.forEach((start, index) => {
    for (let round = 0; round < options.rollouts; round += 1) {
      const random = generator(seedOf(index * options.rollouts + round));
      const battle = cloneBattle(start);
      first(battle, random);
      for (let step = 0; step < options.horizon && !isOver(battle); step += 1) rolloutTurn(battle, options, random);
      total += evaluate(battle, seat, options.win);
    }
  });
  return total / (battles.length * options.rollouts);
}

/** Which of `seat`'s units the enemy has seen named (or revealed), and which of the enemy's we have. */
function exposure(observation, rules) {
  return [0, 1].map((side) =>
    named(observation.history, side, observation.sides[side].length, rules.abilityType).map((type) => type !== null),
  );
}

function chooseAssert(observation, rules, list, options) {
  const { n } = rules;
  const seat = observation.seat;
  const mine = observation.sides[seat];
  const theirs = observation.sides[1 - seat];
  const odds = marginals(list, theirs.length);
  const owl = mine.some((unit) => unit.type === 'owl' && unit.alive);
  const hit = n.assertHit + (owl ? n.insightBonus : 0);
  const penalty = n.wrongAssertPenalty * mine.filter((unit) => unit.alive).length;
  let best = { action: { kind: 'skip' }, value: 0 };
  theirs.forEach((unit, slot) => {
    if (!unit.alive || unit.revealed) return;
    for (const [type, p] of Object.entries(odds[slot])) {
      if (p < options['assert-threshold']) continue;
      const value = p * hit - (1 - p) * penalty;
      if (value > best.value) best = { action: { kind: 'assert', slot, type }, value };
    }
  });
  return best.action;
}

/** The action these options pick among `legal`. */
export function choose(observation, legal, options) {
  const rules = rulesOf(observation);
  const list = assignments(observation, rules);
  if (observation.phase === 'assert') return chooseAssert(observation, rules, list, options);
  if (legal.length === 1) return legal[0];
  const seat = observation.seat;
  const seed = (options.seed * 1000003 + observation.turn * 7 + seat) >>> 0;
  const exposed = exposure(observation, rules);
  const battles = draw(list, options.samples, generator(seed)).map((types) =>
    battleOf(observation, rules, types, exposed),
  );
  let best = legal[0];
  let bestValue = Number.NEGATIVE_INFINITY;
  for (const action of legal) {
    const value = rolloutValue(
      battles,
      seat,
      (battle, random) => act(battle, seat, action, random),
      options,
      (index) => seed * 31 + index,
    );
    if (value > bestValue) {
      best = action;
      bestValue = value;
    }
  }
  return best;
}
