// Lantern Maze, planner: searches its own next moves a few turns deep, simulating the beasts exactly by R14–R18 (the
// rival is assumed to stand still), and scores each line by the points it makes plus the reference's pull of the loot
// left at its end. The strong end of the pool. --depth D (3) turns searched · --fade F (0.8) pull decay per step ·
// --noise P (0) chance of a random move · --contest 0|1 (1) discount loot the rival reaches first.
import { play, seededRandom } from './xparena.mjs';

const option = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
};
const depth = option('depth', 3);
const fadeRate = option('fade', 0.8);
const noise = option('noise', 0);
const contested = option('contest', 1) === 1;

const directions = ['up', 'right', 'down', 'left'];
const delta = { up: -1, down: 1, left: -1, right: 1 };
const fade = Array.from({ length: 1024 }, (_, distance) => fadeRate ** distance);
let random = seededRandom(0);
let size = 0;
let wall = [];
let apart = new Int16Array(0);

const step = (index, direction) =>
  direction === 'up' || direction === 'down' ? index + delta[direction] * size : index + delta[direction];
const turnOrder = (heading) => {
  const at = directions.indexOf(heading);
  return [heading, directions[(at + 1) % 4], directions[(at + 3) % 4], directions[(at + 2) % 4]];
};

/** All-pairs maze distances over the (unchanging) walls, computed once per match. */
function prepare(board) {
  size = board.length;
  const cells = size * size;
  wall = Array.from({ length: cells }, (_, index) => board[Math.floor(index / size)][index % size] === '#');
  apart = new Int16Array(cells * cells).fill(-1);
  for (let from = 0; from < cells; from++) {
    if (wall[from]) continue;
    const row = from * cells;
    apart[row + from] = 0;
    const queue = [from];
    for (let at = 0; at < queue.length; at++) {
      const index = queue[at];
      for (const next of [index - size, index + size, index - 1, index + 1]) {
        if (wall[next] || apart[row + next] !== -1) continue;
        apart[row + next] = apart[row + index] + 1;
        queue.push(next);
      }
    }
  }
}
const distance = (a, b) => apart[a * size * size + b];

/** One turn of the beasts and the contacts, by R14–R18, for my move to `to`; returns my points and the new state. */
function advance(state, to, world) {
  const { rules, rival } = world;
  const from = state.me;
  const miners = [from, rival];
  const lights = [state.lit, state.turn < world.rivalLitUntil ? 1 : 0];
  const pause = (state.turn + 1) % rules.beastPause === 0;
  const beasts = state.beasts.map((beast) => {
    if (beast.rest > 0) return { ...beast, rest: beast.rest - 1, from: beast.cell };
    if (pause) return { ...beast, from: beast.cell };
    let options = turnOrder(beast.heading).filter((direction) => !wall[step(beast.cell, direction)]);
    const free = options.filter(
      (direction) => !state.beasts.some((other) => other !== beast && other.cell === step(beast.cell, direction)),
    );
    if (free.length) options = free;
    const seen = [0, 1].filter((seat) => distance(beast.cell, miners[seat]) <= rules.sight);
    const lit = seen.filter((seat) => lights[seat] > 0);
    let choice = options[0];
    if (seen.length) {
      const fleeing = lit.length > 0;
      const watched = fleeing ? lit : seen;
      let bestScore = Number.NEGATIVE_INFINITY;
      for (const direction of options) {
        const next = step(beast.cell, direction);
        const near = Math.min(...watched.map((seat) => distance(next, miners[seat])));
        const score = fleeing ? near : -near;
        if (score > bestScore) {
          bestScore = score;
          choice = direction;
        }
      }
    }
    return { ...beast, cell: step(beast.cell, choice), heading: choice, from: beast.cell };
  });
  let points = 0;
  let stunned = 0;
  let score = state.score;
  for (const beast of beasts) {
    if (beast.rest > 0) continue;
    const touchMe = beast.cell === to || (beast.cell === from && beast.from === to && to !== from);
    const touchRival = beast.cell === rival;
    if (touchMe) {
      if (state.lit > 0) points += rules.banishBonus;
      else {
        const lost = Math.min(score, rules.catchPenalty);
        points -= lost + 2;
        score -= lost;
        stunned = rules.stunTurns;
      }
    }
    if (touchMe || touchRival) {
      beast.cell = beast.lair;
      beast.rest = rules.restTurns;
    }
  }
  let lit = Math.max(0, state.lit - 1);
  let taken = state.taken;
  const found = world.items.get(to);
  if (found !== undefined && !taken.includes(to)) {
    taken = [...taken, to];
    if (found === 'L') lit = rules.lanternTurns;
    else points += found;
  }
  if (world.snares.has(to) && to !== from) stunned = Math.max(stunned, rules.snareStun);
  return {
    points,
    next: {
      me: to,
      lit,
      stunned: Math.max(stunned, state.stunned),
      score: score + Math.max(points, 0),
      taken,
      turn: state.turn + 1,
      beasts,
    },
  };
}

