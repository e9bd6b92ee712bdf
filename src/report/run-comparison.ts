// Several stored runs side by side (`xparena compare`): each run is one condition, named by its label (a model, an
// experience, a harness, a deck or its id). Learning runs give their curve metrics per game, ΔNABA between conditions
// and paired differences on the evaluation seeds they share; tournaments give their ratings, cost per game, paired
// differences on the games an agent played in both, and the rank agreement between runs (Kendall τ).
import type { MatchRecord } from '../core/match-record.js';
import { rngFromSeed } from '../core/rng.js';
import { seatFigures } from '../core/seat-figures.js';
import { findGame } from '../games/registry.js';
import { scoreUnit } from '../games/score-unit.js';
import { anchoredGlicko2, type RoundGlicko } from '../measure/anchored-glicko.js';
import { DEFAULT_RESAMPLE_SEED, DEFAULT_RESAMPLES, percentile } from '../measure/bootstrap-intervals.js';
import { kendallTau } from '../measure/correlation.js';
import type { Estimate } from '../measure/estimate.js';
import type { Glicko2Rating } from '../measure/glicko2-ratings.js';
import type { HeadToHeadCell } from '../measure/head-to-head.js';
import { kindLeaderboard } from '../measure/leaderboard.js';
import type { Learn2PlayEpisode } from '../measure/learn2play-episodes.js';
import { type Learn2PlayMetrics, learn2playMetrics } from '../measure/learn2play-metrics.js';
import { type LearningMetrics, learningMetrics } from '../measure/learning-metrics.js';
import type { LearningTrial } from '../measure/learning-trials.js';
import { matchKinds } from '../measure/match-kinds.js';
import { type Pair, type PairedDifference, pairedDifference } from '../measure/paired-difference.js';
import { type PairwiseResult, pairwiseResults } from '../measure/pairwise-results.js';
import type { RatingPool } from '../measure/rating-pool.js';
import type { RoundRating } from '../measure/round-ratings.js';
import { learn2playGameInfo } from '../protocols/learn2play.js';
import type { ArenaRunResults } from './arena-results.js';

/** One game of an evolving agent against a frozen anchor, scored 1 (won), ½ (drawn) or 0 (lost). */
export interface AnchoredGame {
  readonly agent: string;
  readonly round: number;
  readonly anchor: string;
  readonly seed: number;
  readonly seat: number;
  readonly score: number;
}

/** What an anchored (evolve) run holds for comparison: its game, frozen anchors, per-round ratings and games. */
export interface AnchoredRun {
  readonly game: string;
  readonly pool: RatingPool;
  readonly ratings: readonly RoundRating[];
  readonly games: readonly AnchoredGame[];
}

/**
 * One run as compare reads it: its learning trials (explore/evaluate runs), its match records (tournaments) or its
 * rounds (anchored runs).
 */
export interface ComparedRun {
  readonly id: string;
  readonly kind: string;
  /** The condition the run stands for; unique among the compared runs. */
  readonly label: string;
  /** Each trial's `pathway` is the condition it is compared as: the run's label (see comparedRun). */
  readonly trials?: readonly LearningTrial[];
  readonly records?: readonly MatchRecord[];
  readonly anchored?: AnchoredRun;
  /** Learn2Play runs: their agent episodes, normalised to the reference solver. */
  readonly learn2play?: readonly Learn2PlayEpisode[];
  /** AAArena runs: each repetition's champion and baseline, read from its ledger. */
  readonly arena?: ArenaRunResults;
}

/** An AAArena run's repetitions and medians under its label. */
export interface ArenaLine {
  readonly label: string;
  readonly results: ArenaRunResults;
}

/** A run's champion Elo minus the baseline run's, paired on the repetition (same seed, same pool). */
export interface ArenaPair {
  readonly label: string;
  readonly baseline: string;
  readonly difference: PairedDifference;
}

