// `xparena fake-server`: a local OpenAI-compatible server that plays the first legal action, so `llm:` agents can be
// tried end to end (harness, tools, progress, store, cache) without a model or an API key.
import type { Command } from 'commander';
import { UsageError } from '../core/usage-error.js';
import { startFakeOpenAIServer } from '../model/fake-openai-server.js';
import { intOption } from './parse-int-option.js';

interface FakeServerOptions {
  port: number;
  host: string;
  latencyMs: number;
}

/** Registers `xparena fake-server`. */
export function fakeServerCommand(program: Command): void {
  program
    .command('fake-server')
    .description('serve a fake OpenAI-compatible model for dry runs of llm: agents (it plays the first legal action)')
    .option('--port <n>', 'port to listen on (0: any free port)', intOption('--port', 0, 65_535), 8000)
    .option('--host <address>', 'address to listen on', '127.0.0.1')
    .option('--latency-ms <ms>', 'delay before every reply', intOption('--latency-ms', 0, 600_000), 0)
    .addHelpText(
      'after',
      '\nExample:\n  xparena fake-server --latency-ms 50\n' +
        '  xparena play snake --agent "llm:openai-compatible/fake?base_url=http://127.0.0.1:8000/v1&interface=tools"',
    )
    .action(async (options: FakeServerOptions) => {
      const server = await startFakeOpenAIServer({
        port: options.port,
        host: options.host,
        latencyMs: options.latencyMs,
        record: false,
      }).catch((error: unknown) => {
        const code = (error as { code?: unknown }).code;
        const reason =
          code === 'EADDRINUSE'
            ? `port ${options.port} is in use`
            : `cannot listen on ${options.host}:${options.port} (${error instanceof Error ? error.message : error})`;
        throw new UsageError(`${reason}: choose another with --port (0 picks a free one) or --host`);
      });
      const url = server.url.replace('//0.0.0.0:', '//127.0.0.1:');
      console.log(`fake OpenAI-compatible server at ${url} (replies after ${options.latencyMs} ms); Ctrl-C stops it`);
      console.log(`try: xparena play trust-evolution --agent "llm:openai-compatible/fake?base_url=${url}"`);
      console.log(`     (add &interface=tools to act through tool calls, &cache=off to call the server every time)`);
      await new Promise<void>((resolve) => {
        process.once('SIGINT', resolve);
        process.once('SIGTERM', resolve);
      });
      await server.close();
    });
}
