// Ctrl-C for long commands: the first stops after the current step (finished matches are already stored), the second
// exits at once.

/** A signal aborted by the first SIGINT, after printing `message`; call `dispose` when the command ends. */
export function interruptOnSigint(message: string): { readonly signal: AbortSignal; dispose(): void } {
  const controller = new AbortController();
  const onSignal = () => {
    if (controller.signal.aborted) process.exit(130);
    console.error(`\ninterrupted: stopping; ${message}`);
    controller.abort();
  };
  process.on('SIGINT', onSignal);
  return { signal: controller.signal, dispose: () => process.off('SIGINT', onSignal) };
}
