// dye-works: a dyer's workshop with three orders to fill by dyeing cloth in one vat. Fixed: every episode of a seed
// is the same workshop with the same orders; what the pigments do is for the player to find out.
import { rngFromSeed } from '../../core/rng.js';
import type { HiddenRuleDesign } from '../hidden-rules/hidden-rule-design.js';
import { dyeWorksValues } from './dye-works-plan.js';
import { dyeWorksCommands, playDyeWorks, pointsPerSpareTurn } from './dye-works-play.js';
import { colours, type DyeWorksRules, dyeWorksRuleSpace, dyeWorksVariantSpace, pigments } from './dye-works-rules.js';
import type { DyeWorksInstance, DyeWorksProgress, DyeWorksVisible } from './dye-works-state.js';

const turns = 14;
const payments = [400, 300, 200] as const;

/** The game's content: the hidden rules are in dye-works-rules.ts and dye-works-play.ts (see RULES.md). */
export const dyeWorksDesign: HiddenRuleDesign<DyeWorksRules, DyeWorksInstance, DyeWorksProgress, DyeWorksVisible> = {
  id: 'dye-works',
  version: 1,
  title: 'Dye works',
  description: 'A dyer with one vat, four pigments and three orders for coloured cloth, against the clock.',
  variation: 'fixed',
  challenge: false,
  turns,
  forbiddenWords: [
    'pending',
    'delay',
    'delayed',
    'ripen',
    'ripens',
    'twice',
    'circle',
    'wheel',
    'step',
    'steps',
    'shift',
    'shifts',
    'hue',
    'because',
    'takes effect',
    'sets in',
  ],
  ruleSpace: dyeWorksRuleSpace,
  variantSpace: dyeWorksVariantSpace,
  ladder: {
    atMost: { random: 35, naive: 35, quit: 35, heuristic: 70 },
    referenceOfOracle: 70,
  },
  instance(seed) {
    const rng = rngFromSeed(seed, 0xd1e);
    const wanted = rng.shuffle([1, 2, 3, 4, 5]).slice(0, payments.length);
    return { orders: wanted.map((colour, index) => ({ colour, pays: payments[index] as number })) };
  },
  start: (instance) => ({
    colour: 0,
    pending: 0,
    simmered: 0,
    filled: instance.orders.map(() => false),
    earned: 0,
    doneAtTurn: null,
  }),
  commands: () => dyeWorksCommands,
  idle: 'rest',
  play: (rules, instance, progress, command, turn) => playDyeWorks(rules, instance, progress, command, turn, turns),
  visible: ({ filled, earned, doneAtTurn }) => ({ filled, earned, doneAtTurn }),
  score: (_rules, _instance, progress) => Math.min(1000, progress.earned),
  rulesText: (count) =>
    [
      `You run a dye works for one day of ${count} turns. Customers have ordered cloth in certain colours; each order is filled by the first cloth you dip in its colour, and pays the points shown.`,
      `Your vat starts with clear water, and a cloth dipped in clear water comes out ${colours[0]}. On the shelf: ${pigments.join(', ')}.`,
      'Each turn, one command:',
      `- ${pigments.map((pigment) => `\`add ${pigment}\``).join(', ')}: stir a pigment into the vat.`,
      '- `simmer`: heat the vat for a while.',
      '- `dip cloth`: dye one cloth in the vat and see what colour it comes out.',
      '- `drain vat`: empty the vat and refill it with clear water.',
      '- `rest`: do nothing; `quit`: rest for every turn left.',
      `Score: the points of the orders filled, plus ${pointsPerSpareTurn} for each turn still left when the last order is filled (at most 1000). Your orders and points are shown every turn. Commands that are not listed are refused and cost nothing.`,
    ].join('\n'),
  view(instance, visible) {
    const orders = instance.orders.map(
      (order, index) => `${colours[order.colour]} (${order.pays} points${visible.filled[index] ? ', filled' : ''})`,
    );
    return [`Points: ${visible.earned}.`, `Orders: ${orders.join('; ')}.`].join('\n');
  },
  values: (rules, instance, progress, turnsLeft) => dyeWorksValues(rules, instance, progress, turnsLeft, turns),
};
