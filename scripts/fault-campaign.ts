// The faulty-model campaign behind docs/reliability.md: LLM agents play against a local OpenAI-compatible server
// whose replies are a seeded mix of rate limits, server errors, dropped connections, broken JSON, slow answers,
// unusable text and illegal actions. Checks: no match ends as `error`, resuming leaves no `infra` match, every record
// re-simulates, every rejected attempt and retry is in the records, and export → import → export is identical.
// Usage: npm run campaign:faults [-- --seed <n> --episodes <n>]   (needs `npm run build` first)
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { MatchRecord } from '../src/core/match-record.js';
import { rngFromSeed } from '../src/core/rng.js';
import {
  defaultFakeReply,
  type FakeReply,
  type RecordedRequest,
  startFakeOpenAIServer,
} from '../src/model/fake-openai-server.js';

/** Each fault and its share of replies; the rest are good answers (the first listed action). */
const faults: readonly { readonly kind: string; readonly share: number; readonly reply: FakeReply }[] = [
  { kind: 'unusable text', share: 0.1, reply: { type: 'text', text: 'Let me think about this board carefully.' } },
  { kind: 'illegal action', share: 0.06, reply: { type: 'text', text: 'Answer: teleport home, Score: 3' } },
  { kind: 'malformed tool arguments', share: 0.04, reply: { type: 'malformed-arguments', name: 'act' } },
  { kind: '429 rate limit', share: 0.08, reply: { type: 'error', status: 429, retryAfter: 0 } },
  { kind: '500 server error', share: 0.04, reply: { type: 'error', status: 500 } },
  { kind: '503 unavailable', share: 0.04, reply: { type: 'error', status: 503 } },
  { kind: 'dropped connection', share: 0.04, reply: { type: 'drop' } },
  { kind: 'malformed JSON body', share: 0.04, reply: { type: 'malformed-json' } },
  { kind: 'slower than the HTTP time limit', share: 0.03, reply: { type: 'text', text: 'late', delayMs: 1500 } },
];

interface Scenario {
  readonly name: string;
  readonly args: (agent: string) => readonly string[];
  readonly options: string;
}

const scenarios: readonly Scenario[] = [
  {
    name: 'snake explore (retries with feedback), text',
    options: 'interface=text',
    args: (agent) => ['episodes', 'snake', '--preset', 'explore', '-a', agent, '-c', '4'],
  },
  {
    name: 'snake eval (strict: the first invalid answer forfeits), text',
    options: 'interface=text',
    args: (agent) => ['episodes', 'snake', '--preset', 'eval', '-a', agent, '-c', '4'],
  },
  {
    name: 'kuhn-poker tournament, tools',
    options: 'interface=tools',
    args: (agent) => [
      'tournament',
      'kuhn-poker',
      '-a',
      agent,
      '-a',
      'random',
      '-c',
      '4',
      '--no-plots',
      '--bootstrap',
      '0',
    ],
  },
];

const cli = join(import.meta.dirname, '..', 'bin', 'xparena.js');

/** Runs the CLI without blocking this process (the fake server answers from this event loop). */
function xparena(home: string, args: readonly string[]): Promise<{ code: number | null; stdout: string }> {
  const child: ChildProcess = spawn(process.execPath, [cli, '--home', home, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk;
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk;
  });
  return new Promise((resolve) =>
    child.once('exit', (code) => {
      if (code !== 0) console.error(`  xparena ${args.join(' ')} exited ${code}: ${stderr.trim().split('\n').at(-1)}`);
      resolve({ code, stdout });
    }),
  );
}

async function records(home: string): Promise<MatchRecord[]> {
  const { stdout } = await xparena(home, ['export']);
  return stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as MatchRecord);
}

