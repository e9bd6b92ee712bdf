// Mycelium grower: the reference's one-ply valuation with every weight an argument, plus an optional territory term
// (open cells its tips reach before the enemy's) and deliberate flaws. Args (defaults = the reference):
//   --noise X       random jitter added to every action's value (0.01)
//   --split X       base value of a split; below 0 never splits (2.1)
//   --spore N       fewest cells a spore must keep to be played; 99 never spores (5)
//   --harden N      smallest threatened cut worth a hardening; 99 never hardens (4)
//   --attack X      weight of overgrowths; 0 never overgrows (1)
//   --reserve 0|1   keep a hardening's energy while an enemy tip is near the origin (1)
//   --territory X   weight of the change in cells its tips reach first (0)
//   --blind 0|1     forgets the enemy: no cut sizes, no threats, no raiders (0)
//   --raid X        weight of the raider (the tip nearest the enemy origin) closing in on that origin, keeping the
//                   energy to take it once within 3 steps (0)
//   --hunt X        weight of walking a tip along its own cells towards the biggest cut it can make (0)
// Rules: docs/games/mycelium.md.
import { play, seededRandom } from './xparena.mjs';

const dirs = { N: [-1, 0], E: [0, 1], S: [1, 0], W: [0, -1] };

/** The arguments, numbers by name, over the reference's defaults. */
function options(argv) {
  const settings = {
    noise: 0.01,
    split: 2.1,
    spore: 5,
    harden: 4,
    attack: 1,
    reserve: 1,
    territory: 0,
    blind: 0,
    hunt: 0,
    raid: 0,
  };
  for (let i = 0; i < argv.length; i += 2) {
    const name = argv[i].replace(/^--/, '');
    if (!(name in settings)) throw new Error(`unknown argument ${argv[i]}`);
    settings[name] = Number(argv[i + 1]);
  }
  return settings;
}

const opt = options(process.argv.slice(2));
let random = seededRandom(0).next;

/** Everything the valuation reads, built once per turn from the observation. */
function view(observation) {
  const { rules, owner, you } = observation;
  const size = rules.size;
  const key = ([row, column]) => row * size + column;
  const rocks = new Set(observation.rocks.map(key));
  const nutrients = new Set(observation.nutrients.map(key));
  const inside = ([row, column]) => row >= 0 && column >= 0 && row < size && column < size;
  const step = ([row, column], dir) => [row + dirs[dir][0], column + dirs[dir][1]];
  const neighbours = (cell) =>
    Object.keys(dirs)
      .map((dir) => step(cell, dir))
      .filter(inside);
  const ownerOf = ([row, column]) => owner[row][column];
  const open = (cell) => !rocks.has(key(cell)) && ownerOf(cell) === -1;
  // Steps from every cell through non-rock cells, from the given start cells (breadth-first).
  const spread = (starts) => {
    const far = new Array(size * size).fill(size * size);
    const queue = [];
    for (const cell of starts) {
      if (far[key(cell)] === 0) continue;
      far[key(cell)] = 0;
      queue.push(cell);
    }
    for (let head = 0; head < queue.length; head++) {
      for (const next of neighbours(queue[head])) {
        if (rocks.has(key(next)) || far[key(next)] <= far[key(queue[head])] + 1) continue;
        far[key(next)] = far[key(queue[head])] + 1;
        queue.push(next);
      }
    }
    return far;
  };
  const openCells = [];
  for (let row = 0; row < size; row++) {
    for (let column = 0; column < size; column++) if (open([row, column])) openCells.push([row, column]);
  }
  const me = observation.colonies[you];
  const enemy = observation.colonies[1 - you];
  const distance = (a, b) => Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]);
  return {
    observation,
    rules,
    size,
    key,
    step,
    neighbours,
    ownerOf,
    open,
    openCells,
    spread,
    toFree: spread(openCells),
    enemyReach: spread(enemy.tips),
    toOrigin: spread([enemy.origin]),
    distance,
    me,
    enemy,
    // How close the nearest enemy tip is to our origin.
    danger: opt.blind ? size * 2 : Math.min(size * 2, ...enemy.tips.map((tip) => distance(tip, me.origin))),
    nutrient: (cell) => nutrients.has(key(cell)),
  };
}

