// Night orchard, greedily, for either role (read from the observation); between starter and reference in strength.
// The fox walks the shortest path to the nearest fruit, golden fruit or item, only refusing cells a hound reaches next
// turn; every hound walks its own shortest path to the fox (or where it was last seen), with no teamwork.
import { play } from './xparena.mjs';

const deltas = { stay: [0, 0], up: [-1, 0], down: [1, 0], left: [0, -1], right: [0, 1] };
const step = (cell, move) => [cell[0] + deltas[move][0], cell[1] + deltas[move][1]];
const key = (cell) => `${cell[0]},${cell[1]}`;

/** Steps from `from` to every reachable path cell, as a Map from "row,column". */
function distances(map, from) {
  const distance = new Map([[key(from), 0]]);
  const queue = [from];
  for (let at = 0; at < queue.length; at++) {
    const cell = queue[at];
    for (const move of ['up', 'down', 'left', 'right']) {
      const next = step(cell, move);
      if (map[next[0]]?.[next[1]] !== '.' || distance.has(key(next))) continue;
      distance.set(key(next), distance.get(key(cell)) + 1);
      queue.push(next);
    }
  }
  return distance;
}

function decideFox(observation, legal) {
  const at = observation.fox.at;
  const danger = new Set();
  for (const hound of observation.hounds) {
    if (hound.stun > 0) continue;
    for (const move of Object.keys(deltas)) danger.add(key(step(hound.at, move)));
  }
  const goals = [...observation.fruit, ...observation.golden, ...observation.items.map((item) => item.at)].map(key);
  let best = legal[0];
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const action of legal) {
    if (action.scare) continue;
    const cell = action.dash ? step(step(at, action.dash), action.dash) : step(at, action.move);
    if (danger.has(key(cell))) continue;
    const distance = distances(observation.map, cell);
    const nearest = Math.min(...goals.map((goal) => distance.get(goal) ?? Number.POSITIVE_INFINITY));
    if (nearest < bestDistance) [best, bestDistance] = [action, nearest];
  }
  const scare = legal.find((action) => action.scare);
  if (scare && bestDistance === Number.POSITIVE_INFINITY) return scare;
  return best;
}

function decideKeeper(observation, legal) {
  const fox = observation.fox.at ?? observation.fox.seen;
  const toFox = distances(observation.map, fox);
  const moves = observation.hounds.map((hound, index) => {
    const allowed = new Set(legal.map((action) => action.moves[index]));
    let best = 'stay';
    let bestDistance = toFox.get(key(hound.at)) ?? Number.POSITIVE_INFINITY;
    for (const move of allowed) {
      const distance = toFox.get(key(step(hound.at, move))) ?? Number.POSITIVE_INFINITY;
      if (distance < bestDistance) [best, bestDistance] = [move, distance];
    }
    return best;
  });
  return { moves };
}

await play((observation, legal, context) => {
  context.log(`${observation.role}, greedily`);
  return observation.role === 'fox' ? decideFox(observation, legal) : decideKeeper(observation, legal);
});
