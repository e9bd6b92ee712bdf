// Fault attribution from the record's transport evidence, and the narration that explains it to the candidate.
import { describe, expect, it } from 'vitest';
import type { MatchRecord } from '../core/match-record.js';
import { narrate } from './narration.js';
import { gameOutcome } from './seat-outcome.js';

function record(end: Partial<MatchRecord['end']>, steps: MatchRecord['steps'] = []): MatchRecord {
  return {
    formatVersion: 1,
    id: 'm1',
    game: 'kuhn-poker',
    version: 1,
    params: {},
    seed: 5,
    seats: [
      { agent: 'program:/snap', name: 'me' },
      { agent: 'program:pool/kuhn-poker/t-kq', name: 'them' },
    ],
    steps,
    end: { status: 'finished', scores: [1, -1], stateHash: 'h', ...end },
  };
}

const opponent = { id: 't-kq', rank: 2, elo: 1550 };

describe('seat outcome and narration', () => {
  it('a startup crash of the candidate is its fault, a loss, and explained as such', () => {
    const crashed = record({
      status: 'forfeit',
      player: 0,
      scores: [-1, 1],
      message: 'seat 0 forfeited: no-ready: program me answered start with nothing',
      stderr: 'TypeError: x is not a function',
    });
    const result = gameOutcome(crashed, 0);
    expect(result).toMatchObject({
      outcome: 'loss',
      points: 0,
      score: [-1, 1],
      erred: { candidate: true, opponent: false },
    });
    expect(result.fault).toEqual({ side: 'candidate', kind: 'no-ready', detail: crashed.end.message });
    const text = narrate(crashed, 0, opponent, result);
    expect(text).toMatch(/you lost -1–1/);
    expect(text).toMatch(/You forfeited: your program did not answer `start`.*crashed on startup/);
    expect(text).toContain("Your program's last stderr: TypeError: x is not a function");
  });

  it('the same forfeit seen from the other seat is the opponent’s fault', () => {
    const timedOut = record({
      status: 'forfeit',
      player: 0,
      scores: [-1, 1],
      message: 'seat 0 forfeited: timeout: slow',
    });
    const result = gameOutcome(timedOut, 1);
    expect(result).toMatchObject({
      outcome: 'win',
      fault: { side: 'opponent', kind: 'timeout' },
      erred: { candidate: false, opponent: true },
    });
    expect(narrate(timedOut, 1, opponent, result)).toMatch(/The opponent forfeited: its program ran out of time/);
  });

  it('illegal answers until the retries ran out are an `illegal` forfeit; rejected answers alone count as errors', () => {
    const illegal = record({
      status: 'forfeit',
      player: 1,
      scores: [1, -1],
      message: 'seat 1 forfeited after 3 invalid attempt(s): not legal',
      attempts: [{ text: 'raise', error: 'not legal' }],
    });
    const result = gameOutcome(illegal, 1);
    expect(result.fault).toMatchObject({ side: 'candidate', kind: 'illegal' });
    expect(narrate(illegal, 1, opponent, result)).toContain('Your last rejected answer: raise (not legal)');
    const retried = record({}, [
      { moves: [{ player: 0, action: 'bet', text: 'bet', invalid: [{ text: 'raise', error: 'not legal' }] }] },
    ]);
    const ok = gameOutcome(retried, 0);
    expect(ok).toMatchObject({ outcome: 'win', fault: null, erred: { candidate: true, opponent: false } });
    expect(narrate(retried, 0, opponent, ok)).toMatch(
      /1 of your decisions had rejected answers \(first: not legal\); a retry was accepted/,
    );
  });

  it('equal scores are a draw worth half a point', () => {
    expect(gameOutcome(record({ scores: [0, 0] }), 0)).toMatchObject({ outcome: 'draw', points: 0.5 });
  });
});
