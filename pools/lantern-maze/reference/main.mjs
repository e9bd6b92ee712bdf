// Lantern Maze, reference: every move is scored by the pull of all loot (worth × 0.8^distance, less where the rival
// is closer), minus danger next to an active beast; a lit miner hunts beasts, and a beast about to pounce is snared.
import { play, seededRandom } from './xparena.mjs';

const moves = { up: [-1, 0], down: [1, 0], left: [0, -1], right: [0, 1] };
const fade = Array.from({ length: 1024 }, (_, distance) => 0.8 ** distance);
let random = seededRandom(0);

/** Maze distances from `from` over the board (walls are '#'), as a flat row-major array (-1: unreachable). */
function distancesFrom(board, from) {
  const size = board.length;
  const distance = new Int16Array(size * size).fill(-1);
  const queue = [from[0] * size + from[1]];
  distance[queue[0]] = 0;
  for (let at = 0; at < queue.length; at++) {
    const index = queue[at];
    for (const next of [index - size, index + size, index - 1, index + 1]) {
      if (distance[next] !== -1 || board[Math.floor(next / size)][next % size] === '#') continue;
      distance[next] = distance[index] + 1;
      queue.push(next);
    }
  }
  return distance;
}

const adjacent = (a, b) => Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]) === 1;
const same = (a, b) => a[0] === b[0] && a[1] === b[1];
const contest = (theirs, mine) => (theirs < 0 || theirs > mine ? 1 : theirs === mine ? 0.5 : 0.15);

function decide(observation, legal, context) {
  if (legal.length === 1) return legal[0];
  const { board, size, rules, beasts } = observation;
  const me = observation.miners[observation.you];
  const rival = observation.miners[1 - observation.you];
  const lit = me.lit >= 2;
  const threats = lit ? [] : beasts.filter((beast) => beast.rest <= 1);
  if (legal.includes('snare') && threats.some((beast) => beast.rest === 0 && adjacent(beast.cell, me.cell))) {
    context.log('beast about to pounce: snare');
    return 'snare';
  }
  const unsafe = new Set();
  for (const beast of threats) {
    unsafe.add(beast.cell[0] * size + beast.cell[1]);
    if (beast.rest > 0) continue;
    for (const [dr, dc] of Object.values(moves)) unsafe.add((beast.cell[0] + dr) * size + beast.cell[1] + dc);
  }
  const rivalDistance = distancesFrom(board, rival.cell);
  const targets = [];
  for (let row = 0; row < size; row++) {
    for (let column = 0; column < size; column++) {
      const found = board[row][column];
      const worth =
        found === '.' ? 1 : found === '*' ? rules.nuggetValue : found === 'L' && beasts.length ? rules.banishBonus : 0;
      const index = row * size + column;
      if (worth > 0) targets.push({ index, worth, reach: size * size, rival: rivalDistance[index] });
    }
  }
  if (lit) {
    for (const beast of beasts) {
      if (beast.rest > 0) continue;
      targets.push({
        index: beast.cell[0] * size + beast.cell[1],
        worth: rules.banishBonus,
        reach: me.lit - 1,
        rival: -1,
      });
    }
  }
  const giveWay =
    observation.events.includes(`miner ${observation.you} was blocked by the other miner`) && random.next() < 0.5;
  let best = legal[0];
  let bestValue = Number.NEGATIVE_INFINITY;
  for (const action of legal) {
    if (action === 'snare') continue;
    const delta = moves[action] ?? [0, 0];
    const next = [me.cell[0] + delta[0], me.cell[1] + delta[1]];
    const mine = distancesFrom(board, next);
    let value = random.next() * 0.01;
    if (unsafe.has(next[0] * size + next[1])) value -= 1000;
    if (same(next, rival.cell)) value -= 3;
    if (giveWay && (same(next, rival.cell) || adjacent(next, rival.cell))) value -= 5;
    for (const target of targets) {
      const distance = mine[target.index];
      if (distance >= 0 && distance <= target.reach)
        value += target.worth * contest(target.rival, distance) * fade[distance];
    }
    if (value > bestValue) {
      best = action;
      bestValue = value;
    }
  }
  context.log(`${best} (${bestValue.toFixed(2)})`);
  return best;
}

await play(decide, {
  setup: (start) => {
    random = seededRandom(start.seed);
  },
});
