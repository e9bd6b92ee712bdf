// print-shop: one night shift at a one-press print shop; each turn the printer runs a job, washes the rollers or rests.
// Fixed: every episode of a seed brings the same orders; the seed's rules stay.
import { rngFromSeed } from '../../core/rng.js';
import type { HiddenRuleDesign } from '../hidden-rules/hidden-rule-design.js';
import { printShopCommands, printShopValues } from './print-shop-plan.js';
import { runPress } from './print-shop-press.js';
import { inks, type PrintShopRules, printShopRuleSpace, printShopVariantSpace } from './print-shop-rules.js';
import {
  type PrintShopInstance,
  type PrintShopJob,
  type PrintShopProgress,
  type PrintShopVisible,
  paperCost,
  restCommand,
  washCommand,
} from './print-shop-state.js';

const turnsPerShift = 11;
const jobsPerShift = 7;

const products = [
  'posters',
  'menus',
  'flyers',
  'tickets',
  'invitations',
  'labels',
  'calendars',
  'postcards',
  'programmes',
  'maps',
  'bookmarks',
  'certificates',
  'leaflets',
  'banners',
  'receipts',
  'stickers',
] as const;

/** The game's content: the hidden rules are in print-shop-rules.ts and print-shop-press.ts (see RULES.md). */
export const printShopDesign: HiddenRuleDesign<PrintShopRules, PrintShopInstance, PrintShopProgress, PrintShopVisible> =
  {
    id: 'print-shop',
    version: 1,
    title: 'Print shop',
    description: 'One night shift at a one-press print shop: seven orders, eleven turns, paid only for clean prints.',
    variation: 'fixed',
    challenge: false,
    turns: turnsPerShift,
    forbiddenWords: [
      'heat',
      'hot',
      'warm',
      'cool',
      'temperature',
      'overheat',
      'tired',
      'residue',
      'cling',
      'clinging',
      'clings',
      'stubborn',
      'leftover',
      'dirty',
      'because',
      'limit',
      'in a row',
    ],
    ruleSpace: printShopRuleSpace,
    variantSpace: printShopVariantSpace,
    ladder: {
      atMost: { random: 35, naive: 35, quit: 35, heuristic: 70 },
      referenceOfOracle: 75,
    },
    instance(seed) {
      const rng = rngFromSeed(seed, 0x9e11);
      const names = rng.shuffle(products).slice(0, jobsPerShift);
      let chosen: PrintShopJob['ink'][] = [];
      while (new Set(chosen).size < 3) chosen = names.map(() => rng.pick(inks));
      const jobs = names.map(
        (name, index): PrintShopJob => ({
          name,
          ink: chosen[index] as PrintShopJob['ink'],
          pay: rng.int(3, 9),
          due: rng.int(4, turnsPerShift),
        }),
      );
      return { jobs };
    },
    start: () => ({ turn: 0, done: 0, coins: 0, lastInk: null, runs: 0 }),
    commands: printShopCommands,
    idle: restCommand,
    play: (rules, instance, progress, command) => runPress(rules, instance, progress, command),
    visible: ({ turn, done, coins }) => ({ turn, done, coins }),
    score: (_rules, instance, progress) => Math.max(0, Math.round((1000 * progress.coins) / totalPay(instance))),
    rulesText: (turns) =>
      [
        `You run the only press of a small print shop for one night shift of ${turns} turns. ${jobsPerShift} orders wait on the spike, each in one ink, each with its price and the last turn it can still be printed; they are the same every night.`,
        'Each turn, do one thing:',
        `- \`print <job>\` (for example \`print posters\`): run that order through the press; it comes out crisp or streaked, and the client pays its price for crisp prints only; a streaked run costs ${paperCost} coins of paper. Every order is run once.`,
        `- \`${washCommand}\`: clean the rollers.`,
        `- \`${restCommand}\`: leave the press standing for a turn.`,
        `- \`quit\`: leave the press standing for the rest of the shift.`,
        `Score: the coins earned as a share of what all ${jobsPerShift} orders pay together, from 0 to 1000. Orders past their last turn are no longer listed. Commands that are not listed are refused and cost nothing.`,
      ].join('\n'),
    view(instance, visible) {
      const lines = [`Coins: ${visible.coins}.`, 'Orders:'];
      for (const [index, job] of instance.jobs.entries()) {
        const state =
          (visible.done & (1 << index)) !== 0 ? 'run' : job.due <= visible.turn ? 'too late' : `by turn ${job.due}`;
        lines.push(`  ${job.name}: ${job.ink} ink, pays ${job.pay}, ${state}`);
      }
      return lines.join('\n');
    },
    values: (rules, instance, progress) => printShopValues(rules, instance, progress, turnsPerShift),
  };

function totalPay(instance: PrintShopInstance): number {
  return instance.jobs.reduce((sum, job) => sum + job.pay, 0);
}
