// The viewer's experience routes: the snapshots a run took, and one snapshot's state beside the previous one of the
// same trial, for a diff, with the model calls that learned it.
import { Hono } from 'hono';
import type { ExperienceItem } from '../experience/experience.js';
import { experienceNamed } from '../experience/experience-table.js';
import type { ExperienceSnapshotInfo, Store } from '../store/store.js';
import { intParam, notFound } from './query-params.js';
import type { ExperienceDetail, ExperienceSummary } from './viewer-api.js';

function summary(row: ExperienceSnapshotInfo): ExperienceSummary {
  return {
    game: row.game,
    trial: row.trial,
    checkpoint: row.checkpoint,
    experience: row.experience,
    hash: row.hash,
    bytes: row.bytes,
    calls: row.calls,
    ...(row.usage ? { usage: row.usage } : {}),
  };
}

/** The state as its experience's items, or null when the experience is unknown or has no items hook. */
function itemsOf(name: string, state: unknown): readonly ExperienceItem[] | null {
  const experience = experienceNamed(name);
  return experience?.items ? experience.items(state) : null;
}

/** Routes under /api/runs/:id/experience; the list answers an array of ExperienceSummary. */
export function experienceRoutes(store: Store): Hono {
  const app = new Hono();

  app.get('/runs/:id/experience', (c) => {
    const id = c.req.param('id');
    if (!store.getRun(id)) throw notFound(`no stored run '${id}'`);
    const list: ExperienceSummary[] = store.listExperienceSnapshotInfo(id).map(summary);
    return c.json(list);
  });

  app.get('/runs/:id/experience/:game/:trial/:checkpoint', (c) => {
    const key = {
      runId: c.req.param('id'),
      game: c.req.param('game'),
      trial: intParam(c, 'trial'),
      checkpoint: intParam(c, 'checkpoint'),
    };
    if (!store.getRun(key.runId)) throw notFound(`no stored run '${key.runId}'`);
    const snapshot = store.getExperienceSnapshot(key);
    if (!snapshot)
      throw notFound(
        `run ${key.runId} has no experience snapshot of ${key.game}, trial ${key.trial}, checkpoint ${key.checkpoint}`,
      );
    const previous = store.getExperienceSnapshot(key, true);
    const { learned } = snapshot;
    const detail: ExperienceDetail = {
      snapshot: summary({
        ...snapshot,
        calls: learned?.exchanges.length ?? 0,
        ...(learned?.usage ? { usage: learned.usage } : {}),
      }),
      state: snapshot.state,
      previous: previous ? previous.state : null,
      items: itemsOf(snapshot.experience, snapshot.state),
      previousItems: previous ? itemsOf(previous.experience, previous.state) : null,
      learning: learned ?? null,
    };
    return c.json(detail);
  });

  return app;
}
