// Previous/next links over a paginated list, so long lists (10,000 matches) only ever load one page.

/** Page links for `total` items shown `limit` at a time; `href(page)` builds each page's hash. */
export function Pager({
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
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label="pages">
      {page > 0 ? <a href={href(0)}>« first</a> : <span>« first</span>}
      {page > 0 ? <a href={href(page - 1)}>‹ previous</a> : <span>‹ previous</span>}
      <span className="pager-position">
        page {Math.min(page, pages - 1) + 1} of {pages} ({total} in all)
      </span>
      {page < pages - 1 ? <a href={href(page + 1)}>next ›</a> : <span>next ›</span>}
      {page < pages - 1 ? <a href={href(pages - 1)}>last »</a> : <span>last »</span>}
    </nav>
  );
}