/** Rejected attempts and provider retries the records hold, wherever the record format keeps them. */
function traces(all: readonly MatchRecord[]): { invalid: number; retries: number; exchanges: number } {
  let invalid = 0;
  let retries = 0;
  let exchanges = 0;
  const visit = (value: unknown, key: string): void => {
    if (Array.isArray(value)) {
      if (key === 'invalid' || key === 'attempts') invalid += value.length;
      if (key === 'retries') retries += value.length;
      if (key === 'exchanges') exchanges += value.length;
      for (const item of value) visit(item, '');
    } else if (value !== null && typeof value === 'object') {
      for (const [name, item] of Object.entries(value)) if (name !== 'request') visit(item, name);
    }
  };
  for (const record of all) visit(record, '');
  return { invalid, retries, exchanges };
}

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { seed: { type: 'string' }, episodes: { type: 'string' } } });
  const rng = rngFromSeed(Number(values.seed ?? 1));
  const episodes = values.episodes ?? '12';
  const served = new Map<string, number>();
  const respond = (request: RecordedRequest): FakeReply => {
    let draw = rng.float();
    for (const fault of faults) {
      draw -= fault.share;
      if (draw < 0) {
        served.set(fault.kind, (served.get(fault.kind) ?? 0) + 1);
        return fault.reply;
      }
    }
    served.set('good answer', (served.get('good answer') ?? 0) + 1);
    return defaultFakeReply(request);
  };
  const server = await startFakeOpenAIServer({ respond, record: false });
  const root = mkdtempSync(join(tmpdir(), 'xparena-faults-'));
  let failures = 0;
  try {
    for (const [index, scenario] of scenarios.entries()) {
      const home = join(root, `home-${index}`);
      const agent = `llm:openai-compatible/faulty?base_url=${server.url}&cache=off&retries=4&timeout_ms=1000&${scenario.options}`;
      const args = [
        ...scenario.args(agent),
        ...(scenario.args(agent)[0] === 'episodes' ? ['-n', episodes] : ['-g', episodes]),
      ];
      // Infrastructure failures that outlast the retries end a match as `infra`; running again replays exactly those.
      let passes = 0;
      let stored: MatchRecord[] = [];
      do {
        await xparena(home, args);
        stored = await records(home);
        passes++;
      } while (stored.some((record) => record.end.status === 'infra') && passes < 6);
      const byStatus = new Map<string, number>();
      for (const record of stored) byStatus.set(record.end.status, (byStatus.get(record.end.status) ?? 0) + 1);
      const exportFile = join(root, `export-${index}.jsonl`);
      await xparena(home, ['export', '-o', exportFile]);
      const verified = (await xparena(home, ['replay', exportFile, '--verify'])).code === 0;
      const fresh = join(root, `import-${index}`);
      const imported = (await xparena(fresh, ['import', exportFile])).code === 0;
      const roundTrip = join(root, `round-trip-${index}.jsonl`);
      await xparena(fresh, ['export', '-o', roundTrip]);
      const sortedLines = (file: string): string => {
        try {
          return readFileSync(file, 'utf8').split('\n').filter(Boolean).sort().join('\n');
        } catch {
          return '';
        }
      };
      const identical = imported && sortedLines(exportFile) === sortedLines(roundTrip);
      const ok = !byStatus.has('error') && !byStatus.has('infra') && verified && identical;
      if (!ok) failures++;
      const { invalid, retries, exchanges } = traces(stored);
      console.log(
        `${ok ? 'ok  ' : 'FAIL'} ${scenario.name}: ${stored.length} matches in ${passes} pass(es) ` +
          `(${[...byStatus].map(([status, count]) => `${count} ${status}`).join(', ')}); re-simulate: ${verified}; ` +
          `export → import → export identical: ${identical}; recorded ${exchanges} model exchanges, ` +
          `${invalid} rejected attempts, ${retries} provider retries`,
      );
    }
  } finally {
    await server.close();
    rmSync(root, { recursive: true, force: true });
  }
  const total = [...served.values()].reduce((sum, count) => sum + count, 0);
  console.log(
    `${total} model replies served: ${[...served].map(([kind, count]) => `${count} ${kind}`).join(', ')}; ` +
      `${failures} scenario(s) failed`,
  );
  return failures === 0 ? 0 : 1;
}

process.exitCode = await main();
