// Every stored match, run or not (e.g. `xparena play`), one page at a time.
import { api } from '../api.js';
import { LoadState } from '../components/load-state.js';
import { MatchesPager } from '../components/matches-pager.js';
import { MatchesTable } from '../components/matches-table.js';
import { type MatchesAt, routeHref } from '../router.js';
import { useApi } from '../use-api.js';

const pageSize = 50;

/** The store's matches with links to their replays, the page starting `at`. */
export function MatchesPage({ at }: { readonly at?: MatchesAt }) {
  const matches = useApi((signal) => api.matches(at, pageSize, signal), [at]);
  return (
    <section>
      <h1>Matches</h1>
      <LoadState state={matches} />
      {matches.data ? (
        <>
          <MatchesTable matches={matches.data.items} />
          <MatchesPager page={matches.data} href={(target) => routeHref({ type: 'matches', at: target })} />
        </>
      ) : null}
    </section>
  );
}
