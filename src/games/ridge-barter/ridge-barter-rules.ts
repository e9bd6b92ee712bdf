// The hidden rules of ridge-barter (spoilers: see RULES.md): each trader's opening price in salt and their manner, which
// decides how a refused offer, praise of their ware and stepping away move the price they hold to.
import { traders } from './ridge-barter-cast.js';

/**
 * How a trader's price moves: a `haggler` comes down one after each refused offer and goes up one when their ware is
 * praised; a `proud` one goes up one after an offer two or more below the price and comes down one when praised; a
 * `shy` one comes down two when the player steps away, and nothing else moves them.
 */
export type RidgeBarterManner = 'haggler' | 'proud' | 'shy';

export interface RidgeBarterRules {
  /** Each trader's opening price in salt, in the order of `traders`. */
  readonly prices: readonly number[];
  readonly manners: readonly RidgeBarterManner[];
}

const openingPrices = [4, 5, 6] as const;
const manners: readonly RidgeBarterManner[] = ['haggler', 'proud', 'shy'];

function product<T>(choices: readonly T[], length: number): T[][] {
  return length === 0
    ? [[]]
    : product(choices, length - 1).flatMap((rest) => choices.map((choice) => [...rest, choice]));
}

/** Every rule set: 3 opening prices and 3 manners for each of the 3 traders (729). */
export const ridgeBarterRuleSpace: readonly RidgeBarterRules[] = product(openingPrices, traders.length).flatMap(
  (prices) => product(manners, traders.length).map((each) => ({ prices, manners: each })),
);

/** The price a trader holds to after refusing `offer` below `price`. */
export function refusedPrice(manner: RidgeBarterManner, price: number, offer: number): number {
  if (manner === 'haggler') return price - 1;
  if (manner === 'proud' && offer <= price - 2) return price + 1;
  return price;
}

/** The price a trader holds to after hearing their ware praised. */
export function praisedPrice(manner: RidgeBarterManner, price: number): number {
  if (manner === 'haggler') return price + 1;
  if (manner === 'proud') return price - 1;
  return price;
}

/** The price a trader holds to after the player steps away from them. */
export function steppedAwayPrice(manner: RidgeBarterManner, price: number): number {
  return manner === 'shy' ? price - 2 : price;
}
