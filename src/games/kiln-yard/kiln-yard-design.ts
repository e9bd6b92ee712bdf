// kiln-yard: one day in a potter's yard; the potter feels the drying pots, turns them over and fires them one by one.
// Fixed: every episode of a seed is the same day with the same pots in the same places.
import { rngFromSeed } from '../../core/rng.js';
import type { HiddenRuleDesign } from '../hidden-rules/hidden-rule-design.js';
import { kilnYardValues } from './kiln-yard-plan.js';
import { kilnYardCommands, playKilnYard } from './kiln-yard-play.js';
import { type KilnYardRules, kilnYardRuleSpace, type Place, places } from './kiln-yard-rules.js';
import type { KilnYardInstance, KilnYardProgress, KilnYardVisible, Pot } from './kiln-yard-state.js';
import { kilnYardVariantSpace } from './kiln-yard-variants.js';

const turns = 12;
/** Score per pot that comes out of the kiln whole; four pots make 1000. */
const pointsPerPot = 250;
const potNames = ['jug', 'bowl', 'vase', 'urn', 'crock', 'pitcher', 'dish', 'jar'] as const;

const whereText: Record<Place, string> = {
  bench: 'on the bench in the sun',
  rack: 'on the rack in the shade of the shed',
  ledge: 'on the ledge of the kiln',
};

function potLine(pot: Pot, state: KilnYardVisible['pots'][number]): string {
  const label = `the ${pot.name} (${pot.size})`;
  if (state.fired === 'burst') return `${label}: burst in the kiln`;
  if (state.fired !== null) return `${label}: fired, came out ${state.fired}`;
  return `${label}: ${whereText[pot.place]}${state.turned ? ', turned over' : ''}`;
}

/** The game's content: the hidden rules are in kiln-yard-rules.ts and kiln-yard-play.ts (see RULES.md). */
export const kilnYardDesign: HiddenRuleDesign<KilnYardRules, KilnYardInstance, KilnYardProgress, KilnYardVisible> = {
  id: 'kiln-yard',
  version: 1,
  title: 'Kiln yard',
  description: "A day in a potter's yard: four pots thrown this morning, drying where they stand, and one small kiln.",
  variation: 'fixed',
  challenge: false,
  turns,
  forbiddenWords: [
    'heat',
    'warm',
    'warmth',
    'hot',
    'faster',
    'slower',
    'quicker',
    'rate',
    'speed',
    'gap',
    'drier',
    'damper',
    'shortfall',
    'surface',
    'skin',
    'core',
    'inside',
    'because',
    'too soon',
    'too early',
    'ready',
    'misleading',
  ],
  ruleSpace: kilnYardRuleSpace,
  variantSpace: kilnYardVariantSpace,
  ladder: {
    atMost: { random: 35, quit: 0, naive: 10, heuristic: 40 },
    referenceOfOracle: 80,
  },
  instance(seed) {
    const rng = rngFromSeed(seed, 0x4b11);
    const names = rng.shuffle(potNames).slice(0, 4);
    const where: Place[] = rng.shuffle([...places, rng.pick(places)]);
    return {
      pots: names.map((name, index) => ({
        name,
        size: rng.pick(['small', 'large'] as const),
        place: where[index] as Place,
      })),
    };
  },
  start: (instance) => ({ pots: instance.pots.map(() => ({ dry: 0, turned: false, fired: null })), firings: 0 }),
  commands: (instance, progress) => kilnYardCommands(instance, progress),
  idle: 'wait',
  play: (rules, instance, progress, command) => playKilnYard(rules, instance, progress, command),
  visible: ({ pots, firings }) => ({ pots: pots.map(({ turned, fired }) => ({ turned, fired })), firings }),
  score: (_rules, _instance, progress) =>
    Math.min(1000, progress.pots.filter((pot) => pot.fired === 'whole').length * pointsPerPot),
  rulesText: (count) =>
    [
      `You work a potter's yard for a day of ${count} turns. Four pots thrown this morning stand drying in the yard, each where it was set down: on the bench in the sun, on the rack in the shade of the shed, or on the ledge of the kiln. The small kiln fires one pot at a time. A pot fired while still damp cracks or bursts.`,
      'Each turn, one command:',
      '- `fire <pot>`: fire that pot in the kiln; you see how it comes out.',
      '- `turn <pot>`: turn that pot over, once, to look at its foot; it stands upside down from then on.',
      '- `feel`: walk round the yard and feel every pot still drying.',
      '- `wait`: let a turn pass; `quit`: wait for every turn left.',
      `Score: ${pointsPerPot} points per pot that comes out of the kiln whole, at most 1000; a cracked or burst pot scores nothing. Commands that are not listed are refused and cost nothing.`,
    ].join('\n'),
  view(instance, visible) {
    const whole = visible.pots.filter((pot) => pot.fired === 'whole').length;
    return [
      `Pots whole: ${whole} of ${instance.pots.length} (${whole * pointsPerPot} points). Firings so far: ${visible.firings}.`,
      ...instance.pots.map((pot, index) => `  ${potLine(pot, visible.pots[index] ?? { turned: false, fired: null })}`),
    ].join('\n');
  },
  values: (rules, instance, progress, turnsLeft) =>
    kilnYardValues(rules, instance, progress, kilnYardCommands(instance, progress), turnsLeft),
};
