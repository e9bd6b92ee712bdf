// The viewer's shell: header, API version check, and the page the hash route names.
import { VIEWER_API_VERSION } from '../../src/server/viewer-api.js';
import { api } from './api.js';
import { ComparePage } from './pages/compare-page.js';
import { ExperiencePage } from './pages/experience-page.js';
import { MatchPage } from './pages/match-page.js';
import { MatchesPage } from './pages/matches-page.js';
import { PlayPage } from './pages/play-page.js';
import { RunPage } from './pages/run-page.js';
import { RunsPage } from './pages/runs-page.js';
import { type Route, routeHref, useRoute } from './router.js';
import { useApi } from './use-api.js';

function Page({ route }: { readonly route: Route }) {
  switch (route.type) {
    case 'runs':
      return <RunsPage page={route.page} />;
    case 'run':
      return <RunPage key={route.id} id={route.id} at={route.at} />;
    case 'experience':
      return <ExperiencePage key={route.id} id={route.id} snapshot={route.snapshot} />;
    case 'matches':
      return <MatchesPage at={route.at} />;
    case 'match':
      return <MatchPage key={route.id} id={route.id} step={route.step} />;
    case 'play':
      return <PlayPage game={route.game} />;
    case 'compare':
      return <ComparePage runs={route.runs} by={route.by} />;
    case 'not-found':
      return (
        <p>
          No page at {route.hash}. <a href={routeHref({ type: 'runs', page: 0 })}>Go to the runs.</a>
        </p>
      );
  }
}

/** The whole app. */
export function App() {
  const route = useRoute();
  const info = useApi((signal) => api.info(signal), []);
  return (
    <>
      <header className="top">
        <a className="brand" href={routeHref({ type: 'runs', page: 0 })}>
          xparena
        </a>
        <a href={routeHref({ type: 'runs', page: 0 })}>runs</a>
        <a href={routeHref({ type: 'matches' })}>matches</a>
        <a href={routeHref({ type: 'play' })}>play</a>
        {info.data ? <span className="home">store: {info.data.home}</span> : null}
      </header>
      {info.data && info.data.apiVersion !== VIEWER_API_VERSION ? (
        <p className="warning" role="alert">
          The server speaks API version {info.data.apiVersion}; this app was built for version {VIEWER_API_VERSION}.
          Some views may be wrong: rebuild the viewer.
        </p>
      ) : null}
      {info.error ? <p className="error">Cannot reach the viewer API: {info.error}</p> : null}
      <main>
        <Page route={route} />
      </main>
    </>
  );
}
