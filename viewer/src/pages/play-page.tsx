// Where a person plays any game of the registry against built-in agents: the observation, the legal actions as buttons,
// free text for any other action, and the result; each finished match is stored (run human-play) as a `human` seat.
import { type FormEvent, useState } from 'react';
import type { InfoResponse, PlayState } from '../../../src/server/viewer-api.js';
import { api, playApi } from '../api.js';
import { LoadState } from '../components/load-state.js';
import { formatNumber } from '../format.js';
import { routeHref } from '../router.js';
import { useApi } from '../use-api.js';

/** Legal actions shown as buttons at once; more are found with the filter. */
const buttonCount = 60;

/** The play page: a form to start a match, then the match itself. */
export function PlayPage({ game }: { readonly game?: string }) {
  const session = useApi((signal) => playApi.session(signal), []);
  const info = useApi((signal) => api.info(signal), []);
  const [play, setPlay] = useState<PlayState>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const token = session.data?.token;

  /** Runs one request to the server, showing its error and keeping the page usable. */
  async function send(request: () => Promise<PlayState>): Promise<void> {
    setBusy(true);
    setError(undefined);
    try {
      setPlay(await request());
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="play-page">
      <h1>Play</h1>
      <LoadState state={session} />
      {session.data && !session.data.enabled ? (
        <p className="warning" role="alert">
          Playing is off on this viewer: {session.data.reason}.
        </p>
      ) : null}
      {error ? (
        <p className="error" role="alert">
          {error}
        </p>
      ) : null}
      {token && info.data && !play ? (
        <StartForm
          games={info.data.games}
          game={game}
          busy={busy}
          onStart={(request) => send(() => playApi.start(token, request))}
        />
      ) : null}
      {token && play ? (
        <Match
          play={play}
          busy={busy}
          onAct={(text) => send(() => playApi.act(token, play.id, text))}
          onQuit={() => send(() => playApi.quit(token, play.id))}
          onAgain={() => setPlay(undefined)}
        />
      ) : null}
    </section>
  );
}

function StartForm({
  games,
  game,
  busy,
  onStart,
}: {
  readonly games: InfoResponse['games'];
  readonly game: string | undefined;
  readonly busy: boolean;
  readonly onStart: (request: Parameters<typeof playApi.start>[1]) => void;
}) {
  const [chosen, setChosen] = useState(game ?? games[0]?.id ?? '');
  const [name, setName] = useState('');
  const [seed, setSeed] = useState('');
  const [params, setParams] = useState('');
  const players = Number(games.find((entry) => entry.id === chosen)?.players.split(',')[0] ?? 1);
  const [opponents, setOpponents] = useState('');
  const opponentList = (
    opponents.trim() ||
    Array(Math.max(0, players - 1))
      .fill('random')
      .join(',')
  )
    .split(',')
    .map((spec) => spec.trim())
    .filter(Boolean);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parameters = Object.fromEntries(
      params
        .split(',')
        .map((pair) => pair.trim())
        .filter(Boolean)
        .map((pair) => {
          const [key = '', ...value] = pair.split('=');
          const text = value.join('=').trim();
          return [key.trim(), text !== '' && Number.isFinite(Number(text)) ? Number(text) : text];
        }),
    );
    onStart({
      game: chosen,
      name: name.trim(),
      opponents: opponentList,
      ...(seed.trim() ? { seed: Number(seed) } : {}),
      ...(Object.keys(parameters).length ? { params: parameters } : {}),
    });
  }

  return (
    <form className="play-start" onSubmit={submit}>
      <label>
        game{' '}
        <select aria-label="game" value={chosen} onChange={(event) => setChosen(event.target.value)}>
          {games.map((entry) => (
            <option key={entry.id} value={entry.id}>
              {entry.id}
            </option>
          ))}
        </select>
      </label>
      <label>
        your name{' '}
        <input
          aria-label="your name"
          value={name}
          required
          pattern="[\p{L}\p{N}_.\-]{1,32}"
          placeholder="letters, digits, _ - ."
          onChange={(event) => setName(event.target.value)}
        />
      </label>
      <label>
        opponents{' '}
        <input
          aria-label="opponents"
          value={opponents}
          placeholder={opponentList.join(', ') || 'none (one seat)'}
          onChange={(event) => setOpponents(event.target.value)}
        />
      </label>
      <label>
        seed{' '}
        <input aria-label="seed" value={seed} placeholder="random" onChange={(event) => setSeed(event.target.value)} />
      </label>
      <label>
        params{' '}
        <input
          aria-label="params"
          value={params}
          placeholder="name=value, … (e.g. episode=2)"
          onChange={(event) => setParams(event.target.value)}
        />
      </label>
      <button type="submit" disabled={busy}>
        start
      </button>
    </form>
  );
}

