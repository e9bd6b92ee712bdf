// ferry-crossing: one day running a river ferry; six fares — people, animals, goods — wait to be taken across.
// Re-shuffled: every day brings other fares (names, weights, order); what the river and the fares do stays the seed's.
import type { HiddenRuleDesign } from '../hidden-rules/hidden-rule-design.js';
import { drawFares } from './ferry-crossing-fares.js';
import { ferryCrossingValues } from './ferry-crossing-plan.js';
import { ferryCrossingCommands, playFerryCrossing } from './ferry-crossing-play.js';
import { type FerryCrossingRules, ferryCrossingRuleSpace } from './ferry-crossing-rules.js';
import {
  type FerryCrossingInstance,
  type FerryCrossingProgress,
  type FerryCrossingVisible,
  farePoints,
  type Place,
  pointsOf,
} from './ferry-crossing-state.js';
import { ferryCrossingVariantSpace } from './ferry-crossing-variants.js';

const turns = 9;

/** The game's content: the hidden rules are in ferry-crossing-rules.ts and ferry-crossing-play.ts (see RULES.md). */
export const ferryCrossingDesign: HiddenRuleDesign<
  FerryCrossingRules,
  FerryCrossingInstance,
  FerryCrossingProgress,
  FerryCrossingVisible
> = {
  id: 'ferry-crossing',
  version: 1,
  title: 'Ferry crossing',
  description: 'A day running a river ferry: six fares — people, animals and goods — to take across to the far bank.',
  variation: 'reshuffled',
  challenge: false,
  turns,
  forbiddenWords: [
    'alone',
    'unattended',
    'unwatched',
    'watched',
    'guard',
    'guarded',
    'keeper',
    'nobody',
    'no one',
    'ballast',
    'light',
    'lighter',
    'too heavy',
    'heavier',
    'overload',
    'overloaded',
    'clash',
    'fight',
    'quarrel',
    'together',
    'company',
    'because',
    'limit',
    'enough',
  ],
  ruleSpace: ferryCrossingRuleSpace,
  variantSpace: ferryCrossingVariantSpace,
  ladder: {
    atMost: { random: 35, quit: 0, naive: 35, heuristic: 65 },
    referenceOfOracle: 70,
  },
  instance: (seed, episode) => drawFares(seed, episode),
  start: (instance) => ({ places: instance.fares.map((): Place => 'near'), ferry: 'near' }),
  commands: (instance, progress) => ferryCrossingCommands(instance, progress),
  idle: 'wait',
  play: (rules, instance, progress, command) => playFerryCrossing(rules, instance, progress, command),
  visible: (progress) => progress,
  score: (_rules, instance, progress) => Math.min(1000, pointsOf(instance, progress)),
  rulesText: (count) =>
    [
      `You run the ferry across a river for a day of ${count} turns. Six fares wait at the near landing — people, animals and goods — each shown with its weight in stone; every day brings other fares. The ferry has room for two fares besides you, and fares may be taken either way.`,
      'Each turn, one command:',
      '- `cross`: take the ferry over to the other bank with no fare.',
      '- `cross with <fare>` or `cross with <fare> and <fare>`: take one or two fares from the landing the ferry lies at over to the other bank.',
      '- `wait`: keep the ferry tied up for a turn; `quit`: wait for every turn left.',
      `Score: every fare standing on the far bank at the end of the day pays — ${farePoints.person} points a person, ${farePoints.animal} an animal, ${farePoints.goods} for goods — at most 1000. A fare that is gone pays nothing. Commands that are not listed are refused and cost nothing.`,
    ].join('\n'),
  view(instance, visible) {
    const on = (place: Place) => {
      const fares = instance.fares.filter((_, index) => visible.places[index] === place);
      return fares.length === 0
        ? 'none'
        : fares.map((fare) => `${fare.name} (${fare.kind}, ${fare.weight} stone)`).join(', ');
    };
    return [
      `The ferry lies at the ${visible.ferry} landing.`,
      `Near bank: ${on('near')}.`,
      `Far bank: ${on('far')} (${pointsOf(instance, visible)} points).`,
      `Gone: ${on('gone')}.`,
    ].join('\n');
  },
  values: (rules, instance, progress, turnsLeft) => ferryCrossingValues(rules, instance, progress, turnsLeft, turns),
};
