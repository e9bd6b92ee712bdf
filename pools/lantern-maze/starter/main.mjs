// Lantern Maze, starter: step onto a neighbouring cell with moss or a nugget if there is one, else wander at random.
// It ignores beasts, lanterns and snares: weak, but always legal.
import { play, seededRandom } from './xparena.mjs';

const moves = { up: [-1, 0], down: [1, 0], left: [0, -1], right: [0, 1] };
let random = seededRandom(0);

function decide(observation, legal, context) {
  const me = observation.miners[observation.you];
  for (const action of legal) {
    const delta = moves[action];
    if (!delta) continue;
    const found = observation.board[me.cell[0] + delta[0]][me.cell[1] + delta[1]];
    if (found === '.' || found === '*') {
      context.log(`loot ${action}`);
      return action;
    }
  }
  const walks = legal.filter((action) => action !== 'snare');
  return random.pick(walks.length > 0 ? walks : legal);
}

await play(decide, {
  setup: (start) => {
    random = seededRandom(start.seed);
  },
});
