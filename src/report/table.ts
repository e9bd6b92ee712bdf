/** Renders rows as a plain-text table with aligned columns (numbers right-aligned). */
export function formatTable(headers: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  const cells = [headers, ...rows.map((row) => row.map(String))];
  const numeric = headers.map(
    (_, column) => rows.length > 0 && rows.every((row) => /^(-?[\d.]+%?|-)$/.test(String(row[column]))),
  );
  const widths = headers.map((_, column) => Math.max(...cells.map((row) => (row[column] ?? '').length)));
  const render = (row: readonly string[]) =>
    row
      .map((cell, column) => (numeric[column] ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0)))
      .join('  ')
      .trimEnd();
  return [render(headers), widths.map((width) => '-'.repeat(width)).join('  '), ...cells.slice(1).map(render)].join(
    '\n',
  );
}

/** A number with a fixed count of decimals, for tables. */
export function fixed(value: number, digits = 2): string {
  return Number.isFinite(value) ? value.toFixed(digits) : '-';
}
