// canal-locks: one day keeping a flight of three locks; the keeper winds paddles open on the board and works boats up
// the flight. Fixed: every episode of a seed is the same flight, the same boats and the same morning's water.
import { rngFromSeed } from '../../core/rng.js';
import type { HiddenRuleDesign } from '../hidden-rules/hidden-rule-design.js';
import { canalLocksValues, stagesOf } from './canal-locks-plan.js';
import { canalLocksCommands, placeNames, playCanalLocks, through } from './canal-locks-play.js';
import { type CanalLocksRules, canalLocksRuleSpace, rise, upperLevel } from './canal-locks-rules.js';
import type { CanalLocksInstance, CanalLocksProgress, CanalLocksVisible } from './canal-locks-state.js';
import { canalLocksVariantSpace } from './canal-locks-variants.js';

const turns = 22;
const boatsPerDay = 2;
/** Score per place a boat climbs: two boats through the flight make 1000. */
const pointsPerStage = 125;
const paddleNames = ['Iron', 'Brass', 'Oak', 'Elm', 'Chain', 'Crank', 'Lantern', 'Bell'] as const;
const boatNames = ['Hesper', 'Kingfisher', 'Mayfly', 'Otter', 'Swallow', 'Tern'] as const;

/** A lock as the keeper sees it: its gauge's reading, or none. */
function lockText(visible: CanalLocksVisible, lock: number): string {
  const reading = visible.gauges[lock - 1];
  return `${placeNames[lock]} (${reading === null || reading === undefined ? 'no gauge' : `gauge ${reading}`})`;
}

/** The game's content: the hidden rules are in canal-locks-rules.ts and canal-locks-play.ts (see RULES.md). */
export const canalLocksDesign: HiddenRuleDesign<
  CanalLocksRules,
  CanalLocksInstance,
  CanalLocksProgress,
  CanalLocksVisible
> = {
  id: 'canal-locks',
  version: 1,
  title: 'Canal locks',
  description:
    'A day keeping a flight of three canal locks: four paddles on the board, two boats to work up the flight.',
  variation: 'fixed',
  challenge: false,
  turns,
  forbiddenWords: [
    'leak',
    'leaks',
    'leaking',
    'seep',
    'seeps',
    'drip',
    'connects',
    'connected',
    'joins',
    'feeds',
    'drains',
    'wired',
    'linked',
    'mislabelled',
    'swapped',
    'rate',
    'because',
  ],
  ruleSpace: canalLocksRuleSpace,
  variantSpace: canalLocksVariantSpace,
  ladder: {
    atMost: { random: 35, quit: 0, naive: 35, heuristic: 60 },
    referenceOfOracle: 75,
  },
  instance(seed) {
    const rng = rngFromSeed(seed, 0xca4a);
    const gaugeless = rng.int(0, 2);
    return {
      paddles: rng.shuffle(paddleNames).slice(0, 4),
      boats: rng.shuffle(boatNames).slice(0, boatsPerDay),
      gauges: [0, 1, 2].map((lock) => lock !== gaugeless),
      levels: [0, 1, 2].map((lock) => (lock === gaugeless ? null : rise * lock + rng.int(0, rise))),
    };
  },
  start: (instance) => ({ levels: instance.levels, boats: instance.boats.map(() => 0), gauges: instance.gauges }),
  commands: (instance, progress) => canalLocksCommands(instance, progress),
  idle: 'wait',
  play: (rules, instance, progress, command, turn) => playCanalLocks(rules, instance, progress, command, turn),
  visible: ({ levels, boats, gauges }) => ({
    gauges: levels.map((level, lock) => (gauges[lock] ? level : null)),
    boats,
  }),
  score: (_rules, _instance, progress) => Math.min(1000, stagesOf(progress) * pointsPerStage),
  rulesText: (count) =>
    [
      `You keep a flight of three locks on a canal for a day of ${count} turns. Two boats wait in the lower pound to climb the flight: into the bottom lock, the middle lock, the top lock, and out into the upper pound. The lower pound's water stands at 0 on the gauge boards and the upper pound's at ${upperLevel}; each lock's water stands somewhere between them. A lock's gates open for a boat only when the water stands level on both sides of them, and a lock holds one boat at a time. On the keeper's board are four paddles; each opens a culvert somewhere in the flight. Gauges stand in some locks; where none stands you cannot see the water.`,
      'Each turn, one command:',
      '- `open <paddle>` (for example `open iron`): wind that paddle open for a turn and let water through its culvert; then it drops shut.',
      '- `work <boat>`: work that boat up through the gates above it, if they will open.',
      '- `wait`: let a turn pass; `quit`: wait for every turn left.',
      `Score: ${pointsPerStage} points for every place a boat climbs (${pointsPerStage * through} for a boat through the flight), at most 1000. Commands that are not listed are refused and cost nothing.`,
    ].join('\n'),
  view(instance, visible) {
    const stages = visible.boats.reduce((sum, place) => sum + place, 0);
    return [
      `The flight from the bottom: the lower pound (0), ${[1, 2, 3].map((lock) => lockText(visible, lock)).join(', ')}, the upper pound (${upperLevel}).`,
      `Boats: ${instance.boats.map((boat, index) => `the ${boat} in ${placeNames[visible.boats[index] ?? 0]}`).join('; ')}.`,
      `Paddles on the board: ${instance.paddles.join(', ')}. Places climbed: ${stages} (${stages * pointsPerStage} points).`,
    ].join('\n');
  },
  values: (rules, instance, progress, turnsLeft) => canalLocksValues(rules, instance, progress, turns, turnsLeft),
};
