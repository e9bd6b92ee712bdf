// A report plot rendered live in the browser: the Vega-Lite spec is compiled and handed to a Vega view (SVG renderer),
// its expressions interpreted (see vega-interpreter.ts) because the viewer's CSP allows no eval.
import { useEffect, useRef, useState } from 'react';
import type { Spec, View } from 'vega';
import type { TopLevelSpec } from 'vega-lite';
import { vegaInterpreter } from './vega-interpreter.js';

/** One interactive plot (tooltips, the spec's own selections); shows the error text when the spec does not compile. */
export function VegaPlot({ title, spec }: { readonly title: string; readonly spec: unknown }) {
  const container = useRef<HTMLDivElement>(null);
  const [error, setError] = useState<string>();
  useEffect(() => {
    let view: View | undefined;
    let cancelled = false;
    // Vega is loaded on demand so pages without plots stay light.
    Promise.all([import('vega'), import('vega-lite')])
      .then(([vega, vegaLite]) => {
        const element = container.current;
        if (cancelled || !element) return;
        const compiled = vegaLite.compile(spec as TopLevelSpec).spec as Spec;
        // The viewer's CSP forbids eval, so expressions are interpreted from their syntax trees.
        view = new vega.View(vega.parse(compiled, undefined, { ast: true }), {
          renderer: 'svg',
          container: element,
          hover: true,
          expr: vegaInterpreter,
        });
        return view.runAsync();
      })
      .catch((cause: unknown) => {
        if (!cancelled) setError(cause instanceof Error ? cause.message : String(cause));
      });
    return () => {
      cancelled = true;
      view?.finalize();
    };
  }, [spec]);
  return (
    <figure className="vega-plot">
      <figcaption>{title}</figcaption>
      {error ? <p className="error">Plot failed: {error}</p> : null}
      <div ref={container} />
    </figure>
  );
}
