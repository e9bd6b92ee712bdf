import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { describe, expect, it } from 'vitest';
import { cliEntry } from './test-cli-entry.js';

describe('xparena fake-server', () => {
  it('prints its base URL and an example, answers chat requests, and stops on Ctrl-C', async () => {
    const child = spawn(process.execPath, [cliEntry, 'fake-server', '--port', '0'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      const lines = createInterface({ input: child.stdout });
      const output: string[] = [];
      for await (const line of lines) {
        output.push(line);
        if (output.length === 3) break;
      }
      const url = /at (http:\/\/127\.0\.0\.1:\d+\/v1) /.exec(output[0] ?? '')?.[1];
      expect(url).toBeDefined();
      expect(output[1]).toContain(`xparena play trust-evolution --agent "llm:openai-compatible/fake?base_url=${url}"`);
      const response = await fetch(`${url}/chat/completions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ model: 'fake', messages: [{ role: 'user', content: '## Legal actions\n- cheat' }] }),
      });
      const body = (await response.json()) as { choices: { message: { content: string } }[] };
      expect(body.choices[0]?.message.content).toBe('Answer: cheat, Score: 0');
      child.kill('SIGINT');
      const [code] = await once(child, 'exit');
      expect(code).toBe(0);
    } finally {
      child.kill();
    }
  });

  it('rejects a bad port with exit code 2', async () => {
    const child = spawn(process.execPath, [cliEntry, 'fake-server', '--port', '70000'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const [code] = await once(child, 'exit');
    expect(code).toBe(2);
    expect(stderr).toMatch(/--port must be an integer between 0 and 65535/);
  });
});
