import { describe, expect, it } from 'vitest';
import { claudeCodeAdapter } from './claude-code-adapter.js';
import { codexAdapter } from './codex-adapter.js';
import { commandAdapter } from './command-adapter.js';
import { opencodeAdapter } from './opencode-adapter.js';
import { reportsContextOverflow } from './shell-adapter.js';

const setup = { workspace: '/tmp/ws', url: 'http://127.0.0.1:4000/mcp', token: 'T0K', prompt: 'play', model: 'm1' };

describe('shell adapters', () => {
  it('claude-code: print mode, JSON result, only the seat server, its tools allowed', () => {
    const launch = claudeCodeAdapter.launch(setup);
    expect(launch.argv).toEqual([
      'claude',
      '-p',
      'play',
      '--output-format',
      'json',
      '--mcp-config',
      '/tmp/ws/mcp.json',
      '--strict-mcp-config',
      '--allowedTools',
      'mcp__xparena',
      '--model',
      'm1',
    ]);
    expect(JSON.parse(launch.files['mcp.json'] ?? '')).toEqual({
      mcpServers: {
        xparena: { type: 'http', url: 'http://127.0.0.1:4000/mcp', headers: { Authorization: 'Bearer T0K' } },
      },
    });
    const result = {
      type: 'result',
      subtype: 'success',
      num_turns: 7,
      total_cost_usd: 0.0123,
      usage: { input_tokens: 10, cache_creation_input_tokens: 20, cache_read_input_tokens: 30, output_tokens: 5 },
    };
    expect(claudeCodeAdapter.usage(JSON.stringify(result))).toEqual({
      inputTokens: 60,
      cachedTokens: 30,
      outputTokens: 5,
      costUsd: 0.0123,
      calls: 7,
    });
    expect(claudeCodeAdapter.usage('not json')).toBeUndefined();
  });

  it('codex: exec --json with the server as -c overrides and the token from the environment', () => {
    const launch = codexAdapter.launch(setup);
    expect(launch.argv).toEqual([
      'codex',
      'exec',
      '--json',
      '--skip-git-repo-check',
      '--cd',
      '/tmp/ws',
      '--sandbox',
      'read-only',
      '-c',
      'mcp_servers.xparena.url="http://127.0.0.1:4000/mcp"',
      '-c',
      'mcp_servers.xparena.bearer_token_env_var="XPARENA_MCP_TOKEN"',
      '--model',
      'm1',
      'play',
    ]);
    expect(launch.env).toEqual({ XPARENA_MCP_TOKEN: 'T0K' });
    const events = [
      { type: 'thread.started', thread_id: 'x' },
      { type: 'turn.completed', usage: { input_tokens: 100, cached_input_tokens: 40, output_tokens: 9 } },
      { type: 'turn.completed', usage: { input_tokens: 50, cached_input_tokens: 0, output_tokens: 1 } },
    ];
    expect(codexAdapter.usage(events.map((event) => JSON.stringify(event)).join('\n'))).toEqual({
      inputTokens: 150,
      cachedTokens: 40,
      outputTokens: 10,
      calls: 2,
    });
  });

  it('opencode: run --format json in a workspace whose opencode.json names the seat', () => {
    const launch = opencodeAdapter.launch(setup);
    expect(launch.argv).toEqual(['opencode', 'run', '--format', 'json', '--model', 'm1', 'play']);
    expect(JSON.parse(launch.files['opencode.json'] ?? '').mcp).toEqual({
      xparena: {
        type: 'remote',
        url: 'http://127.0.0.1:4000/mcp',
        enabled: true,
        headers: { Authorization: 'Bearer T0K' },
      },
    });
    const step = (input: number, cost: number) =>
      JSON.stringify({
        type: 'step_finish',
        part: { cost, tokens: { input, output: 3, reasoning: 2, cache: { read: 4, write: 0 } } },
      });
    expect(opencodeAdapter.usage(`${step(10, 0.5)}\n${step(20, 0.25)}`)).toEqual({
      inputTokens: 38,
      cachedTokens: 8,
      outputTokens: 10,
      costUsd: 0.75,
      calls: 2,
    });
  });

  it('command: /bin/sh -c with the seat in XPARENA_MCP_* and the last usage line read', () => {
    const adapter = commandAdapter('node shell.mjs --fast');
    const launch = adapter.launch({ ...setup, model: undefined });
    expect(launch.argv).toEqual(['/bin/sh', '-c', 'node shell.mjs --fast']);
    expect(launch.env).toEqual({
      XPARENA_MCP_URL: 'http://127.0.0.1:4000/mcp',
      XPARENA_MCP_TOKEN: 'T0K',
      XPARENA_MCP_CONFIG: '/tmp/ws/mcp.json',
      XPARENA_PROMPT: 'play',
    });
    expect(adapter.usage('hello\n{"usage":{"inputTokens":5,"costUsd":0.1,"bogus":1}}\n')).toEqual({
      inputTokens: 5,
      costUsd: 0.1,
    });
    expect(adapter.usage('no usage here')).toBeUndefined();
  });

  it('continue a session: the resume flag each CLI takes, and the session id each prints', () => {
    const resumed = { ...setup, resume: 'S1' };
    expect(claudeCodeAdapter.launch(resumed).argv.slice(-2)).toEqual(['--resume', 'S1']);
    expect(claudeCodeAdapter.session(JSON.stringify({ type: 'result', session_id: 'c-9' }))).toBe('c-9');
    expect(codexAdapter.launch(resumed).argv.slice(-3)).toEqual(['resume', 'S1', 'play']);
    expect(codexAdapter.session(JSON.stringify({ type: 'thread.started', thread_id: 'x-1' }))).toBe('x-1');
    expect(opencodeAdapter.launch(resumed).argv.slice(-3)).toEqual(['--session', 'S1', 'play']);
    const events = [
      { type: 'step_start', sessionID: 'o-2' },
      { type: 'step_finish', sessionID: 'o-2' },
    ];
    expect(opencodeAdapter.session(events.map((event) => JSON.stringify(event)).join('\n'))).toBe('o-2');
    const command = commandAdapter('my-shell');
    expect(command.launch(resumed).env.XPARENA_SESSION).toBe('S1');
    expect(command.launch(setup).env.XPARENA_SESSION).toBeUndefined();
    expect(command.session('{"session":"k-3"}\n{"usage":{}}')).toBe('k-3');
    expect(claudeCodeAdapter.session('no json here')).toBeUndefined();
  });

  it('lets a developer (edits) use its own file and command tools: Claude Code by name, Codex in workspace-write', () => {
    const claude = claudeCodeAdapter.launch({ ...setup, edits: true, resume: 's1' }).argv;
    expect(claude[claude.indexOf('--allowedTools') + 1]).toBe('mcp__xparena,Read,Edit,Write,Bash,Glob,Grep');
    expect(claude.slice(-2)).toEqual(['--resume', 's1']);
    const codex = codexAdapter.launch({ ...setup, edits: true }).argv;
    expect(codex[codex.indexOf('--sandbox') + 1]).toBe('workspace-write');
  });

  it('recognises a context overflow in the error output of each CLI, and nothing else', () => {
    const lines = [
      { type: 'result', is_error: true, result: 'Prompt is too long' },
      { type: 'turn.failed', error: { message: 'context_length_exceeded' } },
      { type: 'error', error: { name: 'ContextOverflowError', data: {} } },
      { error: 'context-overflow' },
    ];
    for (const line of lines) expect(reportsContextOverflow(`progress\n${JSON.stringify(line)}\n`)).toBe(true);
    expect(
      reportsContextOverflow(JSON.stringify({ type: 'result', is_error: false, result: 'the context window is fine' })),
    ).toBe(false);
    expect(reportsContextOverflow(JSON.stringify({ type: 'error', error: 'rate limited' }))).toBe(false);
  });
});
