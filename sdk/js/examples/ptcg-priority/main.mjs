// PTCG by priority: the legal action whose type comes first in PRIORITY (set up, develop, attack, end the turn).
import { play } from './xparena.mjs';

const PRIORITY = [
  'turn-order',
  'mulligan-draw',
  'place-active',
  'place-bench',
  'ready',
  'evolve',
  'play-basic',
  'attach-energy',
  'attach-tool',
  'attack',
  'choose-pokemon',
  'choose-card',
  'answer',
  'done',
  'end-turn',
];
// Items and Supporters only when nothing above is legal: most of them draw, and a deck that runs out loses.

function rank(action) {
  const at = PRIORITY.indexOf(action?.type);
  return at === -1 ? PRIORITY.length : at;
}

function decide(_observation, legal, context) {
  const action = legal.reduce((best, candidate) => (rank(candidate) < rank(best) ? candidate : best));
  context.log(`${action.type} (first of ${legal.length} legal by priority)`);
  return action;
}

await play(decide);