const same = (a, b) => a[0] === b[0] && a[1] === b[1];

/** Cells `seat` loses if `removed` is taken: the cell and everything cut off behind it. */
function cutSize(v, seat, removed) {
  const colony = v.observation.colonies[seat];
  if (same(colony.origin, removed)) return colony.cells;
  const seen = new Set([v.key(removed), v.key(colony.origin)]);
  const stack = [colony.origin];
  while (stack.length) {
    for (const next of v.neighbours(stack.pop())) {
      if (seen.has(v.key(next)) || v.ownerOf(next) !== seat) continue;
      seen.add(v.key(next));
      stack.push(next);
    }
  }
  return colony.cells - (seen.size - 1);
}

/** Per cell: the best cut a tip standing there could make soon (cut size less the steps along our own cells). */
function huntMap(v) {
  const you = v.observation.you;
  const best = new Array(v.size * v.size).fill(0);
  for (let row = 0; row < v.size; row++) {
    for (let column = 0; column < v.size; column++) {
      const cell = [row, column];
      if (v.ownerOf(cell) !== 1 - you || v.observation.hardened[row][column] > 0 || same(cell, v.enemy.origin))
        continue;
      const starts = v.neighbours(cell).filter((next) => v.ownerOf(next) === you);
      if (!starts.length) continue;
      const cut = cutSize(v, 1 - you, cell);
      const seen = new Map(starts.map((start) => [v.key(start), 1]));
      const queue = [...starts];
      for (let head = 0; head < queue.length; head++) {
        const steps = seen.get(v.key(queue[head]));
        best[v.key(queue[head])] = Math.max(best[v.key(queue[head])], cut - steps);
        if (steps >= cut) continue;
        for (const next of v.neighbours(queue[head])) {
          if (v.ownerOf(next) !== you || seen.has(v.key(next))) continue;
          seen.set(v.key(next), steps + 1);
          queue.push(next);
        }
      }
    }
  }
  return best;
}

/** Open cells our tips (with `tip` moved to `target`) reach strictly before the enemy's tips. */
function territory(v, tipIndex, target) {
  const tips = v.me.tips.map((tip, index) => (index === tipIndex ? target : tip));
  const mine = v.spread(tips);
  let count = 0;
  for (const cell of v.openCells) if (mine[v.key(cell)] < v.enemyReach[v.key(cell)]) count++;
  return count;
}

const freeNeighbours = (v, cell) => v.neighbours(cell).filter(v.open).length;

/** Unowned cells a spore keeps: in range and connected to the tip through unowned cells in range (nutrients double). */
function sporeReach(v, tip) {
  const seen = new Set([v.key(tip)]);
  const stack = [tip];
  let count = 0;
  while (stack.length) {
    for (const next of v.neighbours(stack.pop())) {
      const far = v.distance(next, tip) > v.rules.sporeRadius;
      if (far || seen.has(v.key(next)) || !v.open(next)) continue;
      seen.add(v.key(next));
      count += v.nutrient(next) ? 2 : 1;
      stack.push(next);
    }
  }
  return count;
}

function hardenValue(v) {
  const { observation, enemy, rules } = v;
  if (opt.blind || enemy.energy < rules.overgrowCost) return -1;
  let threat = 0;
  for (const tip of enemy.tips) {
    for (const cell of v.neighbours(tip)) {
      if (v.ownerOf(cell) !== observation.you || observation.hardened[cell[0]][cell[1]] > 1) continue;
      const origin = same(cell, v.me.origin);
      if (origin && enemy.energy + rules.nutrientEnergy >= rules.originCost && opt.harden < 99) return 100;
      if (!origin) threat = Math.max(threat, cutSize(v, observation.you, cell));
    }
  }
  return threat >= opt.harden ? threat * 0.8 : -1;
}

