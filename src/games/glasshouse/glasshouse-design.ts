// glasshouse: one day tending a glasshouse of seedlings with vents, a stove and a watering can; the plants' looks and
// a thermometer read now and then are all the gardener sees. Fixed: every episode of a seed is the same day.
import type { HiddenRuleDesign } from '../hidden-rules/hidden-rule-design.js';
import { dayOf } from './glasshouse-day.js';
import { glasshouseValues, pointsPerTurn } from './glasshouse-plan.js';
import { glasshouseCommands, playGlasshouse } from './glasshouse-play.js';
import { type GlasshouseRules, glasshouseRuleSpace } from './glasshouse-rules.js';
import {
  degrees,
  type GlasshouseInstance,
  type GlasshouseProgress,
  type GlasshouseVisible,
  thrivingHeat,
} from './glasshouse-state.js';
import { glasshouseVariantSpace } from './glasshouse-variants.js';

const turns = 20;

/** The game's content: the hidden rules are in glasshouse-rules.ts and glasshouse-play.ts (see RULES.md). */
export const glasshouseDesign: HiddenRuleDesign<
  GlasshouseRules,
  GlasshouseInstance,
  GlasshouseProgress,
  GlasshouseVisible
> = {
  id: 'glasshouse',
  version: 1,
  title: 'Glasshouse',
  description: 'A day tending a glasshouse of seedlings: vents, a stove, a watering can, and plants that show little.',
  variation: 'fixed',
  challenge: false,
  turns,
  forbiddenWords: [
    'lag',
    'delay',
    'delayed',
    'late',
    'later',
    'trail',
    'behind',
    'ago',
    'earlier',
    'hours',
    'moisture',
    'evaporate',
    'dries',
    'drying',
    'store',
    'stored',
    'because',
    'flue',
    'bricks',
  ],
  ruleSpace: glasshouseRuleSpace,
  variantSpace: glasshouseVariantSpace,
  ladder: {
    atMost: { random: 35, quit: 0, naive: 35, heuristic: 65 },
    referenceOfOracle: 70,
  },
  instance: (seed) => dayOf(seed, turns),
  start: (instance) => ({
    heat: 1,
    moisture: 1,
    pending: 0,
    vents: 'shut',
    wood: instance.wood,
    past: [{ heat: 1, moisture: 1 }],
    thrived: 0,
  }),
  commands: (_instance, progress) => glasshouseCommands(progress),
  idle: 'wait',
  play: (rules, instance, progress, command, turn) => playGlasshouse(rules, instance, progress, command, turn),
  visible: ({ vents, wood }) => ({ vents, wood }),
  score: (_rules, _instance, progress) => Math.min(1000, progress.thrived * pointsPerTurn),
  rulesText: (count) =>
    [
      `You tend a glasshouse of seedlings for a day of ${count} turns. It starts cold, its beds dry; the weather outside is forecast turn by turn and is the same every time you play this day.`,
      `Your seedlings grow on every turn they spend between ${degrees(thrivingHeat[0])} and ${degrees(thrivingHeat[1])} °C with their beds damp — neither dry nor sodden. You see how they look each turn; the thermometer is read every few turns.`,
      'Each turn, one command:',
      '- `stoke`: put a load of wood in the stove (a few loads a day).',
      '- `water`: water the beds.',
      '- `open vents` / `shut vents`: open or shut the roof vents.',
      '- `wait`: potter about for a turn; `quit`: wait for every turn left.',
      `Score: ${pointsPerTurn} points for every turn the seedlings grow, at most 1000, told at the end of the day. Commands that are not listed are refused and cost nothing.`,
    ].join('\n'),
  view: (instance, visible) =>
    [
      `Forecast, turn by turn: ${instance.weather.join(', ')}.`,
      `The thermometer is read on turns ${instance.readings.join(', ')}.`,
      `The vents are ${visible.vents}. Wood for the stove: ${visible.wood} loads.`,
    ].join('\n'),
  values: (rules, instance, progress, turnsLeft) => glasshouseValues(rules, instance, progress, turnsLeft),
};
