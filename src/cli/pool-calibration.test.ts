import { describe, expect, it } from 'vitest';
import type { MatchRecord, MoveRecord } from '../core/match-record.js';
import { calibrationFaults } from './pool-calibration.js';

/** A record with `status` and one step of `moves` (only the fields the fault count reads). */
function record(status: MatchRecord['end']['status'], moves: Partial<MoveRecord>[] = []): MatchRecord {
  return {
    end: { status, scores: null, stateHash: '' },
    steps: [{ moves: moves.map((move) => ({ player: 0, action: 'x', text: 'x', ...move })) }],
  } as unknown as MatchRecord;
}

describe('calibration faults', () => {
  it('counts matches with a forfeit, an error, a rejected or a fallback move, and matches lost to infrastructure', () => {
    const records = [
      record('finished'),
      record('finished', [{}, {}]),
      record('forfeit'),
      record('error'),
      record('finished', [{ invalid: [{ text: 'y', reason: 'illegal' }] as unknown as MoveRecord['invalid'] }]),
      record('step-limit', [{ fallback: true }]),
      record('infra'),
      record('infra'),
    ];
    expect(calibrationFaults(records)).toEqual({ player: 4, infra: 2 });
    expect(calibrationFaults(records.slice(0, 2))).toEqual({ player: 0, infra: 0 });
  });
});
