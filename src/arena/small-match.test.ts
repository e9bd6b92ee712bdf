// Small matches: paired seeds across snapshots, the dense result and its bounded replays, the binary arm that
// produces nothing else, and infrastructure retries.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { arenaGames } from './arena-jobs.js';
import { poolOpponent } from './arena-pool.js';
import { ArenaInfraError } from './play-arena-games.js';
import { smallMatch } from './small-match.js';
import { inProcessArenaRunner, testArenaRun } from './test-arena-run.js';

describe('small match', () => {
  const fixture = testArenaRun();
  afterAll(fixture.cleanup);
  const { run } = fixture;
  const { pool } = run;
  const candidate = `program:${run.strategyDir}`;
  const input = (submissionId: string, feedback: 'dense' | 'binary' = 'dense') => ({
    pool,
    candidate,
    opponents: [poolOpponent(pool, 't-kq'), poolOpponent(pool, 's-0')],
    baseSeed: run.config.seed,
    feedback,
    submissionId,
    workspace: run.workspace,
  });

  it('meets each opponent in both seats on seeds that every snapshot shares, under its own match ids', () => {
    const opponents = [poolOpponent(pool, 't-kq')];
    const first = arenaGames(pool, 'program:/snapshots/a', opponents, 7, 'x');
    const second = arenaGames(pool, 'program:/snapshots/b', opponents, 7, 'x');
    expect(first.map((game) => [game.seat, game.job.seed])).toEqual(second.map((game) => [game.seat, game.job.seed]));
    expect(first.map((game) => game.seat)).toEqual([0, 1]);
    expect(first[0]?.job.seed).not.toBe(first[1]?.job.seed);
    expect(first[0]?.job.seats).toEqual(['program:/snapshots/a', 'program:pool/kuhn-poker/t-kq']);
    expect(first[1]?.job.seats).toEqual(['program:pool/kuhn-poker/t-kq', 'program:/snapshots/a']);
    expect(arenaGames(pool, 'program:/snapshots/a', opponents, 8, 'x')[0]?.job.seed).not.toBe(first[0]?.job.seed);
  });

  it('plays two games per opponent and reports W/D/L, errors, and per game the replay and narration', async () => {
    const result = await smallMatch(input('s1'), { runner: inProcessArenaRunner() });
    if (result.feedback !== 'dense') throw new Error('expected dense');
    expect(result.games).toHaveLength(4);
    expect(result.wins + result.draws + result.losses).toBe(4);
    expect(result.candidateErrors).toBe(0);
    expect(result.opponentErrors).toBe(0);
    const [game] = result.games;
    expect(game).toMatchObject({ opponent: 't-kq', opponentRank: 2, opponentElo: 1550, seat: 0, fault: null });
    expect(game?.narration).toMatch(
      /^You played seat 0 against t-kq \(rank 2, Elo 1550\) on seed \d+: you (won|lost|drew)/,
    );
    const replay = JSON.parse(readFileSync(join(run.workspace, game?.replay as string), 'utf8'));
    expect(replay).toMatchObject({
      formatVersion: 1,
      yourSeat: 0,
      opponent: 't-kq',
      sampled: false,
      matchId: game?.matchId,
    });
    expect(replay.steps.length).toBe(game?.rounds);
    expect(replay.steps[0].observation.card).toMatch(/^[JQK]$/);
    expect(statSync(join(run.workspace, game?.replay as string)).mode & 0o222).toBe(0);
  });

  it('samples rounds evenly and cuts long strings when a replay is over its bound', async () => {
    const result = await smallMatch(
      { ...input('s2'), opponents: [poolOpponent(pool, 't-kq')], bounds: { maxBytes: 700, maxString: 7 } },
      { runner: inProcessArenaRunner() },
    );
    if (result.feedback !== 'dense') throw new Error('expected dense');
    const games = result.games.map((game) => readFileSync(join(run.workspace, game.replay), 'utf8'));
    for (const text of games) expect(Buffer.byteLength(text)).toBeLessThanOrEqual(700);
    const sampled = games.map((text) => JSON.parse(text)).find((replay) => replay.sampled !== false);
    expect(sampled?.sampled).toMatchObject({ of: sampled?.rounds, note: expect.stringMatching(/sampled evenly/) });
    expect(sampled?.steps.length).toBeLessThan(sampled?.rounds);
    expect(JSON.stringify(sampled)).toContain('…[cut]');
  });

  it('binary feedback says only who won each game and writes no replay', async () => {
    const before = readdirSync(join(run.workspace, 'replays')).sort();
    const result = await smallMatch(input('b1', 'binary'), { runner: inProcessArenaRunner() });
    expect(result.feedback).toBe('binary');
    for (const game of result.games) expect(Object.keys(game).sort()).toEqual(['opponent', 'seat', 'win']);
    expect(result.games.map((game) => [game.opponent, game.seat])).toEqual([
      ['t-kq', 0],
      ['t-kq', 1],
      ['s-0', 0],
      ['s-0', 1],
    ]);
    expect(readdirSync(join(run.workspace, 'replays')).sort()).toEqual(before);
  });

  it('plays a game again after an infrastructure failure, at most twice, then gives up', async () => {
    const twice = inProcessArenaRunner({ infraFailures: 2 });
    const games = arenaGames(pool, candidate, [poolOpponent(pool, 't-kq')], 7, 'retry');
    const result = await smallMatch({ ...input('r1'), opponents: [poolOpponent(pool, 't-kq')] }, { runner: twice });
    expect(result.games).toHaveLength(2);
    expect(twice.played).toBe(games.length + 2);
    await expect(
      smallMatch(
        { ...input('r2'), opponents: [poolOpponent(pool, 't-kq')] },
        { runner: inProcessArenaRunner({ infraFailures: 6 }) },
      ),
    ).rejects.toThrow(ArenaInfraError);
  });
});
