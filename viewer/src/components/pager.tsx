// Links between the pages of a long list (10,000 matches), so that it only ever loads one page.

/** The hashes of the first, previous, next and last pages; each absent where the shown page is that page already. */
export interface PagerLinks {
  readonly first?: string;
  readonly previous?: string;
  readonly next?: string;
  readonly last?: string;
}

/** Page links and where the shown page sits (`position`); nothing when the list fits on one page. */
export function Pager({ position, links }: { readonly position: string; readonly links: PagerLinks }) {
  if (!links.first && !links.previous && !links.next && !links.last) return null;
  const link = (href: string | undefined, text: string) => (href ? <a href={href}>{text}</a> : <span>{text}</span>);
  return (
    <nav className="pager" aria-label="pages">
      {link(links.first, '« first')}
      {link(links.previous, '‹ previous')}
      <span className="pager-position">{position}</span>
      {link(links.next, 'next ›')}
      {link(links.last, 'last »')}
    </nav>
  );
}

/** Page `page` of `total` items shown `limit` at a time, paged by number; `href(page)` builds each page's hash. */
export function NumberedPager({
  page,
  limit,
  total,
  href,
}: {
  readonly page: number;
  readonly limit: number;
  readonly total: number;
  readonly href: (page: number) => string;
}) {
  const pages = Math.max(1, Math.ceil(total / limit));
  const links: PagerLinks =
    pages <= 1
      ? {}
      : {
          ...(page > 0 ? { first: href(0), previous: href(page - 1) } : {}),
          ...(page < pages - 1 ? { next: href(page + 1), last: href(pages - 1) } : {}),
        };
  return <Pager position={`page ${Math.min(page, pages - 1) + 1} of ${pages} (${total} in all)`} links={links} />;
}
