// The two end-to-end commands against the fake OpenAI-compatible server: an S³Gym run learning with
// reflexion, and an evolve run on PTCG learning a skill library; learning calls are stored and reported.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultFakeReply, type FakeOpenAIServer, startFakeOpenAIServer } from '../model/fake-openai-server.js';
import { openStore } from '../runs/home.js';
import { runCli } from './test-cli.js';

let server: FakeOpenAIServer;
beforeAll(async () => {
  server = await startFakeOpenAIServer({
    respond: (request) => {
      const text = JSON.stringify(request.body);
      if (text.includes('reflection')) return { type: 'text', text: 'I moved into walls; next time look ahead.' };
      if (text.includes('activate_skill') || text.includes('"skills"') || text.includes('operations'))
        return {
          type: 'text',
          text: '{"operations":[{"op":"add","name":"play-basics","description":"at the start of a game","body":"Bench a Basic Pokémon first."}]}',
        };
      return defaultFakeReply(request);
    },
  });
});
afterAll(async () => {
  await server.close();
});

describe('experiences from the command line', () => {
  it('runs s3gym with reflexion and evolve on PTCG with a skill library, storing their learning calls', async () => {
    const home = mkdtempSync(join(tmpdir(), 'xparena-experience-runs-'));
    const env = { XPARENA_HOME: home };
    const agent = `llm:openai-compatible/fake?base_url=${server.url}&cache=off`;
    const quiet = ['--no-progress'];
    const s3gym = await runCli(
      [
        'run',
        's3gym',
        '-a',
        agent,
        '-x',
        'reflexion',
        '-g',
        'snake',
        '-n',
        '2',
        '--eval-every',
        '1',
        '--eval-episodes',
        '1',
        '--trials',
        '1',
        ...quiet,
      ],
      env,
    );
    expect(s3gym.code, s3gym.stderr).toBe(0);
    const report = await runCli(['report', 'latest', '--no-plots', '--bootstrap', '0'], env);
    expect(report.stdout).toMatch(/\| snake \| reflexion \| 2 \| 2 \|/);

    const anchors = await runCli(
      [
        'tournament',
        'ptcg',
        '--preset',
        'aggro',
        '-a',
        'random',
        '-a',
        'heuristic',
        '-g',
        '1',
        '--no-plots',
        '--bootstrap',
        '0',
        ...quiet,
      ],
      env,
    );
    expect(anchors.code, anchors.stderr).toBe(0);
    const evolve = await runCli(
      [
        'evolve',
        'ptcg',
        '--preset',
        'aggro',
        '-a',
        agent,
        '-x',
        'skill-library',
        '--anchors',
        'latest',
        '-r',
        '2',
        '-g',
        '1',
        '--no-plots',
        ...quiet,
      ],
      env,
    );
    expect(evolve.code, evolve.stderr).toBe(0);
    const store = openStore(home, { readonly: true });
    try {
      const run = store.listRuns().find((candidate) => candidate.kind === 'anchored');
      const snapshots = store.listExperienceSnapshots(run?.id ?? '');
      expect(snapshots.map((row) => row.checkpoint)).toEqual([0, 1]);
      expect(snapshots[1]?.learned?.exchanges.length).toBeGreaterThan(0);
    } finally {
      store.close();
    }
  });
});