/** An evolving agent's trajectory in one run: its first and last round's ratings and its best round. */
export interface Trajectory {
  readonly label: string;
  readonly agent: string;
  readonly rounds: number;
  readonly first: RoundRating;
  readonly last: RoundRating;
  readonly best: RoundRating;
}

/** An evolving agent's score per game in a run minus the baseline's, paired on (round, anchor, seed, seat). */
export interface EvolutionPair {
  readonly agent: string;
  readonly baselineAgent: string;
  readonly label: string;
  readonly baseline: string;
  readonly difference: PairedDifference;
}

export interface CompareOptions {
  /** The label differences are taken from (default: the first run's). */
  readonly baseline?: string;
  /**
   * The (baseline, condition) label pairs that ΔNABA and the paired differences are taken for; default: the baseline
   * against every other run (and history against summary when both are compared).
   */
  readonly contrasts?: readonly (readonly [string, string])[];
  readonly bootstrap?: number;
  readonly seed?: number;
  /**
   * The anchors' Glicko-2 ratings (e.g. fitted on the round robin they come from): with them, evolve runs also get
   * PTCG-Bench's Glicko-2 per round, each round one rating period against the anchors held fixed.
   */
  readonly glickoAnchors?: Readonly<Record<string, Glicko2Rating>>;
}

/** A condition's evaluation score minus the baseline's on one game, paired on (trial, checkpoint, seed). */
export interface LearningPair {
  readonly game: string;
  readonly label: string;
  readonly baseline: string;
  readonly difference: PairedDifference;
}

/** One agent's rating and cost per game in one run. */
export interface RatedAgent {
  readonly label: string;
  readonly agent: string;
  readonly games: number;
  readonly rating: number;
  /** The Bradley–Terry fit's 95% profile-likelihood interval. */
  readonly interval: readonly [number, number] | null;
  /** Glicko-2 over the run's matches as one rating period (PTCG-Bench's μ and φ, on the 1500 scale). */
  readonly glicko: { readonly rating: number; readonly deviation: number } | null;
  /** Dollars per game with a bootstrap interval over its games. */
  readonly costPerGame: Estimate;
}

/** An agent's score per game in a run minus in the baseline run, paired on (opponent, seed, seat). */
export interface RatingPair {
  readonly agent: string;
  readonly label: string;
  readonly baseline: string;
  readonly difference: PairedDifference;
}

/** Rank agreement of two runs over the agents both rated: Kendall τ-b with a match-bootstrap interval. */
export interface RankAgreement {
  readonly a: string;
  readonly b: string;
  readonly agents: number;
  readonly tau: Estimate;
}

export interface RunComparison {
  readonly runs: readonly { readonly id: string; readonly kind: string; readonly label: string }[];
  readonly baseline: string;
  readonly bootstrap: number;
  readonly seed: number;
  readonly level: 0.95;
  /** Explore/evaluate runs: curves and metrics per (game, label), ΔNABA from the baseline, paired differences. */
  readonly learning: (Pick<LearningMetrics, 'curves' | 'deltas'> & { readonly paired: readonly LearningPair[] }) | null;
  readonly ratings: {
    readonly agents: readonly RatedAgent[];
    /** Each run's score rate of every ordered pair of agents (agents in rating order). */
    readonly headToHead: readonly {
      readonly label: string;
      readonly order: readonly string[];
      readonly cells: readonly HeadToHeadCell[];
    }[];
    readonly paired: readonly RatingPair[];
    readonly agreement: readonly RankAgreement[];
  } | null;
  /**
   * Learn2Play runs: each run's metrics per game and over games (challenge games 3×), and its normalised episode
   * scores minus the baseline's on the same game, trial and episode (`game` is `all` for every game together).
   */
  readonly learn2play: {
    readonly metrics: readonly { readonly label: string; readonly metrics: Learn2PlayMetrics }[];
    readonly paired: readonly LearningPair[];
  } | null;
  /** AAArena runs: each run's champions, and champion Elo differences paired on the repetition. */
  readonly arena: { readonly runs: readonly ArenaLine[]; readonly paired: readonly ArenaPair[] } | null;
  /** Anchored runs: each evolving agent's trajectory, and paired differences of its games. */
  readonly evolution: {
    readonly game: string;
    /** The first run's anchors, which the trajectories are drawn against. */
    readonly pool: RatingPool;
    /** Every run's per-round ratings, each agent named `<label> · <agent>`. */
    readonly ratings: readonly RoundRating[];
    readonly trajectories: readonly Trajectory[];
    readonly paired: readonly EvolutionPair[];
    /** Glicko-2 per round of each run's evolving agents (`label · agent`), when the anchors' ratings were given. */
    readonly glicko: {
      readonly anchors: Readonly<Record<string, Glicko2Rating>>;
      readonly rounds: readonly RoundGlicko[];
    } | null;
  } | null;
}

