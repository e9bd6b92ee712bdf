// `xparena view`: serves the web viewer (the React app and its read-only JSON API) over the store until stopped.
import { join } from 'node:path';
import type { Command } from 'commander';
import { UsageError } from '../core/usage-error.js';
import { homeDir, openStore } from '../runs/home.js';
import { type RunningViewer, startViewer } from '../server/viewer-server.js';
import { intOption } from './parse-int-option.js';

interface ViewOptions {
  port: number;
  host: string;
  allowHost: string[];
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
    .addHelpText('after', '\nExample:\n  xparena view --port 8080   # then open http://127.0.0.1:8080/')
    .action(async (options: ViewOptions, command: Command) => {
      const home = homeDir(command.optsWithGlobals().home);
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
