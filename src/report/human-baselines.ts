// People's Learn2Play baselines from the viewer's play page: each person's matches of a hidden-rule game (run
// human-play, seat `human?name=…`) as episodes — one trial per seed, in episode order — normalised by the game's
// reference solver on the same (seed, episode), so Max, Mean and LG read as they do for agents.
import { createAgent } from '../agents/registry.js';
import type { MatchRecord } from '../core/match-record.js';
import { playMatch } from '../core/play-match.js';
import { findGame } from '../games/registry.js';
import type { Learn2PlayEpisode } from '../measure/learn2play-episodes.js';
import { type Learn2PlayMetrics, learn2playMetrics } from '../measure/learn2play-metrics.js';
import { normalisedScore } from '../measure/normalised-score.js';
import { hiddenRulesOf, learn2playGameInfo } from '../protocols/learn2play.js';
import { jobGame, jobMatchId } from '../runner/match-job.js';
import { humanName, humanPlayRun } from '../runs/human-play.js';
import type { Store } from '../store/store.js';

/** A person's match of a hidden-rule game, with the solver's match on the same instance when a run stored one. */
export interface HumanMatch {
  readonly name: string;
  readonly record: MatchRecord;
  readonly reference?: MatchRecord;
}

/** One person's metrics over the hidden-rule games they played. */
export interface HumanBaseline {
  readonly name: string;
  readonly metrics: Learn2PlayMetrics;
}

/** Everyone's matches of `games` (at their current versions) from the play page, read from the store. */
export function humanMatches(store: Store, games: readonly string[]): HumanMatch[] {
  const matches: HumanMatch[] = [];
  for (const record of store.records({ runId: humanPlayRun })) {
    const name = record.seats.length === 1 ? humanName(record.seats[0]?.agent ?? '') : undefined;
    if (name === undefined || !games.includes(record.game)) continue;
    const module = findGame(record.game);
    if (record.version !== module.game.version) continue;
    const seats = [hiddenRulesOf(module).solver];
    const reference = store.getMatch(
      jobMatchId({ ...jobGame(module), params: record.params, seats, seed: record.seed }),
    );
    matches.push(reference ? { name, record, reference } : { name, record });
  }
  return matches;
}

/** Each person's baseline, by name; a solver match no run stored is played now (it is deterministic). */
export async function humanBaselines(
  matches: readonly HumanMatch[],
  options: { readonly bootstrap?: number; readonly seed?: number } = {},
): Promise<HumanBaseline[]> {
  const names = [...new Set(matches.map((match) => match.name))].sort();
  const baselines: HumanBaseline[] = [];
  for (const name of names) {
    const own = matches.filter((match) => match.name === name);
    const episodes = await Promise.all(own.map((match) => humanEpisode(match, own)));
    const metrics = learn2playMetrics(episodes, (game) => learn2playGameInfo(findGame(game)), options);
    baselines.push({ name, metrics });
  }
  return baselines;
}

/** One match of a person as an episode: its trial is the rank of its seed among the person's seeds of that game. */
async function humanEpisode(match: HumanMatch, own: readonly HumanMatch[]): Promise<Learn2PlayEpisode> {
  const { record } = match;
  const seeds = [
    ...new Set(own.filter((other) => other.record.game === record.game).map((other) => other.record.seed)),
  ];
  seeds.sort((a, b) => a - b);
  const raw = scoreOf(record);
  const reference = scoreOf(match.reference ?? (await playSolver(record)));
  return {
    game: record.game,
    experience: `human:${match.name}`,
    trial: seeds.indexOf(record.seed),
    episode: Number(record.params.episode ?? 1),
    raw,
    reference,
    normalised: normalisedScore(raw, reference),
    actions: record.steps.flatMap((step) => step.moves.map((move) => move.text)),
    tokens: 0,
    dollars: 0,
  };
}

function scoreOf(record: MatchRecord): number | null {
  return record.end.status === 'infra' || record.end.status === 'error' ? null : (record.end.scores?.[0] ?? null);
}

function playSolver(record: MatchRecord): Promise<MatchRecord> {
  const module = findGame(record.game);
  const solver = hiddenRulesOf(module).solver;
  const { params, seed } = record;
  const agent = createAgent(module, solver, { params, seed, seat: 0, players: 1 });
  return playMatch({ game: module.game, params, seed, seats: [{ spec: solver, agent }] });
}
