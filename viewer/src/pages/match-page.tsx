// A match replay: step by step, the spectator's table or each seat's board and text, the moves with the model's
// reasoning, and charts of the score and the game's own quantities (Prizes left) over the match.
import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import type { BoardCells, MatchDetail, ReplayStep } from '../../../src/server/viewer-api.js';
import { api } from '../api.js';
import { LoadState } from '../components/load-state.js';
import { InvalidAttempts, MoveDetails } from '../components/move-details.js';
import { ReplayControls } from '../components/replay-controls.js';
import { VegaPlot } from '../components/vega-plot.js';
import { type ReplayView, ViewSwitch } from '../components/view-switch.js';
import { formatNumber, prettyJson } from '../format.js';
import { GenericRenderer } from '../renderers/generic-renderer.js';
import { RendererBoundary } from '../renderers/renderer-boundary.js';
import { rendererFor, spectatorRendererFor } from '../renderers/renderers.js';
import { type SeatSeries, seatSeriesSpec } from '../replay-charts.js';
import { replaceRoute } from '../router.js';
import { type SeatObservations, StepCache } from '../step-cache.js';
import { useApi } from '../use-api.js';

const playIntervalMs = 400;

/** True when keys typed into `target` are text (the shortcuts then stay out of the way); a slider is no text field. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT') return true;
  return target instanceof HTMLInputElement && !['range', 'button', 'checkbox', 'radio'].includes(target.type);
}

/** What a shortcut key does: toggle play, or move the cursor by a step (a function of the current position). */
function keyTarget(key: string, total: number): 'toggle' | ((position: number) => number) | undefined {
  if (key === ' ') return 'toggle';
  if (key === 'ArrowLeft') return (position) => Math.max(0, position - 1);
  if (key === 'ArrowRight') return (position) => Math.min(total, position + 1);
  if (key === 'Home') return () => 0;
  if (key === 'End') return () => total;
  return undefined;
}

/** The boards of one position in `view`: the spectator's table, or the seats' boards with their texts. */
function Boards({
  match,
  view,
  observations,
  cells,
  step,
}: {
  readonly match: MatchDetail;
  readonly view: ReplayView;
  readonly observations: SeatObservations;
  readonly cells: BoardCells | undefined;
  readonly step: ReplayStep | undefined;
}) {
  const Spectator = spectatorRendererFor(match.game);
  const jsons = useMemo(() => observations.map((observation) => observation.json), [observations]);
  if (view === 'spectator' && Spectator) {
    const text = observations.map((observation, seat) => `seat ${seat}:\n${observation.text}`).join('\n\n');
    return (
      <section className="spectator-observation">
        <h3>spectator · both players' boards, cards neither player has shown face down</h3>
        <RendererBoundary observation={jsons} seat={0} text={text}>
          <Spectator observations={jsons} />
        </RendererBoundary>
      </section>
    );
  }
  const Renderer = rendererFor(match.game);
  return observations.map((observation, seat) => {
    if (typeof view === 'number' && view !== seat) return null;
    const move = step?.record.moves.find((played) => played.player === seat)?.text;
    return (
      // biome-ignore lint/suspicious/noArrayIndexKey: one panel per seat
      <section key={seat} className="seat-observation" data-seat={seat}>
        <h3>
          seat {seat} · {match.seats[seat]?.agent ?? '?'} sees
        </h3>
        <RendererBoundary observation={observation.json} seat={seat} text={observation.text}>
          <Renderer observation={observation.json} seat={seat} text={observation.text} move={move} cells={cells} />
        </RendererBoundary>
        {Renderer === GenericRenderer ? null : (
          <details open>
            <summary>observation text</summary>
            <pre className="observation-text">{observation.text}</pre>
          </details>
        )}
      </section>
    );
  });
}

