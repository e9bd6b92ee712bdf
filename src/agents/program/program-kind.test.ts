import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MatchRecord } from '../../core/match-record.js';
import { resolveParams } from '../../core/params.js';
import { type PlayMatchOptions, playMatch } from '../../core/play-match.js';
import { replay } from '../../core/replay.js';
import { findGame } from '../../games/registry.js';
import { createAgent, validateAgentSpec } from '../registry.js';
import { unsafeNoSandboxVariable } from './unsafe-mode.js';

const snake = findGame('snake');
const kuhn = findGame('kuhn-poker');
const scratch = mkdtempSync(join(tmpdir(), 'xparena-program-'));
// Where the sandbox runs, its unprivileged user must be able to read the programs written here.
chmodSync(scratch, 0o755);
const saved = process.env[unsafeNoSandboxVariable];

beforeAll(() => {
  process.env[unsafeNoSandboxVariable] = '1';
});
afterAll(() => {
  if (saved === undefined) delete process.env[unsafeNoSandboxVariable];
  else process.env[unsafeNoSandboxVariable] = saved;
  rmSync(scratch, { recursive: true, force: true });
});

/** Plays `specs` (one per seat) on `module` through createAgent and playMatch, as a runner would. */
async function play(
  module: ReturnType<typeof findGame>,
  specs: readonly string[],
  options: { readonly preset?: string; readonly params?: Record<string, number>; readonly seed?: number } & Partial<
    Pick<PlayMatchOptions, 'invalid' | 'signal'>
  > = {},
): Promise<MatchRecord> {
  const params = resolveParams(module.game, options.preset, options.params);
  const seed = options.seed ?? 7;
  const seats = specs.map((spec, seat) => ({
    spec,
    agent: createAgent(module, spec, { params, seed, seat, players: specs.length }),
  }));
  return playMatch({
    game: module.game,
    params,
    seed,
    seats,
    ...(options.invalid ? { invalid: options.invalid } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
  });
}

let bots = 0;
/** A tiny Python program in its own directory: `body` runs at every turn with the message `m` and the count `turns`. */
function bot(body: string): string {
  const dir = join(scratch, `bot-${bots++}`);
  const lines = [
    'import json, os, subprocess, sys, time',
    'def say(message): print(message if isinstance(message, str) else json.dumps(message), flush=True)',
    'turns = 0',
    'for line in sys.stdin:',
    '    m = json.loads(line)',
    "    if m['type'] == 'start': say({'type': 'ready'})",
    "    elif m['type'] == 'end': break",
    '    else:',
    '        turns += 1',
    ...body.split('\n').map((line) => `        ${line}`),
  ];
  mkdirSync(dir);
  writeFileSync(join(dir, 'bot.py'), `${lines.join('\n')}\n`);
  writeFileSync(
    join(dir, 'xparena-program.json'),
    JSON.stringify({
      name: `bot-${bots - 1}`,
      version: '1',
      language: 'python',
      entry: ['/usr/bin/python3', 'bot.py'],
    }),
  );
  return dir;
}

/** True while `pid` is a live process (a zombie no longer counts). */
/** The live (not zombie) host processes whose command line contains `marker`. */
function processesWith(marker: string): number[] {
  return readdirSync('/proc').flatMap((entry) => {
    if (!/^\d+$/.test(entry)) return [];
    try {
      const line = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      const zombie = /^\d+ \(.*\) Z/.test(readFileSync(`/proc/${entry}/stat`, 'utf8'));
      return line.includes(marker) && !zombie ? [Number(entry)] : [];
    } catch {
      return [];
    }
  });
}

const retryOnce = { retries: 1, fallback: 'first' } as const;
const shortSnake = { params: { maxSteps: 6 } };

describe('program: agents', () => {
  it.each([['sdk/js/examples/snake-greedy'], ['sdk/python/examples/snake-greedy']])(
    '%s plays snake to the end with its logs in the record, and the record replays',
    async (dir) => {
      const record = await play(snake, [`program:${dir}`]);
      expect(record.end.status).toBe('finished');
      expect(record.end.scores?.[0]).toBeGreaterThan(0);
      expect(record.steps[0]?.moves[0]?.log).toMatch(/nearest apple/);
      expect(replay(snake.game, record).ok).toBe(true);
    },
  );

  it.each([['sdk/js/examples/kuhn-simple'], ['sdk/python/examples/kuhn-simple'], ['sdk/bash/examples/first-legal']])(
    '%s plays ten hands of kuhn poker against random, and the record replays',
    async (dir) => {
      const record = await play(kuhn, [`program:${dir}`, 'random'], { preset: 'match' });
      expect(record.end.status).toBe('finished');
      expect(record.seats[0]?.name).toMatch(/^(kuhn-simple-js|kuhn-simple-py|first-legal)@1\.0\.0$/);
      expect(record.steps.some((step) => step.moves.some((move) => move.player === 0 && move.log))).toBe(true);
      expect(replay(kuhn.game, record).ok).toBe(true);
    },
  );

  it('sdk/python/examples/ptcg-priority plays a whole PTCG match against random, and the record replays', async () => {
    const ptcg = findGame('ptcg');
    const record = await play(ptcg, ['program:sdk/python/examples/ptcg-priority', 'random']);
    expect(record.end.status).toBe('finished');
    expect(record.steps.filter((step) => step.moves.some((move) => move.invalid)).length).toBe(0);
    expect(replay(ptcg.game, record).ok).toBe(true);
  });

  it('plays the same match again on the same seed (the program seeds its randomness from start)', async () => {
    const specs = ['program:sdk/js/examples/kuhn-simple', 'random'];
    const first = await play(kuhn, specs, { preset: 'match', seed: 11 });
    const again = await play(kuhn, specs, { preset: 'match', seed: 11 });
    expect(again).toEqual(first);
  });

  it('shows the bash example in the protocol doc as it is in sdk/bash', () => {
    const doc = readFileSync('docs/program-protocol.md', 'utf8');
    expect(doc).toContain(`\`\`\`bash\n${readFileSync('sdk/bash/examples/first-legal/bot.sh', 'utf8')}\`\`\``);
  });

  it('keeps every SDK copy (example bots, pool families) identical to the SDK', () => {
    const copies = (dir: string, file: string): string[] =>
      readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((path) => path.split('/').at(-1) === file)
        .map((path) => `${dir}/${path}`);
    for (const [sdk, file] of [
      ['js', 'xparena.mjs'],
      ['python', 'xparena.py'],
    ] as const) {
      const source = readFileSync(`sdk/${sdk}/${file}`, 'utf8');
      const found = [...copies(`sdk/${sdk}/examples`, file), ...copies('pools', file)];
      expect(found.length).toBeGreaterThan(4);
      for (const copy of found) expect(readFileSync(copy, 'utf8'), copy).toBe(source);
    }
  });

  it.each([
    ['a malformed line', `say('nonsense' if m['attempt'] == 0 else {'action': m['legal'][0]})`, /not a JSON object/],
    ['an illegal action', `say({'action': 'NONE' if m['attempt'] == 0 else m['legal'][0]})`, /NONE/],
    [
      'an answer over reply_bytes',
      `say('x' * 70000 if m['attempt'] == 0 else {'action': m['legal'][0]})`,
      /over reply_bytes/,
    ],
    [
      'a 10 MB line',
      `say('{"action": "' + 'x' * 10_000_000 + '"}' if m['attempt'] == 0 else {'action': m['legal'][0]})`,
      /over reply_bytes/,
    ],
    [
      'binary garbage',
      `sys.stdout.buffer.write(bytes(b for b in range(256) if b != 10) + b'\\n') if m['attempt'] == 0 else say({'action': m['legal'][0]})\nsys.stdout.flush()`,
      /not a JSON object|not JSON/,
    ],
  ])('counts %s as an invalid attempt of the program, then lets it retry', async (_, body, error) => {
    const record = await play(snake, [`program:${bot(body)}`], { ...shortSnake, invalid: retryOnce });
    expect(record.end.status).toBe('finished');
    const first = record.steps[0]?.moves[0];
    expect(first?.invalid?.[0]?.error).toMatch(error);
    expect(first?.fallback).toBeUndefined();
  });

  it.each([
    ['timeout', `if turns == 2: time.sleep(5)\nsay({'action': m['legal'][0]})`, '?decision_ms=100&bank_ms=50'],
    ['exit', `if turns == 2: sys.exit(3)\nsay({'action': m['legal'][0]})`, ''],
    ['crash', `if turns == 2: os.kill(os.getpid(), 9)\nsay({'action': m['legal'][0]})`, ''],
    // In the sandbox bwrap keeps its own copy of the pipe open, so a program that closes stdout is seen when it exits
    // (or times out): still its own fault, named by what the host can observe.
    ['closed-stdout|exit', `if turns == 2: os.close(1); time.sleep(1)\nsay({'action': m['legal'][0]})`, ''],
  ])('forfeits the seat on %s, never error or infra', async (kind, body, options) => {
    const record = await play(kuhn, [`program:${bot(body)}${options}`, 'random'], { preset: 'match' });
    expect(record.end).toMatchObject({ status: 'forfeit', player: 0 });
    expect(record.end.scores?.[0]).toBeLessThan(record.end.scores?.[1] ?? 0);
    expect(record.end.message).toMatch(new RegExp(`^seat 0 forfeited: (${kind}): program bot-\\d+@1`));
    expect(replay(kuhn.game, record).ok).toBe(true);
  });

  it('forfeits a program that never says ready', async () => {
    const dir = bot("say({'action': m['legal'][0]})");
    writeFileSync(join(dir, 'bot.py'), 'import time\ntime.sleep(5)\n');
    const record = await play(snake, [`program:${dir}?start_ms=200`], shortSnake);
    expect(record.end).toMatchObject({ status: 'forfeit', player: 0 });
    expect(record.end.message).toMatch(/^seat 0 forfeited: no-ready: /);
  });

  it('records what the program writes to stderr with its next move, and with the fault that ends it', async () => {
    const dir = bot(
      [
        "print('thinking hard', file=sys.stderr, flush=True)",
        'time.sleep(0.05)',
        "if m['step'] == 1:",
        "    print('giving up', file=sys.stderr, flush=True)",
        '    sys.exit(3)',
        "say({'action': m['legal'][0], 'log': 'first'})",
      ].join('\n'),
    );
    const record = await play(snake, [`program:${dir}`], shortSnake);
    expect(record.steps[0]?.moves[0]).toMatchObject({ log: 'first', stderr: 'thinking hard' });
    expect(record.steps[0]?.moves[0]?.note).toBeUndefined();
    expect(record.end).toMatchObject({ status: 'forfeit', player: 0 });
    expect(record.end.message).toMatch(/exited with code 3 .*stderr: giving up/);
    expect(record.end.stderr).toMatch(/thinking hard\ngiving up$/);
  });

  it('kills the program and its children when the match is interrupted mid-decision (close, on abort)', async () => {
    // The child's command line carries a unique marker, found in the host's /proc whether or not a sandbox (with its
    // own pid namespace) runs the program.
    const marker = `${3000 + (process.pid % 1000)}.${Date.now() % 100_000}`;
    const dir = bot(`child = subprocess.Popen(['sleep', '${marker}'])\ntime.sleep(30)`);
    const controller = new AbortController();
    const playing = play(snake, [`program:${dir}`], { ...shortSnake, signal: controller.signal });
    for (let waited = 0; waited < 5000 && processesWith(marker).length === 0; waited += 20) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(processesWith(marker)).toHaveLength(1);
    controller.abort();
    const record = await playing;
    expect(record.end.status).toBe('infra');
    // The group is killed before close() resolves; a grandchild may take a moment to be gone from /proc.
    for (let waited = 0; waited < 1000 && processesWith(marker).length > 0; waited += 20) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(processesWith(marker)).toEqual([]);
  });

  it.each([
    ['program:sdk/no-such-bot', /has no readable xparena-program\.json/],
    ['program:sdk/python/examples/snake-greedy?decision_ms=0', /option 'decision_ms'.*between 1 and/],
  ])('rejects %s with a one-line usage error', (spec, message) => {
    expect(() => validateAgentSpec(snake, spec)).toThrow(message);
  });

  it('names the manifest field that is missing or wrong', () => {
    const dir = bot('pass');
    writeFileSync(join(dir, 'xparena-program.json'), JSON.stringify({ name: 'x', version: '1', language: 'c' }));
    expect(() => validateAgentSpec(snake, `program:${dir}`)).toThrow(
      /xparena-program\.json: field 'entry' must be array/,
    );
    writeFileSync(
      join(dir, 'xparena-program.json'),
      JSON.stringify({ name: 'a b', version: '1', language: 'c', entry: ['x'] }),
    );
    expect(() => validateAgentSpec(snake, `program:${dir}?x=1`)).toThrow(/unknown option 'x'/);
    expect(() => validateAgentSpec(snake, `program:${dir}`)).toThrow(/field 'name' must be letters/);
  });
});
