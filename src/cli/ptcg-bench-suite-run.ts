// `xparena run suites/ptcg-bench.yaml [--models models.yaml] [--offline]`: PTCG-Bench's experiments as stored,
// resumable runs — a round robin per deck (mirror matches), then against the first deck's round robin as frozen anchors
// each model's self-evolution mechanisms beside its static reference, and each `llm:` model's harness ablations — and
// their report: ratings per deck with rank agreement, the ablation table (Δ rating normalised by the median gap between
// adjacent models), and the evolution trajectories with paired games.
import { join } from 'node:path';
import { modelName, modelNamer, withAgentOption } from '../core/agent-spec.js';
import { finiteOrNull, hashJson } from '../core/json.js';
import { parseParamPairs, resolveParams } from '../core/params.js';
import { findGame } from '../games/registry.js';
import { anchoredGlicko2 } from '../measure/anchored-glicko.js';
import { type Glicko2Rating, glicko2Ratings } from '../measure/glicko2-ratings.js';
import { pairwiseResults } from '../measure/pairwise-results.js';
import type { RatingPool } from '../measure/rating-pool.js';
import { anchoredResult } from '../measure/round-ratings.js';
import { type PtcgBenchSuite, ptcgBenchSuite } from '../protocols/suites/ptcg-bench-suite-file.js';
import { median } from '../report/arena-results.js';
import { comparedRun } from '../report/compared-run.js';
import { writeComparisonFigures } from '../report/comparison-figures.js';
import { compareRuns } from '../report/run-comparison.js';
import { runComparisonTables, tablesText } from '../report/run-comparison-text.js';
import { fixed, formatTable } from '../report/table.js';
import { executeRun, type RunContext, type RunPlan } from '../runs/execute-run.js';
import { homeDir, openStore } from '../runs/home.js';
import type { Store } from '../store/store.js';
import { anchoredMatches, loadAnchors } from './anchored-source.js';
import { evolvePlan } from './evolve-plan.js';
import { distinctPolicyOf } from './invalid-policy-option.js';
import { assertWritableFolder } from './output-path.js';
import { tournamentPlan } from './tournament-command.js';

/** A rating of the ablated model beside the full model's, on one scale. */
export interface AblationDelta {
  /** The model's rating in the first deck's round robin (its full harness). */
  readonly full: number;
  /** The ablated agent's rating against the same anchors. */
  readonly rating: number;
  /** rating − full, and that over the median gap between adjacent models in the round robin (NaN with one model). */
  readonly delta: number;
  readonly normalised: number;
}

/**
 * One ablated model against the round robin's anchors: fixed-pool Bradley–Terry (the fields of this row) and
 * PTCG-Bench's Δμ (`glicko`: its Glicko-2 μ after the round against the anchors' round-robin Glicko-2).
 */
export interface AblationRow extends AblationDelta {
  readonly model: string;
  readonly harness: string;
  readonly run: string;
  readonly glicko: AblationDelta;
}

