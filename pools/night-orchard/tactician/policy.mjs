// The tactician: the reference's fox and keeper with their weights as arguments, plus deliberate flaws (noise, a
// forgotten hound, ignored items, a never-used skill) and two strengthenings (a dash-aware keeper, a fox that looks one
// hound move further), so one family spans the ladder. `createPlayer(options, random)` returns `decide`.
const far = 999;
const deltas = { stay: [0, 0], up: [-1, 0], down: [1, 0], left: [0, -1], right: [0, 1] };

const step = (cell, move) => [cell[0] + deltas[move][0], cell[1] + deltas[move][1]];

/** The options and their reference values; `parseOptions(argv)` reads `--name value` pairs over them. */
export const defaults = {
  noise: 0, // chance of a uniformly random legal action instead of the chosen one
  margin: 1, // fox: a cell a hound reaches within this many steps is unsafe
  golden: 6, // fox: bonus of a golden fruit over a fruit
  items: 1, // fox: scale of the item bonuses (0 ignores items)
  room: 0.2, // fox: weight of the cells it reaches first
  scare: 1, // fox: 0 never scares, 1 scares when cornered, 2 also when two hounds are within reach
  forget: -1, // fox: this hound index is ignored; keeper: this hound always stays
  territory: 4, // keeper: weight of the fox's territory against the hounds' closeness
  dash: 0, // keeper: 1 counts the fox's dash (two cells a turn) in its territory
  spread: 0, // keeper: penalty for two hounds on one cell
  guard: 0, // keeper: extra weight of a fox-first cell holding fruit (golden: five times)
};

export function parseOptions(argv) {
  const options = { ...defaults };
  for (let index = 0; index < argv.length; index += 2) {
    const name = argv[index].replace(/^--/, '');
    if (!(name in defaults)) throw new Error(`unknown option ${argv[index]}`);
    options[name] = Number(argv[index + 1]);
  }
  return options;
}

/** Steps from `from` to every cell (row-major), `offset` added; `far` where unreachable. */
function distances(map, from, offset = 0) {
  const size = map.length;
  const distance = new Int16Array(size * size).fill(far);
  const start = from[0] * size + from[1];
  distance[start] = offset;
  const queue = [start];
  for (let at = 0; at < queue.length; at++) {
    const index = queue[at];
    for (const next of [index - size, index + size, index - 1, index + 1]) {
      if (distance[next] !== far || map[Math.floor(next / size)]?.[next % size] !== '.') continue;
      distance[next] = distance[index] + 1;
      queue.push(next);
    }
  }
  return distance;
}

function houndDistances(observation, options) {
  const length = observation.size * observation.size;
  const result = new Int16Array(length).fill(far);
  observation.hounds.forEach((hound, houndIndex) => {
    if (houndIndex === options.forget) return;
    const map = distances(observation.map, hound.at, hound.stun);
    for (let index = 0; index < length; index++) result[index] = Math.min(result[index], map[index]);
  });
  return result;
}

function foxScore(observation, cell, hounds, worth, options) {
  const size = observation.size;
  const danger = hounds[cell[0] * size + cell[1]];
  if (danger <= options.margin) return -1000 + danger;
  const fox = distances(observation.map, cell);
  let goal = Number.NEGATIVE_INFINITY;
  let riskyGoal = -40;
  let room = 0;
  for (let index = 0; index < fox.length; index++) {
    if (fox[index] === far) continue;
    if (worth[index] >= 0) riskyGoal = Math.max(riskyGoal, worth[index] - fox[index] - 20);
    if (fox[index] + 1 >= hounds[index]) continue;
    room++;
    if (worth[index] >= 0) goal = Math.max(goal, worth[index] - fox[index]);
  }
  if (goal === Number.NEGATIVE_INFINITY) goal = riskyGoal;
  const here = worth[cell[0] * size + cell[1]];
  return (here >= 0 ? 2 + here : 0) + goal + Math.min(room, 20) * options.room + Math.min(danger, 5) * 0.3;
}

