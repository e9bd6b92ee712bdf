// plant-clinic: a plant clinic for one afternoon; each turn the gardener treats the ailing plant on the bench.
// Re-shuffled: every afternoon brings other owners and plants, with other pots and symptoms; the seed's rules stay.
import { rngFromSeed } from '../../core/rng.js';
import type { HiddenRuleDesign } from '../hidden-rules/hidden-rule-design.js';
import { plantClinicValues } from './plant-clinic-plan.js';
import {
  type PlantClinicRules,
  plantClinicRuleSpace,
  plantClinicVariantSpace,
  pots,
  remedies,
  symptoms,
} from './plant-clinic-rules.js';
import type {
  PlantClinicInstance,
  PlantClinicPlant,
  PlantClinicProgress,
  PlantClinicVisible,
} from './plant-clinic-state.js';
import { plantClinicCommands, treat } from './plant-clinic-treat.js';

const plantsPerAfternoon = 7;
const turns = 12;
const fees = [60, 90, 120, 150] as const;

const owners = [
  'Agnes',
  'Bertil',
  'Carmen',
  'Dev',
  'Elske',
  'Farid',
  'Greta',
  'Hamid',
  'Iris',
  'Jonas',
  'Kiri',
  'Lorenz',
  'Mabel',
  'Nuno',
  'Olga',
  'Pieter',
  'Rhea',
  'Soren',
  'Talia',
  'Umberto',
  'Viola',
  'Yusuf',
] as const;

const plantNames = [
  'fern',
  'ivy',
  'fig',
  'palm',
  'orchid',
  'lemon tree',
  'begonia',
  'cactus',
  'basil',
  'geranium',
  'jade plant',
  'violet',
  'rubber plant',
  'aloe',
] as const;

/** The game's content: the hidden rules are in plant-clinic-rules.ts and plant-clinic-treat.ts (see RULES.md). */
export const plantClinicDesign: HiddenRuleDesign<
  PlantClinicRules,
  PlantClinicInstance,
  PlantClinicProgress,
  PlantClinicVisible
> = {
  id: 'plant-clinic',
  version: 1,
  title: 'Plant clinic',
  description: 'A plant clinic for one afternoon: ailing house plants, four remedies, and owners who pay for a cure.',
  variation: 'reshuffled',
  challenge: false,
  turns,
  forbiddenWords: [
    'thirst',
    'thirsty',
    'hungry',
    'hunger',
    'starved',
    'scorch',
    'scorched',
    'sunburn',
    'soaked',
    'soggy',
    'waterlogged',
    'rot',
    'overwatered',
    'cause',
    'caused',
    'setback',
    'weaker',
    'stress',
    'because',
    'misleading',
    'wrong remedy',
    'right remedy',
  ],
  ruleSpace: plantClinicRuleSpace,
  variantSpace: plantClinicVariantSpace,
  ladder: {
    atMost: { random: 35, naive: 35, quit: 35, heuristic: 70 },
    referenceOfOracle: 70,
  },
  instance(seed, episode) {
    const rng = rngFromSeed(seed, 0x9c11 + episode);
    const people = rng.shuffle(owners).slice(0, plantsPerAfternoon);
    const kinds = rng.shuffle(plantNames);
    const plants = people.map(
      (owner, index): PlantClinicPlant => ({
        owner,
        plant: kinds[index] as string,
        pot: rng.pick(pots),
        symptom: rng.pick(symptoms),
        fee: rng.pick(fees),
      }),
    );
    return { plants };
  },
  start: () => ({ next: 0, coins: 0, setback: 0 }),
  commands: (instance, progress) => (progress.next < instance.plants.length ? plantClinicCommands : ['send home']),
  idle: 'send home',
  play(rules, instance, progress, command) {
    const plant = instance.plants[progress.next];
    if (!plant) return { progress, feedback: 'The bench is empty.' };
    return treat(rules, plant, progress, command);
  },
  visible: ({ next, coins }) => ({ next, coins }),
  score: (_rules, _instance, progress) => Math.min(1000, progress.coins),
  rulesText: (count) =>
    [
      `You run a plant clinic for one afternoon of ${count} turns. ${plantsPerAfternoon} owners have brought an ailing house plant each; they come to your bench one at a time, in the order shown, and each says what their plant looks like, its pot and what they will pay for a cure.`,
      'Each turn, one command for the plant on the bench:',
      `- ${remedies.map((remedy) => `\`${remedy}\``).join(', ')}: give the plant that remedy. A plant that recovers goes home and its owner pays; one that does not stays on the bench.`,
      '- `send home`: give the plant back untreated (no pay) and call the next owner.',
      '- `quit`: send home every plant still waiting.',
      'An owner may pay less than offered, and a plant may be lost; a lost plant goes home without pay.',
      `Score: the coins earned, at most 1000. Your coins and the waiting plants are shown every turn; what happened to the plant after each command is shown after it. Commands that are not listed are refused and cost nothing.`,
    ].join('\n'),
  view(instance, visible) {
    const at = instance.plants[visible.next];
    const waiting = instance.plants.slice(visible.next + 1).map(describe);
    return [
      `Coins: ${visible.coins}.`,
      at ? `On the bench: ${describe(at)}.` : 'The bench is empty.',
      waiting.length > 0 ? `Still waiting: ${waiting.join('; ')}.` : 'Nobody else is waiting.',
    ].join('\n');
  },
  values: (rules, instance, progress, turnsLeft) => plantClinicValues(rules, instance, progress, turnsLeft),
};

function describe(plant: PlantClinicPlant): string {
  return `${plant.owner}'s ${plant.plant} (${plant.pot} pot, ${plant.symptom}, offers ${plant.fee} coins)`;
}
