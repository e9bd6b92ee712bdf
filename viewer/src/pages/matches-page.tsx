// Every stored match, run or not (e.g. `xparena play`), one page at a time.
import { api } from '../api.js';
import { LoadState } from '../components/load-state.js';
import { MatchesTable } from '../components/matches-table.js';
import { Pager } from '../components/pager.js';
import { routeHref } from '../router.js';
import { useApi } from '../use-api.js';

const pageSize = 50;

/** The store's matches with links to their replays. */
export function MatchesPage({ page }: { readonly page: number }) {
  const matches = useApi((signal) => api.matches(page * pageSize, pageSize, signal), [page]);
  return (
    <section>
      <h1>Matches</h1>
      <LoadState state={matches} />
      {matches.data ? (
        <>
          <MatchesTable matches={matches.data.items} />
          <Pager
            page={page}
            limit={pageSize}
            total={matches.data.total}
            href={(target) => routeHref({ type: 'matches', page: target })}
          />
        </>
      ) : null}
    </section>
  );
}
