// The viewer's AAArena route: one snapshot of a repetition's ledger with its parent's files, for the code diff the
// run page shows (the ledger is opened read-only).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import type { ProgramFile } from '../core/program-files.js';
import { arenaRunDir } from '../report/arena-run-dir.js';
import { readLedgerSnapshot } from '../store/arena-ledger-reader.js';
import { LedgerRefusal } from '../store/ledger-refusal.js';
import type { Store } from '../store/store.js';
import { intParam, notFound } from './query-params.js';
import type { ArenaSnapshotDetail, ArenaSnapshotFile } from './viewer-api.js';

/** Files larger than this are listed without their text. */
const maxFileBytes = 256 * 1024;

function fileView(file: ProgramFile): ArenaSnapshotFile {
  const bytes = file.content.length;
  if (file.content.includes(0)) return { path: file.path, bytes, text: null, omitted: 'binary' };
  if (bytes > maxFileBytes) return { path: file.path, bytes, text: null, omitted: 'too-large' };
  return { path: file.path, bytes, text: file.content.toString('utf8') };
}

/** Routes under /api/runs/:id/arena, reading `<home>/arena/<run>/`. */
export function arenaRoutes(store: Store, home: string): Hono {
  const app = new Hono();

  app.get('/runs/:id/arena/:repetition/snapshots/:snapshot', (c) => {
    const runId = c.req.param('id');
    const repetition = intParam(c, 'repetition');
    const id = c.req.param('snapshot');
    if (store.getRun(runId)?.kind !== 'aaarena') throw notFound(`no stored AAArena run '${runId}'`);
    const ledger = join(arenaRunDir(home, runId), `rep-${repetition}`, 'ledger.db');
    if (!existsSync(ledger)) throw notFound(`run ${runId} has no repetition ${repetition}`);
    try {
      const snapshot = readLedgerSnapshot(ledger, id);
      const parent = snapshot.parent === null ? null : readLedgerSnapshot(ledger, snapshot.parent);
      const detail: ArenaSnapshotDetail = {
        id: snapshot.id,
        parent: snapshot.parent,
        createdAt: snapshot.createdAt,
        files: snapshot.files.map(fileView),
        parentFiles: parent ? parent.files.map(fileView) : null,
      };
      return c.json(detail);
    } catch (error) {
      if (error instanceof LedgerRefusal) throw notFound(`repetition ${repetition} has no snapshot '${id}'`);
      throw error;
    }
  });

  return app;
}
