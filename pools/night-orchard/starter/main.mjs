// Night orchard, weakly, for either role: a seeded random legal action, but never standing still when it can move.
import { play, seededRandom } from './xparena.mjs';

let random;

function decide(observation, legal, context) {
  const moving = legal.filter((action) => !(action.move === 'stay' || action.moves?.every((move) => move === 'stay')));
  const action = random.pick(moving.length ? moving : legal);
  context.log(`${observation.role}: a random move`);
  return action;
}

await play(decide, {
  setup: (start) => {
    random = seededRandom(start.seed);
  },
});
