// Counter Catcher (PAR 160): a Item card of the benchmark pool, as data.
import type { TrainerCard } from '../card-definition.js';

/** Counter Catcher (PAR 160). */
export const counterCatcher: TrainerCard = {
  kind: 'trainer',
  id: 'counter-catcher',
  name: 'Counter Catcher',
  printing: 'PAR 160',
  trainer: 'item',
  text: "Playable only while you have more Prize cards left than your opponent. Choose one of your opponent's Benched Pokémon and switch it with their Active Pokémon.",
  effects: [
    { type: 'require', condition: { type: 'more-prizes-remaining' } },
    { type: 'require', condition: { type: 'has-benched', player: 'opponent' } },
    { type: 'switch-active', player: 'opponent' },
  ],
};
