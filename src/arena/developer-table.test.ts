import { describe, expect, it } from 'vitest';
import { UsageError } from '../core/usage-error.js';
import { createDeveloper, developerKinds } from './developer-table.js';

describe('createDeveloper', () => {
  it('makes the developer a spec names', () => {
    expect(createDeveloper('offline?steps=2')).toBeDefined();
  });

  it('refuses an unknown kind, naming the nearest one and every kind with its example', () => {
    const refused = () => createDeveloper('ofline?steps=2');
    expect(refused).toThrow(UsageError);
    expect(refused).toThrow(/^unknown developer 'ofline\?steps=2' \(did you mean 'offline'\?\); developers: offline/);
    expect(() => createDeveloper('wizard')).toThrow(/^unknown developer 'wizard'; developers: /);
    for (const row of developerKinds) expect(refused).toThrow(row.summary);
  });
});
