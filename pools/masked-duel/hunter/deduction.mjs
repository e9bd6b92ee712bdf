// The `hunter` family's deduction: every assignment of distinct roster types to the enemy's slots that the public
// history allows, weighted by how likely it made what was seen (a moth that was hit and did not dodge).

/** The rules a program needs from the observation: the roster by type, which type owns each skill and passive. */
export function rulesOf(observation) {
  const byType = Object.fromEntries(observation.roster.map((c) => [c.type, c]));
  const abilityType = {};
  for (const c of observation.roster) {
    abilityType[c.skill] = c.type;
    abilityType[c.passive] = c.type;
  }
  return { byType, abilityType, types: observation.roster.map((c) => c.type), n: observation.numbers };
}

/** Per slot of `seat`: the type a reveal, a correct assertion, a skill or a passive named, else null. */
export function named(history, seat, slots, abilityType) {
  const known = Array(slots).fill(null);
  for (const event of history) {
    if (event.kind === 'assert') {
      if (event.seat !== seat && event.correct) known[event.slot] = event.guess;
    } else if (event.seat === seat) {
      if (event.kind === 'reveal') known[event.slot] = event.type;
      else if (event.kind === 'act' && event.move !== 'attack') known[event.slot] = abilityType[event.move];
      else if (event.kind === 'passive') known[event.slot] = abilityType[event.passive];
    }
  }
  return known;
}

/** The events one decision caused: after its event, up to the next decision's event or the end of the turn. */
function consequences(history, start) {
  const out = [];
  for (let index = start + 1; index < history.length; index += 1) {
    const event = history[index];
    if (event.kind === 'act' || event.kind === 'assert' || event.kind === 'pass' || event.turn !== history[start].turn)
      break;
    out.push(event);
  }
  return out;
}

/** Per enemy slot: a predicate list over types (all must hold) and the number of hits a moth would have not dodged. */
function evidence(observation, rules) {
  const { byType, n } = rules;
  const seat = observation.seat;
  const enemy = 1 - seat;
  const history = observation.history;
  const slots = observation.sides[enemy].length;
  const allow = Array.from({ length: slots }, () => []);
  const mothHits = Array(slots).fill(0);
  const missing = [0, 1].map((side) => observation.sides[side].map(() => 0));
  const dead = [0, 1].map((side) => observation.sides[side].map(() => false));
  const below = (maxHp, miss) => (maxHp - miss) * 2 < maxHp;
  const regrown = new Set();
  const closeTurn = (turn) => {
    if (turn % 2 !== enemy || turn >= observation.turn) return;
    missing[enemy].forEach((miss, slot) => {
      if (!dead[enemy][slot] && miss > 0 && !regrown.has(slot)) allow[slot].push((type) => type !== 'mender');
    });
  };
  history.forEach((event, index) => {
    const previous = history[index - 1];
    if (previous && previous.turn !== event.turn) {
      closeTurn(previous.turn);
      regrown.clear();
    }
    if (event.kind === 'damage') missing[event.seat][event.slot] += event.amount;
    else if (event.kind === 'heal') missing[event.seat][event.slot] -= event.amount;
    else if (event.kind === 'death') dead[event.seat][event.slot] = true;
    else if (event.kind === 'passive' && event.passive === 'regrowth' && event.seat === enemy) regrown.add(event.slot);
    if (event.kind !== 'act' || event.move !== 'attack' || !event.target) return;
    const after = consequences(history, index);
    const target = event.target;
    const passiveOf = (side, slot, name) =>
      after.some((e) => e.kind === 'passive' && e.seat === side && e.slot === slot && (!name || e.passive === name));
    const hit = after.find(
      (e) => e.kind === 'damage' && e.source === 'attack' && e.seat === target.seat && e.slot === target.slot,
    );
    const died = after.some((e) => e.kind === 'death' && e.seat === target.seat && e.slot === target.slot);
    if (event.seat === enemy && !passiveOf(enemy, event.slot)) {
      const attackerMiss = missing[enemy][event.slot];
      const rules = allow[event.slot];
      rules.push((type) => type !== 'brute' || !below(byType.brute.maxHp, attackerMiss));
      const defender = observation.sides[seat][target.slot];
      const defenderMaxHp = byType[defender.type].maxHp;
      if (below(defenderMaxHp, missing[seat][target.slot])) rules.push((type) => type !== 'stinger');
      if (hit) {
        const total = hit.amount + hit.absorbed;
        const power = (type) =>
          defender.type === 'warden' ? Math.floor((byType[type].attack * n.hardenedQuarters) / 4) : byType[type].attack;
        rules.push(died ? (type) => power(type) >= total : (type) => power(type) === total);
      }
    }
    if (event.seat === seat && target.seat === enemy) {
      const slot = target.slot;
      const targetMiss = missing[enemy][slot];
      if (observation.sides[seat][event.slot].type === 'stinger') {
        const keen = passiveOf(seat, event.slot, 'keen');
        allow[slot].push((type) => below(byType[type].maxHp, targetMiss) === keen);
      }
      if (hit) {
        mothHits[slot] += 1;
        if (!passiveOf(enemy, slot, 'hardened')) allow[slot].push((type) => type !== 'warden');
        if (!passiveOf(enemy, slot, 'thorns')) allow[slot].push((type) => type !== 'thorn');
      }
    }
  });
  if (history.length) closeTurn(history[history.length - 1].turn);
  return { allow, mothHits };
}

/**
 * Every assignment `{types, weight}` of distinct types to the enemy's slots that agrees with what is named, the wrong
 * assertions, the missing hit points and (unless `loose`) every normal attack and end of turn seen.
 */
export function assignments(observation, rules, loose = false) {
  const seat = observation.seat;
  const enemy = 1 - seat;
  const units = observation.sides[enemy];
  const known = named(observation.history, enemy, units.length, rules.abilityType);
  const excluded = units.map(() => new Set());
  for (const event of observation.history)
    if (event.kind === 'assert' && event.seat === seat && !event.correct) excluded[event.slot].add(event.guess);
  const seen = loose ? { allow: units.map(() => []), mothHits: units.map(() => 0) } : evidence(observation, rules);
  const options = units.map((unit, slot) => {
    const sure = unit.type ?? known[slot];
    if (sure) return [sure];
    return rules.types.filter(
      (type) =>
        !excluded[slot].has(type) &&
        (!unit.alive || rules.byType[type].maxHp > unit.missing) &&
        seen.allow[slot].every((allows) => allows(type)),
    );
  });
  const out = [];
  const chosen = [];
  const walk = (slot, weight) => {
    if (slot === units.length) {
      out.push({ types: [...chosen], weight });
      return;
    }
    for (const type of options[slot]) {
      if (chosen.includes(type)) continue;
      chosen.push(type);
      walk(slot + 1, type === 'moth' && !units[slot].revealed ? weight * 0.75 ** seen.mothHits[slot] : weight);
      chosen.pop();
    }
  };
  walk(0, 1);
  if (out.length === 0 && !loose) return assignments(observation, rules, true);
  return out;
}

/** Per slot and type, the probability the assignments give it. */
export function marginals(list, slots) {
  const odds = Array.from({ length: slots }, () => ({}));
  let total = 0;
  for (const { types, weight } of list) {
    total += weight;
    types.forEach((type, slot) => {
      odds[slot][type] = (odds[slot][type] ?? 0) + weight;
    });
  }
  for (const slotOdds of odds) for (const type of Object.keys(slotOdds)) slotOdds[type] /= total || 1;
  return odds;
}
