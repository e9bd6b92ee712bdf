import { describe, expect, it } from 'vitest';
import type { PairwiseResult } from './pairwise-results.js';
import { parseRatingPool } from './parse-rating-pool.js';
import { poolChecks } from './pool-checks.js';
import { parseSealedPool, type SealedPool, sealedPoolText, sealPool } from './sealed-pool.js';

const spec = (id: string) => `program:pool/g/${id}`;

/** `games` results of a against b, a scoring `wins` of them. */
function meet(a: string, b: string, games: number, wins: number): PairwiseResult[] {
  return Array.from({ length: games }, (_, index) => ({
    matchId: `${a}-${b}-${index}`,
    game: 'g',
    a: spec(a),
    b: spec(b),
    score: index < wins ? 1 : 0,
  }));
}

const programs = ['a', 'b', 'c'].map((id) => ({ id, family: 'f', args: [`--${id}`], codeHash: `h${id}` }));
const results = [...meet('a', 'b', 10, 8), ...meet('b', 'c', 10, 7), ...meet('a', 'c', 10, 9)];
const seal = (list: readonly PairwiseResult[]) =>
  sealPool({ game: 'g', gameVersion: 3, schedule: { degree: 2, seeds: 5 }, programs, results: list });

describe('sealed pools', () => {
  it('ranks the Bradley–Terry fit (mean 1500) to 0.1 Elo with intervals and the pair totals it rests on', () => {
    const pool = seal(results);
    expect(pool.programs.map((program) => [program.id, program.rank])).toEqual([
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ]);
    const elos = pool.programs.map((program) => program.elo);
    expect(elos.reduce((sum, elo) => sum + elo, 0) / 3).toBeCloseTo(1500, 0);
    for (const program of pool.programs) {
      expect(program.elo * 10).toBe(Math.round(program.elo * 10));
      expect(program.interval[0]).toBeLessThan(program.elo);
      expect(program.interval[1]).toBeGreaterThan(program.elo);
    }
    expect(pool.pairs).toEqual([
      { a: 'a', b: 'b', games: 10, score: 8 },
      { a: 'a', b: 'c', games: 10, score: 9 },
      { a: 'b', b: 'c', games: 10, score: 7 },
    ]);
    // Input order does not matter, the text is stable, and it reads back as itself.
    const text = sealedPoolText(pool);
    expect(sealedPoolText(seal([...results].reverse()))).toBe(text);
    expect(sealedPoolText(parseSealedPool(JSON.parse(text), 'pool.json'))).toBe(text);
  });

  it('refuses to seal a program without a scored match, and a malformed file in one line', () => {
    expect(() => seal(meet('a', 'b', 2, 1))).toThrow("pool program 'c' has no scored match");
    expect(() => parseSealedPool({ ...seal(results), formatVersion: 2 }, 'pool.json')).toThrow(
      /^pool\.json: field 'formatVersion'/,
    );
  });

  it('reads as a frozen rating pool for --fixed, members named by their pool spec', () => {
    const pool = seal(results);
    const frozen = parseRatingPool(JSON.parse(sealedPoolText(pool)), 'pool.json');
    expect(frozen.game).toBe('g');
    expect(frozen.ratings[spec('a')]).toBe(pool.programs[0]?.elo);
    expect(Object.keys(frozen.ratings).sort()).toEqual(['a', 'b', 'c'].map(spec));
  });
});