/** What is left at the end of a line: the pull of the loot not yet taken, hunting while lit, minus lost turns. */
function leafValue(state, world) {
  let value = -state.stunned * 0.8;
  const { rules } = world;
  for (const [index, found] of world.items) {
    if (state.taken.includes(index)) continue;
    const mine = distance(state.me, index);
    if (mine < 0) continue;
    let worth = found === 'L' ? (world.beastCount ? rules.banishBonus : 0) : found;
    if (contested) {
      const theirs = distance(world.rival, index);
      worth *= theirs > mine ? 1 : theirs === mine ? 0.5 : 0.15;
    }
    value += worth * fade[mine];
  }
  for (const beast of state.beasts) {
    const gap = distance(state.me, beast.cell);
    if (state.lit > gap && beast.rest === 0) value += rules.banishBonus * fade[gap];
    else if (state.lit === 0 && beast.rest <= 1 && gap <= 1) value -= 4;
  }
  return value;
}

function search(state, world, left) {
  if (left === 0 || state.turn >= world.turnLimit) return leafValue(state, world);
  const options =
    state.stunned > 0
      ? [state.me]
      : [state.me, ...directions.map((d) => step(state.me, d)).filter((i) => !wall[i] && i !== world.rival)];
  let best = Number.NEGATIVE_INFINITY;
  for (const to of options) {
    const { points, next } = advance(state.stunned > 0 ? { ...state, stunned: state.stunned - 1 } : state, to, world);
    const value = points + 0.97 * search(next, world, left - 1);
    if (value > best) best = value;
  }
  return best;
}

function decide(observation, legal) {
  if (legal.length === 1) return legal[0];
  if (observation.size !== size || observation.turn === 0) prepare(observation.board);
  const walks = legal.filter((action) => action !== 'snare');
  if (noise > 0 && random.next() < noise) return random.pick(walks);
  const { board, rules, beasts } = observation;
  const me = observation.miners[observation.you];
  const rival = observation.miners[1 - observation.you];
  const at = (cell) => cell[0] * size + cell[1];
  const items = new Map();
  for (let index = 0; index < size * size; index++) {
    const found = board[Math.floor(index / size)][index % size];
    if (found === '.') items.set(index, 1);
    else if (found === '*') items.set(index, rules.nuggetValue);
    else if (found === 'L') items.set(index, 'L');
  }
  const world = {
    rules,
    items,
    rival: at(rival.cell),
    rivalLitUntil: observation.turn + rival.lit,
    snares: new Set(observation.snares.map((snare) => at(snare.cell))),
    beastCount: beasts.length,
    turnLimit: observation.turnLimit,
  };
  const state = {
    me: at(me.cell),
    lit: me.lit,
    stunned: 0,
    score: me.score,
    taken: [],
    turn: observation.turn,
    beasts: beasts.map((beast) => ({
      cell: at(beast.cell),
      heading: beast.heading,
      rest: beast.rest,
      lair: at(beast.lair),
    })),
  };
  let best = walks[0];
  let bestValue = Number.NEGATIVE_INFINITY;
  for (const action of walks) {
    const to = action === 'stay' ? state.me : step(state.me, action);
    const target = to === world.rival ? state.me : to;
    const { points, next } = advance(state, target, world);
    const value =
      points + 0.97 * search(next, world, depth - 1) + random.next() * 0.001 + (to === world.rival ? -3 : 0);
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
