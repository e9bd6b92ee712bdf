// `xparena demo`: the main job on built-in agents, no API key needed — a round robin on the two-seat games and the
// same seeded episodes of every single-seat game for each baseline, stored as one resumable run, with summary tables.
import { join } from 'node:path';
import type { Command } from 'commander';
import { formatMatchLabel } from '../core/match-label.js';
import { resolveParams } from '../core/params.js';
import { findGame } from '../games/registry.js';
import { DEFAULT_RESAMPLE_SEED, DEFAULT_RESAMPLES } from '../measure/bootstrap-intervals.js';
import { episodes } from '../protocols/episodes.js';
import { roundRobin } from '../protocols/round-robin.js';
import {
  meanCurve,
  parseS3gymRunSpec,
  runS3gym,
  type S3gymRunResult,
  s3gymEpisodeCount,
} from '../protocols/suites/s3gym-suite.js';
import { learningCosts } from '../report/learning-cost.js';
import { trialIntervalNote } from '../report/learning-tables.js';
import { type ContestLine, contestSummary, type EpisodeLine, episodeSummary } from '../report/summary.js';
import { fixed, formatTable } from '../report/table.js';
import type { MatchJob } from '../runner/match-job.js';
import type { RunMatchesResult } from '../runner/run-matches.js';
import { executeRun, playJobs, type RunPlan } from '../runs/execute-run.js';
import { homeDir } from '../runs/home.js';
import { labelledRecords } from '../runs/run-labels.js';
import type { MatchRow } from '../store/store.js';
import { writeLearningReport } from './report-command.js';
import { resumeCommand } from './resume-command.js';
import { summaryJson, summaryTable, trialTable } from './run-command.js';

const search = 'mcts?iterations=500';
const baselines = ['random', 'heuristic', 'reference'];

/** The embedded default experiment; later issues grow it (suites, LLM agents, learning curves). */
export const demoSpec = {
  seed: 1,
  contests: [
    { game: 'kuhn-poker', preset: 'match', agents: ['random', 'heuristic', search], gamesPerPair: 20 },
    { game: 'trust-evolution', preset: 'eval', agents: ['random', 'heuristic', search], gamesPerPair: 10 },
    { game: 'ptcg', preset: 'combo', agents: ['random', 'heuristic'], gamesPerPair: 10 },
  ],
  episodes: [
    { game: 'trust-evolution', agents: ['random', 'heuristic', search], episodes: 30 },
    { game: 'snake', agents: ['random', 'heuristic', search], episodes: 20 },
    { game: 'minesweeper', agents: baselines, episodes: 20 },
    { game: 'tetris', agents: baselines, episodes: 20 },
    { game: 'nullify', agents: baselines, episodes: 20 },
    { game: 'chess', agents: baselines, episodes: 20 },
    { game: 'plants-vs-zombies', agents: baselines, episodes: 20 },
  ],
  /** A small S³Gym exploration/evaluation with the offline learner: a learning curve without an API key. */
  s3gym: {
    agent: 'learner',
    experience: 'learner',
    games: ['trust-evolution', 'snake'],
    episodes: 12,
    evalEvery: 3,
    evalEpisodes: 3,
    trials: 2,
    seed: 1,
    /** Explicit, so the demo's run id changed with the default (a demo stored before it resumes as it was made). */
    evalSeeds: 'fixed',
  },
} as const;

const demoS3gym = parseS3gymRunSpec({ ...demoSpec.s3gym, games: [...demoSpec.s3gym.games] }, 'demo spec');

function demoJobs(): MatchJob[] {
  const jobs: MatchJob[] = [];
  for (const contest of demoSpec.contests) {
    const module = findGame(contest.game);
    jobs.push(
      ...roundRobin({
        module,
        params: resolveParams(module.game, contest.preset),
        agents: contest.agents,
        gamesPerPair: contest.gamesPerPair,
        swapSeats: true,
        seed: demoSpec.seed,
        label: `${contest.game} ${contest.preset}, 2 seats`,
      }),
    );
  }
  for (const batch of demoSpec.episodes) {
    const module = findGame(batch.game);
    for (const preset of ['explore', 'eval']) {
      jobs.push(
        ...episodes({
          module,
          params: resolveParams(module.game, preset),
          agents: batch.agents,
          episodes: batch.episodes,
          seed: demoSpec.seed,
          label: `${batch.game} ${preset}, 1 seat`,
        }),
      );
    }
  }
  return jobs;
}

