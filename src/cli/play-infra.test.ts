// `xparena play` of a match that ends on an infrastructure failure (here a provider answering 401): the record is
// printed and stored as it is, and the exit code (75) and one stderr line tell a script it is not a result.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startFakeOpenAIServer } from '../model/fake-openai-server.js';
import { runCli } from './test-cli.js';

const server = await startFakeOpenAIServer({ apiKey: 'the-right-key' });
afterAll(() => server.close());

describe('xparena play on an infrastructure failure', () => {
  it('exits 75 with one line on stderr, and still prints the record', async () => {
    const agent = `llm:openai-compatible/fake?base_url=${server.url}&retries=0`;
    const home = mkdtempSync(join(tmpdir(), 'xparena-play-infra-'));
    const result = await runCli(
      ['play', 'kuhn-poker', '--agent', agent, '--agent', 'random', '--seed', '1', '--json'],
      {
        XPARENA_HOME: home,
      },
    );
    expect(JSON.parse(result.stdout).end.status).toBe('infra');
    expect(result.code).toBe(75);
    expect(result.stderr).toMatch(/^xparena: the match ended on an infrastructure failure \(.*\); it scores nothing/m);
  });
});