function decideFox(observation, legal, options) {
  const size = observation.size;
  const at = observation.fox.at;
  const hounds = houndDistances(observation, options);
  const bonus = { golden: options.golden, dash: 2 * options.items, mask: 3 * options.items, scare: 4 * options.items };
  const worth = new Float32Array(size * size).fill(-1);
  for (const cell of observation.fruit) worth[cell[0] * size + cell[1]] = 0;
  for (const cell of observation.golden) worth[cell[0] * size + cell[1]] = bonus.golden;
  for (const item of observation.items) {
    if (options.items > 0) worth[item.at[0] * size + item.at[1]] = bonus[item.kind];
  }
  let best = legal[0];
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const action of legal) {
    if (action.scare) continue;
    const cell = action.dash ? step(step(at, action.dash), action.dash) : step(at, action.move);
    const score = foxScore(observation, cell, hounds, worth, options);
    if (score > bestScore) [best, bestScore] = [action, score];
  }
  const scare = legal.find((action) => action.scare);
  if (!scare || options.scare === 0) return best;
  const near = observation.hounds.filter(
    (hound) =>
      hound.stun === 0 && Math.abs(hound.at[0] - at[0]) + Math.abs(hound.at[1] - at[1]) <= observation.scareRange,
  ).length;
  return bestScore < -500 || (options.scare === 2 && near >= 2) ? scare : best;
}

function decideKeeper(observation, legal, options) {
  const size = observation.size;
  const length = size * size;
  const fox = observation.fox.at ?? observation.fox.seen;
  const foxDistance = distances(observation.map, fox);
  if (options.dash && observation.fox.skills.dash > 0) {
    for (let index = 0; index < length; index++) foxDistance[index] = Math.ceil(foxDistance[index] / 2);
  }
  const cache = new Map();
  const houndMap = (index, move) => {
    const key = `${index}${move}`;
    if (!cache.has(key)) {
      const hound = observation.hounds[index];
      const cell = hound.stun > 0 ? hound.at : step(hound.at, move);
      cache.set(key, distances(observation.map, cell, Math.max(0, hound.stun - 1)));
    }
    return cache.get(key);
  };
  const value = new Float32Array(length).fill(1);
  if (options.guard) {
    for (const cell of observation.fruit) value[cell[0] * size + cell[1]] += options.guard;
    for (const cell of observation.golden) value[cell[0] * size + cell[1]] += 5 * options.guard;
  }
  const scareReach = observation.fox.skills.scare > 0 ? observation.scareRange : -1;
  let best = legal[0];
  let bestScore = Number.POSITIVE_INFINITY;
  for (const action of legal) {
    if (options.forget >= 0 && action.moves[options.forget] !== 'stay') continue;
    const [a, b, c] = action.moves.map((move, index) => houndMap(index, move));
    let territory = 0;
    for (let index = 0; index < length; index++) {
      const steps = foxDistance[index];
      if (steps < a[index] && steps < b[index] && steps < c[index]) territory += value[index];
    }
    let closeness = 0;
    for (const map of [a, b, c]) {
      const steps = map[fox[0] * size + fox[1]];
      closeness += Math.min(steps, 40) + (steps > 0 && steps <= scareReach ? 3 : 0);
    }
    const cells = action.moves.map((move, index) => String(step(observation.hounds[index].at, move)));
    const stacked = cells.length - new Set(cells).size;
    const score = territory * options.territory + closeness + stacked * options.spread;
    if (score < bestScore) [best, bestScore] = [action, score];
  }
  return best;
}

/** A `decide(observation, legal)` for either role; `random` is a seeded generator with `next()` and `pick(list)`. */
export function createPlayer(options, random) {
  return (observation, legal) => {
    if (options.noise > 0 && random.next() < options.noise) return random.pick(legal);
    return observation.role === 'fox'
      ? decideFox(observation, legal, options)
      : decideKeeper(observation, legal, options);
  };
}
