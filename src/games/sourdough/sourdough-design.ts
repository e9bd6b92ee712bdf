// sourdough: one day at a small bakery with a jar of starter; the baker feeds it, looks at it, and bakes the orders.
// Fixed: every episode of a seed is the same day with the same flour, orders and starter.
import { rngFromSeed } from '../../core/rng.js';
import type { HiddenRuleDesign } from '../hidden-rules/hidden-rule-design.js';
import { sourdoughValues } from './sourdough-plan.js';
import { playSourdough, sourdoughCommands } from './sourdough-play.js';
import { type SourdoughRules, sourdoughRuleSpace, sourdoughVariantSpace } from './sourdough-rules.js';
import type { SourdoughInstance, SourdoughProgress, SourdoughVisible } from './sourdough-state.js';

const turns = 14;
/** Score per tall loaf; scores are capped at 1000. */
const pointsPerLoaf = 200;

/** The game's content: the hidden rules are in sourdough-rules.ts and sourdough-play.ts (see RULES.md). */
export const sourdoughDesign: HiddenRuleDesign<SourdoughRules, SourdoughInstance, SourdoughProgress, SourdoughVisible> =
  {
    id: 'sourdough',
    version: 1,
    title: 'Sourdough',
    description: 'A day at a small bakery: a jar of starter, a few sacks of flour, five loaves ordered.',
    variation: 'fixed',
    challenge: false,
    turns,
    forbiddenWords: [
      'lag',
      'delay',
      'window',
      'peak',
      'ferment',
      'yeast',
      'hours',
      'ready',
      'too soon',
      'too late',
      'because',
      'clock',
      'timer',
    ],
    ruleSpace: sourdoughRuleSpace,
    variantSpace: sourdoughVariantSpace,
    ladder: {
      atMost: { random: 20, quit: 0, naive: 10, heuristic: 65 },
      referenceOfOracle: 65,
    },
    instance(seed) {
      return { sacks: rngFromSeed(seed, 0x50d0).pick([5, 6]), orders: 5 };
    },
    start: (instance) => ({ since: null, sacks: instance.sacks, risen: 0, flat: 0 }),
    commands: (instance, progress) => sourdoughCommands(instance, progress),
    idle: 'wait',
    play: (rules, _instance, progress, command) => playSourdough(rules, progress, command),
    visible: ({ sacks, risen, flat }) => ({ sacks, risen, flat }),
    score: (_rules, _instance, progress) => Math.min(1000, progress.risen * pointsPerLoaf),
    rulesText: (count) =>
      [
        `You bake at a small bakery for a day of ${count} turns. A jar of sourdough starter stands on the shelf; you have a few sacks of flour and five loaves ordered, shown every turn.`,
        'Each turn, one command:',
        '- `feed`: feed the starter a sack of flour and water.',
        '- `bake`: bake one ordered loaf with the starter as it is now; you see how it comes out.',
        '- `look`: look into the jar.',
        '- `wait`: let a turn pass; `quit`: wait for every turn left.',
        `Score: ${pointsPerLoaf} points per tall loaf, at most 1000; a flat loaf fills its order for nothing. Commands that are not listed are refused and cost nothing.`,
      ].join('\n'),
    view: (instance, visible) =>
      `Sacks of flour left: ${visible.sacks}. Loaves baked: ${visible.risen} tall, ${visible.flat} flat, of ${instance.orders} ordered (${visible.risen * pointsPerLoaf} points).`,
    values: (rules, instance, progress, turnsLeft) => sourdoughValues(rules, instance, progress, turnsLeft),
  };
