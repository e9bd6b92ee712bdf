// `xparena view`: serves the web viewer (the React app and its read-only JSON API) over the store until stopped, or
// with `--export` writes one run as static files that open without a server.
import { join, resolve } from 'node:path';
import type { Command } from 'commander';
import { UsageError } from '../core/usage-error.js';
import { homeDir, openStore } from '../runs/home.js';
import { runProgress } from '../runs/run-progress.js';
import { exportRun } from '../server/static-export.js';
import { type RunningViewer, startViewer } from '../server/viewer-server.js';
import { assertWritableFolder } from './output-path.js';
import { intOption } from './parse-int-option.js';
import { resolveRunId } from './run-source.js';

interface ViewOptions {
  port: number;
  host: string;
  allowHost: string[];
  export?: string;
  out?: string;
}

/** A `--allow-host` value: a host name or IP address, without scheme, port or path. */
function allowHostOption(value: string, previous: string[]): string[] {
  if (!/^([a-z0-9-]+(\.[a-z0-9-]+)*\.?|\[?[0-9a-f:.]+\]?)$/i.test(value.trim()))
    throw new UsageError(`--allow-host takes a host name such as arena.lan (no scheme, port or path), got '${value}'`);
  return [...previous, value.trim()];
}

/** True for hosts only this machine can reach. */
export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || host === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/** `xparena view [--port 7300] [--host 127.0.0.1]`: the viewer on loopback until SIGINT or SIGTERM. */
export function viewCommand(program: Command): void {
  program
    .command('view')
    .description('browse runs, leaderboards, learning curves and step-by-step replays in a web viewer (read-only)')
    .option('--port <n>', 'port to listen on (0: any free port)', intOption('--port', 0, 65_535), 7300)
    .option(
      '--host <address>',
      'address to bind; anything but loopback makes the store readable from the network',
      '127.0.0.1',
    )
    .option(
      '--allow-host <name>',
      'also answer requests that name this host (repeatable); any host but loopback, --host and these gets 403',
      allowHostOption,
      [],
    )
    .option('--export <run>', 'instead of serving, write the run (an id or latest) as static files: see -o')
    .option('-o, --out <dir>', 'the new or empty folder --export writes; open its index.html from disk or any web host')
    .addHelpText(
      'after',
      [
        '',
        'Examples:',
        '  xparena view --port 8080                  # then open http://127.0.0.1:8080/',
        '  xparena view --export latest -o run-view/  # then open run-view/index.html, or put the folder on a web host',
      ].join('\n'),
    )
    .action(async (options: ViewOptions, command: Command) => {
      const home = homeDir(command.optsWithGlobals().home);
      if (options.export !== undefined || options.out !== undefined) return exportView(home, options);
      if (!isLoopback(options.host))
        console.error(
          `xparena: warning: --host ${options.host} is not loopback: anyone who can reach this machine can read the store`,
        );
      const store = openStore(home, { readonly: true });
      let viewer: RunningViewer;
      try {
        viewer = await startViewer({
          home,
          port: options.port,
          host: options.host,
          store,
          allowedHosts: options.allowHost,
        });
      } catch (error) {
        throw listenError(error, options);
      }
      console.log(`xparena viewer: ${viewer.url} (store: ${join(home, 'xparena.db')})`);
      console.log('press Ctrl+C to stop');
      await new Promise<void>((done) => {
        const stop = () => {
          process.off('SIGINT', stop);
          process.off('SIGTERM', stop);
          done();
        };
        process.on('SIGINT', stop);
        process.on('SIGTERM', stop);
      });
      await viewer.close();
      console.log('xparena viewer: stopped');
    });
}

/** `--export <run> -o <dir>`: writes the run's static export, with progress over its matches on stderr. */
async function exportView(home: string, { export: source, out }: ViewOptions): Promise<void> {
  if (source === undefined)
    throw new UsageError(`-o names the folder of an export: add the run, e.g. xparena view --export latest -o ${out}`);
  if (out === undefined)
    throw new UsageError(
      `--export needs -o <dir>, the folder to write, e.g. xparena view --export ${source} -o run-view/`,
    );
  const store = openStore(home, { readonly: true });
  try {
    const runId = resolveRunId(store, source, false);
    const outDir = resolve(out);
    assertWritableFolder(outDir, '-o');
    const progress = (matches: number) => runProgress(matches, true);
    const written = await exportRun({ store, home, runId, outDir, progress });
    const megabytes = (written.bytes / 1e6).toFixed(1);
    console.log(`xparena: exported run ${runId} (${written.matches} matches, ${written.files} files, ${megabytes} MB)`);
    console.log(`open ${join(outDir, 'index.html')} in a browser, or put ${outDir} on any static web host`);
  } finally {
    store.close();
  }
}

/** A failure to listen as one line for the user. */
function listenError(error: unknown, options: ViewOptions): Error {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'EADDRINUSE')
    return new UsageError(
      `port ${options.port} on ${options.host} is already in use: pick another with --port (or --port 0 for any free port)`,
    );
  if (code === 'EACCES')
    return new UsageError(`not allowed to listen on port ${options.port}: pick a port above 1023 with --port`);
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND' || code === 'EAI_AGAIN')
    return new UsageError(`cannot listen on host '${options.host}': give an address of this machine with --host`);
  return error instanceof Error ? error : new Error(String(error));
}
