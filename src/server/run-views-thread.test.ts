// The thread's happy path, views equal to those measured in the request's thread, is tested through `startViewer`
// (viewer-server.test.ts), which measures in it.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RunViewsThread } from './run-views-thread.js';

describe('RunViewsThread', () => {
  it('answers each request with the worker’s error when it cannot measure, and keeps answering', async () => {
    const missing = new RunViewsThread(join(mkdtempSync(join(tmpdir(), 'xparena-views-')), 'none.db'));
    try {
      // Warming waits for the worker to start, and does not fail when its store cannot be opened.
      await missing.warm();
      await expect(missing.views('any')).rejects.toThrow(/unable to open database file/);
      await expect(missing.views('other')).rejects.toThrow(/unable to open database file/);
    } finally {
      await missing.close();
    }
  });
});
