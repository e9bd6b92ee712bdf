// What a page shows while its data loads or when the API answered an error.
import type { ApiState } from '../use-api.js';

/** "Loading…" or the error of `state`; nothing once it has data. */
export function LoadState({ state }: { readonly state: ApiState<unknown> }) {
  if (state.error !== undefined) {
    return (
      <p className="error" role="alert">
        Error: {state.error}
      </p>
    );
  }
  if (state.data === undefined && state.loading) return <p className="loading">Loading…</p>;
  return null;
}
