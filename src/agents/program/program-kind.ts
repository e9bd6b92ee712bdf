// The `program:<dir>?option=value&…` agent kind: a program in any language, speaking docs/program-protocol.md.
import { resolve } from 'node:path';
import { parseAgentSpec } from '../../core/agent-spec.js';
import { poolPathPrefix } from '../../core/pool-spec.js';
import { UsageError } from '../../core/usage-error.js';
import { sandboxSupport } from '../../sandbox/spawn-program.js';
import type { AgentKind } from '../agent-kind.js';
import { describeOptions, type OptionValues, parseOptions } from '../agent-options.js';
import { resolvePoolPath } from './pool-program.js';
import { programAgent } from './program-agent.js';
import { type ProgramManifest, readProgramManifest } from './program-manifest.js';
import { unsafeNoSandbox, warnUnsafeOnce } from './unsafe-mode.js';

/** The prefix of program agent kinds, e.g. `program:./bots/greedy`. */
export const programKindPrefix = 'program:';

const programOptions = {
  start_ms: { type: 'int', default: 5000, min: 1, description: 'time to answer start with ready, in ms' },
  decision_ms: { type: 'int', default: 1000, min: 1, description: 'time per decision, in ms' },
  bank_ms: { type: 'int', default: 10000, min: 0, description: 'reserve drawn on past decision_ms, in ms' },
  reply_bytes: { type: 'int', default: 65536, min: 64, description: 'longest answer line, in bytes' },
  log_bytes: { type: 'int', default: 4096, min: 0, description: 'longest log kept per move, in bytes' },
  memory_mb: { type: 'int', default: 512, min: 16, description: "memory of the program's processes, in MiB" },
  pids: { type: 'int', default: 64, min: 1, description: 'processes and threads it may have at once' },
  cpu_s: { type: 'int', default: 600, min: 1, description: 'CPU seconds over the whole match' },
} as const;

/** A parsed `program:` spec: the program's directory (absolute), its manifest and the protocol's options. */
export interface ProgramSpec {
  readonly dir: string;
  readonly manifest: ProgramManifest;
  readonly options: OptionValues<typeof programOptions>;
}

/** `program:<dir>`: a program run as a player over JSON lines, sandboxed (or not, with --unsafe-no-sandbox). */
export const programKind: AgentKind<ProgramSpec> = {
  kind: programKindPrefix,
  prefix: true,
  describe: {
    usage: `${programKindPrefix}<dir>`,
    summary:
      'a program in any language speaking the program protocol, e.g. program:./bots/greedy, or a pool program, program:pool/<game>/<id>',
    options: describeOptions(programOptions),
  },
  parse(spec, module) {
    const path = spec.kind.slice(programKindPrefix.length).trim();
    if (!path)
      throw new UsageError(`agent '${spec.kind}' names no directory: write program:<dir>, e.g. program:./bots/greedy`);
    const options = parseOptions(spec.kind, programOptions, spec.options);
    const dir = programPathDir(path, module.game.id);
    return { dir, manifest: readProgramManifest(dir), options };
  },
  check() {
    const support = sandboxSupport();
    if (!support.available && !unsafeNoSandbox()) {
      throw new UsageError(
        `cannot sandbox programs on this machine (${support.missing.join('; ')}); give --unsafe-no-sandbox to run them unsandboxed, only for programs you trust`,
      );
    }
  },
  create({ dir, manifest, options }, match) {
    const unsafe = unsafeNoSandbox();
    // Where the sandbox works it is used anyway; the warning is for programs that really run without one.
    if (unsafe && !sandboxSupport().available) warnUnsafeOnce();
    return programAgent({
      name: `${manifest.name}@${manifest.version}`,
      spec: {
        dir,
        argv: manifest.entry,
        limits: { memoryMb: options.memory_mb, pids: options.pids, cpuSeconds: options.cpu_s },
      },
      limits: {
        startMs: options.start_ms,
        decisionMs: options.decision_ms,
        bankMs: options.bank_ms,
        replyBytes: options.reply_bytes,
        logBytes: options.log_bytes,
      },
      start: {
        game: { id: match.game.id, version: match.game.version },
        params: match.params,
        seat: match.seat,
        players: match.players,
        seed: match.seed,
        rules: match.game.text.rules(match.params, match.seat, match.players),
      },
      unsafe,
    });
  },
};

/** The directory a `program:` path names for `game`: a pool program's materialised one, or the path made absolute. */
export function programPathDir(path: string, game: string): string {
  return path.startsWith(poolPathPrefix) ? poolProgramDir(path, game) : resolve(path);
}

/** The directory of a `program:` spec (options allowed) for `game`; undefined for a spec of another kind. */
export function programSpecDir(spec: string, game: string): string | undefined {
  const { kind } = parseAgentSpec(spec);
  return kind.startsWith(programKindPrefix)
    ? programPathDir(kind.slice(programKindPrefix.length).trim(), game)
    : undefined;
}

/** `spec` (a `program:` spec) naming `dir` instead, its options kept. */
export function withProgramDir(spec: string, dir: string): string {
  const trimmed = spec.trim();
  const options = trimmed.indexOf('?');
  return `${programKindPrefix}${dir}${options < 0 ? '' : trimmed.slice(options)}`;
}

/** The materialised directory of pool program `path` (`pool/<game>/<id>`), which must belong to the game played. */
function poolProgramDir(path: string, game: string): string {
  const pool = path.split('/')[1];
  if (pool && pool !== game) throw new UsageError(`program:${path} is in the pool of ${pool}, not of ${game}`);
  return resolvePoolPath(path).dir;
}
