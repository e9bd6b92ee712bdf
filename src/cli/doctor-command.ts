import { accessSync, constants } from 'node:fs';
import { join } from 'node:path';
import type { Command } from 'commander';
import { formatTable } from '../report/table.js';
import { hostilePrograms } from '../sandbox/hostile-programs.js';
import { runHostileProgram } from '../sandbox/run-hostile-program.js';
import { type SandboxCheck, sandboxChecks } from '../sandbox/sandbox-support.js';

/** A doctor check; `required` ones decide whether programs can be sandboxed, the others only some features. */
export interface DoctorCheck extends SandboxCheck {
  readonly required: boolean;
}

/** The sandbox's checks and the optional tools (chromium for the browser tests, redis-server for the queue). */
export function doctorChecks(): DoctorCheck[] {
  return [
    ...sandboxChecks().map((check) => ({ ...check, required: true })),
    executableCheck('chromium', 'apt-get install chromium (the viewer tests drive it)'),
    executableCheck('redis-server', 'apt-get install redis-server (queued runs need it)'),
  ];
}

/** The report table, and whether every required check passed. */
export function doctorReport(checks: readonly DoctorCheck[]): { readonly text: string; readonly usable: boolean } {
  const rows = checks.map((check) => [
    check.ok ? 'ok' : check.required ? 'MISSING' : 'missing',
    check.name,
    check.ok || !check.fix ? check.detail : `${check.detail}: ${check.fix}`,
  ]);
  const usable = checks.every((check) => check.ok || !check.required);
  const verdict = usable
    ? 'sandbox: usable (programs run in bubblewrap with cgroup limits)'
    : 'sandbox: NOT usable: programs run only with --unsafe-no-sandbox, and only ones you trust';
  return { text: `${formatTable(['status', 'check', 'detail'], rows)}\n${verdict}`, usable };
}

/** `xparena doctor [--sandbox]`: what this machine offers; exits 1 when programs cannot be sandboxed. */
export function doctorCommand(program: Command): void {
  program
    .command('doctor')
    .description('check what this machine offers: the program sandbox (bubblewrap, cgroups, prlimit), chromium, redis')
    .option('--sandbox', 'also run the hostile-program suite in the sandbox')
    .action(async (options: { sandbox?: boolean }) => {
      const report = doctorReport(doctorChecks());
      console.log(report.text);
      let usable = report.usable;
      if (options.sandbox && !usable) console.log('\nhostile-program suite: skipped (no sandbox to run it in)');
      if (options.sandbox && usable) {
        console.log('\nhostile-program suite:');
        for (const hostile of hostilePrograms) {
          const outcome = await runHostileProgram(hostile);
          const how = outcome.exit.limit
            ? `${outcome.exit.limit} limit`
            : (outcome.exit.signal ?? `exit ${outcome.exit.code}`);
          const verdict =
            outcome.failures.length === 0 ? 'contained' : `NOT CONTAINED (${outcome.failures.join('; ')})`;
          console.log(
            `  ${verdict}  ${hostile.name}: ${how}, ended after ${outcome.containedMs} ms, kill took ${outcome.killMs} ms`,
          );
          if (outcome.failures.length > 0) usable = false;
        }
      }
      process.exitCode = usable ? 0 : 1;
    });
}

function executableCheck(name: string, fix: string): DoctorCheck {
  for (const dir of (process.env.PATH ?? '/usr/bin:/bin').split(':')) {
    try {
      accessSync(join(dir, name), constants.X_OK);
      return { name, ok: true, detail: join(dir, name), required: false };
    } catch {}
  }
  return { name, ok: false, detail: 'not found', fix, required: false };
}
