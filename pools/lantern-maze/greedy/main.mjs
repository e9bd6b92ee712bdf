// Lantern Maze, greedy: the reference's idea (every move scored by the pull of all loot, worth × fade^distance, less
// where the rival is closer) with its parts as arguments, so one family spans careful, reckless, timid and noisy styles.
// --fade F (0.8) pull decay per step · --noise P (0) chance of a random move · --danger R (1) steps from an active
// beast counted unsafe (0: ignores beasts) · --contest 0|1 (1) discount loot the rival reaches first · --hunt 0|1 (1)
// chase beasts while lit · --snare 0|1 (1) snare a pouncing beast · --horizon H (999) ignore loot farther than H steps
// · --nugget W (rules) worth given to a nugget · --lantern W (rules' banish bonus) worth given to a lantern.
import { play, seededRandom } from './xparena.mjs';

const option = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
};
const fadeRate = option('fade', 0.8);
const noise = option('noise', 0);
const danger = option('danger', 1);
const contested = option('contest', 1) === 1;
const hunts = option('hunt', 1) === 1;
const snares = option('snare', 1) === 1;
const horizon = option('horizon', 999);
const nuggetWorth = option('nugget', -1);
const lanternWorth = option('lantern', -1);

const moves = { up: [-1, 0], down: [1, 0], left: [0, -1], right: [0, 1] };
const fade = Array.from({ length: 1024 }, (_, distance) => fadeRate ** distance);
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
const contest = (theirs, mine) => (!contested || theirs < 0 || theirs > mine ? 1 : theirs === mine ? 0.5 : 0.15);

function decide(observation, legal) {
  if (legal.length === 1) return legal[0];
  const walks = legal.filter((action) => action !== 'snare');
  if (noise > 0 && random.next() < noise) return random.pick(walks);
  const { board, size, rules, beasts } = observation;
  const me = observation.miners[observation.you];
  const rival = observation.miners[1 - observation.you];
  const lit = me.lit >= 2;
  const threats = lit || danger === 0 ? [] : beasts.filter((beast) => beast.rest <= danger);
  if (snares && legal.includes('snare') && threats.some((b) => b.rest === 0 && adjacent(b.cell, me.cell)))
    return 'snare';
  const unsafe = new Set();
  for (const beast of threats) {
    const reach = distancesFrom(board, beast.cell);
    const radius = Math.max(0, danger - beast.rest);
    for (let index = 0; index < reach.length; index++)
      if (reach[index] >= 0 && reach[index] <= radius) unsafe.add(index);
  }
  const rivalDistance = distancesFrom(board, rival.cell);
  const nugget = nuggetWorth >= 0 ? nuggetWorth : rules.nuggetValue;
  const lantern = beasts.length ? (lanternWorth >= 0 ? lanternWorth : rules.banishBonus) : 0;
  const targets = [];
  for (let row = 0; row < size; row++) {
    for (let column = 0; column < size; column++) {
      const found = board[row][column];
      const worth = found === '.' ? 1 : found === '*' ? nugget : found === 'L' ? lantern : 0;
      const index = row * size + column;
      if (worth > 0) targets.push({ index, worth, reach: horizon, rival: rivalDistance[index] });
    }
  }
  if (lit && hunts) {
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
  let best = walks[0];
  let bestValue = Number.NEGATIVE_INFINITY;
  for (const action of walks) {
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
  return best;
}

await play(decide, {
  setup: (start) => {
    random = seededRandom(start.seed);
  },
});
