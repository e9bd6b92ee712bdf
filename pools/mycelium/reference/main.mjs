// Mycelium reference: scores every legal action one ply deep (cells and nutrients gained, cuts into the enemy,
// threats to itself) and plays the best; ties go to a seeded random draw. Rules: docs/games/mycelium.md.
import { play, seededRandom } from './xparena.mjs';

const dirs = { N: [-1, 0], E: [0, 1], S: [1, 0], W: [0, -1] };
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
  // Steps to the nearest unowned cell through non-rock cells (breadth-first from every unowned cell).
  const unreached = size * size;
  const toFree = new Array(size * size).fill(unreached);
  const queue = [];
  for (let row = 0; row < size; row++) {
    for (let column = 0; column < size; column++) {
      if (open([row, column])) {
        toFree[row * size + column] = 0;
        queue.push([row, column]);
      }
    }
  }
  for (let head = 0; head < queue.length; head++) {
    for (const next of neighbours(queue[head])) {
      if (rocks.has(key(next)) || toFree[key(next)] !== unreached) continue;
      toFree[key(next)] = toFree[key(queue[head])] + 1;
      queue.push(next);
    }
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
    toFree,
    distance,
    me,
    enemy,
    // How close the nearest enemy tip is to our origin.
    danger: Math.min(size * 2, ...enemy.tips.map((tip) => distance(tip, me.origin))),
    rock: (cell) => rocks.has(key(cell)),
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

const freeNeighbours = (v, cell) => v.neighbours(cell).filter(v.open).length;

/** Unowned cells a spore keeps: in range and connected to the tip through unowned cells in range (nutrients double). */
function sporeReach(v, tip) {
  const seen = new Set([v.key(tip)]);
  const stack = [tip];
  let count = 0;
  while (stack.length) {
    for (const next of v.neighbours(stack.pop())) {
      const far = Math.abs(next[0] - tip[0]) + Math.abs(next[1] - tip[1]) > v.rules.sporeRadius;
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
  if (enemy.energy < rules.overgrowCost) return -1;
  let threat = 0;
  for (const tip of enemy.tips) {
    for (const cell of v.neighbours(tip)) {
      if (v.ownerOf(cell) !== observation.you || observation.hardened[cell[0]][cell[1]] > 1) continue;
      const origin = same(cell, v.me.origin);
      if (origin && enemy.energy + rules.nutrientEnergy >= rules.originCost) return 100;
      if (!origin) threat = Math.max(threat, cutSize(v, observation.you, cell));
    }
  }
  return threat >= 4 ? threat * 0.8 : -1;
}

function value(v, action) {
  const { me, rules, observation } = v;
  if (action.type === 'wait') return 0;
  if (action.type === 'harden') return hardenValue(v);
  const tip = me.tips[action.tip];
  if (action.type === 'spore') {
    const count = sporeReach(v, tip);
    return count >= 5 ? 0.9 * count : -1;
  }
  const target = v.step(tip, action.dir);
  if (action.type === 'split') {
    if (me.energy < rules.splitCost + 1) return -1;
    return 2.1 + (v.nutrient(target) ? 3 : 0) + 0.2 * freeNeighbours(v, target);
  }
  const owner = v.ownerOf(target);
  if (owner === -1) return 2 + (v.nutrient(target) ? 3 : 0) + 0.2 * freeNeighbours(v, target);
  if (owner === observation.you) return 0.3 + 0.5 * (v.toFree[v.key(tip)] - v.toFree[v.key(target)]);
  const tipThere = v.enemy.tips.some((enemyTip) => same(enemyTip, target));
  const raider = tipThere && v.distance(target, me.origin) <= 2;
  const origin = same(target, v.enemy.origin);
  return 1.5 + cutSize(v, owner, target) + (tipThere ? 2 : 0) + (raider ? 30 : 0) + (origin ? 50 : 0);
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
function worth(v, action) {
  const spent = spending(v, action);
  const risky = v.danger <= 4 && spent > 0 && action.type !== 'harden' && v.me.energy - spent < v.rules.hardenCost;
  return value(v, action) - (risky ? 3 : 0);
}

function decide(observation, legal, context) {
  const v = view(observation);
  let best = legal[legal.length - 1];
  let bestValue = -Infinity;
  for (const action of legal) {
    const score = worth(v, action) + random() * 0.01;
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
