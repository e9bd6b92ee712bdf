// The calibration ladder of a hidden-rule game: mean scores of the reference solver, a rules-knowing oracle and the
// baselines over many seeds, each as a percentage of the reference (what the tests' bands and the docs' tables read).
import type { AgentFactory } from '../../core/agent.js';
import type { GameModule } from '../../core/game-module.js';
import { rngFromSeed } from '../../core/rng.js';
import type { CalibrationBands, HiddenRuleDesign } from './hidden-rule-design.js';
import type { HiddenRuleAction, HiddenRuleObservation } from './hidden-rule-state.js';
import { playEpisode } from './play-episode.js';
import { bestOnAverage } from './reference-solver.js';
import { rulesOf } from './rules-of.js';
import { variantDesign } from './variant-design.js';

/** One rung of the ladder: a player's mean, lowest and highest score, and its mean as a percentage of the reference's. */
export interface CalibrationRow {
  readonly player: string;
  readonly mean: number;
  readonly lowest: number;
  readonly highest: number;
  readonly percentOfReference: number;
}

/**
 * Scores on `seeds` × `episodes` of variant `ruleset`: `oracle` (plans with the true rules), `reference` (the solver),
 * the module's other agents, `random` (a seeded uniform choice among the commands, never quitting) and `quit` (quits
 * at once).
 */
export function calibrate<R, I, P, V>(
  module: GameModule,
  design: HiddenRuleDesign<R, I, P, V>,
  seeds: readonly number[],
  episodes: readonly number[] = [1],
  ruleset = 0,
): CalibrationRow[] {
  const variant = variantDesign(design, ruleset);
  const players: Record<string, (seed: number) => AgentFactory> = {
    oracle: (seed) => oracle(variant, rulesOf(variant.ruleSpace, seed)),
    reference: () => agentOf(module, 'reference'),
  };
  for (const name of Object.keys(module.agents)) if (name !== 'reference') players[name] = () => agentOf(module, name);
  players.random = () => randomCommands;
  players.quit = () => quitAtOnce;
  const scores: Record<string, number[]> = {};
  for (const [name, make] of Object.entries(players)) {
    scores[name] = seeds.flatMap((seed) =>
      episodes.map((episode) => playEpisode(module.game, make(seed), seed, episode, ruleset)),
    );
  }
  const referenceMean = mean(scores.reference ?? []);
  return Object.entries(scores).map(([player, list]) => ({
    player,
    mean: mean(list),
    lowest: Math.min(...list),
    highest: Math.max(...list),
    percentOfReference: referenceMean > 0 ? (100 * mean(list)) / referenceMean : 0,
  }));
}

/**
 * Where `rows` break `bands` (learn2play-games.md), one sentence each; empty when the ladder holds: the reference solves
 * every instance without reaching 1000 and reaches its share of the oracle, the baselines stay at or below theirs.
 */
export function ladderFailures(rows: readonly CalibrationRow[], bands: CalibrationBands): string[] {
  const byPlayer = new Map(rows.map((row) => [row.player, row]));
  const reference = byPlayer.get('reference');
  const oracle = byPlayer.get('oracle');
  if (!reference || !oracle) return ['the ladder lacks the reference or the oracle'];
  const failures: string[] = [];
  if (reference.lowest <= 0) failures.push('the reference scores 0 on some instance');
  if (reference.mean >= 1000) failures.push('the reference saturates the score');
  const ofOracle = oracle.mean > 0 ? (100 * reference.mean) / oracle.mean : 100;
  if (ofOracle < bands.referenceOfOracle) {
    failures.push(`the reference reaches ${ofOracle.toFixed(1)}% of the oracle (< ${bands.referenceOfOracle}%)`);
  }
  for (const [player, most] of Object.entries(bands.atMost)) {
    const row = byPlayer.get(player);
    if (!row) failures.push(`the ladder lacks ${player}`);
    else if (row.percentOfReference > most) {
      failures.push(`${player} reaches ${row.percentOfReference.toFixed(1)}% of the reference (> ${most}%)`);
    }
  }
  return failures;
}

/** The ladder as a Markdown table. */
export function calibrationTable(rows: readonly CalibrationRow[]): string {
  const lines = ['| player | mean score | lowest | highest | % of reference |', '| --- | ---: | ---: | ---: | ---: |'];
  for (const row of rows) {
    lines.push(
      `| ${row.player} | ${row.mean.toFixed(1)} | ${row.lowest} | ${row.highest} | ${row.percentOfReference.toFixed(1)} |`,
    );
  }
  return lines.join('\n');
}

function agentOf(module: GameModule, name: string): AgentFactory {
  const agent = module.agents[name];
  if (!agent) throw new Error(`${module.game.id} has no agent '${name}'`);
  return agent;
}

/** Plays the design's plan under the true rules (a ceiling for the reference, which must find the rules first). */
function oracle<R, I, P, V>(design: HiddenRuleDesign<R, I, P, V>, rules: R): AgentFactory {
  return () => ({
    name: `${design.id}-oracle`,
    act(turn) {
      const observation = turn.observation as HiddenRuleObservation<I, V>;
      const progress = replayProgress(design, rules, observation);
      const turnsLeft = observation.turns - observation.turn;
      const command = bestOnAverage(design, [{ rules, progress }], observation.instance, turnsLeft);
      return { action: { type: 'command', command } };
    },
  });
}

function replayProgress<R, I, P, V>(
  design: HiddenRuleDesign<R, I, P, V>,
  rules: R,
  observation: HiddenRuleObservation<I, V>,
): P {
  let progress = design.start(observation.instance);
  for (const entry of observation.log) {
    progress = design.play(rules, observation.instance, progress, entry.command, entry.turn).progress;
  }
  return progress;
}

const randomCommands: AgentFactory = (context) => {
  const rng = rngFromSeed(context.seed, 0x7a9d);
  return {
    name: 'random-commands',
    act: (turn) => {
      const commands = (turn.legalActions as readonly HiddenRuleAction[]).filter((action) => action.type === 'command');
      return { action: rng.pick(commands) };
    },
  };
};

const quitAtOnce: AgentFactory = () => ({ name: 'quit-at-once', act: () => ({ action: { type: 'quit' } }) });

function mean(values: readonly number[]): number {
  return values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;
}
