// Mycelium starter: the first legal grow onto an unowned cell, else the first legal action. Weak but always legal.
import { play } from './xparena.mjs';

const steps = { N: [-1, 0], E: [0, 1], S: [1, 0], W: [0, -1] };

function decide(observation, legal, context) {
  const tips = observation.colonies[observation.you].tips;
  const claims = legal.find((action) => {
    if (action.type !== 'grow') return false;
    const [row, column] = tips[action.tip];
    const [dr, dc] = steps[action.dir];
    return observation.owner[row + dr][column + dc] === -1;
  });
  context.log(claims ? 'growing onto unowned ground' : 'nothing to claim; first legal action');
  return claims ?? legal[0];
}

await play(decide);
