// A tiny hash router: the app's pages live under `#/…`, so the server serves one index.html for all.
import { useEffect, useState } from 'react';

/** Where a list of matches starts: after or before a listed match (by id), or at its end; at its start when absent. */
export type MatchesAt = { readonly after: string } | { readonly before: string } | { readonly last: true };

/** A parsed location of the app. */
export type Route =
  | { readonly type: 'runs'; readonly page: number }
  | { readonly type: 'run'; readonly id: string; readonly at?: MatchesAt }
  | { readonly type: 'experience'; readonly id: string; readonly snapshot?: string }
  | { readonly type: 'matches'; readonly at?: MatchesAt }
  | { readonly type: 'match'; readonly id: string; readonly step: number }
  | { readonly type: 'play'; readonly game?: string }
  | { readonly type: 'compare'; readonly runs: readonly string[]; readonly by: string }
  | { readonly type: 'not-found'; readonly hash: string };

function nonNegative(text: string | null): number {
  const value = Number(text ?? 0);
  return Number.isSafeInteger(value) && value >= 0 ? value : 0;
}

/** The `after`, `before` or `last=1` parameter of a matches list, as the API takes them. */
function matchesAt(parameters: URLSearchParams): { readonly at?: MatchesAt } {
  const after = parameters.get('after');
  const before = parameters.get('before');
  if (after) return { at: { after } };
  if (before) return { at: { before } };
  return parameters.get('last') === '1' ? { at: { last: true } } : {};
}

/** The query of a matches list starting `at`. */
function matchesQuery(at: MatchesAt | undefined): string {
  if (!at) return '';
  if ('after' in at) return `?after=${encodeURIComponent(at.after)}`;
  if ('before' in at) return `?before=${encodeURIComponent(at.before)}`;
  return '?last=1';
}

/** Parses a location hash such as `#/matches/abc?step=3`; unknown hashes give `not-found`, an empty one the runs list. */
export function parseRoute(hash: string): Route {
  const text = hash.replace(/^#/, '');
  const [path = '', search = ''] = text.split('?', 2);
  const parameters = new URLSearchParams(search);
  const parts = path
    .split('/')
    .filter((part) => part !== '')
    .map((part) => decodeURIComponent(part));
  const page = nonNegative(parameters.get('page'));
  if (parts.length === 0 || (parts.length === 1 && parts[0] === 'runs')) return { type: 'runs', page };
  if (parts[0] === 'runs' && parts.length === 2 && parts[1])
    return { type: 'run', id: parts[1], ...matchesAt(parameters) };
  if (parts[0] === 'runs' && parts.length === 3 && parts[1] && parts[2] === 'experience') {
    const snapshot = parameters.get('snapshot');
    return snapshot ? { type: 'experience', id: parts[1], snapshot } : { type: 'experience', id: parts[1] };
  }
  if (parts[0] === 'matches' && parts.length === 1) return { type: 'matches', ...matchesAt(parameters) };
  if (parts[0] === 'matches' && parts.length === 2 && parts[1]) {
    return { type: 'match', id: parts[1], step: nonNegative(parameters.get('step')) };
  }
  if (parts[0] === 'compare' && parts.length === 1) {
    const runs = (parameters.get('runs') ?? '').split(',').filter((id) => id !== '');
    return { type: 'compare', runs, by: parameters.get('by') ?? 'run' };
  }
  if (parts[0] === 'play' && parts.length === 1) {
    const game = parameters.get('game');
    return game ? { type: 'play', game } : { type: 'play' };
  }
  return { type: 'not-found', hash };
}

/** The hash of a route (the inverse of `parseRoute` for every route but `not-found`). */
export function routeHref(route: Route): string {
  const page = (value: number) => (value > 0 ? `?page=${value}` : '');
  switch (route.type) {
    case 'runs':
      return `#/runs${page(route.page)}`;
    case 'run':
      return `#/runs/${encodeURIComponent(route.id)}${matchesQuery(route.at)}`;
    case 'experience':
      return `#/runs/${encodeURIComponent(route.id)}/experience${
        route.snapshot ? `?snapshot=${encodeURIComponent(route.snapshot)}` : ''
      }`;
    case 'matches':
      return `#/matches${matchesQuery(route.at)}`;
    case 'match':
      return `#/matches/${encodeURIComponent(route.id)}${route.step > 0 ? `?step=${route.step}` : ''}`;
    case 'play':
      return `#/play${route.game ? `?game=${encodeURIComponent(route.game)}` : ''}`;
    case 'compare':
      return `#/compare?runs=${route.runs.map(encodeURIComponent).join(',')}${route.by === 'run' ? '' : `&by=${encodeURIComponent(route.by)}`}`;
    case 'not-found':
      return route.hash;
  }
}

/** The current route, re-rendering on every hash change. */
export function useRoute(): Route {
  const [route, setRoute] = useState(() => parseRoute(window.location.hash));
  useEffect(() => {
    const update = () => setRoute(parseRoute(window.location.hash));
    window.addEventListener('hashchange', update);
    return () => window.removeEventListener('hashchange', update);
  }, []);
  return route;
}

/** Replaces the current hash without a history entry (the replay cursor moves often). */
export function replaceRoute(route: Route): void {
  const href = routeHref(route);
  if (window.location.hash !== href) window.history.replaceState(null, '', href);
}
