// Where a static export of a run (`xparena view --export`) keeps its answers, shared by the writer (static-export.ts)
// and the app that reads them (viewer/src/static-api.ts). Browsers refuse fetch() and module scripts on file:// pages,
// so every answer is a classic script, `data/<path>.js`, that hands the API's answer to the app's callback.

/** The global `data/manifest.js` sets; the app reads the export instead of the API when it is there. */
export const EXPORT_MANIFEST_GLOBAL = 'xparenaExport';

/** The global function every data file calls with its file name, the API's status and its JSON answer. */
export const EXPORT_DATA_CALLBACK = 'xparenaData';

/** The manifest's file, which the exported index.html loads before the app. */
export const EXPORT_MANIFEST_FILE = 'data/manifest.js';

/** What `data/manifest.js` says about the export. */
export interface ExportManifest {
  /** The exported run's id: the app opens on its page. */
  readonly run: string;
  /** Steps per steps file (`matches/<id>/steps/<k>` holds steps [k·stepChunk, (k+1)·stepChunk)). */
  readonly stepChunk: number;
  readonly exportedAt: string;
}

/**
 * The data file holding the answer for the API path `segments` (e.g. `['runs', id, 'matches']`), relative to the
 * export: segments of plain characters are kept, any other is `~` and its UTF-8 bytes in hex, so no id can name a path
 * outside `data/` or one a file system or URL reads differently.
 */
export function exportDataFile(segments: readonly (string | number)[]): string {
  return `data/${segments.map((segment) => fileSegment(String(segment))).join('/')}.js`;
}

function fileSegment(segment: string): string {
  if (/^[A-Za-z0-9_-][A-Za-z0-9._-]{0,99}$/.test(segment)) return segment;
  const hex = Array.from(new TextEncoder().encode(segment), (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `~${hex}`;
}
