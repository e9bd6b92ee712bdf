// ridge-barter: a caravan's last market before a mountain crossing; the player barters salt with three traders for the
// gear the crossing needs. Fixed: the same traders, wares and salt every episode.
import type { HiddenRuleDesign } from '../hidden-rules/hidden-rule-design.js';
import { offerSizes } from './ridge-barter-cast.js';
import { ridgeBarterValues } from './ridge-barter-plan.js';
import { type RidgeBarterRules, ridgeBarterRuleSpace, ridgeBarterVariantSpace } from './ridge-barter-rules.js';
import {
  commandOf,
  movesFor,
  type RidgeBarterInstance,
  type RidgeBarterProgress,
  type RidgeBarterVisible,
  ridgeBarterInstance,
} from './ridge-barter-state.js';
import { allThreeBonus, playMove, pointsPerSalt, pointsPerWare, scoreOf } from './ridge-barter-turn.js';

const turnsAtTheMarket = 16;

/** The game's content: the hidden rules are in ridge-barter-rules.ts and ridge-barter-turn.ts (see RULES.md). */
export const ridgeBarterDesign: HiddenRuleDesign<
  RidgeBarterRules,
  RidgeBarterInstance,
  RidgeBarterProgress,
  RidgeBarterVisible
> = {
  id: 'ridge-barter',
  version: 1,
  title: 'Barter at the ridge',
  description:
    'A caravan barters salt with three traders for a lantern, a rope and a compass before a mountain crossing.',
  variation: 'fixed',
  challenge: false,
  turns: turnsAtTheMarket,
  forbiddenWords: [
    'haggler',
    'haggle',
    'proud',
    'shy',
    'manner',
    'insulted',
    'insult',
    'offended',
    'flattered',
    'flattery',
    'price',
    'prices',
    'asks',
    'cheaper',
    'dearer',
    'because',
    'lowers',
    'raises',
  ],
  ruleSpace: ridgeBarterRuleSpace,
  variantSpace: ridgeBarterVariantSpace,
  ladder: {
    atMost: { random: 35, naive: 30, quit: 30, heuristic: 50 },
    referenceOfOracle: 80,
  },
  instance: () => ridgeBarterInstance,
  start: (instance) => ({
    salt: instance.salt,
    bought: instance.traders.map(() => false),
    shifts: instance.traders.map(() => 0),
  }),
  commands: (_instance, progress) => movesFor(progress).map(commandOf),
  idle: 'rest',
  play(rules, _instance, progress, command) {
    const move = movesFor(progress).find((candidate) => commandOf(candidate) === command);
    if (!move) return { progress, feedback: 'Nothing happens.' };
    return playMove(rules, progress, move);
  },
  visible: ({ salt, bought }) => ({ salt, bought }),
  score: (_rules, _instance, progress) => scoreOf(progress),
  rulesText: (turns) =>
    [
      `Your caravan rests at the last market before the mountain crossing. You have ${ridgeBarterInstance.salt} sacks of salt and ${turns} turns to barter with three traders, each of whom has one thing the crossing needs.`,
      'Each turn, one command:',
      `- \`offer <n> salt to <name>\` (n from ${offerSizes[0]} to ${offerSizes.at(-1)}): the trader takes it and hands over their ware, or pushes it back.`,
      "- `praise <name>'s <ware>`: admire the ware out loud.",
      '- `step away from <name>`: walk off from their mat for a while.',
      '- `rest`: let a turn pass.',
      '- `quit`: rest for the remaining turns.',
      `Score at the end: ${pointsPerWare} points per ware bought; with all three wares, ${allThreeBonus} more and ${pointsPerSalt} per sack of salt you still have (at most 1000). Commands that are not listed are refused and cost nothing.`,
    ].join('\n'),
  view(instance, visible) {
    const stalls = instance.traders.map(
      (trader, index) => `${trader.name} (${trader.ware}${visible.bought[index] ? ', bought' : ''})`,
    );
    return [`Salt: ${visible.salt} sacks.`, `Traders: ${stalls.join('; ')}.`].join('\n');
  },
  values: (rules, _instance, progress, turnsLeft) => ridgeBarterValues(rules, progress, turnsLeft),
};