export function demoCommand(program: Command): void {
  program
    .command('demo')
    .description('play the demo: built-in agents in a round robin and in single-seat episodes (no API key needed)')
    .option('--json', 'print one JSON object at the end: the run, its counts, summaries and learning metrics')
    .action(async (options: { json?: boolean }, command: Command) => {
      const home = command.optsWithGlobals().home;
      const started = performance.now();
      const context = { home, resume: resumeCommand(command), json: options.json };
      await executeRun(demoPlan, context, async ({ runId, store, result }) => {
        const seconds = Number(((performance.now() - started) / 1000).toFixed(1));
        const groups = summaryGroups(store.listMatches({ runId }).filter((row) => row.label?.type !== 'episode'));
        const reportDir = join(homeDir(home), 'reports', runId);
        const run = {
          runId,
          records: labelledRecords(store, runId),
          costs: learningCosts(store.listExperienceSnapshotInfo(runId)),
        };
        const report = await writeLearningReport(run, reportDir, {
          format: 'md',
          bootstrap: DEFAULT_RESAMPLES,
          seed: DEFAULT_RESAMPLE_SEED,
          plots: true,
        });
        if (options.json) {
          const { played, skipped } = result;
          const curves = Object.fromEntries(
            Object.entries(result.curves).map(([game, curve]) => [game, meanCurve(curve)]),
          );
          const learning = { curves, metrics: summaryJson(result.curves) };
          const summary = { run: runId, played, skipped, seconds, store: store.path, report: reportDir, groups };
          console.log(JSON.stringify({ ...summary, learning }, null, 2));
          return;
        }
        console.log(`played ${result.played}, already stored ${result.skipped}, in ${seconds.toFixed(1)} s\n`);
        printSummary(groups);
        console.log(
          `## S³Gym explore/evaluate, offline learner: ${demoS3gym.episodes} exploration episodes, evaluation every ` +
            `${demoS3gym.evalEvery} (${demoS3gym.evalEpisodes} episodes), ${demoS3gym.trials} trials`,
        );
        console.log('Mean curve: at each checkpoint, the mean over trials of their mean evaluation score:');
        console.log(learningCurveTable(result.curves));
        console.log(`Learning-curve metrics, the mean of each trial's own values [${trialIntervalNote(0.95)}]:`);
        console.log(summaryTable(result.curves));
        console.log(trialTable(result.curves));
        console.log(`Learning report with figures (${report.files} files): ${reportDir}\n`);
        console.log(`Ratings with intervals: xparena rate --method bt ${runId}`);
        console.log(`Every match: xparena matches --run ${runId}; one transcript: xparena replay <id>`);
        console.log('Browse the runs, learning curves and step-by-step replays: xparena view');
      });
    });
}

/** The demo run: the contests and episodes, then the offline learner's explore/evaluate suite, as one stored run. */
const demoPlan: RunPlan<RunMatchesResult & { readonly curves: S3gymRunResult['curves'] }> = {
  name: 'demo',
  kind: 'demo',
  spec: demoSpec,
  agents: [],
  reportable: true,
  prepare: () => {
    const jobs = demoJobs();
    const contests = playJobs(jobs, 1);
    return {
      matches: jobs.length + s3gymEpisodeCount(demoS3gym),
      play: async (session) => {
        const played = await contests.play(session);
        if (played.interrupted) return { ...played, curves: {} };
        const learned = await runS3gym(demoS3gym, {
          store: session.store,
          runId: session.runId,
          signal: session.signal,
          onMatch: (job) => session.onMatch(`${job.game} explore/evaluate (learner)`),
        });
        return {
          played: played.played + learned.played,
          skipped: played.skipped + learned.skipped,
          interrupted: learned.interrupted,
          curves: learned.curves,
        };
      },
    };
  },
};

/** One row per game: the mean evaluation score at each checkpoint. */
function learningCurveTable(curves: Parameters<typeof summaryTable>[0]): string {
  const games = Object.entries(curves).map(([game, curve]) => [game, meanCurve(curve)] as const);
  const points = games[0]?.[1].map((point) => point.checkpoint) ?? [];
  const rows = games.map(([game, curve]) => [game, ...curve.map((point) => fixed(point.mean))]);
  return formatTable(['game', ...points.map((point) => `x=${point}`)], rows);
}

/** The demo's matches grouped by label: per contest, each agent's results; per episode batch, each agent's scores. */
type SummaryGroup =
  | { readonly label: string; readonly type: 'contest'; readonly agents: readonly ContestLine[] }
  | { readonly label: string; readonly type: 'episodes'; readonly agents: readonly EpisodeLine[] };

function summaryGroups(rows: readonly MatchRow[]): SummaryGroup[] {
  const text = (row: MatchRow) => (row.label ? formatMatchLabel(row.label) : '');
  return [...new Set(rows.map(text))].map((label) => {
    const group = rows.filter((row) => text(row) === label);
    return (group[0]?.seats.length ?? 1) > 1
      ? { label, type: 'contest', agents: contestSummary(group) }
      : { label, type: 'episodes', agents: episodeSummary(group) };
  });
}

function printSummary(groups: readonly SummaryGroup[]): void {
  for (const group of groups) {
    console.log(`## ${group.label}`);
    if (group.type === 'contest') {
      const lines = group.agents.map((line) => [
        line.agent,
        line.matches,
        line.wins,
        line.draws,
        line.losses,
        fixed(line.meanScore),
        line.unscored,
      ]);
      console.log(formatTable(['agent', 'matches', 'wins', 'draws', 'losses', 'mean score', 'unscored'], lines));
    } else {
      const lines = group.agents.map((line) => [
        line.agent,
        line.episodes,
        fixed(line.mean),
        fixed(line.sd),
        fixed(line.min),
        fixed(line.max),
        line.unscored,
      ]);
      console.log(formatTable(['agent', 'episodes', 'mean', 'sd', 'min', 'max', 'unscored'], lines));
    }
    console.log('');
  }
}