function Match({
  play,
  busy,
  onAct,
  onQuit,
  onAgain,
}: {
  readonly play: PlayState;
  readonly busy: boolean;
  readonly onAct: (text: string) => void;
  readonly onQuit: () => void;
  readonly onAgain: () => void;
}) {
  const [text, setText] = useState('');
  const [filter, setFilter] = useState('');
  const legal = play.legal ?? [];
  const shown = legal.filter((action) => action.toLowerCase().includes(filter.toLowerCase())).slice(0, buttonCount);
  return (
    <div className="play-match">
      <p className="play-status">
        {play.game} · seed {play.seed} · you are seat {play.seat} of {play.seats.length}
        {play.step !== undefined ? ` · step ${play.step + 1}` : ''}
        {play.scores ? ` · score ${play.scores.map((score) => formatNumber(score)).join(' : ')}` : ''}
        {play.over ? ' · over' : ' · your move'}
      </p>
      <details>
        <summary>rules</summary>
        <pre className="play-rules">{play.rules}</pre>
      </details>
      {play.observation !== undefined ? <pre className="play-observation">{play.observation}</pre> : null}
      {play.feedback ? (
        <p className="rejection" role="alert">
          not accepted: {play.feedback}
        </p>
      ) : null}
      {play.over ? (
        <div className="play-result">
          <p>
            {play.result
              ? `${play.result.status} · scores ${play.result.scores?.map((score) => formatNumber(score)).join(' : ') ?? '–'}${play.result.message ? ` · ${play.result.message}` : ''}`
              : (play.error ?? 'the match ended')}
          </p>
          {play.matchId ? (
            <p>
              Stored as match <a href={routeHref({ type: 'match', id: play.matchId, step: 0 })}>{play.matchId}</a> in
              run <a href={routeHref({ type: 'run', id: 'human-play' })}>human-play</a>.
            </p>
          ) : null}
          <button type="button" onClick={onAgain}>
            play again
          </button>
        </div>
      ) : (
        <>
          {legal.length > buttonCount ? (
            <input
              aria-label="filter actions"
              placeholder={`filter ${play.legalTotal ?? legal.length} actions`}
              value={filter}
              onChange={(event) => setFilter(event.target.value)}
            />
          ) : null}
          <div className="legal-actions">
            {shown.map((action) => (
              <button key={action} type="button" className="legal-action" disabled={busy} onClick={() => onAct(action)}>
                {action}
              </button>
            ))}
          </div>
          <form
            className="play-text"
            onSubmit={(event) => {
              event.preventDefault();
              if (text.trim()) onAct(text.trim());
              setText('');
            }}
          >
            <input
              aria-label="action text"
              value={text}
              placeholder="or type an action"
              onChange={(event) => setText(event.target.value)}
            />
            <button type="submit" disabled={busy}>
              play
            </button>
            <button type="button" className="quit" disabled={busy} onClick={onQuit}>
              quit
            </button>
          </form>
        </>
      )}
    </div>
  );
}
