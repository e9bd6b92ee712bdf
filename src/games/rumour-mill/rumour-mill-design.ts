// rumour-mill: one day at the village mill with news to get round before evening — market day has moved — and other
// news going round the village. Re-shuffled: every episode is another village (other names, trades, quarters,
// acquaintances and other news); how news travels stays the seed's.
import type { HiddenRuleDesign } from '../hidden-rules/hidden-rule-design.js';
import { unheard } from './rumour-mill-news.js';
import { rumourMillValues } from './rumour-mill-plan.js';
import {
  listed,
  marketNews,
  playRumourMill,
  rightPoints,
  rumourMillCommands,
  scoreOf,
  waitCommand,
  wrongPoints,
} from './rumour-mill-play.js';
import {
  quarters,
  type RumourMillRules,
  rumourMillRuleSpace,
  rumourMillVariantSpace,
  trades,
} from './rumour-mill-rules.js';
import type {
  NewsState,
  RumourMillInstance,
  RumourMillProgress,
  RumourMillVisible,
  Word,
} from './rumour-mill-state.js';
import { drawVillage } from './rumour-mill-village.js';

const turns = 8;
/** How many times a day you may leave the mill to tell someone. */
const tellsPerDay = 3;

/** The other news as its bringer holds it at dawn: heard, right, at hour 0. */
function broughtHome(count: number, bringers: readonly number[]): NewsState {
  const news = unheard(count);
  const at = (index: number) => bringers.includes(index);
  return {
    ...news,
    word: news.word.map((day, index): Word => (at(index) ? 'right' : day)),
    heardAt: news.heardAt.map((hour, index) => (at(index) ? 0 : hour)),
    holds: news.holds.map((day, index): Word => (at(index) ? 'right' : day)),
  };
}

// The solvers start every rule set they weigh from the same instance: one start per instance.
const starts = new WeakMap<RumourMillInstance, RumourMillProgress>();

function startOf(instance: RumourMillInstance): RumourMillProgress {
  const known = starts.get(instance);
  if (known) return known;
  const count = instance.households.length;
  const progress: RumourMillProgress = {
    told: Array.from({ length: count }, () => false),
    tellsLeft: tellsPerDay,
    points: 0,
    news: [unheard(count), ...instance.rumours.map((rumour) => broughtHome(count, rumour.bringers))],
  };
  starts.set(instance, progress);
  return progress;
}

const marketStatus = (told: boolean, word: Word): string => {
  const heard =
    word === 'none' ? 'nothing heard' : `heard of ${word === 'right' ? marketNews.right : marketNews.wrong}`;
  return told ? `told by you; ${heard}` : heard;
};

/** The game's content: the hidden rules are in rumour-mill-rules.ts and rumour-mill-news.ts (see RULES.md). */
export const rumourMillDesign: HiddenRuleDesign<
  RumourMillRules,
  RumourMillInstance,
  RumourMillProgress,
  RumourMillVisible
> = {
  id: 'rumour-mill',
  version: 1,
  title: 'Rumour mill',
  description: 'A day at the village mill: market day has moved, and the village should hear of it by evening.',
  variation: 'reshuffled',
  challenge: true,
  turns,
  forbiddenWords: [
    'gossip',
    'gossips',
    'talker',
    'talkative',
    'chatter',
    'pass on',
    'passes on',
    'passed on',
    'spread',
    'spreads',
    'relay',
    'mishear',
    'misheard',
    'garble',
    'garbled',
    'muddle',
    'delay',
    'because',
    'guild',
    'neighbour',
  ],
  ruleSpace: rumourMillRuleSpace,
  variantSpace: rumourMillVariantSpace,
  ladder: {
    atMost: { random: 35, quit: 0, naive: 35, heuristic: 60 },
    referenceOfOracle: 65,
  },
  instance: (seed, episode) => drawVillage(seed, episode),
  start: (instance) => startOf(instance),
  commands: (instance, progress) => rumourMillCommands(instance, progress),
  idle: waitCommand,
  play: (rules, instance, progress, command, turn) => playRumourMill(rules, instance, progress, command, turn),
  visible: ({ told, tellsLeft, points, news }) => ({ told, tellsLeft, points, words: news.map((each) => each.word) }),
  score: (_rules, _instance, progress) => scoreOf(progress.points),
  rulesText: (count) =>
    [
      `You keep the village mill. Market day has moved to Thursday, and you have one day of ${count} hours to get the news round the village before evening. The village has 24 households in three quarters (${quarters.join(', ')}); each works one trade (${trades.join(', ')}) and knows a few others. At dawn the households of every trade came home from a gathering of their trade, each trade with a piece of news of its own. Every day is another village: the households, their trades, quarters and acquaintances, and the other news are listed each turn, with who has heard what.`,
      'Each hour, one command:',
      `- \`tell <name>\` (for example \`tell ada\`): leave the mill and tell that household yourself that the market is on Thursday. You can leave the mill only ${tellsPerDay} times a day.`,
      '- `wait`: stay at the mill for the hour; `quit`: wait for every hour left.',
      'News can go round the village by itself; at the end of each hour you see who has newly heard what.',
      `Score: at the end of every hour, ${rightPoints} points for each household that has heard of market day on Thursday from people it knows (the sooner they hear, the longer they have to get ready), less ${wrongPoints} for each that has heard of another day from them; the day's total, never below 0 nor above 1000. Being told by you alone earns nothing: a household goes by what people it knows tell it, and keeps to the first day it hears from them. Commands that are not listed are refused and cost nothing.`,
    ].join('\n'),
  view(instance, visible) {
    const { households } = instance;
    const name = (index: number) => households[index]?.name ?? '?';
    const market = visible.words[0] ?? [];
    const right = market.filter((day) => day === 'right').length;
    const wrong = market.filter((day) => day === 'wrong').length;
    const lines = [
      `Market day on Thursday heard by ${right} households from people they know, another day by ${wrong}; points so far ${visible.points} (each hour ${right * rightPoints - wrong * wrongPoints} more). You may leave the mill ${visible.tellsLeft} more times today.`,
    ];
    for (const quarter of quarters) {
      lines.push(`${quarter[0]?.toUpperCase()}${quarter.slice(1)}:`);
      for (const [index, household] of households.entries()) {
        if (household.quarter !== quarter) continue;
        const known = household.knows.map(name).join(', ');
        const status = marketStatus(visible.told[index] === true, market[index] ?? 'none');
        lines.push(`  ${household.name} (${household.trade}; knows ${known}): ${status}.`);
      }
    }
    lines.push('Other news:');
    for (const [item, rumour] of instance.rumours.entries()) {
      const words = visible.words[item + 1] ?? [];
      const who = (day: Word) => households.flatMap((_, index) => (words[index] === day ? [name(index)] : []));
      const wrongly = who('wrong');
      lines.push(
        `  ${rumour.right} (the ${households[rumour.bringers[0] ?? 0]?.trade}s' news at dawn): heard by ${listed(who('right'))}${wrongly.length > 0 ? `; heard as ${rumour.wrong} by ${listed(wrongly)}` : ''}.`,
      );
    }
    return lines.join('\n');
  },
  values: (rules, instance, progress, turnsLeft) => rumourMillValues(rules, instance, progress, turnsLeft, turns),
};
