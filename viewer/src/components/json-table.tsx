// Shows JSON of unknown shape readably: a list of flat objects as a table, anything else pretty-printed.
import { formatNumber, prettyJson, shortJson } from '../format.js';

function isFlatObject(value: unknown): value is Readonly<Record<string, unknown>> {
  return (
    value !== null &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    Object.values(value).every((field) => field === null || typeof field !== 'object')
  );
}

function cell(value: unknown): string {
  if (typeof value === 'number') return formatNumber(value, 3);
  return value === undefined ? '' : shortJson(value, 60);
}

/** A table when `value` is an array of flat objects (columns in first-seen order), else a <pre> of its JSON. */
export function JsonTable({ value }: { readonly value: unknown }) {
  if (!Array.isArray(value) || value.length === 0 || !value.every(isFlatObject)) {
    return <pre className="json">{prettyJson(value)}</pre>;
  }
  const rows = value as readonly Readonly<Record<string, unknown>>[];
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  return (
    <table className="json-table">
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column}>{column}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are shown in the server's order and never reorder
          <tr key={index}>
            {columns.map((column) => (
              <td key={column}>{cell(row[column])}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
