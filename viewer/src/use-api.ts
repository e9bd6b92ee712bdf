// One hook for "load this from the API when these inputs change", with cancellation of stale requests.
import { type DependencyList, useEffect, useState } from 'react';

/** The state of one load: loading (data kept from the previous inputs meanwhile), loaded, or failed. */
export interface ApiState<T> {
  readonly data: T | undefined;
  readonly error: string | undefined;
  readonly loading: boolean;
}

/** Runs `load` whenever `dependencies` change, aborting the previous request. */
export function useApi<T>(load: (signal: AbortSignal) => Promise<T>, dependencies: DependencyList): ApiState<T> {
  const [state, setState] = useState<ApiState<T>>({ data: undefined, error: undefined, loading: true });
  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({ data: previous.data, error: undefined, loading: true }));
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ data, error: undefined, loading: false });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ data: undefined, error: error instanceof Error ? error.message : String(error), loading: false });
      },
    );
    return () => controller.abort();
    // biome-ignore lint/correctness/useExhaustiveDependencies: the caller lists what `load` depends on
  }, dependencies);
  return state;
}
