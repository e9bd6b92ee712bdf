// toy-press: a tin-soldier press in a toy workshop, driven by the workshop's shaft; the player times each stamp.
// Fixed: every episode of a seed is the same press with the same sheets; how it runs is for the player to find out.
import { rngFromSeed } from '../../core/rng.js';
import type { HiddenRuleDesign } from '../hidden-rules/hidden-rule-design.js';
import { toyPressValues } from './toy-press-plan.js';
import { playToyPress, toyPressCommands } from './toy-press-play.js';
import { type ToyPressRules, toyPressRuleSpace, toyPressVariantSpace } from './toy-press-rules.js';
import type { ToyPressInstance, ToyPressProgress, ToyPressVisible } from './toy-press-state.js';

const turns = 28;
/** Score per crisp soldier. */
const pointsPerSoldier = 100;

/** The game's content: the hidden rules are in toy-press-rules.ts and toy-press-play.ts (see RULES.md). */
export const toyPressDesign: HiddenRuleDesign<ToyPressRules, ToyPressInstance, ToyPressProgress, ToyPressVisible> = {
  id: 'toy-press',
  version: 1,
  title: 'Toy press',
  description: 'A tin-soldier press that never stops running: a few tin sheets, and the timing of every stamp.',
  variation: 'fixed',
  challenge: false,
  turns,
  forbiddenWords: [
    'wheel',
    'cam',
    'phase',
    'cycle',
    'period',
    'position',
    'slot',
    'jolt',
    'jolts',
    'kick',
    'skips',
    'rhythm',
    'interval',
    'because',
    'ready',
    'too late',
    'warning',
  ],
  ruleSpace: toyPressRuleSpace,
  variantSpace: toyPressVariantSpace,
  ladder: {
    atMost: { random: 35, naive: 35, quit: 35, heuristic: 70, listener: 35 },
    referenceOfOracle: 70,
  },
  instance(seed) {
    return { sheets: rngFromSeed(seed, 0x7e55).pick([7, 8, 9]) };
  },
  start: (instance) => ({ moved: 0, sheets: instance.sheets, soldiers: 0 }),
  commands: (_instance, progress) => toyPressCommands(progress.sheets),
  idle: 'wait',
  play: (rules, _instance, progress, command) => playToyPress(rules, progress, command),
  visible: ({ sheets, soldiers }) => ({ sheets, soldiers }),
  score: (_rules, _instance, progress) => Math.min(1000, progress.soldiers * pointsPerSoldier),
  rulesText: (count) =>
    [
      `You work a tin-soldier press in a toy workshop for a day of ${count} turns. The press is driven by the workshop's shaft and runs all day, whatever you do; you have a few sheets of tin, shown every turn.`,
      'Each turn, one command:',
      '- `press`: feed one sheet into the press and stamp it; the sheet is used up, and you see what comes out.',
      '- `listen`: put your ear to the press and hear what it sounds like.',
      '- `wait`: let the press run; `quit`: wait for every turn left.',
      `Score: ${pointsPerSoldier} points per crisp tin soldier, at most 1000. Commands that are not listed are refused and cost nothing.`,
    ].join('\n'),
  view: (_instance, visible) =>
    `Tin sheets left: ${visible.sheets}. Crisp soldiers: ${visible.soldiers} (${visible.soldiers * pointsPerSoldier} points).`,
  values: (rules, instance, progress, turnsLeft) => toyPressValues(rules, instance, progress, turnsLeft, turns),
};
