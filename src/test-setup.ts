// Runs before every test file. Files share a worker's modules (vitest.config.ts), so each file gets back the process
// state it found: the environment (commands set variables such as the pools directory), the exit code and whether
// the standard streams pass for a terminal.
import { afterAll } from 'vitest';

const environment = { ...process.env };
const exitCode = process.exitCode;
const terminal = { stdin: process.stdin.isTTY, stdout: process.stdout.isTTY };

afterAll(() => {
  for (const name of Object.keys(process.env)) if (!(name in environment)) delete process.env[name];
  Object.assign(process.env, environment);
  process.exitCode = exitCode;
  Object.assign(process.stdin, { isTTY: terminal.stdin });
  Object.assign(process.stdout, { isTTY: terminal.stdout });
});
