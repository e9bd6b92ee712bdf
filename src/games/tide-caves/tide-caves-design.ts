// tide-caves: one day on a shore below the cliffs, where four sea caves are said to hold the caskets of old wreckers
// and open only as the sea goes out. Fixed: every episode is the same day on the same shore — a time loop whose hours
// the player learns.
import { rngFromSeed } from '../../core/rng.js';
import type { HiddenRuleDesign } from '../hidden-rules/hidden-rule-design.js';
import { tideCavesValues } from './tide-caves-plan.js';
import {
  casketPoints,
  playTideCaves,
  scoreOf,
  shellPoints,
  tideCavesCommands,
  waitCommand,
} from './tide-caves-play.js';
import { caveCount, type TideCavesRules, tideCavesRuleSpace, tideCavesVariantSpace } from './tide-caves-rules.js';
import { beach, type TideCavesInstance, type TideCavesProgress } from './tide-caves-state.js';

const turns = 12;

const caveNames = [
  'Gull Hole',
  'Seal Cave',
  'Bell Cave',
  'Raven Arch',
  'Black Gully',
  'Mermaid Cave',
  'Smugglers Cleft',
  'Otter Hole',
];

/** The game's content: the hidden rules are in tide-caves-rules.ts and tide-caves-play.ts (see RULES.md). */
export const tideCavesDesign: HiddenRuleDesign<
  TideCavesRules,
  TideCavesInstance,
  TideCavesProgress,
  TideCavesProgress
> = {
  id: 'tide-caves',
  version: 1,
  title: 'Tide caves',
  description: 'A day on a shore of sea caves that open only as the sea goes out, with caskets to bring out.',
  variation: 'fixed',
  challenge: true,
  turns,
  forbiddenWords: [
    'ebb',
    'flood',
    'flooding',
    'tide table',
    'schedule',
    'height',
    'deeper',
    'shallow',
    "o'clock",
    'because',
    'too soon',
    'too late',
    'trap',
    'trapped',
    'wave hour',
    'every day at',
  ],
  ruleSpace: tideCavesRuleSpace,
  variantSpace: tideCavesVariantSpace,
  ladder: {
    atMost: { random: 35, quit: 0, naive: 35, heuristic: 60 },
    referenceOfOracle: 65,
  },
  instance(seed) {
    const rng = rngFromSeed(seed, 0x7c4e);
    const names = rng.shuffle(caveNames).slice(0, caveCount);
    const caskets = rng.shuffle([1, 2, 3, 4]);
    return { caves: names.map((name, index) => ({ name, caskets: caskets[index] ?? 1 })) };
  },
  start: (instance) => ({
    at: beach,
    carried: 0,
    banked: 0,
    shells: 0,
    left: instance.caves.map((cave) => cave.caskets),
  }),
  commands: (instance, progress) => tideCavesCommands(instance, progress),
  idle: waitCommand,
  play: (rules, instance, progress, command, turn) => playTideCaves(rules, instance, progress, command, turn),
  visible: (progress) => progress,
  score: (_rules, _instance, progress) => scoreOf(progress),
  rulesText: (count) =>
    [
      `You spend a day of ${count} hours on a shore below the cliffs, from first light to dusk. Four sea caves open onto it, and an old wreckers' tale says how many caskets each holds. The sea goes out and comes back in the course of the day; a cave's mouth can only be waded through while the water is low enough there. Every day is the same day on the same shore.`,
      'Each hour, one command:',
      '- on the beach: `go <cave>` (for example `go gull hole`): wade into that cave, if its mouth is clear; `comb`: comb the rock pools for a shell; `wait`.',
      '- in a cave: `gather`: search it for a casket (one an hour); `leave`: wade back out to the beach, if the mouth is clear, bringing what you carry; `wait`.',
      '- `quit`: wait for every hour left.',
      `Score: ${casketPoints} points per casket brought out to the beach by dusk and ${shellPoints} per shell, at most 1000; if you are still in a cave at dusk, a boat takes you off and the boatman keeps all the caskets you carry but one. Each hour you see what your command did and, from the beach, which cave mouths are clear, or, in a cave, whether its way out still is and whether the water at its mouth is rising or falling. Commands that are not listed are refused and cost nothing.`,
    ].join('\n'),
  view(instance, visible) {
    const where = instance.caves[visible.at];
    const caves = instance.caves.map(
      (cave, index) => `${cave.name} (the tale says ${cave.caskets}; ${visible.left[index]} not yet brought out)`,
    );
    return [
      where
        ? `You are in ${where.name}, carrying ${visible.carried} casket${visible.carried === 1 ? '' : 's'}.`
        : 'You are on the beach.',
      `Caskets brought out: ${visible.banked}; shells: ${visible.shells} (${scoreOf(visible)} points if the day ended now).`,
      `Caves: ${caves.join('; ')}.`,
    ].join('\n');
  },
  values: (rules, instance, progress, turnsLeft) => tideCavesValues(rules, instance, progress, turnsLeft, turns),
};
