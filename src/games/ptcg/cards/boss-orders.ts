// Boss's Orders (PAL 172): a Supporter card of the benchmark pool, as data.
import type { TrainerCard } from '../card-definition.js';

/** Boss's Orders (PAL 172). */
export const bossOrders: TrainerCard = {
  kind: 'trainer',
  id: 'boss-orders',
  name: "Boss's Orders",
  printing: 'PAL 172',
  trainer: 'supporter',
  text: "Choose one of your opponent's Benched Pokémon and switch it with their Active Pokémon.",
  effects: [
    { type: 'require', condition: { type: 'has-benched', player: 'opponent' } },
    { type: 'switch-active', player: 'opponent' },
  ],
};
