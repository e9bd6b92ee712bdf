// Masked duel, the `duel` family: the reference's deduction and greedy move values with knobs for strength and style
// (see docs/games/masked-duel.md, "Pool"); deterministic given its arguments and the match seed.
import { choose, parseOptions } from './policy.mjs';
import { play, seededRandom } from './xparena.mjs';

const options = parseOptions(process.argv.slice(2));
let rng = seededRandom(options.seed);

function decide(observation, legal, context) {
  const action = choose(observation, legal, options, rng);
  context.log(JSON.stringify(action));
  return action;
}

await play(decide, {
  setup: (start) => {
    rng = seededRandom((start.seed ?? 0) * 7919 + options.seed);
  },
});
