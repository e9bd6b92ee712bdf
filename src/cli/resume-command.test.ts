import { describe, expect, it } from 'vitest';
import { commandLine } from './resume-command.js';

describe('commandLine', () => {
  it('writes the arguments as a user would type them again, quoting only what the shell needs', () => {
    expect(commandLine(['episodes', 'snake', '-a', 'mcts?iterations=50', '--param', "name=it's"])).toBe(
      "xparena episodes snake -a 'mcts?iterations=50' --param 'name=it'\\''s'",
    );
  });
});
