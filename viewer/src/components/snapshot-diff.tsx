// The code diff between an AAArena snapshot and its parent, file by file (added, removed, changed), with long
// unchanged stretches folded as a unified diff does.
import type { ArenaSnapshotFile } from '../../../src/server/viewer-api.js';
import { api } from '../api.js';
import { lineDiff } from '../line-diff.js';
import { useApi } from '../use-api.js';
import { DiffLines } from './diff-lines.js';
import { LoadState } from './load-state.js';

/** How a file changed from the parent to the snapshot. */
function fileChange(before: ArenaSnapshotFile | undefined, after: ArenaSnapshotFile | undefined): string {
  if (!before) return 'added';
  if (!after) return 'removed';
  if (before.text === null || after.text === null)
    return before.bytes === after.bytes ? `not shown (${after.omitted ?? before.omitted})` : 'changed (not shown)';
  return before.text === after.text ? 'unchanged' : 'changed';
}

/** Snapshot `snapshot` of repetition `repetition` of run `runId` against its parent. */
export function SnapshotDiff({
  runId,
  repetition,
  snapshot,
}: {
  readonly runId: string;
  readonly repetition: number;
  readonly snapshot: string;
}) {
  const detail = useApi(
    (signal) => api.arenaSnapshot(runId, repetition, snapshot, signal),
    [runId, repetition, snapshot],
  );
  const data = detail.data;
  if (!data) return <LoadState state={detail} />;
  const before = new Map((data.parentFiles ?? []).map((file) => [file.path, file]));
  const after = new Map(data.files.map((file) => [file.path, file]));
  const paths = [...new Set([...before.keys(), ...after.keys()])].sort();
  return (
    <div className="snapshot-diff" data-snapshot={data.id}>
      <h4>
        Snapshot <code>{data.id}</code>{' '}
        {data.parent ? (
          <>
            against its parent <code>{data.parent}</code>
          </>
        ) : (
          '(the starter: every file is new)'
        )}
      </h4>
      {paths.map((path) => {
        const old = before.get(path);
        const next = after.get(path);
        const change = fileChange(old, next);
        if (change === 'unchanged') return null;
        return (
          <div key={path} className="snapshot-file">
            <p>
              <code>{path}</code>: {change}
            </p>
            {(old?.text ?? '') !== '' || (next?.text ?? '') !== '' ? (
              <DiffLines lines={lineDiff(old?.text ?? '', next?.text ?? '')} context={3} />
            ) : null}
          </div>
        );
      })}
      <p className="note">
        {paths.filter((path) => fileChange(before.get(path), after.get(path)) === 'unchanged').length} unchanged file(s)
        not shown.
      </p>
    </div>
  );
}
