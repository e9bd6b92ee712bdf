// `npm run bench`: every benchmark section in one run, written to docs/benchmarks.md under a header naming the machine
// and the command. `npm run bench -- --only <name>` runs one section and prints it without writing the file.
import { writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { llmHarnessSection } from './llm-harness.js';
import { llmThroughputSection } from './llm-throughput.js';
import { playoutsSection } from './playouts.js';
import { ptcgSection } from './ptcg.js';
import { scaleSection } from './scale.js';
import { scaleOutSection } from './scale-out.js';

const sections: Readonly<Record<string, () => Promise<string>>> = {
  playouts: playoutsSection,
  ptcg: ptcgSection,
  'llm-harness': llmHarnessSection,
  'llm-throughput': llmThroughputSection,
  scale: scaleSection,
  'scale-out': scaleOutSection,
};

const output = 'docs/benchmarks.md';

/** The command as run: `npm run bench`, the BENCH_* knobs set, and any arguments. */
function commandLine(args: readonly string[]): string {
  const knobs = Object.entries(process.env)
    .filter(([name]) => name.startsWith('BENCH_'))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, value]) => `${name}=${value}`);
  return [...knobs, 'npm run bench', ...(args.length ? ['--', ...args] : [])].join(' ');
}

function header(args: readonly string[]): string {
  const cpu = cpus()[0]?.model?.trim() ?? 'unknown CPU';
  return `# Benchmarks

Produced by \`${commandLine(args)}\` (bench/main.ts); every section below comes from this one run.

- Machine: ${cpu}, ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB memory; load average ${(loadavg()[0] ?? 0).toFixed(1)} when the run started.
- Node ${process.version}, ${new Date().toISOString().slice(0, 10)}.
- Knobs (environment variables): \`BENCH_ROUND_MS\` (playouts), \`BENCH_EPISODES\` (harness), \`BENCH_LATENCY_MS\`,
  \`BENCH_CONCURRENCY\`, \`BENCH_MATCHES_PER_SLOT\`, \`BENCH_THROUGHPUT_ROUNDS\` (throughput), \`BENCH_SCALE_SIZES\` (scale).
`;
}

async function main(args: readonly string[]): Promise<number> {
  // The AI SDK's console warnings would interleave with the progress lines on stderr.
  (globalThis as { AI_SDK_LOG_WARNINGS?: boolean }).AI_SDK_LOG_WARNINGS = false;
  const only = args[0] === '--only' ? args[1] : undefined;
  if (args.length > 0 && (args[0] !== '--only' || args.length !== 2 || only === undefined || !(only in sections))) {
    console.error(`usage: npm run bench [-- --only <${Object.keys(sections).join('|')}>]`);
    return 2;
  }
  if (only !== undefined) {
    console.log(await sections[only]?.());
    return 0;
  }
  const parts = [header(args)];
  for (const [name, section] of Object.entries(sections)) {
    const started = performance.now();
    parts.push(await section());
    console.error(`bench: ${name} done in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
  writeFileSync(output, parts.join('\n'));
  console.error(`bench: wrote ${output}`);
  return 0;
}

process.exitCode = await main(process.argv.slice(2));
