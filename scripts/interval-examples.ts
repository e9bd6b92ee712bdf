// The interval table of docs/reliability.md: small records (8–0, 0–8, one game) against one opponent, each rated
// by every method, with the method's 95% interval beside the match bootstrap's (1,000 resamples, seed 1).
// Usage: npx tsx scripts/interval-examples.ts
import { leaderboard, type RatingMethod } from '../src/measure/leaderboard.js';
import type { PairwiseResult } from '../src/measure/pairwise-results.js';

/** `games` results of hero against anchor, hero scoring `score` in each, in play order. */
function series(games: number, score: 0 | 1): PairwiseResult[] {
  return Array.from({ length: games }, (_, i) => ({
    matchId: `m${String(i).padStart(3, '0')}`,
    game: 'g',
    a: 'hero',
    b: 'anchor',
    score,
    seq: i + 1,
  }));
}

const methods: Readonly<Record<string, RatingMethod>> = {
  'Bradley–Terry': { type: 'bt' },
  'fixed pool (anchor 1500)': { type: 'bt-fixed', pool: { formatVersion: 1, mean: 1500, ratings: { anchor: 1500 } } },
  'Glicko-2': { type: 'glicko2' },
};
const records: Readonly<Record<string, PairwiseResult[]>> = {
  '8–0': series(8, 1),
  '0–8': series(8, 0),
  '1–0': series(1, 1),
};
const round = (value: number) => (Number.isFinite(value) ? Math.round(value).toString() : String(value));

console.log('| record | method | rating | 95% interval | match bootstrap |\n| --- | --- | ---: | --- | --- |');
for (const [record, results] of Object.entries(records)) {
  for (const [name, method] of Object.entries(methods)) {
    const hero = leaderboard(results, method, {}).lines.find((line) => line.agent === 'hero');
    if (!hero?.interval || !hero.bootstrap) throw new Error(`no interval for ${record} (${name})`);
    const { interval, bootstrap } = hero;
    console.log(
      `| ${record} | ${name} | ${round(hero.rating)} | ${round(interval.low)} – ${round(interval.high)} | ` +
        `${round(bootstrap.low)} – ${round(bootstrap.high)} |`,
    );
  }
}
