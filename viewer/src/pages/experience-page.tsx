// A run's experience snapshots by (game, trial, checkpoint), listed per trial: the state at one, and what changed
// since the previous checkpoint or any other chosen one (item by item when the experience lists its state as items).
import { useState } from 'react';
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

type SnapshotId = Pick<ExperienceSummary, 'game' | 'trial' | 'checkpoint'>;

/** The `snapshot` query value naming one snapshot. */
function snapshotKey(snapshot: SnapshotId): string {
  return `${snapshot.game}/${snapshot.trial}/${snapshot.checkpoint}`;
}

/** The list group (one trial of one game) a snapshot belongs to. */
function groupOf(snapshot: SnapshotId): string {
  return `${snapshot.game} · trial ${snapshot.trial}`;
}

/** The snapshots grouped by trial, in list order. */
function grouped(snapshots: readonly ExperienceSummary[]): [string, ExperienceSummary[]][] {
  const groups = new Map<string, ExperienceSummary[]>();
  for (const entry of snapshots) groups.set(groupOf(entry), [...(groups.get(groupOf(entry)) ?? []), entry]);
  return [...groups];
}

/** The JSON line diff from `before` (null at a first checkpoint) to `after`; `against` names what `before` is. */
function Diff({
  before,
  after,
  against,
}: {
  readonly before: unknown;
  readonly after: unknown;
  readonly against: string;
}) {
  const lines = lineDiff(before === null ? '' : prettyJson(before), prettyJson(after));
  const changed = lines.filter((line) => line.type !== 'same').length;
  return (
    <>
      <p className="diff-summary">
        {before === null ? 'First checkpoint: everything is new.' : `${changed} changed lines since ${against}.`}
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

/** The item diff since `against`: what was added, changed or removed, unchanged items folded away. */
function ItemDiff({
  before,
  after,
  against,
}: {
  readonly before: readonly StateItem[] | null;
  readonly after: readonly StateItem[];
  readonly against: string;
}) {
  const changes = itemDiff(before, after);
  const count = (type: ItemChange['type']) => changes.filter((change) => change.type === type).length;
  const same = changes.filter((change) => change.type === 'same');
  return (
    <>
      <p className="item-counts">
        {before === null ? 'First checkpoint: every item is new. ' : `Since ${against}: `}
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

/** Names `base` as the diff's other side, seen from `selected` (the game and trial only when they differ). */
function againstLabel(selected: SnapshotId, base: SnapshotId | undefined): string {
  if (!base) return 'the previous checkpoint';
  return groupOf(base) === groupOf(selected)
    ? `checkpoint ${base.checkpoint}`
    : `${groupOf(base)}, checkpoint ${base.checkpoint}`;
}

/** Chooses the snapshot to diff against: the previous checkpoint (the empty value), or any other snapshot of the run. */
function AgainstSelector({
  snapshots,
  selected,
  value,
  onChange,
}: {
  readonly snapshots: readonly ExperienceSummary[];
  readonly selected: ExperienceSummary;
  readonly value: string;
  readonly onChange: (key: string) => void;
}) {
  return (
    <label className="against">
      Compare with{' '}
      <select aria-label="compare with" value={value} onChange={(event) => onChange(event.currentTarget.value)}>
        <option value="">the previous checkpoint</option>
        {grouped(snapshots.filter((entry) => entry !== selected)).map(([group, entries]) => (
          <optgroup key={group} label={group}>
            {entries.map((entry) => (
              <option key={snapshotKey(entry)} value={snapshotKey(entry)}>
                {group}, checkpoint {entry.checkpoint}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </label>
  );
}

/** One snapshot: its changes against the chosen snapshot (the previous checkpoint by default), learning and state. */
function SnapshotView({
  id,
  snapshots,
  selected,
}: {
  readonly id: string;
  readonly snapshots: readonly ExperienceSummary[];
  readonly selected: ExperienceSummary;
}) {
  const [againstKey, setAgainstKey] = useState('');
  const base = snapshots.find((entry) => snapshotKey(entry) === againstKey);
  const detail = useApi(
    (signal) => api.snapshot(id, selected.game, selected.trial, selected.checkpoint, signal),
    [id, snapshotKey(selected)],
  );
  const baseDetail = useApi(
    (signal) => (base ? api.snapshot(id, base.game, base.trial, base.checkpoint, signal) : Promise.resolve(undefined)),
    [id, againstKey],
  );
  const data = detail.data;
  // The other side of the diff: the chosen snapshot once it has loaded, else the previous checkpoint the detail holds.
  const other: Pick<ExperienceDetail, 'state' | 'items'> | undefined = base
    ? baseDetail.loading
      ? undefined
      : baseDetail.data
    : data && { state: data.previous, items: data.previousItems };
  const against = againstLabel(selected, base);
  return (
    <div className="snapshot">
      <h2>
        {selected.game} · trial {selected.trial} · checkpoint {selected.checkpoint}
      </h2>
      <LoadState state={detail} />
      {data ? (
        <>
          <h3>Changes</h3>
          <AgainstSelector snapshots={snapshots} selected={selected} value={againstKey} onChange={setAgainstKey} />
          {base ? <LoadState state={baseDetail} /> : null}
          {other === undefined ? null : data.items ? (
            <>
              <ItemDiff before={base ? (other.items ?? []) : other.items} after={data.items} against={against} />
              <details>
                <summary>Changes to the JSON state</summary>
                <Diff before={other.state} after={data.state} against={against} />
              </details>
            </>
          ) : (
            <Diff before={other.state} after={data.state} against={against} />
          )}
          <Learning learning={data.learning} />
          <details>
            <summary>State</summary>
            <pre className="json">{prettyJson(data.state)}</pre>
          </details>
        </>
      ) : null}
    </div>
  );
}

/** The snapshot list of run `id`, one collapsible group per trial, and the selected snapshot (the first by default). */
export function ExperiencePage({ id, snapshot }: { readonly id: string; readonly snapshot?: string }) {
  const list = useApi((signal) => api.experience(id, signal), [id]);
  const snapshots = list.data ?? [];
  const selected = snapshots.find((entry) => snapshotKey(entry) === snapshot) ?? snapshots[0];
  return (
    <section>
      <p>
        <a href={routeHref({ type: 'run', id })}>← run {id}</a>
      </p>
      <h1>Experience of run {id}</h1>
      <LoadState state={list} />
      {list.data && snapshots.length === 0 ? <p>This run stored no experience snapshots.</p> : null}
      <div className="experience">
        <nav className="snapshot-list" aria-label="snapshots">
          {grouped(snapshots).map(([group, entries]) => (
            <details
              key={group}
              className="snapshot-group"
              open={selected !== undefined && groupOf(selected) === group}
            >
              <summary>
                {group} <small>({entries.length} checkpoints)</small>
              </summary>
              <ul>
                {entries.map((entry) => (
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
            </details>
          ))}
        </nav>
        {selected ? (
          <SnapshotView key={snapshotKey(selected)} id={id} snapshots={snapshots} selected={selected} />
        ) : null}
      </div>
    </section>
  );
}
