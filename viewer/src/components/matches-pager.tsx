// The pager of a matches list, by keyset: the next page starts after the shown page's last match, the previous one
// before its first, and the last page is read from the end, so every page loads as fast however deep it lies.
import type { MatchSummary, Page } from '../../../src/server/viewer-api.js';
import type { MatchesAt } from '../router.js';
import { Pager } from './pager.js';

/** Links around the shown `page` of matches (its `offset` is its position); `href(at)` builds each page's hash. */
export function MatchesPager({
  page,
  href,
}: {
  readonly page: Page<MatchSummary>;
  readonly href: (at?: MatchesAt) => string;
}) {
  const { offset, total, items } = page;
  const first = items[0];
  const last = items.at(-1);
  const before = offset > 0;
  const after = offset + items.length < total;
  const position =
    items.length === 0
      ? `no matches here (${total} in all)`
      : `matches ${offset + 1}–${offset + items.length} of ${total}`;
  return (
    <Pager
      position={position}
      links={{
        ...(before ? { first: href(), previous: first ? href({ before: first.id }) : href({ last: true }) } : {}),
        ...(after && last ? { next: href({ after: last.id }), last: href({ last: true }) } : {}),
      }}
    />
  );
}