/** Compares `runs` (at least two, labels unique); pure: the same runs give the same comparison. */
export function compareRuns(runs: readonly ComparedRun[], options: CompareOptions = {}): RunComparison {
  const labels = runs.map((run) => run.label);
  const baseline = options.baseline ?? labels[0] ?? '';
  const bootstrap = options.bootstrap ?? DEFAULT_RESAMPLES;
  const seed = options.seed ?? DEFAULT_RESAMPLE_SEED;
  const learningRuns = runs.filter((run) => run.trials !== undefined);
  const matchRuns = runs.filter((run) => run.records !== undefined);
  const anchoredRuns = runs.filter((run) => run.anchored !== undefined);
  const learn2playRuns = runs.filter((run) => run.learn2play !== undefined);
  const arenaRuns = runs.filter((run) => run.arena !== undefined);
  const contrasts = options.contrasts ?? defaultContrasts(labels, baseline);
  return {
    runs: runs.map(({ id, kind, label }) => ({ id, kind, label })),
    baseline,
    bootstrap,
    seed,
    level: 0.95,
    learning: learningRuns.length ? learningComparison(learningRuns, contrasts, bootstrap, seed) : null,
    ratings: matchRuns.length ? ratingComparison(matchRuns, contrasts, bootstrap, seed) : null,
    learn2play: learn2playRuns.length ? learn2playComparison(learn2playRuns, contrasts, bootstrap, seed) : null,
    arena: arenaRuns.length ? arenaComparison(arenaRuns, contrasts, bootstrap, seed) : null,
    evolution: anchoredRuns.length
      ? evolutionComparison(anchoredRuns, contrasts, bootstrap, seed, options.glickoAnchors)
      : null,
  };
}

/** The baseline against every other label, and history against summary when both are there. */
function defaultContrasts(labels: readonly string[], baseline: string): [string, string][] {
  const contrasts: [string, string][] = labels.filter((label) => label !== baseline).map((label) => [baseline, label]);
  if (labels.includes('history') && labels.includes('summary') && baseline !== 'history' && baseline !== 'summary')
    contrasts.push(['history', 'summary']);
  return contrasts;
}

function learningComparison(
  runs: readonly ComparedRun[],
  contrasts: readonly (readonly [string, string])[],
  bootstrap: number,
  seed: number,
) {
  const trials = runs.flatMap((run) => run.trials ?? []);
  const metrics = learningMetrics(trials, { scoreUnit, bootstrap, seed, deltas: contrasts });
  const paired: LearningPair[] = [];
  const games = [...new Set(trials.map((trial) => trial.game))].sort();
  for (const game of games) {
    const scores = (label: string) => {
      const out = new Map<string, { cluster: string; score: number }>();
      for (const trial of trials.filter((each) => each.game === game && each.pathway === label)) {
        for (const episode of trial.evaluation) {
          if (episode.seed === undefined) continue;
          const cluster = `${trial.trial}/${episode.seed}`;
          out.set(`${cluster}/${episode.checkpoint}`, { cluster, score: episode.score });
        }
      }
      return out;
    };
    for (const [baseline, label] of contrasts) {
      const base = scores(baseline);
      const pairs: Pair[] = [];
      for (const [key, { cluster, score }] of scores(label)) {
        const other = base.get(key);
        if (other) pairs.push({ cluster, difference: score - other.score });
      }
      if (pairs.length)
        paired.push({ game, label, baseline, difference: pairedDifference(pairs, { bootstrap, seed }) });
    }
  }
  return { curves: metrics.curves, deltas: metrics.deltas, paired };
}