describe('ladder checks', () => {
  const ladder = (elos: readonly number[], pairs: SealedPool['pairs'] = []): SealedPool => ({
    formatVersion: 1,
    game: 'g',
    gameVersion: 1,
    schedule: { degree: 2, seeds: 1 },
    meanIntervalWidth: 0,
    programs: elos.map((elo, index) => ({
      id: `p${index}`,
      family: 'f',
      args: [],
      codeHash: '',
      elo,
      interval: [elo - 50, elo + 50] as [number, number],
      rank: index + 1,
    })),
    pairs,
  });

  it('passes a wide ladder without gaps whose top beats the reference by their Elos, and names each failure', () => {
    const elos = Array.from({ length: 10 }, (_, index) => 1950 - 100 * index);
    const pairs = [
      { a: 'p0', b: 'p5', games: 10, score: 8 },
      { a: 'p1', b: 'p2', games: 4, score: 2 },
      { a: 'p1', b: 'p3', games: 4, score: 3 },
    ];
    const good = poolChecks(ladder(elos, pairs), { reference: 'p5' });
    expect(good.map((check) => [check.name, check.pass, check.value])).toEqual([
      ['spread', true, 900],
      ['gaps', true, 100],
      ['top-beats-reference', true, 0.947],
      ['distinct', true, 0],
    ]);
    expect(good[2]?.detail).toBe('p0 would score 95% against p5 by their Elos (met directly: 8 of 10; needs ≥ 80%)');
    const bad = poolChecks(ladder([1700, 1550, 1500, 1250], [{ a: 'p0', b: 'p2', games: 5, score: 3 }]), {
      reference: 'p2',
    });
    expect(bad.map((check) => [check.name, check.pass, check.value])).toEqual([
      ['spread', false, 450],
      ['gaps', false, 250],
      ['top-beats-reference', false, 0.76],
      ['distinct', true, 0],
    ]);
    expect(bad[1]?.detail).toBe('largest gap 250 between ranks 3 and 4 (needs ≤ 100)');
    expect(poolChecks(ladder(elos), { reference: 'p5' })[2]).toMatchObject({
      pass: true,
      detail: 'p0 would score 95% against p5 by their Elos (they did not meet; needs ≥ 80%)',
    });
    expect(poolChecks(ladder(elos), { reference: 'p0' })[2]).toMatchObject({
      pass: false,
      detail: 'the reference p0 is the top',
    });
    expect(poolChecks(ladder(elos))[2]).toMatchObject({ pass: null, detail: 'not measured: no reference program' });
  });

  it('judges the top by its sealed series against the reference when the series names them', () => {
    const elos = Array.from({ length: 10 }, (_, index) => 1950 - 100 * index);
    const series = { top: 'p0', reference: 'p5', games: 40, score: 30 };
    const checks = poolChecks({ ...ladder(elos), topCheck: series }, { reference: 'p5' });
    expect(checks[2]).toMatchObject({
      pass: false,
      value: 0.75,
      detail: 'p0 scored 75% [95%: 60–86%] against p5 over 40 games (needs ≥ 80%)',
    });
    // A series of another pair (an older top) says nothing about this one: the fit's prediction stands.
    const stale = poolChecks({ ...ladder(elos), topCheck: { ...series, top: 'p1' } }, { reference: 'p5' });
    expect(stale[2]).toMatchObject({ pass: true, value: 0.947 });
  });

  it('reports two programs with the same score against every common opponent', () => {
    const pairs = [
      { a: 'p0', b: 'p2', games: 4, score: 3 },
      { a: 'p1', b: 'p2', games: 4, score: 3 },
      { a: 'p0', b: 'p3', games: 4, score: 1 },
      { a: 'p1', b: 'p3', games: 4, score: 1 },
      { a: 'p2', b: 'p3', games: 4, score: 2 },
    ];
    const check = poolChecks(ladder([1600, 1550, 1500, 1450], pairs))[3];
    expect(check).toMatchObject({ pass: false, value: 1, pairs: [['p0', 'p1']] });
    expect(check?.detail).toBe(
      'same scores against every common opponent: p0 = p1 (by scores only; xparena pool distinct g tests by play)',
    );
  });

  it('checks each role of a two-role pool as its own ladder, the top against its role reference by their Elos', () => {
    // Roles alternate down the ladder: role 0 holds p0, p2, p4, … and role 1 p1, p3, p5, …
    const elos = Array.from({ length: 20 }, (_, index) => 2000 - 50 * index);
    const pool = ladder(elos);
    const twoRole = {
      ...pool,
      programs: pool.programs.map((program, index) => ({ ...program, role: (index % 2) as 0 | 1 })),
    };
    const checks = poolChecks(twoRole, { reference: 'p8', references: { 0: 'p8', 1: 'p19' } });
    expect(checks.map((check) => [check.role, check.name, check.pass, check.value])).toEqual([
      [0, 'spread', true, 900],
      [0, 'gaps', true, 100],
      [0, 'top-beats-reference', true, 0.909],
      [0, 'distinct', true, 0],
      [1, 'spread', true, 900],
      [1, 'gaps', true, 100],
      [1, 'top-beats-reference', true, 0.994],
      [1, 'distinct', true, 0],
    ]);
    expect(checks[2]?.detail).toBe(
      "role 0: p0 would score 91% against p8 by their Elos (one role's programs never meet; needs ≥ 80%)",
    );
    const close = poolChecks(twoRole, { reference: 'p2', references: { 0: 'p2' } });
    expect(close[2]).toMatchObject({ pass: false, value: 0.64 });
    expect(close[6]).toMatchObject({ pass: null, detail: 'role 1: not measured: no reference program in this role' });
  });
});