/** Plays (or resumes) every run of the suite and prints its report; stops where a run was interrupted. */
export async function runPtcgBenchSuite(
  path: string,
  document: unknown,
  options: { readonly models?: readonly string[]; readonly offline?: boolean; readonly json?: boolean },
  context: RunContext,
): Promise<void> {
  const suite = ptcgBenchSuite(document, path, options);
  const module = findGame('ptcg');
  const agents = [...suite.models, ...suite.baselines];
  const played = async <T extends { played: number; skipped: number; interrupted: boolean }>(plan: RunPlan<T>) => {
    let runId: string | undefined;
    await executeRun(plan, context, (run) => {
      runId = run.runId;
    });
    return runId;
  };
  const tournaments: { deck: string; runId: string }[] = [];
  for (const deck of suite.decks) {
    const plan = tournamentPlan('ptcg', {
      agent: agents,
      gamesPerPair: suite.gamesPerPair,
      param: [`decks=${deck},${deck}`],
      seed: suite.seed,
      concurrency: suite.concurrency,
      method: 'bt',
      bootstrap: 0,
      plots: false,
      retries: suite.retries,
      fallback: suite.fallback,
    });
    const runId = await played(plan);
    if (!runId) return;
    tournaments.push({ deck, runId });
  }
  const first = tournaments[0] as { deck: string; runId: string };
  const params = resolveParams(module.game, undefined, parseParamPairs([`decks=${first.deck},${first.deck}`]));
  const pool = withStore(context.home, false, (store) => loadAnchors(store, first.runId, 'ptcg'));
  const evolveRun = (spec: string, experience: string, rounds: number) =>
    played(
      evolvePlan(module, {
        specs: [spec],
        experiences: [experience],
        params,
        pool,
        rounds,
        gamesPerAnchor: suite.gamesPerAnchor,
        seed: suite.seed,
        concurrency: suite.concurrency,
        bootstrap: false,
        invalid: distinctPolicyOf(module.game, params, suite),
      }).plan,
    );
  const evolution: { model: string; experience: string; runId: string }[] = [];
  for (const model of suite.models) {
    // The static reference first; `none` listed among the mechanisms is that same run.
    for (const experience of ['none', ...suite.experiences.filter((each) => each !== 'none')]) {
      const runId = await evolveRun(model, experience, suite.rounds);
      if (!runId) return;
      evolution.push({ model, experience, runId });
    }
  }
  const ablations: { model: string; harness: string; runId: string }[] = [];
  for (const model of suite.models.filter(isLlm)) {
    for (const harness of suite.harnesses) {
      // One round against the anchors: a static agent's rating needs no more.
      const runId = await evolveRun(withAgentOption(model, 'harness', harness), 'none', 1);
      if (!runId) return;
      ablations.push({ model, harness, runId });
    }
  }
  const home = homeDir(context.home);
  const name = modelNamer(suite.models);
  const report = withStore(context.home, true, (store) => {
    // The anchors' Glicko-2 (the first round robin as one rating period) for the per-round Glicko-2 of evolve runs.
    const glickoAnchors = Object.fromEntries(
      glicko2Ratings([pairwiseResults([...store.records({ runId: first.runId })])]).map(({ agent, ...rating }) => [
        agent,
        { rating: rating.rating, deviation: rating.deviation, volatility: rating.volatility },
      ]),
    );
    const decks = compareRuns(tournaments.map(({ deck, runId }) => comparedRun(store, runId, deck, home)));
    const evolved =
      evolution.length > 0
        ? compareRuns(
            evolution.map(({ model, experience, runId }) =>
              comparedRun(store, runId, `${name(model)} · ${experience}`, home),
            ),
            {
              contrasts: evolution
                .filter((cell) => cell.experience !== 'none')
                .map(({ model, experience }) => [`${name(model)} · none`, `${name(model)} · ${experience}`]),
              glickoAnchors,
            },
          )
        : null;
    return { decks, evolved, ablations: ablationRows(store, suite, pool, glickoAnchors, ablations) };
  });
  const dir = join(home, 'reports', `suite-ptcg-bench-${hashJson([...tournaments, ...evolution, ...ablations], 12)}`);
  assertWritableFolder(dir, 'the report folder');
  const figures = [
    ...(await writeComparisonFigures(report.decks, dir, { prefix: 'suite-decks', condition: 'deck' })),
    ...(report.evolved
      ? await writeComparisonFigures(report.evolved, dir, { prefix: 'suite-evolution', condition: 'run' })
      : []),
  ];
  if (options.json) {
    const runs = { tournaments, evolution, ablations };
    console.log(JSON.stringify({ suite: 'ptcg-bench', file: path, runs, ...report, figures }, finiteOrNull, 2));
    return;
  }
  console.log(`\nSuite ${path}${options.offline ? ' (offline)' : ''}\n`);
  console.log("Round robin per deck (mirror matches; the first deck's anchors the self-evolution and ablations):\n");
  process.stdout.write(tablesText(runComparisonTables(report.decks)));
  console.log(`\n${ablationText(report.ablations, suite.models.some(isLlm))}`);
  if (report.evolved) {
    console.log(`\nSelf-evolution against the ${first.deck} round robin (${suite.rounds} rounds):\n`);
    process.stdout.write(tablesText(runComparisonTables(report.evolved).slice(1)));
  }
  console.log(`\nfigures: ${figures.join(', ')}`);
}

