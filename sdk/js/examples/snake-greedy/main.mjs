// Snake, greedily: the safe move that brings the head closest to the nearest apple.
import { play } from './xparena.mjs';

const moves = { UP: [-1, 0], DOWN: [1, 0], LEFT: [0, -1], RIGHT: [0, 1] };

function decide(observation, legal, context) {
  const { rules, snake, apples, obstacles } = observation;
  const [head] = snake;
  const blocked = new Set([...snake.slice(0, -1), ...obstacles].map(([row, column]) => `${row},${column}`));
  const safe = (row, column) =>
    row >= 1 && row <= rules.height && column >= 1 && column <= rules.width && !blocked.has(`${row},${column}`);
  const distance = (row, column) =>
    Math.min(...apples.map(([appleRow, appleColumn]) => Math.abs(appleRow - row) + Math.abs(appleColumn - column)));
  let best;
  for (const move of legal) {
    const delta = moves[move];
    if (!delta) continue;
    const row = head[0] + delta[0];
    const column = head[1] + delta[1];
    if (!safe(row, column)) continue;
    const score = apples.length ? distance(row, column) : 0;
    if (!best || score < best.score) best = { move, score };
  }
  if (!best) {
    context.log('no safe move; ending');
    return legal.includes('END') ? 'END' : legal[0];
  }
  context.log(`head at (${head}); nearest apple ${best.score} away after ${best.move}`);
  return best.move;
}

await play(decide);