function Replay({ match, initialStep }: { readonly match: MatchDetail; readonly initialStep: number }) {
  const total = match.steps;
  const [, refresh] = useReducer((count: number) => count + 1, 0);
  const cache = useMemo(
    () => new StepCache(total, (from, to) => api.steps(match.id, from, to), refresh),
    [match.id, total],
  );
  const [position, setPosition] = useState(() => Math.min(initialStep, total));
  const [playing, setPlaying] = useState(false);
  const views: ReplayView[] =
    match.seats.length > 1
      ? [...(spectatorRendererFor(match.game) ? ['spectator' as const] : []), 'seats', ...match.seats.keys()]
      : [];
  const [view, setView] = useState<ReplayView>(views[0] ?? 'seats');
  const seek = useCallback((target: number) => setPosition(Math.max(0, Math.min(total, target))), [total]);
  useEffect(() => {
    cache.ensure(position);
    replaceRoute({ type: 'match', id: match.id, step: position });
  }, [cache, position, match.id]);

  const loading = cache.isLoading(position);
  useEffect(() => {
    if (!playing) return;
    if (position >= total) {
      setPlaying(false);
      return;
    }
    if (loading) return;
    const timer = window.setTimeout(() => setPosition((current) => Math.min(total, current + 1)), playIntervalMs);
    return () => window.clearTimeout(timer);
  }, [playing, position, total, loading]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (isTyping(event.target) || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = keyTarget(event.key, total);
      if (target === undefined) return;
      event.preventDefault();
      if (target === 'toggle') {
        setPlaying((value) => !value);
        return;
      }
      setPlaying(false);
      setPosition(target);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [total]);

  const step = position < total ? cache.step(position) : undefined;
  const previous = position > 0 ? cache.step(position - 1) : undefined;
  const observations = position < total ? step?.observations : cache.final;
  const cells = position < total ? step?.cells : cache.finalCells;
  const scores = previous?.scores ?? (position === 0 ? match.seats.map(() => 0) : undefined);
  const names = match.seats.map((seat) => seat.agent);
  // The specs depend on the match only; the cursor moves as a signal of the live views.
  const charts = useMemo(() => {
    const seats = match.seats.map((seat) => seat.agent);
    const series: SeatSeries[] = [
      { title: 'score so far', seats, values: [seats.map(() => 0), ...match.scores] },
      ...match.tracks.map((track) => ({ title: track.name, seats, values: track.values })),
    ];
    return series.map((chart, index) => ({
      title: chart.title,
      plot: index === 0 ? 'score' : chart.title,
      spec: seatSeriesSpec(chart),
    }));
  }, [match]);
  const cursor = useMemo(() => ({ cursor: position }), [position]);
  const error = cache.error(position);

  return (
    <>
      <ReplayControls
        position={position}
        total={total}
        playing={playing}
        onSeek={(target) => {
          setPlaying(false);
          seek(target);
        }}
        onTogglePlay={() => setPlaying((value) => !value)}
      />
      {error ? <p className="error">Could not load these steps: {error}</p> : null}
      {loading && !error ? <p className="loading">Loading steps…</p> : null}
      {views.length > 0 ? <ViewSwitch views={views} view={view} seats={names} onChange={setView} /> : null}
      <div className="replay">
        <div className="observations">
          {observations ? (
            <Boards match={match} view={view} observations={observations} cells={cells} step={step} />
          ) : null}
        </div>
        <div className="step-panel">
          <h3>
            Step {position} / {total}: {position < total ? 'the moves played from this board' : 'match over'}
          </h3>
          {position >= total ? (
            <p className="end-facts">
              {match.end.status}
              {match.end.scores ? ` · scores ${match.end.scores.map((score) => formatNumber(score)).join(' : ')}` : ''}
              {match.end.message ? ` · ${match.end.message}` : ''}
            </p>
          ) : null}
          {position >= total && match.end.attempts?.length ? (
            <div className="move forfeit-decision">
              <h4>
                seat {match.end.player} · {match.seats[match.end.player ?? -1]?.agent ?? '?'}: the forfeiting decision
              </h4>
              <InvalidAttempts attempts={match.end.attempts} />
            </div>
          ) : null}
          {position >= total && match.end.stderr ? (
            <div className="move forfeit-stderr">
              <h4>
                seat {match.end.player} · {match.seats[match.end.player ?? -1]?.agent ?? '?'}: stderr before the fault
              </h4>
              <pre className="program-stderr">{match.end.stderr}</pre>
            </div>
          ) : null}
          {step
            ? step.record.moves.map((move) => (
                <MoveDetails
                  key={move.player}
                  move={move}
                  seat={match.seats[move.player]}
                  reward={step.record.rewards?.[move.player]}
                />
              ))
            : null}
          <h3>Score</h3>
          <p className="scores">
            {scores ? scores.map((score, seat) => `seat ${seat}: ${formatNumber(score)}`).join(' · ') : '…'}
          </p>
          {charts.map((chart) => (
            <div key={chart.title} className="replay-chart" data-chart={chart.title}>
              <VegaPlot
                title={`${chart.title} per seat, step by step`}
                spec={chart.spec}
                signals={cursor}
                plot={chart.plot}
              />
            </div>
          ))}
        </div>
      </div>
    </>
  );
}

/** The replay page of match `id`, opening at position `step`. */
export function MatchPage({ id, step }: { readonly id: string; readonly step: number }) {
  const match = useApi((signal) => api.match(id, signal), [id]);
  const data = match.data;
  return (
    <section>
      <p>
        <a href="#/matches">← matches</a>
      </p>
      <h1>Match {id}</h1>
      <LoadState state={match} />
      {data ? (
        <>
          <p className="match-facts">
            {data.game} v{data.version} · seed {data.seed} · {data.seats.map((seat) => seat.agent).join(' vs ')} ·{' '}
            {data.end.status} · {data.steps} steps
          </p>
          <details>
            <summary>Parameters, seats and rules</summary>
            <pre className="json">{prettyJson({ params: data.params, seats: data.seats })}</pre>
            {data.rules.map((rules, seat) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: one rules text per seat
              <div key={seat}>
                <h4>Rules shown to seat {seat}</h4>
                <pre className="rules-text">{rules}</pre>
              </div>
            ))}
          </details>
          <Replay key={data.id} match={data} initialStep={step} />
        </>
      ) : null}
    </section>
  );
}
