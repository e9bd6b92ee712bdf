// One hour of rumour-mill: your command, then whatever of each piece of news is passed on at the end of the hour.
import type { HiddenRuleStep } from '../hidden-rules/hidden-rule-design.js';
import { newsHour } from './rumour-mill-news.js';
import type { RumourMillRules } from './rumour-mill-rules.js';
import {
  type NewsState,
  type RumourMillInstance,
  type RumourMillProgress,
  tellCommand,
  type Word,
} from './rumour-mill-state.js';

/** The market news as the village repeats it: the right day, and the day it turns into where it goes wrong. */
export const marketNews = { right: 'market day on Thursday', wrong: 'market day on Tuesday' } as const;

/** Points at the end of every hour per household that has heard the right day from people it knows, and per wrong one. */
export const rightPoints = 10;
export const wrongPoints = 4;

/** The day's score: its points, never below 0 nor above 1000. */
export function scoreOf(points: number): number {
  return Math.min(1000, Math.max(0, points));
}

/** The points one hour earns: households with the right day less those with the wrong one. */
export function hourPoints(market: NewsState): number {
  const count = (day: Word) => market.word.filter((each) => each === day).length;
  return rightPoints * count('right') - wrongPoints * count('wrong');
}

/** The idle command. */
export const waitCommand = 'wait';

/** The commands now: while you may still leave the mill, tell a household you have not told that has heard nothing. */
export function rumourMillCommands(instance: RumourMillInstance, progress: RumourMillProgress): string[] {
  if (progress.tellsLeft <= 0) return [waitCommand];
  const market = progress.news[0];
  const tells = instance.households.flatMap((household, index) =>
    progress.told[index] || market?.word[index] !== 'none' ? [] : [tellCommand(household)],
  );
  return [...tells, waitCommand];
}

/** The household `command` tells, or -1 for waiting. */
export function toldBy(instance: RumourMillInstance, command: string): number {
  return instance.households.findIndex((household) => tellCommand(household) === command);
}

/**
 * The market news once you tell `told`: it holds the right day from you, if it had heard nothing yet and does not live
 * in the quarter where your word counts for nothing.
 */
export function toldMarket(
  rules: RumourMillRules,
  instance: RumourMillInstance,
  market: NewsState,
  told: number,
  turn: number,
): NewsState {
  if (market.heardAt[told] !== null || instance.households[told]?.quarter === rules.deafQuarter) return market;
  return {
    ...market,
    heardAt: market.heardAt.map((at, index) => (index === told ? turn : at)),
    holds: market.holds.map((day, index): Word => (index === told ? 'right' : day)),
  };
}

/** Plays one command for one hour, with feedback of its effects: who newly heard which version of which news. */
export function playRumourMill(
  rules: RumourMillRules,
  instance: RumourMillInstance,
  progress: RumourMillProgress,
  command: string,
  turn: number,
): HiddenRuleStep<RumourMillProgress> {
  const told = toldBy(instance, command);
  const before: RumourMillProgress =
    told < 0
      ? progress
      : {
          ...progress,
          told: progress.told.map((each, index) => each || index === told),
          tellsLeft: progress.tellsLeft - 1,
          news: progress.news.map((news, item) => (item === 0 ? toldMarket(rules, instance, news, told, turn) : news)),
        };
  const hours = before.news.map((news) => newsHour(rules, instance, news, turn));
  const name = (index: number) => instance.households[index]?.name ?? '?';
  const stories = [marketNews, ...instance.rumours];
  const heard = hours.flatMap((hour, item) =>
    (['right', 'wrong'] as const).flatMap((version) => {
      const names = hour.reached.filter((each) => each.word === version).map((each) => name(each.index));
      return names.length === 0 ? [] : [`word of ${stories[item]?.[version]} reaches ${listed(names)}`];
    }),
  );
  const opening = told < 0 ? 'You stay at the mill.' : `You tell ${name(told)} that the market is on Thursday.`;
  const closing = heard.length === 0 ? 'No news goes round this hour.' : `By the hour's end, ${heard.join('; ')}.`;
  const news = hours.map((hour) => hour.state);
  return {
    progress: { ...before, points: before.points + (news[0] ? hourPoints(news[0]) : 0), news },
    feedback: `${opening} ${closing}`,
  };
}

/** Names as English lists them: "A", "A and B", "A, B and C". */
export function listed(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
