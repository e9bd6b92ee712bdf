// The viewer's match routes: pages of matches, one match without its steps, and slices of its steps re-simulated
// with every seat's observation and the running scores.
import { type Context, Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { labelValue } from '../core/match-label.js';
import type { MatchRecord, MatchStatus } from '../core/match-record.js';
import { gameModules } from '../games/registry.js';
import { MatchCursorError, type MatchPageRow, type MatchPageStart, type Store } from '../store/store.js';
import { matchCells } from './match-cells.js';
import { hasTracks, matchTracks } from './match-tracks.js';
import { badRequest, intQuery, notFound, pageLimit } from './query-params.js';
import type { ReplayCache } from './replay-cache.js';
import type { MatchDetail, MatchSummary, Page, ReplayStep, StepsResponse } from './viewer-api.js';

/** The most steps one `steps` request may ask for, and how many it gets without `to`. */
export const maxStepSlice = 200;
const defaultStepSlice = 50;

const statuses: readonly MatchStatus[] = ['finished', 'step-limit', 'forfeit', 'error', 'infra'];

/** `game` and `status` filters of a match page; 400 for an unknown status. */
export function matchFilter(c: { req: { query(name: string): string | undefined } }): {
  game?: string;
  status?: string;
} {
  const game = c.req.query('game') || undefined;
  const status = c.req.query('status') || undefined;
  if (status !== undefined && !(statuses as readonly string[]).includes(status))
    throw badRequest(`status must be one of ${statuses.join(', ')}, got '${status}'`);
  return { game, status };
}

/** One page row as a MatchSummary. */
export function matchSummary(row: MatchPageRow): MatchSummary {
  const label = row.label === null ? undefined : labelValue(row.label);
  return {
    id: row.id,
    game: row.game,
    seed: row.seed,
    seats: row.seatRecords,
    status: row.status,
    scores: row.scores,
    steps: row.steps,
    ...(label === undefined ? {} : { label }),
  };
}

/**
 * Where a match page starts: `after` or `before` a match id (keyset paging, what the viewer's pager uses), `last=1`
 * for the last page, or `offset`; the first page without any. 400 when more than one is given.
 */
export function matchPageStart(c: Context): MatchPageStart {
  const after = c.req.query('after');
  const before = c.req.query('before');
  const last = c.req.query('last');
  const offset = c.req.query('offset');
  const given = [after, before, last, offset].filter((value) => value !== undefined && value !== '');
  if (given.length > 1) throw badRequest('give at most one of after, before, last and offset');
  if (last !== undefined && last !== '' && last !== '1') throw badRequest(`last must be 1, got '${last}'`);
  if (after) return { after };
  if (before) return { before };
  if (last) return { last: true };
  return { offset: intQuery(c, 'offset', 0, 0, Number.MAX_SAFE_INTEGER) };
}

/** A page of a store's matches as the API answers it (`offset`: how many matches come before its first). */
export function matchPage(
  store: Store,
  query: { runId?: string; game?: string; status?: string; limit: number; start: MatchPageStart },
): Page<MatchSummary> {
  try {
    const page = store.pageMatches(query);
    return { total: page.total, offset: page.offset, limit: query.limit, items: page.rows.map(matchSummary) };
  } catch (error) {
    if (error instanceof MatchCursorError) throw badRequest(error.message);
    throw error;
  }
}

/** Routes under /api/matches. */
export function matchRoutes(store: Store, replays: ReplayCache): Hono {
  const app = new Hono();
  const load = (id: string): MatchRecord => {
    const record = store.getMatch(id);
    if (!record) throw notFound(`no stored match '${id}'`);
    return record;
  };

  app.get('/matches', (c) =>
    c.json(matchPage(store, { limit: pageLimit(c), start: matchPageStart(c), ...matchFilter(c) })),
  );

  app.get('/matches/:id', (c) => {
    const record = load(c.req.param('id'));
    const game = gameModules.find((module) => module.game.id === record.game)?.game;
    const players = record.seats.length;
    const rules = game ? record.seats.map((_, seat) => game.text.rules(record.params, seat, players)) : [];
    const replayed = hasTracks(record.game) ? replays.get(record) : undefined;
    const detail: MatchDetail = {
      id: record.id,
      game: record.game,
      version: record.version,
      params: { ...record.params },
      seed: record.seed,
      seats: record.seats,
      end: record.end,
      steps: record.steps.length,
      rules,
      scores: runningScores(record),
      tracks: replayed?.type === 'ok' ? matchTracks(record.game, replayed.states) : [],
    };
    return c.json(detail);
  });

  app.get('/matches/:id/steps', (c) => {
    const record = load(c.req.param('id'));
    const total = record.steps.length;
    const from = intQuery(c, 'from', 0, 0, total);
    const asked = intQuery(c, 'to', from + defaultStepSlice, from, Number.MAX_SAFE_INTEGER);
    if (asked - from > maxStepSlice) throw badRequest(`to − from must be at most ${maxStepSlice}, got ${asked - from}`);
    const to = Math.min(total, asked);
    const replayed = replays.get(record);
    if (replayed.type === 'diverged') throw new HTTPException(409, { message: replayed.error });
    const { game, states } = replayed;
    const cells = matchCells(record.game, states, to + 1);
    const seats = record.seats.map((_, seat) => seat);
    const observe = (state: unknown) =>
      seats.map((seat) => {
        const json = game.observe(state, seat);
        return { json, text: game.text.observation(json, seat) };
      });
    const running = seats.map(() => 0);
    for (const step of record.steps.slice(0, from)) addRewards(running, step.rewards);
    const steps: ReplayStep[] = [];
    for (let index = from; index < to; index++) {
      const step = record.steps[index] as MatchRecord['steps'][number];
      addRewards(running, step.rewards);
      const last = index === total - 1 && record.end.scores !== null;
      steps.push({
        index,
        observations: observe(states[index]),
        record: step,
        scores: last ? [...(record.end.scores ?? [])] : [...running],
        ...(cells ? { cells: cells[index] } : {}),
      });
    }
    const response: StepsResponse = {
      from,
      to,
      total,
      steps,
      ...(to === total ? { final: observe(states[total]), ...(cells ? { finalCells: cells[total] } : {}) } : {}),
    };
    return c.json(response);
  });

  return app;
}

/** Running scores after each step, as the steps route reports them. */
function runningScores(record: MatchRecord): number[][] {
  const running = record.seats.map(() => 0);
  return record.steps.map((step, index) => {
    addRewards(running, step.rewards);
    return index === record.steps.length - 1 && record.end.scores ? [...record.end.scores] : [...running];
  });
}

function addRewards(running: number[], rewards: readonly number[] | undefined): void {
  if (!rewards) return;
  for (const [seat, reward] of rewards.entries()) running[seat] = (running[seat] ?? 0) + reward;
}
