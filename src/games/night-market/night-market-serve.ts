// How one customer answers one command under the hidden rules: the whole turn logic of night-market.
import type { HiddenRuleStep } from '../hidden-rules/hidden-rule-design.js';
import {
  benchmarkMarket,
  companies,
  type NightMarketKind,
  type NightMarketRules,
  scarves,
} from './night-market-rules.js';
import type { NightMarketCustomer, NightMarketProgress } from './night-market-state.js';

const highestMood = 3;
const talkerPrices: Readonly<Record<string, number>> = { 'ask low': 2, 'ask fair': 4, 'ask high': 6 };

/** What a command does to the stall: jars handed over, coins paid, the mood after, and what the player sees. */
export interface NightMarketEffect {
  readonly jars: number;
  readonly coins: number;
  readonly mood: number;
  readonly seen: 'pays' | 'walks' | 'sample' | 'nods';
}

/** The hidden kind of `customer` under `rules`. */
export function kindOf(rules: NightMarketRules, customer: NightMarketCustomer): NightMarketKind {
  const index = rules.trait === 'scarf' ? scarves.indexOf(customer.scarf) : companies.indexOf(customer.company);
  return rules.kinds[index] as NightMarketKind;
}

/**
 * The effect of `command` on a customer of `kind` with `jars` left and the market's `mood` under `rules`' market
 * (numbers only, for planning; the benchmark's rules leave the market's fields out).
 */
export function effectOf(
  rules: NightMarketRules,
  kind: NightMarketKind,
  command: string,
  jars: number,
  mood: number,
): NightMarketEffect {
  const lowered = Math.max(0, mood - 1);
  if (command === 'wave on') return { jars: 0, coins: 0, mood, seen: 'nods' };
  if (command === 'give sample') {
    const cheered = kind === (rules.cheered ?? benchmarkMarket.cheered);
    return {
      jars: 1,
      coins: 0,
      mood: cheered ? Math.min(highestMood, mood + (rules.cheer ?? benchmarkMarket.cheer)) : mood,
      seen: 'sample',
    };
  }
  if (kind === 'picky') {
    const pays = (rules.pickyBase ?? benchmarkMarket.pickyBase) + (rules.pickyStep ?? benchmarkMarket.pickyStep) * mood;
    if (command === 'ask high') return { jars: 1, coins: pays, mood, seen: 'pays' };
    return { jars: 0, coins: 0, mood: lowered, seen: 'walks' };
  }
  if (kind === 'thrifty') {
    const count = Math.min(jars, 2);
    if (command === 'ask low') return { jars: count, coins: 3 * count, mood, seen: 'pays' };
    if (command === 'ask fair' && mood >= (rules.thriftyMood ?? benchmarkMarket.thriftyMood)) {
      return { jars: count, coins: 5 * count, mood, seen: 'pays' };
    }
    return { jars: 0, coins: 0, mood: command === 'ask high' ? lowered : mood, seen: 'walks' };
  }
  return { jars: 1, coins: talkerPrices[command] ?? 0, mood: lowered, seen: 'pays' };
}

/** Serves the customer at the stall with `command` and moves on to the next one. */
export function serve(
  rules: NightMarketRules,
  customer: NightMarketCustomer,
  progress: NightMarketProgress,
  command: string,
): HiddenRuleStep<NightMarketProgress> {
  const { name } = customer;
  const effect = effectOf(rules, kindOf(rules, customer), command, progress.jars, progress.mood);
  const feedback = {
    pays: `${name} pays ${effect.coins} coins for ${effect.jars === 1 ? 'one jar' : `${effect.jars} jars`}.`,
    walks: `${name} looks at the jars and walks on.`,
    sample: `${name} takes the sample with a smile.`,
    nods: `${name} nods and walks on.`,
  }[effect.seen];
  return {
    progress: {
      next: progress.next + 1,
      coins: progress.coins + effect.coins,
      jars: progress.jars - effect.jars,
      mood: effect.mood,
    },
    feedback,
  };
}
