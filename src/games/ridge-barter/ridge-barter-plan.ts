// Each command's worth knowing the rules. Traders answer independently, sharing only salt and turns, so the best plan
// is a choice of how many turns to spend on each trader, from each trader's cheapest deal within that many turns.
import { offerSizes } from './ridge-barter-cast.js';
import {
  gapOf,
  leversOf,
  praisedPrice,
  type RidgeBarterLevers,
  type RidgeBarterManner,
  type RidgeBarterRules,
  refusedPrice,
  steppedAwayPrice,
} from './ridge-barter-rules.js';
import { commandOf, movesFor, type RidgeBarterProgress } from './ridge-barter-state.js';
import { clampPrice, moveEffect, scoreOf } from './ridge-barter-turn.js';

/** Worth of a turn to spare once every ware is bought: never outweighs one point over the whole episode. */
const spareTurn = 0.05;
const highestOffer = offerSizes[offerSizes.length - 1] as number;

/** For each legal command, the best final score reachable by playing it now and the best commands after it. */
export function ridgeBarterValues(
  rules: RidgeBarterRules,
  progress: RidgeBarterProgress,
  turnsLeft: number,
): ReadonlyMap<string, number> {
  const values = new Map<string, number>();
  for (const move of movesFor(progress)) {
    values.set(commandOf(move), best(rules, moveEffect(rules, progress, move).progress, turnsLeft - 1));
  }
  return values;
}

// The best final score from a progress is a pure function of the rules; the solver asks for the same ones every turn.
const bestMemo = new WeakMap<RidgeBarterRules, Map<number, number>>();

/** The best final score from `progress` with `turnsLeft` turns, over every split of the turns between the traders. */
function best(rules: RidgeBarterRules, progress: RidgeBarterProgress, turnsLeft: number): number {
  let memo = bestMemo.get(rules);
  if (!memo) {
    memo = new Map();
    bestMemo.set(rules, memo);
  }
  let key = progress.salt * 64 + turnsLeft;
  for (const [trader, has] of progress.bought.entries())
    key = key * 32 + (has ? 31 : (progress.shifts[trader] as number) + 16);
  const known = memo.get(key);
  if (known !== undefined) return known;
  const value = bestSplit(rules, progress, turnsLeft);
  memo.set(key, value);
  return value;
}

function bestSplit(rules: RidgeBarterRules, progress: RidgeBarterProgress, turnsLeft: number): number {
  const deals = progress.bought.map((has, trader) =>
    has
      ? []
      : cheapestDeals(
          { levers: leversOf(rules, rules.manners[trader] as RidgeBarterManner), gap: gapOf(rules) },
          (rules.prices[trader] as number) + (progress.shifts[trader] as number),
          turnsLeft,
        ),
  );
  let top = scoreOf(progress);
  const visit = (trader: number, turns: number, salt: number, bought: readonly boolean[]): void => {
    if (trader === deals.length) {
      const done = bought.every(Boolean);
      top = Math.max(top, scoreOf({ salt, bought }) + (done ? spareTurn * (turnsLeft - turns) : 0));
      return;
    }
    visit(trader + 1, turns, salt, bought);
    for (const deal of deals[trader] ?? []) {
      if (turns + deal.turns > turnsLeft || deal.salt > salt) continue;
      visit(
        trader + 1,
        turns + deal.turns,
        salt - deal.salt,
        bought.map((has, index) => has || index === trader),
      );
    }
  };
  visit(0, 0, progress.salt, progress.bought);
  return top;
}

interface Deal {
  readonly turns: number;
  readonly salt: number;
}

/** How one trader moves the price: their manner's levers and the rules' gap. */
interface Trader {
  readonly levers: RidgeBarterLevers;
  readonly gap: number;
}

// A trader's cheapest deal within k turns depends only on how they move the price, the price they now hold to and k.
const dealMemo = new Map<number, readonly Deal[]>();

/** The deals worth considering with one trader: for each number of turns, the least salt it can cost (when less). */
function cheapestDeals(trader: Trader, price: number, turnsLeft: number): readonly Deal[] {
  const key = (traderCode(trader) * 16 + price) * 64 + turnsLeft;
  const known = dealMemo.get(key);
  if (known) return known;
  const deals: Deal[] = [];
  let cheapest = Number.POSITIVE_INFINITY;
  for (let turns = 1; turns <= turnsLeft; turns++) {
    const salt = leastSalt(trader, price, turns);
    if (salt < cheapest) {
      cheapest = salt;
      deals.push({ turns, salt });
    }
  }
  dealMemo.set(key, deals);
  return deals;
}

const leastMemo = new Map<number, number>();

/** A number naming how `trader` moves the price (each lever within ±4, the gap below 9). */
function traderCode({ levers, gap }: Trader): number {
  return [levers.near, levers.low, levers.praise, levers.away].reduce((code, lever) => code * 9 + lever + 4, gap);
}

/** The least salt buying from `trader` holding to `price` can cost within `turns` turns. */
function leastSalt(trader: Trader, price: number, turns: number): number {
  if (turns <= 0) return Number.POSITIVE_INFINITY;
  const key = (traderCode(trader) * 16 + price) * 64 + turns;
  const known = leastMemo.get(key);
  if (known !== undefined) return known;
  let least = price <= highestOffer ? price : Number.POSITIVE_INFINITY;
  const after = (next: number) => leastSalt(trader, clampPrice(next), turns - 1);
  for (let offer = 1; offer < Math.min(price, highestOffer + 1); offer++) {
    least = Math.min(least, after(refusedPrice(trader.levers, trader.gap, price, offer)));
  }
  least = Math.min(least, after(praisedPrice(trader.levers, price)), after(steppedAwayPrice(trader.levers, price)));
  leastMemo.set(key, least);
  return least;
}
