// Sizes a report's Vega-Lite spec to the page: the reports render at fixed pixel sizes, the viewer at the width of the
// element the plot sits in. The spec is copied, never changed.

/** The few top-level fields of a Vega-Lite spec this module reads. */
interface SizedSpec {
  readonly data?: { readonly values?: readonly Readonly<Record<string, unknown>>[] };
  readonly facet?: { readonly column?: { readonly field?: string } };
  readonly spec?: Readonly<Record<string, unknown>>;
  readonly [field: string]: unknown;
}

/** Pixels a faceted plot keeps for its axis, title and legend, and between two panels. */
const facetFrame = 90;
const facetGap = 30;
const smallestPanel = 160;

/**
 * `spec` drawn `width` px wide: a single or layered view takes its container's width (and follows it when the window
 * resizes), a faceted one shares the width out between its column panels.
 */
export function fitToWidth(spec: object, width: number): object {
  const { facet, spec: inner, data } = spec as SizedSpec;
  if (facet === undefined || inner === undefined)
    return { ...spec, width: 'container', autosize: { type: 'fit-x', contains: 'padding' } };
  const field = facet.column?.field;
  const panels = field === undefined ? 1 : new Set((data?.values ?? []).map((row) => row[field])).size;
  const panel = Math.floor((width - facetFrame) / Math.max(1, panels)) - facetGap;
  return { ...spec, spec: { ...inner, width: Math.max(smallestPanel, panel) } };
}
