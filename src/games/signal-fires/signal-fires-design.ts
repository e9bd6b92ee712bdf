// signal-fires: a lighthouse-less point where a keeper lights fires to bring passing ships into harbour, with too
// little wood for every night. Re-shuffled: every episode brings another forecast; the seed's rules stay.
import { rngFromSeed } from '../../core/rng.js';
import type { HiddenRuleDesign } from '../hidden-rules/hidden-rule-design.js';
import { signalFiresValues } from './signal-fires-plan.js';
import { burnCommands, mostBundles, playSignalFires } from './signal-fires-play.js';
import {
  type SignalFiresRules,
  signalFiresRuleSpace,
  signalFiresVariantSpace,
  weathers,
} from './signal-fires-rules.js';
import type { SignalFiresInstance, SignalFiresProgress, SignalFiresVisible } from './signal-fires-state.js';

const nights = 12;
const ships = 9;
const woodInShed = 22;
const pointsPerShip = 100;
const keepers = ['Aud', 'Brannoc', 'Cilla', 'Dorrit', 'Esk', 'Fionn', 'Garra', 'Hild', 'Isolde', 'Jory'] as const;

/** The game's content: the hidden rules are in signal-fires-rules.ts and signal-fires-play.ts (see RULES.md). */
export const signalFiresDesign: HiddenRuleDesign<
  SignalFiresRules,
  SignalFiresInstance,
  SignalFiresProgress,
  SignalFiresVisible
> = {
  id: 'signal-fires',
  version: 1,
  title: 'Signal fires',
  description: 'A keeper on a headland burns scarce wood to bring passing ships into harbour, night after night.',
  variation: 'reshuffled',
  challenge: false,
  turns: nights,
  forbiddenWords: [
    'ember',
    'embers',
    'glow',
    'glows',
    'smoulder',
    'carry',
    'carries',
    'leftover',
    'target',
    'exactly',
    'exact',
    'glare',
    'too bright',
    'too dim',
    'because',
    'brightness',
  ],
  ruleSpace: signalFiresRuleSpace,
  variantSpace: signalFiresVariantSpace,
  ladder: {
    atMost: { random: 35, naive: 35, quit: 35, heuristic: 70 },
    referenceOfOracle: 70,
  },
  instance(seed, episode) {
    const rng = rngFromSeed(seed, 0x5f1 + episode);
    const shipNights = new Set(rng.shuffle(Array.from({ length: nights }, (_, night) => night)).slice(0, ships));
    return {
      keeper: rng.pick(keepers),
      nights: Array.from({ length: nights }, (_, night) => ({
        weather: rng.pick(weathers),
        ship: shipNights.has(night),
      })),
      wood: woodInShed,
    };
  },
  start: (instance) => ({ night: 0, wood: instance.wood, guided: 0, glow: 0 }),
  commands: (_instance, progress) => burnCommands(progress.wood),
  idle: 'burn 0',
  play: (rules, instance, progress, command) => playSignalFires(rules, instance, progress, command),
  visible: ({ night, wood, guided }) => ({ night, wood, guided }),
  score: (_rules, _instance, progress) => Math.min(1000, progress.guided * pointsPerShip),
  rulesText: (count) =>
    [
      `You keep the signal fire on a headland for a season of ${count} nights, with ${woodInShed} bundles of wood in the shed and no more to come. On some nights a ship passes the point; a ship that turns in to the harbour is a ship saved.`,
      'The forecast for every night (its weather, and whether a ship is due) is shown from the start.',
      `Each night, one command: \`burn 0\` to \`burn ${mostBundles}\` (bundles of wood to burn tonight; \`burn 0\` lights no fire), or \`quit\` (light no fire for the rest of the season).`,
      `Score: ${pointsPerShip} points per ship that turns in. The night, the wood left and the ships saved are shown every turn. Commands that are not listed are refused and cost nothing.`,
    ].join('\n'),
  view(instance, visible) {
    const forecast = instance.nights
      .map((night, index) => ({ night, index }))
      .filter(({ index }) => index >= visible.night)
      .map(({ night, index }) => `night ${index + 1}: ${night.weather}${night.ship ? ', a ship is due' : ''}`);
    return [
      `Keeper ${instance.keeper}. Wood left: ${visible.wood} bundles. Ships turned in: ${visible.guided}.`,
      forecast.length > 0 ? `Forecast: ${forecast.join('; ')}.` : 'The season is over.',
    ].join('\n');
  },
  values: (rules, instance, progress) => signalFiresValues(rules, instance, progress),
};