function ratingComparison(
  runs: readonly ComparedRun[],
  contrasts: readonly (readonly [string, string])[],
  bootstrap: number,
  seed: number,
) {
  const method = { type: 'bt', mean: 1500 } as const;
  const results = new Map(runs.map((run) => [run.label, pairwiseResults(run.records ?? [])]));
  const agents: RatedAgent[] = [];
  const headToHead: { label: string; order: string[]; cells: readonly HeadToHeadCell[] }[] = [];
  const ratings = new Map<string, Map<string, number>>();
  for (const run of runs) {
    const kinds = matchKinds(results.get(run.label) ?? []);
    const board = kindLeaderboard(kinds, method);
    const glicko = new Map(kindLeaderboard(kinds, { type: 'glicko2' }).lines.map((line) => [line.agent, line]));
    const costs = gameCosts(run.records ?? []);
    ratings.set(run.label, new Map(board.lines.map((line) => [line.agent, line.rating])));
    headToHead.push({ label: run.label, order: board.lines.map((line) => line.agent), cells: board.headToHead });
    for (const line of board.lines) {
      const glickoLine = glicko.get(line.agent);
      const cost = (costs.get(line.agent) ?? []).map((value, index) => ({ cluster: String(index), difference: value }));
      agents.push({
        label: run.label,
        agent: line.agent,
        games: line.games,
        rating: line.rating,
        interval: line.interval ? [line.interval.low, line.interval.high] : null,
        glicko:
          glickoLine?.deviation === undefined ? null : { rating: glickoLine.rating, deviation: glickoLine.deviation },
        // A mean with its bootstrap interval: the paired difference of each game's cost from nothing.
        costPerGame: pairedDifference(cost, { bootstrap, seed }).mean,
      });
    }
  }
  const paired: RatingPair[] = [];
  for (const [baseline, label] of contrasts) {
    const before = gameScores(runs.find((run) => run.label === baseline)?.records ?? []);
    for (const [agent, games] of gameScores(runs.find((run) => run.label === label)?.records ?? [])) {
      const pairs: Pair[] = [];
      for (const [key, score] of games) {
        const other = before.get(agent)?.get(key);
        if (other !== undefined) pairs.push({ cluster: key, difference: score - other });
      }
      if (pairs.length)
        paired.push({ agent, label, baseline, difference: pairedDifference(pairs, { bootstrap, seed }) });
    }
  }
  paired.sort((x, y) => compareText(x.agent, y.agent) || compareText(x.label, y.label));
  const agreement: RankAgreement[] = [];
  for (const [i, a] of runs.entries()) {
    for (const b of runs.slice(i + 1)) {
      const shared = [...(ratings.get(a.label)?.keys() ?? [])].filter((agent) => ratings.get(b.label)?.has(agent));
      if (shared.length < 2) continue;
      const tau = (x: ReadonlyMap<string, number>, y: ReadonlyMap<string, number>) =>
        kendallTau(
          shared.map((agent) => x.get(agent) ?? Number.NaN),
          shared.map((agent) => y.get(agent) ?? Number.NaN),
        );
      const point = tau(ratings.get(a.label) as Map<string, number>, ratings.get(b.label) as Map<string, number>);
      const rng = rngFromSeed(seed);
      const replicates: number[] = [];
      for (let replicate = 0; replicate < bootstrap; replicate++) {
        const rate = (list: readonly PairwiseResult[]) => {
          const sample = list.map(() => list[rng.int(0, list.length - 1)] as PairwiseResult);
          return new Map(kindLeaderboard(matchKinds(sample), method).lines.map((line) => [line.agent, line.rating]));
        };
        const value = tau(rate(results.get(a.label) ?? []), rate(results.get(b.label) ?? []));
        if (Number.isFinite(value)) replicates.push(value);
      }
      replicates.sort((x, y) => x - y);
      agreement.push({
        a: a.label,
        b: b.label,
        agents: shared.length,
        tau: { value: point, low: percentile(replicates, 0.025), high: percentile(replicates, 0.975) },
      });
    }
  }
  return { agents, headToHead, paired, agreement };
}

