import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SkillLibraryState, skillLibraryExperience } from '../experience/skill-library-experience.js';
import type { Store } from '../store/store.js';
import { fixtureRuns, requestJson, viewerFixture } from './test-viewer-store.js';
import type { ExperienceDetail, ExperienceSummary } from './viewer-api.js';
import { createViewerApp } from './viewer-server.js';

let store: Store;
let app: ReturnType<typeof createViewerApp>;

beforeAll(async () => {
  const fixture = await viewerFixture();
  store = fixture.store;
  app = createViewerApp(store, { home: fixture.home, staticDir: fixture.home });
});
afterAll(() => store.close());

const get = <T>(path: string) => requestJson<T>(app, path);

describe('experience routes', () => {
  it('lists a run’s snapshots without their states', async () => {
    const { status, body } = await get<ExperienceSummary[]>(`/api/runs/${fixtureRuns.s3gym}/experience`);
    expect(status).toBe(200);
    expect(body.map((row) => [row.trial, row.checkpoint])).toEqual([
      [0, 0],
      [0, 2],
      [0, 4],
      [1, 0],
      [1, 2],
      [1, 4],
    ]);
    const stored = store.listExperienceSnapshots(fixtureRuns.s3gym);
    expect(body[1]).toEqual({
      game: 'trust-evolution',
      trial: 0,
      checkpoint: 2,
      experience: 'learner',
      hash: stored[1]?.hash,
      bytes: JSON.stringify(stored[1]?.state).length,
      calls: 0,
    });
    expect((await get<ExperienceSummary[]>(`/api/runs/${fixtureRuns.tournament}/experience`)).body).toEqual([]);
  });

  it('answers one snapshot with the previous one of the same trial', async () => {
    const stored = store.listExperienceSnapshots(fixtureRuns.s3gym);
    const base = `/api/runs/${fixtureRuns.s3gym}/experience/trust-evolution`;
    const first = await get<ExperienceDetail>(`${base}/1/0`);
    expect(first.body).toMatchObject({
      snapshot: { trial: 1, checkpoint: 0 },
      state: stored[3]?.state,
      previous: null,
    });
    expect(first.body.learning).toBeNull();
    // The learner's state is no list: it has no items.
    expect(first.body).toMatchObject({ items: null, previousItems: null });
    const later = await get<ExperienceDetail>(`${base}/1/4`);
    expect(later.body.state).toEqual(stored[5]?.state);
    expect(later.body.previous).toEqual(stored[4]?.state);
    // The learner learns without a model: the step is recorded with the snapshot it came from and no calls.
    expect(later.body.learning).toEqual({ parent: expect.stringMatching(/^[0-9a-f]{16}$/), exchanges: [] });
  });

  it('answers the states as the experience’s items, so checkpoints diff item by item', async () => {
    const experience = skillLibraryExperience({ max: 20, recent: 8, chars: 4000 });
    const initial = experience.initial();
    const skill = { name: 'open-strong', description: 'At the start.', body: 'Cooperate.' };
    const states: SkillLibraryState[] = [initial, { ...initial, skills: [skill] }];
    store.startRun({ id: 'skills', kind: 'test', spec: {}, codeVersion: 'test' });
    for (const [checkpoint, state] of states.entries()) {
      store.saveExperienceSnapshot({
        runId: 'skills',
        game: 'snake',
        trial: 0,
        checkpoint,
        experience: 'skill-library',
        hash: `h${checkpoint}`,
        state,
      });
    }
    const first = await get<ExperienceDetail>('/api/runs/skills/experience/snake/0/0');
    expect(first.body).toMatchObject({ items: [], previousItems: null });
    const later = await get<ExperienceDetail>('/api/runs/skills/experience/snake/0/1');
    expect(later.body.items).toEqual([
      { key: 'open-strong', text: '---\nname: open-strong\ndescription: At the start.\n---\n\nCooperate.' },
    ]);
    expect(later.body.previousItems).toEqual([]);
  });

  it('answers 404 for a missing snapshot and 400 for a malformed trial or checkpoint', async () => {
    const base = `/api/runs/${fixtureRuns.s3gym}/experience`;
    expect((await get(`${base}/trust-evolution/0/3`)).status).toBe(404);
    expect((await get(`${base}/snake/0/0`)).status).toBe(404);
    expect((await get(`/api/runs/nope/experience/trust-evolution/0/0`)).status).toBe(404);
    expect((await get(`${base}/trust-evolution/x/0`)).status).toBe(400);
    expect((await get(`${base}/trust-evolution/0/-1`)).status).toBe(400);
  });
});
