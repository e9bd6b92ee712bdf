// Draws a village for one episode: new names, acquaintances and other news every episode (re-shuffled); every trade
// has one household in every quarter.
import { type Rng, rngFromSeed } from '../../core/rng.js';
import { quarters, trades } from './rumour-mill-rules.js';
import type { Household, Rumour, RumourMillInstance } from './rumour-mill-state.js';

const namePool = (
  'Ada Alder Ansel Bertha Bram Brid Cass Cora Cuthbert Dagny Dunstan Edda Edric Elva Fenn Flora Gilda Godric Greta ' +
  'Hal Hester Hugo Ida Ivo Jory Kit Linnet Lorcan Mabel Marek Maud Nell Nico Odo Olwen Osric Perrin Pip Quill Rhona ' +
  'Rook Rowan Saffi Sten Sybil Tamsin Tobin Ulla Vera Wat Wenna Wilf Wynn Yara Yves Zelda'
).split(' ');

/** The other news, one piece per trade: each as told right, and as it comes out wrong. */
const topics: readonly Omit<Rumour, 'bringers'>[] = [
  { right: 'a fair at Upton', wrong: 'a fair at Oxley' },
  { right: 'a pedlar selling blue cloth', wrong: 'a pedlar selling red cloth' },
  { right: 'a wolf seen by the ford', wrong: 'a wolf seen by the chapel' },
  { right: 'the bridge being shut', wrong: 'the bridge being down' },
  { right: 'a letter from the abbey', wrong: 'a letter from the castle' },
  { right: 'a wedding at midsummer', wrong: 'a wedding at harvest' },
  { right: 'twin lambs at the farm', wrong: 'a dead lamb at the farm' },
  { right: 'a new priest coming', wrong: 'the old priest leaving' },
];

/** Every household knows at least this many others (one in its own quarter, one in another), and at most `mostKnown`. */
const leastKnown = 3;
const mostKnown = 5;
/** The chance that a further acquaintance lives in the same quarter. */
const sameQuarter = 0.6;

/**
 * The village of `episode` under `seed`: 24 households (one of every trade in every quarter) listed by quarter, then
 * name; who knows whom; and the other news each trade brought home at dawn (all three households of the trade hold it).
 */
export function drawVillage(seed: number, episode: number): RumourMillInstance {
  const rng = rngFromSeed(seed, 0x6d11 + episode);
  const names = rng.shuffle(namePool);
  const people = trades
    .flatMap((trade) => quarters.map((quarter) => ({ trade, quarter })))
    .map((person, index) => ({ name: names[index] ?? '?', ...person }))
    .sort((a, b) => quarters.indexOf(a.quarter) - quarters.indexOf(b.quarter) || (a.name < b.name ? -1 : 1));
  const knows = acquaintances(rng, people);
  const households: Household[] = people.map((person, index) => ({ ...person, knows: knows[index] ?? [] }));
  const rumours = rng
    .shuffle(topics)
    .map((topic, item) => ({
      ...topic,
      bringers: households.flatMap((household, index) => (household.trade === trades[item] ? [index] : [])),
    }))
    .sort((a, b) => (a.right < b.right ? -1 : 1));
  return { households, rumours };
}

/** Who knows whom (both ways, sorted): first one acquaintance in the household's own quarter and one in another. */
function acquaintances(rng: Rng, people: readonly { readonly quarter: string }[]): number[][] {
  const knows = people.map(() => new Set<number>());
  const open = (index: number, local: boolean) =>
    people.flatMap((person, other) =>
      other !== index &&
      !knows[index]?.has(other) &&
      (knows[other]?.size ?? 0) < mostKnown &&
      (person.quarter === people[index]?.quarter) === local
        ? [other]
        : [],
    );
  const link = (index: number, local: boolean) => {
    const candidates = open(index, local);
    if (candidates.length === 0) return false;
    const other = rng.pick(candidates);
    knows[index]?.add(other);
    knows[other]?.add(index);
    return true;
  };
  for (const index of people.keys()) {
    const here = (local: boolean) =>
      [...(knows[index] ?? [])].some((other) => (people[other]?.quarter === people[index]?.quarter) === local);
    if (!here(true)) link(index, true);
    if (!here(false)) link(index, false);
    while ((knows[index]?.size ?? 0) < leastKnown) {
      const local = rng.chance(sameQuarter);
      if (!link(index, local) && !link(index, !local)) break;
    }
  }
  return knows.map((each) => [...each].sort((a, b) => a - b));
}