function learn2playComparison(
  runs: readonly ComparedRun[],
  contrasts: readonly (readonly [string, string])[],
  bootstrap: number,
  seed: number,
) {
  const info = (game: string) => learn2playGameInfo(findGame(game));
  const metrics = runs.map((run) => ({
    label: run.label,
    metrics: learn2playMetrics(run.learn2play ?? [], info, { bootstrap, seed }),
  }));
  const paired: LearningPair[] = [];
  for (const [baseline, label] of contrasts) {
    const key = (episode: Learn2PlayEpisode) => JSON.stringify([episode.game, episode.trial, episode.episode]);
    const before = new Map(
      (runs.find((run) => run.label === baseline)?.learn2play ?? []).map((episode) => [key(episode), episode]),
    );
    const pairs: (Pair & { readonly game: string; readonly episode: number })[] = [];
    for (const episode of runs.find((run) => run.label === label)?.learn2play ?? []) {
      const other = before.get(key(episode))?.normalised;
      // A trial's episodes build on each other: the trial is the unit resampled and counted by the sign test.
      if (episode.normalised !== null && other !== null && other !== undefined)
        pairs.push({
          game: episode.game,
          episode: episode.episode,
          cluster: `${episode.game}/${episode.trial}`,
          difference: episode.normalised - other,
        });
    }
    for (const game of [...new Set(pairs.map((pair) => pair.game))].sort()) {
      const own = pairs.filter((pair) => pair.game === game);
      paired.push({ game, label, baseline, difference: pairedDifference(own, { bootstrap, seed }) });
    }
    if (pairs.length)
      paired.push({ game: 'all', label, baseline, difference: pairedDifference(pairs, { bootstrap, seed }) });
    // Episode 1 alone: what an agent knows before it has played (a contamination check reads this row).
    const first = pairs.filter((pair) => pair.episode === 1);
    if (first.length)
      paired.push({
        game: 'all, episode 1',
        label,
        baseline,
        difference: pairedDifference(first, { bootstrap, seed }),
      });
  }
  return { metrics, paired };
}

function arenaComparison(
  runs: readonly ComparedRun[],
  contrasts: readonly (readonly [string, string])[],
  bootstrap: number,
  seed: number,
) {
  const champions = (label: string) =>
    new Map(
      (runs.find((run) => run.label === label)?.arena?.repetitions ?? []).flatMap((repetition) =>
        repetition.champion ? [[repetition.repetition, repetition.champion.elo] as const] : [],
      ),
    );
  const paired: ArenaPair[] = [];
  for (const [baseline, label] of contrasts) {
    const before = champions(baseline);
    const pairs: Pair[] = [];
    for (const [repetition, elo] of champions(label)) {
      const other = before.get(repetition);
      if (other !== undefined) pairs.push({ cluster: String(repetition), difference: elo - other });
    }
    if (pairs.length) paired.push({ label, baseline, difference: pairedDifference(pairs, { bootstrap, seed }) });
  }
  return { runs: runs.map((run) => ({ label: run.label, results: run.arena as ArenaRunResults })), paired };
}

