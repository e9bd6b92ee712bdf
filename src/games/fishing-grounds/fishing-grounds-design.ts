// fishing-grounds: one season of a one-boat fishery; each day the skipper fishes one ground or mends the nets ashore.
// Re-shuffled: every episode charts other grounds, with other names, depths and bottoms; the seed's rules stay.
import { rngFromSeed } from '../../core/rng.js';
import type { HiddenRuleDesign } from '../hidden-rules/hidden-rule-design.js';
import { playDay } from './fishing-grounds-haul.js';
import { fishingGroundsCommands, fishingGroundsValues } from './fishing-grounds-plan.js';
import {
  bottoms,
  depths,
  type FishingGroundsRules,
  fishingGroundsRuleSpace,
  fishingGroundsVariantSpace,
} from './fishing-grounds-rules.js';
import {
  type FishingGround,
  type FishingGroundsInstance,
  type FishingGroundsProgress,
  type FishingGroundsVisible,
  fuelCost,
  fullLevel,
  mendCommand,
} from './fishing-grounds-state.js';

const daysPerSeason = 12;
const groundsPerSeason = 4;
/** Score per fish landed; scores are capped at 1000. */
const pointsPerFish = 11;

const names = [
  'Heron Bank',
  'Old Buoy',
  'Widow Point',
  'Bell Water',
  'The Elbow',
  'Grey Mare',
  'Lantern Reach',
  'Cutter Hole',
  'Fiddler Bank',
  'North Mark',
  'Pilot Bank',
  'Salter Cove',
  'Quarry Bight',
  'Tolling Buoy',
  'Abbot Sound',
  'Marrow Bay',
] as const;

/** The game's content: the hidden rules are in fishing-grounds-rules.ts and fishing-grounds-haul.ts (see RULES.md). */
export const fishingGroundsDesign: HiddenRuleDesign<
  FishingGroundsRules,
  FishingGroundsInstance,
  FishingGroundsProgress,
  FishingGroundsVisible
> = {
  id: 'fishing-grounds',
  version: 1,
  title: 'Fishing grounds',
  description: 'A season of a one-boat fishery: four grounds, twelve days, as many fish as the sea will give.',
  variation: 'reshuffled',
  challenge: true,
  turns: daysPerSeason,
  forbiddenWords: [
    'stock',
    'level',
    'regrow',
    'regrowth',
    'recover',
    'recovers',
    'replenish',
    'collapse',
    'collapsed',
    'dead',
    'dies',
    'depleted',
    'overfish',
    'overfished',
    'exhausted',
    'torn',
    'tear',
    'tears',
    'halved',
    'half',
    'double',
    'doubled',
    'because',
    'rate',
    'rich',
    'richer',
  ],
  ruleSpace: fishingGroundsRuleSpace,
  variantSpace: fishingGroundsVariantSpace,
  ladder: {
    atMost: { random: 35, naive: 35, quit: 35, heuristic: 70 },
    referenceOfOracle: 75,
  },
  instance(seed, episode) {
    const rng = rngFromSeed(seed, 0xf150 + episode);
    const chosen = rng.shuffle(names).slice(0, groundsPerSeason);
    let grounds: FishingGround[] = [];
    const varied = () =>
      new Set(grounds.map((ground) => ground.depth)).size === 2 &&
      new Set(grounds.map((ground) => ground.bottom)).size >= 2;
    while (!varied()) {
      grounds = chosen.map((name) => ({ name, depth: rng.pick(depths), bottom: rng.pick(bottoms) }));
    }
    return { grounds };
  },
  start: (instance) => ({ day: 0, landed: 0, levels: instance.grounds.map(() => fullLevel), torn: false }),
  commands: (instance) => fishingGroundsCommands(instance),
  idle: mendCommand,
  play: (rules, instance, progress, command) => playDay(rules, instance, progress, command),
  visible: ({ day, landed }) => ({ day, landed }),
  score: (_rules, _instance, progress) => Math.max(0, Math.min(1000, progress.landed * pointsPerFish)),
  rulesText: (turns) =>
    [
      `You skipper the only boat of a small harbour for a season of ${turns} days. ${groundsPerSeason} fishing grounds are within reach, each charted with its water (deep or shallow) and its sea bottom (rock, sand or weed); every season brings other grounds.`,
      'Each day, do one thing:',
      `- \`fish <ground>\` (for example \`fish heron bank\`): sail out to that ground and haul the nets; you see how many fish you land, and ${fuelCost} of them pay for the day's fuel.`,
      `- \`${mendCommand}\`: stay ashore for the day and mend the nets.`,
      '- `quit`: stay ashore for the rest of the season.',
      `Score: ${pointsPerFish} points per fish landed after fuel, from 0 to 1000. Commands that are not listed are refused and cost nothing.`,
    ].join('\n'),
  view(instance, visible) {
    const lines = [`Fish landed after fuel: ${visible.landed}.`, 'Grounds:'];
    for (const ground of instance.grounds)
      lines.push(`  ${ground.name}: ${ground.depth} water, ${ground.bottom} bottom`);
    return lines.join('\n');
  },
  values: (rules, instance, progress) => fishingGroundsValues(rules, instance, progress, daysPerSeason),
};
