// Every chart of the viewer: a Vega-Lite spec compiled and handed to a Vega view (SVG renderer), its expressions
// evaluated by the vega-interpreter package because the viewer's CSP allows no eval.
import { useEffect, useRef, useState } from 'react';
import type { Spec, View } from 'vega';
import type { TopLevelSpec } from 'vega-lite';
import { fitToWidth } from './vega-fit.js';

/**
 * One interactive plot (tooltips, the spec's own selections); shows the error text when the spec does not compile.
 * `fit` sizes it to its container's width (a heatmap keeps its square cells with `fit` false); `signals` sets the
 * spec's parameters of those names on the live view, without drawing it anew; `plot` names it for the page's tests.
 */
export function VegaPlot({
  title,
  spec,
  fit = true,
  signals,
  plot,
}: {
  readonly title: string;
  readonly spec: unknown;
  readonly fit?: boolean;
  readonly signals?: Readonly<Record<string, unknown>>;
  readonly plot?: string;
}) {
  const container = useRef<HTMLDivElement>(null);
  const view = useRef<View>(undefined);
  const latestSignals = useRef(signals);
  latestSignals.current = signals;
  const [error, setError] = useState<string>();
  useEffect(() => {
    let cancelled = false;
    // Vega is loaded on demand so pages without plots stay light.
    Promise.all([import('vega'), import('vega-lite'), import('vega-interpreter')])
      .then(([vega, vegaLite, { expressionInterpreter }]) => {
        const element = container.current;
        if (cancelled || !element) return;
        const sized = fit ? fitToWidth(spec as object, element.clientWidth) : spec;
        const compiled = vegaLite.compile(sized as TopLevelSpec).spec as Spec;
        // The viewer's CSP forbids eval, so expressions are interpreted from their syntax trees.
        const created = new vega.View(vega.parse(compiled, undefined, { ast: true }), {
          renderer: 'svg',
          container: element,
          hover: true,
          expr: expressionInterpreter,
        });
        for (const [name, value] of Object.entries(latestSignals.current ?? {})) created.signal(name, value);
        view.current = created;
        return created.runAsync();
      })
      .catch((cause: unknown) => {
        if (!cancelled) setError(cause instanceof Error ? cause.message : String(cause));
      });
    return () => {
      cancelled = true;
      view.current?.finalize();
      view.current = undefined;
    };
  }, [spec, fit]);
  useEffect(() => {
    const live = view.current;
    if (!live || !signals) return;
    for (const [name, value] of Object.entries(signals)) live.signal(name, value);
    live.runAsync().catch((cause: unknown) => setError(cause instanceof Error ? cause.message : String(cause)));
  }, [signals]);
  return (
    // The spec draws its own title, so `title` only names the figure for assistive technology.
    <figure className="vega-plot" data-plot={plot} aria-label={title}>
      {error ? <p className="error">Plot failed: {error}</p> : null}
      <div ref={container} className="vega-container" />
    </figure>
  );
}