function evolutionComparison(
  runs: readonly ComparedRun[],
  contrasts: readonly (readonly [string, string])[],
  bootstrap: number,
  seed: number,
  glickoAnchors: Readonly<Record<string, Glicko2Rating>> | undefined,
) {
  const trajectories: Trajectory[] = [];
  for (const run of runs) {
    const ratings = run.anchored?.ratings ?? [];
    for (const agent of [...new Set(ratings.map((line) => line.agent))].sort()) {
      const own = ratings.filter((line) => line.agent === agent).sort((a, b) => a.round - b.round);
      const first = own[0] as RoundRating;
      const last = own.at(-1) as RoundRating;
      const best = own.reduce((top, line) => (line.rating > top.rating ? line : top), first);
      trajectories.push({ label: run.label, agent, rounds: own.length, first, last, best });
    }
  }
  const paired: EvolutionPair[] = [];
  for (const [baseline, label] of contrasts) {
    const before = runs.find((run) => run.label === baseline)?.anchored;
    const after = runs.find((run) => run.label === label)?.anchored;
    if (!before || !after) continue;
    // Runs of one evolving agent each pair it with the other's; otherwise agents pair by name.
    const names = (run: AnchoredRun) => [...new Set(run.games.map((game) => game.agent))].sort();
    const agentPairs: [string, string][] =
      names(before).length === 1 && names(after).length === 1
        ? [[names(before)[0] as string, names(after)[0] as string]]
        : names(after)
            .filter((agent) => names(before).includes(agent))
            .map((agent) => [agent, agent]);
    for (const [baselineAgent, agent] of agentPairs) {
      const key = (game: AnchoredGame) => JSON.stringify([game.round, game.anchor, game.seed, game.seat]);
      const base = new Map(
        before.games.filter((game) => game.agent === baselineAgent).map((game) => [key(game), game]),
      );
      const pairs: Pair[] = [];
      for (const game of after.games.filter((each) => each.agent === agent)) {
        const other = base.get(key(game));
        if (other) pairs.push({ cluster: key(game), difference: game.score - other.score });
      }
      if (pairs.length)
        paired.push({
          agent,
          baselineAgent,
          label,
          baseline,
          difference: pairedDifference(pairs, { bootstrap, seed }),
        });
    }
  }
  const first = runs[0]?.anchored as AnchoredRun;
  return {
    game: first.game,
    pool: first.pool,
    ratings: runs.flatMap((run) =>
      (run.anchored?.ratings ?? []).map((line) => ({ ...line, agent: `${run.label} · ${line.agent}` })),
    ),
    trajectories,
    paired,
    glicko: glickoAnchors
      ? {
          anchors: glickoAnchors,
          rounds: runs.flatMap((run) =>
            anchoredGlicko2(
              (run.anchored?.games ?? []).map((game) => ({
                agent: `${run.label} · ${game.agent}`,
                round: game.round,
                anchor: game.anchor,
                score: game.score as 0 | 0.5 | 1,
              })),
              glickoAnchors,
            ),
          ),
        }
      : null,
  };
}

/** Each agent's dollars per game (one seat of one match), in record order. */
function gameCosts(records: readonly MatchRecord[]): Map<string, number[]> {
  const costs = new Map<string, number[]>();
  for (const record of records) {
    seatFigures(record).forEach((figures, seat) => {
      const agent = record.seats[seat]?.agent ?? '';
      costs.set(agent, [...(costs.get(agent) ?? []), figures.costUsd]);
    });
  }
  return costs;
}

/**
 * Each agent's result (1 win, ½ draw, 0 loss) in every scored two-seat game, keyed by opponent, seed and seat: the
 * unit a game is paired on across runs. Games against itself are left out.
 */
function gameScores(records: readonly MatchRecord[]): Map<string, Map<string, number>> {
  const out = new Map<string, Map<string, number>>();
  const byId = new Map(records.map((record) => [record.id, record]));
  for (const result of pairwiseResults(records)) {
    const record = byId.get(result.matchId);
    if (!record || result.a === result.b) continue;
    const seatOf = (agent: string) => record.seats.findIndex((seat) => seat.agent === agent);
    for (const [agent, opponent, score] of [
      [result.a, result.b, result.score],
      [result.b, result.a, 1 - result.score],
    ] as const) {
      const games = out.get(agent) ?? new Map<string, number>();
      out.set(agent, games);
      games.set(JSON.stringify([opponent, record.seed, seatOf(agent)]), score);
    }
  }
  return out;
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
