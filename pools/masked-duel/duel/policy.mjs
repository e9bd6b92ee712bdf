// The `duel` family's policy: the reference program's deduction and move values, with knobs (parseOptions) that make
// it stronger (joint identity odds, focus on dangerous units), weaker (noise, timid or reckless assertions) or flawed
// (forgetful, skill-less, fixed or worst target patterns, wild guesses).

/** Defaults reproduce the reference program exactly. */
const defaults = {
  seed: 0,
  noise: 0,
  assert: 'reference',
  risk: 1,
  margin: 0,
  exposure: 35,
  kill: 50,
  threat: 0,
  stealth: 0,
  memory: 'history',
  skills: true,
  target: 'greedy',
};

/** `--name value` pairs (and the flags `--no-skills`) over the defaults; unknown names are an error. */
export function parseOptions(args) {
  const options = { ...defaults };
  for (let index = 0; index < args.length; index += 1) {
    const name = args[index].replace(/^--/, '');
    if (name === 'no-skills') {
      options.skills = false;
      continue;
    }
    if (!(name in defaults)) throw new Error(`unknown option --${name}`);
    index += 1;
    const value = args[index];
    options[name] = typeof defaults[name] === 'number' ? Number(value) : value;
  }
  return options;
}

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
function clues(events, seat, slots, abilityType) {
  const known = Array(slots).fill(null);
  const excluded = Array.from({ length: slots }, () => []);
  for (const event of events) {
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

/** Per enemy slot, the types still possible after every clue and every normal attack in `events`. */
function deduce(observation, rules, events) {
  const seat = observation.seat;
  const enemy = 1 - seat;
  const units = observation.sides[enemy];
  const mine = observation.sides[seat];
  const { known, excluded } = clues(events, enemy, units.length, rules.abilityType);
  const attackOf = units.map(() => null);
  const ruledOut = units.map(() => []);
  events.forEach((event, index) => {
    if (event.kind !== 'act' || event.move !== 'attack' || !event.target) return;
    const after = consequences(events, index);
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

/** What the enemy can deduce about our units: `deduce` from its seat, our side masked as it sees it. */
function enemyView(observation, rules, events, candidates) {
  const seat = observation.seat;
  const masked = (unit) => (unit.revealed ? unit : { ...unit, type: null, hp: null, maxHp: null });
  const sides = [];
  sides[seat] = observation.sides[seat].map(masked);
  sides[1 - seat] = observation.sides[1 - seat].map((unit, slot) => ({
    ...unit,
    type: unit.type ?? (candidates[slot].length === 1 ? candidates[slot][0] : null),
  }));
  return deduce({ ...observation, seat: 1 - seat, sides }, rules, events);
}

/** Per slot and type, the share of the assignments of distinct types (one from each slot's list) that give it. */
function jointOdds(lists) {
  const counts = lists.map(() => ({}));
  let total = 0;
  const chosen = [];
  const walk = (slot) => {
    if (slot === lists.length) {
      total += 1;
      chosen.forEach((type, index) => {
        counts[index][type] = (counts[index][type] ?? 0) + 1;
      });
      return;
    }
    for (const type of lists[slot]) {
      if (chosen.includes(type)) continue;
      chosen.push(type);
      walk(slot + 1);
      chosen.pop();
    }
  };
  walk(0);
  return counts.map((count, slot) =>
    Object.fromEntries(lists[slot].map((type) => [type, total ? (count[type] ?? 0) / total : 1 / lists[slot].length])),
  );
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

function chooseAssert(observation, candidates, rules, options, rng) {
  const { n } = rules;
  const mine = observation.sides[observation.seat];
  const theirs = observation.sides[1 - observation.seat];
  if (options.assert === 'never') return { kind: 'skip' };
  if (options.assert === 'wild') {
    const open = theirs.flatMap((unit, slot) => (unit.alive && !unit.revealed ? [slot] : []));
    return open.length ? { kind: 'assert', slot: rng.pick(open), type: rng.pick(rules.types) } : { kind: 'skip' };
  }
  const owl = mine.some((unit) => unit.type === 'owl' && unit.alive);
  const hit = n.assertHit + (owl ? n.insightBonus : 0);
  const living = mine.filter((unit) => unit.alive).length;
  const odds = options.assert === 'joint' ? jointOdds(candidates) : null;
  let best = { action: { kind: 'skip' }, value: options.margin };
  theirs.forEach((unit, slot) => {
    const types = candidates[slot];
    if (!unit.alive || unit.revealed || types.length === 0) return;
    const [type, p] = odds
      ? Object.entries(odds[slot]).reduce((a, b) => (b[1] > a[1] ? b : a))
      : [options.assert === 'reckless' ? rng.pick(types) : types[0], 1 / types.length];
    const value = p * hit - (1 - p) * n.wrongAssertPenalty * living * options.risk;
    if (value > best.value) best = { action: { kind: 'assert', slot, type }, value };
  });
  return best.action;
}

/** The action `options` picks among `legal`; `rng` only feeds noise and reckless guesses. */
export function choose(observation, legal, options, rng) {
  const rules = rulesOf(observation);
  const { n, byType } = rules;
  const seat = observation.seat;
  const mine = observation.sides[seat];
  const theirs = observation.sides[1 - seat];
  const events = options.memory === 'log' ? observation.log : observation.history;
  const candidates = deduce(observation, rules, events);
  if (observation.phase === 'assert') return chooseAssert(observation, candidates, rules, options, rng);

  const share = (types, type) => (types.includes(type) ? 1 / types.length : 0);
  const maxHpOf = (unit, types) =>
    unit.maxHp ?? types.reduce((sum, type) => sum + byType[type].maxHp, 0) / Math.max(1, types.length);
  const hpOf = (unit, types) => unit.hp ?? maxHpOf(unit, types) - unit.missing;
  const danger = (types) => types.reduce((sum, type) => sum + byType[type].attack, 0) / Math.max(1, types.length);

  const hitValue = (slot, amount, attack) => {
    const unit = theirs[slot];
    const types = candidates[slot];
    const hardened = attack ? share(types, 'warden') : 0;
    const landed = Math.max(0, amount * (1 - hardened / 4) - unit.shield) * (attack ? 1 - share(types, 'moth') / 4 : 1);
    const hp = hpOf(unit, types);
    const killed = landed >= hp ? options.kill + options.threat * danger(types) : 0;
    const focus = options.threat * (landed / Math.max(1, hp)) * danger(types) * 0.5;
    return Math.min(landed, hp) + killed + focus + (1 - hp / maxHpOf(unit, types)) * 10;
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
  const skillValue = (unit, target) => {
    const me = mine[unit];
    const at = target ?? 0;
    const ally = mine[at];
    const enemy = theirs[at];
    switch (byType[me.type].skill) {
      case 'mend':
        return Math.min(n.mendHeal, ally.missing) + ally.poison * n.poisonTick - 20;
      case 'bulwark':
        return ally.hp * 2 < ally.maxHp ? 60 : 15;
      case 'burst':
        return theirs.reduce((sum, other, slot) => sum + (other.alive ? hitValue(slot, n.burstDamage, false) : 0), 0);
      case 'venom':
        return hitValue(at, n.venomDamage, false) + (enemy.poison ? 0 : n.poisonTick * n.poisonTurns * 0.8);
      case 'snare':
        return hitValue(at, n.snareDamage, false) + 30;
      case 'drain':
        return hitValue(at, n.drainDamage, false) + Math.min(n.drainDamage, me.missing);
      case 'crush':
        return hitValue(at, n.crushDamage, false) - (me.hp <= n.crushRecoil ? 500 : n.crushRecoil);
      case 'scry':
        return hitValue(at, n.scryDamage, false) + 40;
      default:
        return 0;
    }
  };
  const playable = options.skills ? legal : legal.filter((action) => action.kind !== 'skill');
  const moves = playable.length ? playable : legal;
  if (options.target === 'first') return moves.find((action) => action.kind === 'attack') ?? moves[0];
  const known = clues(events, seat, mine.length, rules.abilityType).known;
  const hidden = mine.map((unit, slot) => !unit.revealed && known[slot] === null);
  const seen = options.stealth > 0 ? enemyView(observation, rules, events, candidates) : null;
  const leak = (action) => {
    if (!seen || action.kind === 'pass') return 0;
    const before = seen[action.unit];
    const type = mine[action.unit].type;
    const after = action.kind === 'skill' ? [type] : before.filter((t) => byType[t].attack === byType[type].attack);
    return options.stealth * (1 / Math.max(1, after.length) - 1 / Math.max(1, before.length));
  };
  let best = moves[0];
  let bestValue = Number.NEGATIVE_INFINITY;
  for (const action of moves) {
    let value = 0;
    if (action.kind === 'attack') value = attackValue(action.unit, action.target);
    else if (action.kind === 'skill')
      value = skillValue(action.unit, action.target) - (hidden[action.unit] ? options.exposure : 0);
    value -= leak(action);
    if (options.target === 'weakest' && action.kind !== 'pass' && action.target !== null && action.kind === 'attack')
      value -= hpOf(theirs[action.target], candidates[action.target]);
    if (options.noise > 0) value += (rng.next() * 2 - 1) * options.noise;
    if (options.target === 'worst') value = -value;
    if (value > bestValue) {
      best = action;
      bestValue = value;
    }
  }
  return best;
}
