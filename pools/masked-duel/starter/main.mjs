// Masked duel, starter: never asserts; attacks the first living enemy with its first unit that can act.
import { play } from './xparena.mjs';

function decide(observation, legal, context) {
  if (observation.phase === 'assert') return { kind: 'skip' };
  const attack = legal.find((action) => action.kind === 'attack') ?? legal[0];
  context.log(`turn ${observation.turn}: ${JSON.stringify(attack)}`);
  return attack;
}

await play(decide);
