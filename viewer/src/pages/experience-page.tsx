// A run's experience snapshots by (game, trial, checkpoint): the state at one, and what changed since the one before
// (item by item when the experience lists its state as items).
import type { ExperienceDetail, ExperienceSummary } from '../../../src/server/viewer-api.js';
import { api } from '../api.js';
import { DiffLines } from '../components/diff-lines.js';
import { LoadState } from '../components/load-state.js';
import { ModelExchangeView, usageLine } from '../components/model-exchange-view.js';
import { prettyJson } from '../format.js';
import { type ItemChange, itemDiff, type StateItem } from '../item-diff.js';
import { lineDiff } from '../line-diff.js';
import { routeHref } from '../router.js';
import { useApi } from '../use-api.js';

/** The `snapshot` query value naming one snapshot. */
function snapshotKey(snapshot: Pick<ExperienceSummary, 'game' | 'trial' | 'checkpoint'>): string {
  return `${snapshot.game}/${snapshot.trial}/${snapshot.checkpoint}`;
}

function Diff({ before, after }: { readonly before: unknown; readonly after: unknown }) {
  const lines = lineDiff(before === null ? '' : prettyJson(before), prettyJson(after));
  const changed = lines.filter((line) => line.type !== 'same').length;
  return (
    <>
      <p>
        {before === null
          ? 'First checkpoint: everything is new.'
          : `${changed} changed lines since the previous checkpoint.`}
      </p>
      <DiffLines lines={lines} />
    </>
  );
}

const changeLabels = { added: 'added', removed: 'removed', changed: 'changed', same: 'unchanged' } as const;

function ItemChangeView({ change }: { readonly change: ItemChange }) {
  return (
    <li className={`item item-${change.type}`}>
      <h4>
        {changeLabels[change.type]} <code className="item-key">{change.key}</code>
      </h4>
      {change.type === 'changed' ? (
        <DiffLines lines={lineDiff(change.before, change.after)} />
      ) : (
        <pre className={`diff diff-${change.type}`}>{change.text}</pre>
      )}
    </li>
  );
}

/** The item diff since the previous checkpoint: what was added, changed or removed, unchanged items folded away. */
function ItemDiff({
  before,
  after,
}: {
  readonly before: readonly StateItem[] | null;
  readonly after: readonly StateItem[];
}) {
  const changes = itemDiff(before, after);
  const count = (type: ItemChange['type']) => changes.filter((change) => change.type === type).length;
  const same = changes.filter((change) => change.type === 'same');
  return (
    <>
      <p className="item-counts">
        {before === null ? 'First checkpoint: every item is new. ' : ''}
        {count('added')} added, {count('changed')} changed, {count('removed')} removed, {same.length} unchanged items.
      </p>
      <ul className="item-diff">
        {changes
          .filter((change) => change.type !== 'same')
          .map((change, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: keys may repeat within a state
            <ItemChangeView key={index} change={change} />
          ))}
      </ul>
      {same.length > 0 ? (
        <details className="item-unchanged">
          <summary>
            {same.length} unchanged item{same.length === 1 ? '' : 's'}
          </summary>
          <ul className="item-diff">
            {same.map((change, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: keys may repeat within a state
              <ItemChangeView key={index} change={change} />
            ))}
          </ul>
        </details>
      ) : null}
    </>
  );
}

/** The model calls of the learning step that produced a snapshot, when it made any. */
function Learning({ learning }: { readonly learning: ExperienceDetail['learning'] }) {
  if (!learning || learning.exchanges.length === 0) return null;
  return (
    <>
      <h3>Learning</h3>
      <p>
        Learned from snapshot {learning.parent.slice(0, 8)} with {learning.exchanges.length} model call
        {learning.exchanges.length === 1 ? '' : 's'}: {usageLine(learning.usage)}.
      </p>
      {learning.exchanges.map((exchange, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: exchanges are positional
        <ModelExchangeView key={index} exchange={exchange} index={index} />
      ))}
    </>
  );
}

/** The snapshot list of run `id` and the selected snapshot (the first by default). */
export function ExperiencePage({ id, snapshot }: { readonly id: string; readonly snapshot?: string }) {
  const list = useApi((signal) => api.experience(id, signal), [id]);
  const snapshots = list.data ?? [];
  const selected = snapshots.find((entry) => snapshotKey(entry) === snapshot) ?? snapshots[0];
  const detail = useApi(
    (signal) =>
      selected
        ? api.snapshot(id, selected.game, selected.trial, selected.checkpoint, signal)
        : Promise.resolve(undefined),
    [id, selected ? snapshotKey(selected) : ''],
  );
  const groups = [...new Set(snapshots.map((entry) => `${entry.game} · trial ${entry.trial}`))];
  return (
    <section>
      <p>
        <a href={routeHref({ type: 'run', id, page: 0 })}>← run {id}</a>
      </p>
      <h1>Experience of run {id}</h1>
      <LoadState state={list} />
      {list.data && snapshots.length === 0 ? <p>This run stored no experience snapshots.</p> : null}
      <div className="experience">
        <nav className="snapshot-list" aria-label="snapshots">
          {groups.map((group) => (
            <div key={group}>
              <h3>{group}</h3>
              <ul>
                {snapshots
                  .filter((entry) => `${entry.game} · trial ${entry.trial}` === group)
                  .map((entry) => (
                    <li key={snapshotKey(entry)} className={entry === selected ? 'selected' : undefined}>
                      <a href={routeHref({ type: 'experience', id, snapshot: snapshotKey(entry) })}>
                        checkpoint {entry.checkpoint}
                      </a>{' '}
                      <small>
                        {entry.experience} · {entry.bytes} bytes · {entry.hash.slice(0, 8)}
                        {entry.calls > 0
                          ? ` · learned with ${entry.calls} model call${entry.calls === 1 ? '' : 's'}`
                          : ''}
                      </small>
                    </li>
                  ))}
              </ul>
            </div>
          ))}
        </nav>
        {selected ? (
          <div className="snapshot">
            <h2>
              {selected.game} · trial {selected.trial} · checkpoint {selected.checkpoint}
            </h2>
            <LoadState state={detail} />
            {detail.data ? (
              <>
                <h3>Changes</h3>
                {detail.data.items ? (
                  <>
                    <ItemDiff before={detail.data.previousItems} after={detail.data.items} />
                    <details>
                      <summary>Changes to the JSON state</summary>
                      <Diff before={detail.data.previous} after={detail.data.state} />
                    </details>
                  </>
                ) : (
                  <Diff before={detail.data.previous} after={detail.data.state} />
                )}
                <Learning learning={detail.data.learning} />
                <details>
                  <summary>State</summary>
                  <pre className="json">{prettyJson(detail.data.state)}</pre>
                </details>
              </>
            ) : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}