function value(v, action, base) {
  const { me, rules, observation } = v;
  if (action.type === 'wait') return 0;
  if (action.type === 'harden') return hardenValue(v);
  const tip = me.tips[action.tip];
  if (action.type === 'spore') {
    const count = sporeReach(v, tip);
    return count >= opt.spore ? 0.9 * count : -1;
  }
  const target = v.step(tip, action.dir);
  const raid =
    opt.raid && action.tip === v.raider && action.type === 'grow'
      ? opt.raid * (v.toOrigin[v.key(tip)] - v.toOrigin[v.key(target)])
      : 0;
  const gain = raid + (opt.territory ? opt.territory * (territory(v, action.tip, target) - base) : 0);
  if (action.type === 'split') {
    if (opt.split < 0 || me.energy < rules.splitCost + 1) return -1;
    return opt.split + (v.nutrient(target) ? 3 : 0) + 0.2 * freeNeighbours(v, target);
  }
  const owner = v.ownerOf(target);
  if (owner === -1) return 2 + (v.nutrient(target) ? 3 : 0) + 0.2 * freeNeighbours(v, target) + gain;
  if (owner === observation.you) {
    const hunt = opt.hunt ? opt.hunt * (v.hunt[v.key(target)] - v.hunt[v.key(tip)]) : 0;
    return 0.3 + 0.5 * (v.toFree[v.key(tip)] - v.toFree[v.key(target)]) + gain + hunt;
  }
  if (opt.attack <= 0) return -1;
  if (opt.blind) return 1.5 * opt.attack;
  const tipThere = v.enemy.tips.some((enemyTip) => same(enemyTip, target));
  const raider = tipThere && v.distance(target, me.origin) <= 2;
  const origin = same(target, v.enemy.origin);
  return (
    opt.attack * (1.5 + cutSize(v, owner, target) + (tipThere ? 2 : 0)) + (raider ? 30 : 0) + (origin ? 50 : 0) + raid
  );
}

/** Energy an action costs. */
function spending(v, action) {
  const { rules, me } = v;
  if (action.type === 'split') return rules.splitCost;
  if (action.type === 'spore') return rules.sporeCost;
  if (action.type === 'harden') return rules.hardenCost;
  if (action.type === 'wait') return 0;
  const target = v.step(me.tips[action.tip], action.dir);
  if (v.ownerOf(target) !== 1 - v.observation.you) return 0;
  return same(target, v.enemy.origin) ? rules.originCost : rules.overgrowCost;
}

/** The action's value, less 3 when it spends below a hardening's cost while an enemy tip nears our origin. */
function worth(v, action, base) {
  const spent = spending(v, action);
  const risky =
    opt.reserve && v.danger <= 4 && spent > 0 && action.type !== 'harden' && v.me.energy - spent < v.rules.hardenCost;
  const raiding = opt.raid && v.raidNear && spent > 0 && v.me.energy - spent < v.rules.originCost;
  const opening = action.type === 'grow' && same(v.step(v.me.tips[action.tip], action.dir), v.enemy.origin);
  return value(v, action, base) - (risky ? 3 : 0) - (raiding && !opening ? 3 : 0);
}

function decide(observation, legal, context) {
  const v = view(observation);
  if (opt.hunt) v.hunt = huntMap(v);
  if (opt.raid) {
    const near = v.me.tips.map((tip) => v.toOrigin[v.key(tip)]);
    v.raider = near.indexOf(Math.min(...near));
    v.raidNear = near[v.raider] <= 3;
  }
  const base = opt.territory ? territory(v, -1, null) : 0;
  let best = legal[legal.length - 1];
  let bestValue = -Infinity;
  for (const action of legal) {
    const score = worth(v, action, base) + random() * opt.noise;
    if (score > bestValue) [best, bestValue] = [action, score];
  }
  context.log(`best ${JSON.stringify(best)} worth ${bestValue.toFixed(2)}`);
  return best;
}

await play(decide, {
  setup: (start) => {
    random = seededRandom(start.seed).next;
  },
});
