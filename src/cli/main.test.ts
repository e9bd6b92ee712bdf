import { describe, expect, it } from 'vitest';
import { buildProgram, commandName } from './main.js';
import { runCli } from './test-cli.js';

describe('the command a user runs', () => {
  it('is the first word that is neither a global option nor the value of --home', () => {
    expect(commandName(['runs'])).toBe('runs');
    expect(commandName(['--home', 'runs', 'matches', '--run', 'x'])).toBe('matches');
    expect(commandName(['--home=dir', '--unsafe-no-sandbox', 'play', 'snake'])).toBe('play');
    expect(commandName(['--help'])).toBeUndefined();
    expect(commandName([])).toBeUndefined();
  });

  it('is the only command registered when it is known; otherwise every command is', async () => {
    const names = (program: Awaited<ReturnType<typeof buildProgram>>) =>
      program.commands.map((command) => command.name());
    expect(names(await buildProgram(['--home', 'h', 'export', 'sft']))).toEqual(['export', 'import']);
    const every = names(await buildProgram(['rnus']));
    expect(every).toEqual(names(await buildProgram()));
    expect(every).toEqual(expect.arrayContaining(['demo', 'runs', 'view', 'doctor', 'import']));
    expect((await runCli(['rnus'])).stderr).toContain('(Did you mean runs?)');
    expect((await runCli(['help', 'runs'])).stdout).toContain('Usage: xparena runs');
    expect(names(await buildProgram(['--version']))).toEqual([]);
    expect((await runCli(['--version'])).stdout).toMatch(/^\d+\.\d+\.\d+/);
  });
});
