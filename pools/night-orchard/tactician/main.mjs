// The tactician family's program: `node main.mjs [--noise 0.2] [--margin 2] …` (options in policy.mjs), either role.
import { createPlayer, parseOptions } from './policy.mjs';
import { play, seededRandom } from './xparena.mjs';

const options = parseOptions(process.argv.slice(2));
let decide;

await play((observation, legal) => decide(observation, legal), {
  setup: (start) => {
    decide = createPlayer(options, seededRandom(start.seed));
  },
});