/**
 * Each ablation's Δ rating: its rating in round 1 against the anchors minus the model's own rating in the round
 * robin, and that over the median gap between adjacent models' ratings there; on the fixed-pool Bradley–Terry scale
 * and on Glicko-2 μ.
 */
function ablationRows(
  store: Store,
  suite: PtcgBenchSuite,
  pool: RatingPool,
  glickoAnchors: Readonly<Record<string, Glicko2Rating>>,
  ablations: readonly { model: string; harness: string; runId: string }[],
): AblationRow[] {
  const bt = deltas(suite.models.map((model) => pool.ratings[model] ?? Number.NaN));
  const glicko = deltas(suite.models.map((model) => glickoAnchors[model]?.rating ?? Number.NaN));
  return ablations.map(({ model, harness, runId }) => {
    const index = suite.models.indexOf(model);
    const games = anchoredMatches(store, runId).flatMap((match) => {
      const result = anchoredResult(match);
      const { name, round, anchor } = match.label;
      return result ? [{ agent: name, round, anchor, score: result.score }] : [];
    });
    const rating = anchoredGlicko2(games, glickoAnchors)[0]?.rating ?? Number.NaN;
    return {
      model,
      harness,
      run: runId,
      ...bt(index, store.listRoundRatings(runId)[0]?.rating ?? Number.NaN),
      glicko: glicko(index, rating),
    };
  });
}

/** Δ against the model at `index` of `ratings`, normalised by the median gap between adjacent ratings. */
function deltas(ratings: readonly number[]): (index: number, rating: number) => AblationDelta {
  const sorted = [...ratings].sort((a, b) => b - a);
  const gap = median(sorted.slice(1).map((value, index) => (sorted[index] as number) - value));
  return (index, rating) => {
    const full = ratings[index] ?? Number.NaN;
    const delta = rating - full;
    return { full, rating, delta, normalised: gap > 0 ? delta / gap : Number.NaN };
  };
}

function ablationText(rows: readonly AblationRow[], any: boolean): string {
  if (!any) return 'Harness ablations: none (they ablate llm: models; this suite plays none).';
  return `Harness ablations (a round against the first round robin's anchors; Δ = ablated − full, normalised by the median gap between adjacent models; Bradley–Terry fixed-pool Elo, and PTCG-Bench's Glicko-2 μ):\n${formatTable(
    ['model', 'harness', 'full', 'ablated', 'Δ', 'Δ / median gap', 'full μ', 'ablated μ', 'Δμ', 'Δμ / median gap'],
    rows.map((row) => [
      modelName(row.model),
      row.harness,
      fixed(row.full, 0),
      fixed(row.rating, 0),
      fixed(row.delta, 0),
      fixed(row.normalised, 2),
      fixed(row.glicko.full, 0),
      fixed(row.glicko.rating, 0),
      fixed(row.glicko.delta, 0),
      fixed(row.glicko.normalised, 2),
    ]),
  )}`;
}

function withStore<T>(home: string | undefined, readonly: boolean, use: (store: Store) => T): T {
  const store = openStore(home, { readonly });
  try {
    return use(store);
  } finally {
    store.close();
  }
}

function isLlm(spec: string): boolean {
  return spec.startsWith('llm:');
}
