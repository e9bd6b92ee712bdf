// Night orchard for either role (read from the observation). The fox takes the move no hound can reach next turn that
// is nearest to the best fruit or item it reaches before every hound, and scares when cornered; the keeper tries every
// joint hound move and keeps the one leaving the fox the fewest cells it reaches first.
import { play } from './xparena.mjs';

const far = 999;
const deltas = { stay: [0, 0], up: [-1, 0], down: [1, 0], left: [0, -1], right: [0, 1] };
const bonus = { golden: 6, dash: 2, mask: 3, scare: 4 };

const step = (cell, move) => [cell[0] + deltas[move][0], cell[1] + deltas[move][1]];

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

function houndDistances(observation) {
  const length = observation.size * observation.size;
  const result = new Int16Array(length).fill(far);
  for (const hound of observation.hounds) {
    const map = distances(observation.map, hound.at, hound.stun);
    for (let index = 0; index < length; index++) result[index] = Math.min(result[index], map[index]);
  }
  return result;
}

function foxScore(observation, cell, hounds, worth) {
  const size = observation.size;
  const danger = hounds[cell[0] * size + cell[1]];
  if (danger <= 1) return -1000 + danger;
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
  return (here >= 0 ? 2 + here : 0) + goal + Math.min(room, 20) * 0.2 + Math.min(danger, 5) * 0.3;
}

function decideFox(observation, legal) {
  const size = observation.size;
  const at = observation.fox.at;
  const hounds = houndDistances(observation);
  const worth = new Float32Array(size * size).fill(-1);
  for (const cell of observation.fruit) worth[cell[0] * size + cell[1]] = 0;
  for (const cell of observation.golden) worth[cell[0] * size + cell[1]] = bonus.golden;
  for (const item of observation.items) worth[item.at[0] * size + item.at[1]] = bonus[item.kind];
  let best = legal[0];
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const action of legal) {
    if (action.scare) continue;
    const cell = action.dash ? step(step(at, action.dash), action.dash) : step(at, action.move);
    const score = foxScore(observation, cell, hounds, worth);
    if (score > bestScore) [best, bestScore] = [action, score];
  }
  const scare = legal.find((action) => action.scare);
  return scare && bestScore < -500
    ? { action: scare, note: 'cornered: scare' }
    : { action: best, note: `score ${bestScore.toFixed(1)}` };
}

function decideKeeper(observation, legal) {
  const size = observation.size;
  const length = size * size;
  const fox = observation.fox.at ?? observation.fox.seen;
  const foxDistance = distances(observation.map, fox);
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
  const scareReach = observation.fox.skills.scare > 0 ? observation.scareRange : -1;
  let best = legal[0];
  let bestScore = Number.POSITIVE_INFINITY;
  for (const action of legal) {
    const [a, b, c] = action.moves.map((move, index) => houndMap(index, move));
    let territory = 0;
    for (let index = 0; index < length; index++) {
      const steps = foxDistance[index];
      if (steps < a[index] && steps < b[index] && steps < c[index]) territory++;
    }
    let closeness = 0;
    for (const map of [a, b, c]) {
      const steps = map[fox[0] * size + fox[1]];
      closeness += Math.min(steps, 40) + (steps > 0 && steps <= scareReach ? 3 : 0);
    }
    const score = territory * 4 + closeness;
    if (score < bestScore) [best, bestScore] = [action, score];
  }
  return { action: best, note: `fox territory score ${bestScore}` };
}

function decide(observation, legal, context) {
  const { action, note } =
    observation.role === 'fox' ? decideFox(observation, legal) : decideKeeper(observation, legal);
  context.log(note);
  return action;
}

await play(decide);
