// night-market: a spice stall at a night market; each turn one customer comes, and the stall keeper picks what to do.
// Re-shuffled: every episode brings other customers in another order; the seed's rules stay.
import { rngFromSeed } from '../../core/rng.js';
import type { HiddenRuleDesign } from '../hidden-rules/hidden-rule-design.js';
import { commandsFor, nightMarketValues } from './night-market-plan.js';
import {
  companies,
  type NightMarketRules,
  nightMarketRuleSpace,
  nightMarketVariantSpace,
  scarves,
} from './night-market-rules.js';
import { serve } from './night-market-serve.js';
import type {
  NightMarketCustomer,
  NightMarketInstance,
  NightMarketProgress,
  NightMarketVisible,
} from './night-market-state.js';

const customersPerEvening = 14;
const jarsPerEvening = 10;
/** Score per coin; scores are capped at 1000. */
const pointsPerCoin = 10;

const names = [
  'Ines',
  'Tomas',
  'Wren',
  'Oskar',
  'Lale',
  'Bruno',
  'Mika',
  'Sefa',
  'Ilka',
  'Dario',
  'Noor',
  'Pavel',
  'Ume',
  'Kasia',
  'Rafe',
  'Zuri',
  'Elio',
  'Maren',
  'Tove',
  'Ashok',
  'Bea',
  'Cyrus',
  'Dunya',
  'Emre',
  'Fenna',
  'Gil',
  'Hedda',
  'Ivo',
  'Jora',
  'Kemal',
  'Lio',
  'Mina',
  'Nils',
  'Odile',
  'Pim',
  'Quill',
  'Rosa',
  'Sami',
  'Tilde',
  'Ugo',
  'Vera',
  'Wim',
] as const;

/** The game's content: the hidden rules are in night-market-rules.ts and night-market-serve.ts (see RULES.md). */
export const nightMarketDesign: HiddenRuleDesign<
  NightMarketRules,
  NightMarketInstance,
  NightMarketProgress,
  NightMarketVisible
> = {
  id: 'night-market',
  version: 1,
  title: 'Night market',
  description: 'A spice stall at a night market: one customer a turn, a few jars, whatever each customer will pay.',
  variation: 'reshuffled',
  challenge: false,
  turns: customersPerEvening,
  forbiddenWords: [
    'picky',
    'thrifty',
    'talker',
    'mood',
    'kind',
    'trait',
    'word of mouth',
    'reputation',
    'rumour',
    'rumor',
    'gossip',
    'lift',
    'because',
    'prefers',
    'depends on',
    'connoisseur',
    'bargain',
    'collector',
  ],
  ruleSpace: nightMarketRuleSpace,
  variantSpace: nightMarketVariantSpace,
  ladder: {
    atMost: { random: 35, naive: 35, quit: 35, heuristic: 70 },
    referenceOfOracle: 70,
  },
  instance(seed, episode) {
    const rng = rngFromSeed(seed, 0x6e00 + episode);
    const line = rng.shuffle(names).slice(0, customersPerEvening);
    const customers = line.map(
      (name): NightMarketCustomer => ({ name, scarf: rng.pick(scarves), company: rng.pick(companies) }),
    );
    return { customers, jars: jarsPerEvening };
  },
  start: (instance) => ({ next: 0, coins: 0, jars: instance.jars, mood: 0 }),
  commands: (_instance, progress) => commandsFor(progress.jars),
  idle: 'wave on',
  play(rules, instance, progress, command) {
    const customer = instance.customers[progress.next];
    if (!customer) return { progress, feedback: 'Nobody is at the stall.' };
    return serve(rules, customer, progress, command);
  },
  visible: ({ next, coins, jars }) => ({ next, coins, jars }),
  score: (_rules, _instance, progress) => Math.min(1000, progress.coins * pointsPerCoin),
  rulesText: (turns) =>
    [
      `You keep a spice stall at a night market for one evening. ${turns} customers come, one a turn, in the order shown; you start with ${jarsPerEvening} jars of spice.`,
      'Each turn, answer the customer at the stall with one command:',
      '- `ask low`, `ask fair` or `ask high`: name a price; the customer decides whether to buy, how many jars, and what to pay.',
      '- `give sample`: hand over one jar for free.',
      '- `wave on`: let the customer pass.',
      `- \`quit\`: wave on everyone still in line.`,
      `Score: ${pointsPerCoin} points per coin earned, at most 1000. Your coins, jars and the line are shown every turn; what each customer did is shown after their turn. Commands that are not listed are refused and cost nothing.`,
    ].join('\n'),
  view(instance, visible) {
    const at = instance.customers[visible.next];
    const waiting = instance.customers.slice(visible.next + 1).map(describe);
    return [
      `Coins: ${visible.coins}. Jars left: ${visible.jars}.`,
      at ? `At the stall: ${describe(at)}.` : 'Nobody is at the stall.',
      waiting.length > 0 ? `Still in line: ${waiting.join('; ')}.` : 'Nobody else is in line.',
    ].join('\n');
  },
  values: (rules, instance, progress) => nightMarketValues(rules, instance, progress),
};

function describe(customer: NightMarketCustomer): string {
  return `${customer.name} (${customer.scarf} scarf, ${customer.company})`;
}
