// bell-foundry: someone cracked the mould of the great bell overnight; the guild's inquirer has one day to find out who,
// with traces to show for it. Fixed: the foundry, its people and its places are the same every episode.
import type { HiddenRuleDesign } from '../hidden-rules/hidden-rule-design.js';
import { places, suspects, traits } from './bell-foundry-cast.js';
import { bellFoundryValues } from './bell-foundry-plan.js';
import { type BellFoundryRules, bellFoundryRuleSpace, bellFoundryVariantSpace } from './bell-foundry-rules.js';
import {
  type BellFoundryInstance,
  type BellFoundryProgress,
  type BellFoundryVisible,
  bellFoundryInstance,
  commandsFor,
  hoursInTheDay,
} from './bell-foundry-state.js';
import { coreOf, playTurn, rightNameScores, scoreOf, tracePoints, traceText } from './bell-foundry-turn.js';

/** The game's content: the hidden rules are in bell-foundry-rules.ts and bell-foundry-turn.ts (see RULES.md). */
export const bellFoundryDesign: HiddenRuleDesign<
  BellFoundryRules,
  BellFoundryInstance,
  BellFoundryProgress,
  BellFoundryVisible
> = {
  id: 'bell-foundry',
  version: 1,
  title: 'The cracked mould',
  description: 'An inquiry at a bell foundry: one day to search, to question and to name who cracked the mould.',
  variation: 'fixed',
  challenge: true,
  turns: hoursInTheDay,
  forbiddenWords: [
    'culprit',
    'press',
    'pressed',
    'pressing',
    'pressure',
    'unease',
    'uneasy',
    'nervous',
    'calm',
    'calms',
    'eases',
    'limit',
    'warned',
    'alarm',
    'alarmed',
    'suspicious',
    'burn',
    'burns',
    'burned',
    'burnt',
    'destroy',
    'destroyed',
    'cleared',
    'removed',
    'lie',
    'lies',
    'lying',
    'liar',
    'truthful',
    'because',
  ],
  ruleSpace: bellFoundryRuleSpace,
  variantSpace: bellFoundryVariantSpace,
  ladder: {
    atMost: { random: 30, naive: 30, quit: 30, heuristic: 60, searcher: 65 },
    referenceOfOracle: 80,
  },
  instance: () => bellFoundryInstance,
  start: () => ({ found: [], accused: null, unease: 0, gone: 0 }),
  commands: (_instance, progress) => commandsFor(progress.accused),
  idle: 'wait',
  play: (rules, _instance, progress, command, turn) => playTurn(rules, progress, command, turn),
  visible: ({ found, accused }) => ({ found, accused }),
  score: (rules, _instance, progress) => scoreOf(rules, coreOf(progress)),
  rulesText: (turns) =>
    [
      'Overnight someone crept into the bell foundry and cracked the clay mould of the great bell. The guild has asked you to find out who, and gives you one working day: ' +
        `${turns} hours, one command an hour. Four people worked in the foundry that night; one of them did it.`,
      'Commands:',
      '- `search <place>`: search one place for traces of whoever was at the mould (each place is listed).',
      '- `question <name>`: ask one of the four what they saw that night.',
      '- `accuse <name>`: name who did it to the guild; after that you can only `wait` for the hearing.',
      '- `wait`: let an hour pass.',
      '- `quit`: wait out the rest of the day.',
      `Each trace shows something about whoever left it. Score at the end of the day: if you named the right person, ${rightNameScores.join(', ')} points with 0, 1, 2 or 3 traces in hand; otherwise ${tracePoints} per trace in hand. ` +
        'Commands that are not listed are refused and cost nothing.',
    ].join('\n'),
  view(instance, visible) {
    const people = instance.suspects.map(
      (suspect) =>
        `${suspect.name}, the ${suspect.trade} (works in the ${places[suspect.workplace]}): ${suspect.traits
          .map((value, trait) => traits[trait]?.values[value])
          .join(', ')}`,
    );
    const found = visible.found.map((trace) => `${traceText(trace.trait, trace.value)} (${places[trace.place]})`);
    return [
      `People: ${people.join('; ')}.`,
      `Places: ${instance.places.join(', ')}.`,
      `Traces in hand: ${found.length > 0 ? found.join('; ') : 'none'}.`,
      visible.accused === null ? 'Nobody named yet.' : `Named to the guild: ${suspects[visible.accused]?.name}.`,
    ].join('\n');
  },
  values: (rules, _instance, progress, turnsLeft) => bellFoundryValues(rules, progress, turnsLeft),
};
