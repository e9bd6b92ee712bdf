// Masked duel, reference: deduce the enemy's identities from the public history, assert when the expected damage beats
// the expected penalty, then make the normal attack worth the most hit points now (damage and kills). It never uses a
// skill: valuing them is left to whoever improves it.
import { play } from './xparena.mjs';

const killBonus = 50;

/** The events one action caused: from its `act` event up to the next decision's event. */
function consequences(history, start) {
  const out = [];
  for (let index = start + 1; index < history.length; index += 1) {
    const event = history[index];
    if (['act', 'assert', 'pass'].includes(event.kind) || event.turn !== history[start].turn) break;
    out.push(event);
  }
  return out;
}

/** Per slot of `seat`: the type a reveal, skill or passive named (or null), and types wrong assertions excluded. */
function clues(history, seat, slots, abilityType) {
  const known = Array(slots).fill(null);
  const excluded = Array.from({ length: slots }, () => []);
  for (const event of history) {
    if (event.kind === 'assert') {
      if (event.seat === seat) continue;
      if (event.correct) known[event.slot] = event.guess;
      else excluded[event.slot].push(event.guess);
    } else if (event.seat !== seat) {
    } else if (event.kind === 'reveal') {
      known[event.slot] = event.type;
    } else if (event.kind === 'act' && event.move !== 'attack') {
      known[event.slot] = abilityType[event.move];
    } else if (event.kind === 'passive') {
      known[event.slot] = abilityType[event.passive];
    }
  }
  return { known, excluded };
}

/** Per enemy slot, the types still possible after every clue and every normal attack seen. */
function deduce(observation, rules) {
  const seat = observation.seat;
  const enemy = 1 - seat;
  const units = observation.sides[enemy];
  const mine = observation.sides[seat];
  const { known, excluded } = clues(observation.history, enemy, units.length, rules.abilityType);
  const attackOf = units.map(() => null);
  const ruledOut = units.map(() => []);
  observation.history.forEach((event, index) => {
    if (event.kind !== 'act' || event.move !== 'attack' || !event.target) return;
    const after = consequences(observation.history, index);
    const { seat: tSeat, slot: tSlot } = event.target;
    const passiveOf = (s, slot) => after.some((e) => e.kind === 'passive' && e.seat === s && e.slot === slot);
    const hit = after.find((e) => e.kind === 'damage' && e.source === 'attack' && e.seat === tSeat && e.slot === tSlot);
    if (tSeat === enemy && !passiveOf(enemy, tSlot)) {
      ruledOut[tSlot].push('warden');
      if (hit) ruledOut[tSlot].push('thorn');
    }
    const died = after.some((e) => e.kind === 'death' && e.seat === tSeat && e.slot === tSlot);
    if (event.seat !== enemy || passiveOf(enemy, event.slot) || !hit || died) return;
    if (mine[tSlot].type !== 'warden') attackOf[event.slot] = hit.amount + hit.absorbed;
  });
  const taken = new Set(units.map((unit, slot) => unit.type ?? known[slot]).filter(Boolean));
  const lists = units.map((unit, slot) => {
    const sure = unit.type ?? known[slot];
    if (sure) return [sure];
    const possible = rules.types.filter(
      (type) =>
        !taken.has(type) && !excluded[slot].includes(type) && (!unit.alive || rules.byType[type].maxHp > unit.missing),
    );
    const narrowed = possible.filter(
      (type) =>
        !ruledOut[slot].includes(type) && (attackOf[slot] === null || rules.byType[type].attack === attackOf[slot]),
    );
    return narrowed.length ? narrowed : possible;
  });
  let changed = true;
  while (changed) {
    changed = false;
    lists.forEach((list, slot) => {
      if (list.length !== 1) return;
      lists.forEach((other, index) => {
        if (index === slot || other.length === 1 || !other.includes(list[0])) return;
        lists[index] = other.filter((type) => type !== list[0]);
        changed = true;
      });
    });
  }
  return lists;
}

function rulesOf(observation) {
  const byType = Object.fromEntries(observation.roster.map((c) => [c.type, c]));
  const abilityType = {};
  for (const c of observation.roster) {
    abilityType[c.skill] = c.type;
    abilityType[c.passive] = c.type;
  }
  return { byType, abilityType, types: observation.roster.map((c) => c.type), n: observation.numbers };
}

function choose(observation, legal) {
  const rules = rulesOf(observation);
  const { n, byType } = rules;
  const seat = observation.seat;
  const mine = observation.sides[seat];
  const theirs = observation.sides[1 - seat];
  const candidates = deduce(observation, rules);
  const share = (types, type) => (types.includes(type) ? 1 / types.length : 0);
  const maxHpOf = (unit, types) =>
    unit.maxHp ?? types.reduce((sum, type) => sum + byType[type].maxHp, 0) / Math.max(1, types.length);
  const hpOf = (unit, types) => unit.hp ?? maxHpOf(unit, types) - unit.missing;

  if (observation.phase === 'assert') {
    const owl = mine.some((unit) => unit.type === 'owl' && unit.alive);
    const hit = n.assertHit + (owl ? n.insightBonus : 0);
    const living = mine.filter((unit) => unit.alive).length;
    let best = { action: { kind: 'skip' }, value: 0 };
    theirs.forEach((unit, slot) => {
      const types = candidates[slot];
      if (!unit.alive || unit.revealed || types.length === 0) return;
      const p = 1 / types.length;
      const value = p * hit - (1 - p) * n.wrongAssertPenalty * living;
      if (value > best.value) best = { action: { kind: 'assert', slot, type: types[0] }, value };
    });
    return best.action;
  }

  const hitValue = (slot, amount, attack) => {
    const unit = theirs[slot];
    const types = candidates[slot];
    const hardened = attack ? share(types, 'warden') : 0;
    const landed = Math.max(0, amount * (1 - hardened / 4) - unit.shield) * (attack ? 1 - share(types, 'moth') / 4 : 1);
    const hp = hpOf(unit, types);
    return Math.min(landed, hp) + (landed >= hp ? killBonus : 0) + (1 - hp / maxHpOf(unit, types)) * 10;
  };
  const attackValue = (unit, target) => {
    const me = mine[unit];
    const them = theirs[target];
    const types = candidates[target];
    const { attack, maxHp } = byType[me.type];
    const raged = me.type === 'brute' && me.hp * 2 < maxHp;
    const keen = me.type === 'stinger' && hpOf(them, types) * 2 < maxHpOf(them, types);
    return hitValue(target, attack + (raged || keen ? n.rageBonus : 0), true) - share(types, 'thorn') * n.thornsDamage;
  };
  const moves = legal.filter((action) => action.kind !== 'skill');
  if (moves.length === 0) return legal[0];
  let best = moves[0];
  let bestValue = Number.NEGATIVE_INFINITY;
  for (const action of moves) {
    const value = action.kind === 'attack' ? attackValue(action.unit, action.target) : 0;
    if (value > bestValue) {
      best = action;
      bestValue = value;
    }
  }
  return best;
}

function decide(observation, legal, context) {
  const action = choose(observation, legal);
  context.log(JSON.stringify(action));
  return action;
}

await play(decide);
