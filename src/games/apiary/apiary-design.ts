// apiary: one season in a valley of flowering fields with two hives; the beekeeper moves the hives and smokes them.
// Re-shuffled: every episode is another valley (other fields, flowers, bloom and hives); the bees' ways stay the seed's.
import { rngFromSeed } from '../../core/rng.js';
import type { HiddenRuleDesign } from '../hidden-rules/hidden-rule-design.js';
import { apiaryValues } from './apiary-plan.js';
import { apiaryCommands, playApiary } from './apiary-play.js';
import { type ApiaryRules, apiaryRuleSpace, colours, forms, strains } from './apiary-rules.js';
import { type ApiaryInstance, type ApiaryProgress, type ApiaryVisible, type Field, inBloom } from './apiary-state.js';
import { apiaryVariantSpace } from './apiary-variants.js';

const turns = 16;
/** Score per unit of honey; scores are capped at 1000. */
const pointsPerHoney = 25;
const fieldNames = [
  'mill',
  'church',
  'brook',
  'heath',
  'orchard',
  'ridge',
  'ford',
  'common',
  'warren',
  'lane',
] as const;
const hiveNames = ['straw', 'cedar', 'pine', 'wicker', 'stone', 'clay'] as const;
/** About how many turns a field blooms. */
const bloomLength = 7;

function bloomText(field: Field, turn: number): string {
  const when = `blooms turns ${field.from}–${field.to}`;
  if (inBloom(field, turn)) return `${when} (in bloom)`;
  return turn < field.from ? `${when} (not yet)` : `${when} (over)`;
}

/** The game's content: the hidden rules are in apiary-rules.ts and apiary-play.ts (see RULES.md). */
export const apiaryDesign: HiddenRuleDesign<ApiaryRules, ApiaryInstance, ApiaryProgress, ApiaryVisible> = {
  id: 'apiary',
  version: 1,
  title: 'Apiary',
  description: 'A season with two hives in a valley of flowering fields: move the hives where the bees make honey.',
  variation: 'reshuffled',
  challenge: false,
  turns,
  forbiddenWords: [
    'favourite',
    'prefer',
    'prefers',
    'tongue',
    'settle',
    'settles',
    'settled',
    'calm',
    'calms',
    'calmed',
    'disoriented',
    'because',
    'pairing',
    'suits',
    'suited',
    'barren',
    'shun',
    'shuns',
    'three times',
  ],
  ruleSpace: apiaryRuleSpace,
  variantSpace: apiaryVariantSpace,
  ladder: {
    atMost: { random: 35, quit: 0, naive: 35, heuristic: 65 },
    referenceOfOracle: 70,
  },
  instance(seed, episode) {
    const rng = rngFromSeed(seed, 0xa915 + episode);
    const names = rng.shuffle(fieldNames).slice(0, colours.length);
    const shades = rng.shuffle(colours);
    // The fields bloom one after another through the season, each for a while, overlapping.
    const order = rng.shuffle(names.map((_, index) => index));
    const fields: Field[] = names.map((name, index) => {
      const place = order.indexOf(index);
      const from = Math.max(1, 1 + Math.round((place * (turns - bloomLength)) / (names.length - 1)) + rng.int(-1, 1));
      const to = Math.min(turns, from + rng.int(bloomLength - 2, bloomLength + 1) - 1);
      return { name, colour: shades[index] ?? 'white', form: rng.pick(forms), from, to };
    });
    const kinds = rng.shuffle(strains);
    const hives = rng
      .shuffle(hiveNames)
      .slice(0, 2)
      .map((name, index) => ({ name, strain: kinds[index] ?? 'dark' }));
    return { fields, hives };
  },
  start: (instance) => ({
    hives: instance.hives.map(() => ({ field: null, settling: 0, smoked: false })),
    honey: 0,
    turn: 0,
  }),
  commands: (instance, progress) => apiaryCommands(instance, progress),
  idle: 'wait',
  play: (rules, instance, progress, command, turn) => playApiary(rules, instance, progress, command, turn),
  visible: ({ hives, honey, turn }) => ({ hives: hives.map(({ field, smoked }) => ({ field, smoked })), honey, turn }),
  score: (_rules, _instance, progress) => Math.min(1000, progress.honey * pointsPerHoney),
  rulesText: (count) =>
    [
      `You keep two hives for a season of ${count} turns in a valley of four fields; the hives start the season at the farm, where nothing grows. Each field is in flower for a few turns with one kind of flower, shown with its colour and form (open, bell or spurred) and the turns it blooms; each hive's bees are of a strain, dark or golden. Every season you keep bees in another valley, with other fields and hives.`,
      'Each turn, one command:',
      '- `move <hive> to <field>` (for example `move straw to mill`): carry that hive to another field.',
      '- `smoke <hive>`: puff smoke into that hive.',
      '- `wait`: let a turn pass; `quit`: wait for every turn left.',
      "Every turn you see what each hive's bees bring home.",
      `Score: ${pointsPerHoney} points per unit of honey the hives make, at most 1000. Commands that are not listed are refused and cost nothing.`,
    ].join('\n'),
  view(instance, visible) {
    return [
      `Honey so far: ${visible.honey} (${visible.honey * pointsPerHoney} points).`,
      'Fields:',
      ...instance.fields.map(
        (field) =>
          `  the ${field.name} field: ${field.colour} ${field.form} flowers, ${bloomText(field, visible.turn + 1)}`,
      ),
      'Hives:',
      ...instance.hives.map((hive, index) => {
        const state = visible.hives[index];
        const field = state?.field === null ? undefined : instance.fields[state?.field ?? 0];
        const at = field ? `at the ${field.name} field` : 'at the farm';
        return `  the ${hive.name} hive (${hive.strain} bees): ${at}${state?.smoked ? ', smoked last turn' : ''}`;
      }),
    ].join('\n');
  },
  values: (rules, instance, progress, turnsLeft) =>
    apiaryValues(rules, instance, progress, apiaryCommands(instance, progress), turns, turnsLeft),
};
