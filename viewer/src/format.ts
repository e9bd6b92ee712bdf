// Number and value formatting shared by the pages, so every table prints costs, rates and scores alike.

/** Dollars with enough digits for sub-cent model calls. */
export function formatCost(usd: number): string {
  if (usd === 0) return '$0';
  return usd < 0.01 ? `$${usd.toFixed(4)}` : `$${usd.toFixed(2)}`;
}

/** A number with at most `digits` decimals, trailing zeros dropped. */
export function formatNumber(value: number, digits = 2): string {
  if (!Number.isFinite(value)) return String(value);
  return String(Number(value.toFixed(digits)));
}

/** A number to `digits` significant digits, e.g. 0.0123456 as 0.0123 and 1234.5 as 1230. */
export function formatSignificant(value: number, digits = 3): string {
  if (!Number.isFinite(value)) return String(value);
  return String(Number(value.toPrecision(digits)));
}

/** A rate in [0, 1] as a percentage. */
export function formatPercent(rate: number): string {
  return `${formatNumber(rate * 100, 1)}%`;
}

/** Any JSON value as indented text (strings as they are). */
export function prettyJson(value: unknown): string {
  if (typeof value === 'string') return value;
  return JSON.stringify(value, null, 2) ?? String(value);
}

/** A JSON value on one line, cut to `limit` characters. */
export function shortJson(value: unknown, limit = 80): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  return text.length > limit ? `${text.slice(0, limit - 1)}…` : text;
}
