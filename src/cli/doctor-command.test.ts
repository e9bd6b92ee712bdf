import { describe, expect, it } from 'vitest';
import { hostilePrograms } from '../sandbox/hostile-programs.js';
import { sandboxSupport } from '../sandbox/spawn-program.js';
import { type DoctorCheck, doctorReport } from './doctor-command.js';
import { runCli } from './test-cli.js';

const support = sandboxSupport();

describe('xparena doctor', () => {
  it('reports each requirement and exits 0 exactly when programs can be sandboxed', async () => {
    const result = await runCli(['doctor']);
    for (const name of [
      'user namespaces',
      'bubblewrap',
      'cgroup memory',
      'cgroup pids',
      'prlimit',
      'chromium',
      'redis-server',
    ]) {
      expect(result.stdout).toMatch(new RegExp(`^(ok|missing|MISSING) +${name} `, 'm'));
    }
    expect(result.code).toBe(support.available ? 0 : 1);
    expect(result.stdout).toContain(support.available ? 'sandbox: usable' : 'sandbox: NOT usable');
  });

  it('fails when a required check is missing and says what to install, but not for optional tools', () => {
    const check = (name: string, ok: boolean, required: boolean): DoctorCheck => ({
      name,
      ok,
      required,
      detail: ok ? 'fine' : 'not found',
      fix: `apt-get install ${name}`,
    });
    const optionalMissing = doctorReport([check('bubblewrap', true, true), check('redis-server', false, false)]);
    expect(optionalMissing.usable).toBe(true);
    expect(optionalMissing.text).toMatch(/^missing +redis-server +not found: apt-get install redis-server$/m);
    const requiredMissing = doctorReport([check('bubblewrap', false, true), check('redis-server', true, false)]);
    expect(requiredMissing.usable).toBe(false);
    expect(requiredMissing.text).toMatch(/^MISSING +bubblewrap +not found: apt-get install bubblewrap$/m);
    expect(requiredMissing.text).toContain('sandbox: NOT usable');
  });

  it.runIf(support.available)(
    '--sandbox runs the hostile-program suite and reports every case contained',
    async () => {
      const result = await runCli(['doctor', '--sandbox']);
      expect(result.code).toBe(0);
      for (const program of hostilePrograms) expect(result.stdout).toContain(`  contained  ${program.name}: `);
      expect(result.stdout).toMatch(/contained {2}memory hog: memory limit/);
      expect(result.stdout).toMatch(/contained {2}fork bomb: pids limit/);
    },
    30_000,
  );
});
