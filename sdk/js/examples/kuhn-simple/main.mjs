// Kuhn poker, simply: bet or call with a king, check and call a bet with a queen, bluff a jack a third of the time.
import { play, seededRandom } from './xparena.mjs';

let random = seededRandom(0);

function decide(observation, legal, context) {
  const { card } = observation;
  const choose = (action, why) => {
    context.log(`${card}: ${why}`);
    return legal.includes(action) ? action : legal[0];
  };
  if (legal.includes('call')) {
    if (card === 'K') return choose('call', 'call with the best card');
    if (card === 'Q' && random.next() < 0.5) return choose('call', 'call with a queen');
    return choose('fold', 'fold');
  }
  if (card === 'K') return choose('bet', 'bet the best card');
  if (card === 'J' && random.next() < 1 / 3) return choose('bet', 'bluff');
  return choose('check', 'check');
}

await play(decide, {
  setup: (start) => {
    random = seededRandom(start.seed);
  },
});
