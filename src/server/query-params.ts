// Reading the viewer API's query parameters: integers within bounds, or a 400 that names the parameter.
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';

/** The largest page the API serves, and the default. */
export const maxPageLimit = 500;
export const defaultPageLimit = 50;

/** A 400 answer (`{ error }`) saying what was wrong with the request. */
export function badRequest(message: string): HTTPException {
  return new HTTPException(400, { message });
}

/** A 404 answer (`{ error }`) for an id that is not in the store. */
export function notFound(message: string): HTTPException {
  return new HTTPException(404, { message });
}

/** The integer query parameter `name` in [min, max], `fallback` when absent; 400 when it is not such an integer. */
export function intQuery(c: Context, name: string, fallback: number, min: number, max: number): number {
  const text = c.req.query(name);
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!/^-?\d+$/.test(text) || !Number.isSafeInteger(value) || value < min || value > max)
    throw badRequest(`${name} must be an integer between ${min} and ${max}, got '${text}'`);
  return value;
}

/** `limit` (1–500, default 50) of a paged route. */
export function pageLimit(c: Context): number {
  return intQuery(c, 'limit', defaultPageLimit, 1, maxPageLimit);
}

/** `offset` (≥ 0, default 0) and `limit` (1–500, default 50) of a paged route. */
export function pageQuery(c: Context): { offset: number; limit: number } {
  return { offset: intQuery(c, 'offset', 0, 0, Number.MAX_SAFE_INTEGER), limit: pageLimit(c) };
}

/** A path parameter as an integer ≥ 0; 400 otherwise. */
export function intParam(c: Context, name: string): number {
  const text = c.req.param(name) ?? '';
  const value = Number(text);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(value))
    throw badRequest(`${name} must be an integer ≥ 0, got '${text}'`);
  return value;
}
