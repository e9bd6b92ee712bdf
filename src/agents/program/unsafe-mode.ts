// `--unsafe-no-sandbox`: the CLI sets XPARENA_UNSAFE_NO_SANDBOX=1 for the whole process (and the workers it forks).

/** The environment variable a run sets when the user allowed programs to run without a sandbox. */
export const unsafeNoSandboxVariable = 'XPARENA_UNSAFE_NO_SANDBOX';

/** True when this run may start programs without a sandbox; no side effects. */
export function unsafeNoSandbox(): boolean {
  return process.env[unsafeNoSandboxVariable] === '1';
}

let warned = false;

/** Says once per process, on stderr, that programs run unsandboxed. */
export function warnUnsafeOnce(): void {
  if (warned) return;
  warned = true;
  process.stderr.write(
    'xparena: warning: --unsafe-no-sandbox: programs run without a sandbox, with all of this user’s rights\n',
  );
}
