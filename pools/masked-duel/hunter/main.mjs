// Masked duel, the `hunter` family: exact identity deduction and rollout search over the enemy teams the evidence
// allows (see docs/games/masked-duel.md, "Pool"); deterministic given its arguments and the observation.
import { choose, parseOptions } from './policy.mjs';
import { play } from './xparena.mjs';

const options = parseOptions(process.argv.slice(2));

function decide(observation, legal, context) {
  const action = choose(observation, legal, options);
  context.log(JSON.stringify(action));
  return action;
}

await play(decide);
