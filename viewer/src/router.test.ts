import { describe, expect, it } from 'vitest';
import { parseRoute, type Route, routeHref } from './router.js';

describe('parseRoute', () => {
  it('reads every page of the app from its hash', () => {
    expect(parseRoute('')).toEqual({ type: 'runs', page: 0 });
    expect(parseRoute('#/runs?page=3')).toEqual({ type: 'runs', page: 3 });
    expect(parseRoute('#/runs/s3gym-1')).toEqual({ type: 'run', id: 's3gym-1' });
    expect(parseRoute('#/runs/s3gym-1?after=abc')).toEqual({ type: 'run', id: 's3gym-1', at: { after: 'abc' } });
    expect(parseRoute('#/runs/s3gym-1?last=1')).toEqual({ type: 'run', id: 's3gym-1', at: { last: true } });
    expect(parseRoute('#/runs/s3gym-1/experience')).toEqual({ type: 'experience', id: 's3gym-1' });
    expect(parseRoute('#/matches')).toEqual({ type: 'matches' });
    expect(parseRoute('#/matches?before=abc')).toEqual({ type: 'matches', at: { before: 'abc' } });
    expect(parseRoute('#/matches/abc?step=12')).toEqual({ type: 'match', id: 'abc', step: 12 });
    expect(parseRoute('#/play')).toEqual({ type: 'play' });
    expect(parseRoute('#/play?game=snake')).toEqual({ type: 'play', game: 'snake' });
    expect(parseRoute('#/compare?runs=a,b&by=model')).toEqual({ type: 'compare', runs: ['a', 'b'], by: 'model' });
    expect(parseRoute('#/compare')).toEqual({ type: 'compare', runs: [], by: 'run' });
  });

  it('treats bad numbers as 0 and unknown paths as not found', () => {
    expect(parseRoute('#/matches/abc?step=-4')).toEqual({ type: 'match', id: 'abc', step: 0 });
    expect(parseRoute('#/runs?page=x')).toEqual({ type: 'runs', page: 0 });
    expect(parseRoute('#/matches?last=yes')).toEqual({ type: 'matches' });
    expect(parseRoute('#/nowhere')).toEqual({ type: 'not-found', hash: '#/nowhere' });
  });

  it('round-trips every route through its href, odd ids included', () => {
    const routes: Route[] = [
      { type: 'runs', page: 2 },
      { type: 'run', id: 'run/with?odd#chars' },
      { type: 'run', id: 'r', at: { after: 'odd&id=#x' } },
      { type: 'run', id: 'r', at: { last: true } },
      { type: 'experience', id: 'r', snapshot: 'snake/0/3' },
      { type: 'matches' },
      { type: 'matches', at: { before: 'abc' } },
      { type: 'match', id: 'abc', step: 7 },
      { type: 'play', game: 'kuhn-poker' },
      { type: 'compare', runs: ['s3gym-1', 'odd&id'], by: 'run' },
      { type: 'compare', runs: ['a', 'b', 'c'], by: 'experience' },
    ];
    for (const route of routes) expect(parseRoute(routeHref(route))).toEqual(route);
  });
});
