// How one piece of news goes round in an hour under the hidden rules: the households of the passing trade whose delay
// since first hearing it has run out pass it on once, to the households their reach covers that have not heard it.
import type { RumourMillRules } from './rumour-mill-rules.js';
import type { NewsState, RumourMillInstance, Word } from './rumour-mill-state.js';

/** The households that a household of the passing trade tells, by the rules' reach. */
export function recipientsOf(rules: RumourMillRules, instance: RumourMillInstance, teller: number): number[] {
  const { households } = instance;
  const self = households[teller];
  if (!self) return [];
  const local = (index: number) => households[index]?.quarter === self.quarter;
  switch (rules.reach) {
    case 'known':
      return [...self.knows];
    case 'quarter':
      return households.flatMap((_, index) => (index !== teller && local(index) ? [index] : []));
    case 'known-quarter':
      return self.knows.filter(local);
    case 'known-or-quarter':
      return households.flatMap((_, index) =>
        index !== teller && (local(index) || self.knows.includes(index)) ? [index] : [],
      );
  }
}

/** A news state after an hour, and who heard which version at its end (in village order). */
export interface NewsHour {
  readonly state: NewsState;
  readonly reached: readonly { readonly index: number; readonly word: Word }[];
}

/**
 * The end of hour `turn` for one piece of news: every household of the passing trade due to pass it on does so, with
 * the version it holds (the wrong one if it lives in the teller-side quarter), each hearer getting the wrong one in the
 * hearer-side quarter. With no delay, those it reaches pass it on within the same hour.
 */
export function newsHour(
  rules: RumourMillRules,
  instance: RumourMillInstance,
  news: NewsState,
  turn: number,
  recipients: (teller: number) => readonly number[] = (teller) => recipientsOf(rules, instance, teller),
): NewsHour {
  const { households } = instance;
  const dueIn = (heardAt: readonly (number | null)[], passed: readonly boolean[]) =>
    households.flatMap((household, index) => {
      const at = heardAt[index];
      const ready = at !== null && at !== undefined && at + rules.delay <= turn;
      return household.trade === rules.trade && ready && !passed[index] ? [index] : [];
    });
  // Most hours nobody is due: the state stays as it is.
  if (dueIn(news.heardAt, news.passed).length === 0) return { state: news, reached: [] };
  const word = [...news.word];
  const heardAt = [...news.heardAt];
  const holds = [...news.holds];
  const passed = [...news.passed];
  const reached: { index: number; word: Word }[] = [];
  for (;;) {
    const due = dueIn(heardAt, passed);
    if (due.length === 0) break;
    // Everything passed on in one round arrives together; the right version wins a tie.
    const arriving = new Map<number, Word>();
    for (const teller of due) {
      passed[teller] = true;
      const wrongTeller = rules.garbleSide === 'teller' && households[teller]?.quarter === rules.garbleQuarter;
      const version: Word = wrongTeller ? 'wrong' : (holds[teller] ?? 'right');
      for (const hearer of recipients(teller)) {
        if (word[hearer] !== 'none') continue;
        const wrongHearer = rules.garbleSide === 'hearer' && households[hearer]?.quarter === rules.garbleQuarter;
        if (arriving.get(hearer) !== 'right') arriving.set(hearer, wrongHearer ? 'wrong' : version);
      }
    }
    for (const [hearer, heard] of arriving) {
      word[hearer] = heard;
      if (heardAt[hearer] === null) {
        heardAt[hearer] = turn;
        holds[hearer] = heard;
      }
      reached.push({ index: hearer, word: heard });
    }
  }
  reached.sort((a, b) => a.index - b.index);
  return { state: { word, heardAt, holds, passed }, reached };
}

/** A piece of news nobody has heard yet. */
export function unheard(count: number): NewsState {
  return {
    word: Array.from({ length: count }, (): Word => 'none'),
    heardAt: Array.from({ length: count }, () => null),
    holds: Array.from({ length: count }, (): Word => 'none'),
    passed: Array.from({ length: count }, () => false),
  };
}
