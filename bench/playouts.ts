// Random-agent playouts per second per game, and the overhead of playMatch over a bare loop of game calls, measured
// interleaved in the same run, on compiled JavaScript: a section of docs/benchmarks.md (see bench/main.ts).
import { randomAgent } from '../src/agents/builtin/random-agent.js';
import type { Game, Params } from '../src/core/game.js';
import { resolveParams } from '../src/core/params.js';
import { agentSeed, playMatch } from '../src/core/play-match.js';
import { rngFromSeed } from '../src/core/rng.js';
import { gameModules } from '../src/games/registry.js';
import { formatTable } from '../src/report/table.js';

const rounds = 7;

/** Plays random playouts calling the game directly; returns playouts and steps done in `ms`. */
function bareLoop(game: Game, params: Params, players: number, ms: number): { playouts: number; steps: number } {
  const rng = rngFromSeed(1);
  let playouts = 0;
  let steps = 0;
  const end = performance.now() + ms;
  while (performance.now() < end) {
    let state = game.setup(params, playouts, players);
    for (let acting = game.toAct(state); acting.length > 0; acting = game.toAct(state)) {
      state = game.apply(
        state,
        acting.map((player) => rng.pick(game.legalActions(state, player))),
      );
      steps++;
    }
    game.outcome(state);
    playouts++;
  }
  return { playouts, steps };
}

/** The same playouts through playMatch with seeded random agents. */
async function matchLoop(
  game: Game,
  params: Params,
  players: number,
  ms: number,
): Promise<{ playouts: number; steps: number }> {
  let playouts = 0;
  let steps = 0;
  const end = performance.now() + ms;
  while (performance.now() < end) {
    const seed = playouts;
    const seats = Array.from({ length: players }, (_, seat) => ({
      spec: 'random',
      agent: randomAgent({ game, params, seat, players, seed: agentSeed(seed, seat), options: {} }),
    }));
    const record = await playMatch({ game, params, seed, seats });
    steps += record.steps.length;
    playouts++;
  }
  return { playouts, steps };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** Runs the playout measurement on every registered game and returns its markdown section. */
export async function playoutsSection(): Promise<string> {
  const roundMs = Number(process.env.BENCH_ROUND_MS ?? 400);
  const rows: (string | number)[][] = [];
  for (const { game } of gameModules) {
    for (const players of game.playerCounts) {
      const params = resolveParams(game, game.defaultPreset);
      const bareRates: number[] = [];
      const matchRates: number[] = [];
      const ratios: number[] = [];
      let stepsPerPlayout = 0;
      bareLoop(game, params, players, 100);
      await matchLoop(game, params, players, 100);
      for (let round = 0; round < rounds; round++) {
        const bare = bareLoop(game, params, players, roundMs);
        const match = await matchLoop(game, params, players, roundMs);
        bareRates.push((bare.steps / roundMs) * 1000);
        matchRates.push((match.steps / roundMs) * 1000);
        ratios.push(bare.steps / match.steps);
        stepsPerPlayout = bare.steps / bare.playouts;
      }
      const overhead = (median(ratios) - 1) * 100;
      const addedPerStep = (1 / median(matchRates) - 1 / median(bareRates)) * 1e6;
      rows.push([
        `${game.id} (${game.defaultPreset}, ${players} seat${players > 1 ? 's' : ''})`,
        Math.round(median(bareRates) / stepsPerPlayout),
        Math.round(median(matchRates) / stepsPerPlayout),
        Math.round(median(bareRates)),
        Number(stepsPerPlayout.toFixed(1)),
        Number((addedPerStep * stepsPerPlayout).toFixed(2)),
        `${overhead.toFixed(1)}%`,
        overhead < 20 ? 'yes' : 'NO',
      ]);
      console.error(`measured ${game.id} with ${players} seat(s)`);
    }
  }

  const headers = [
    'game',
    'bare playouts/s',
    'playMatch playouts/s',
    'bare steps/s',
    'steps/playout',
    'µs added/playout',
    'playMatch overhead',
    '< 20%',
  ];
  const table = formatTable(headers, rows);
  return `## Random playouts and playMatch overhead

Uniformly random legal actions on each game's default preset. "bare" calls setup / toAct / legalActions / apply
directly in a loop; "playMatch" plays the same games through \`playMatch\` with seeded \`random\` agents, building the
full MatchRecord (moves, action texts, rewards, final state hash). Both run interleaved, ${rounds} rounds of ${roundMs} ms
each; the overhead is the median over rounds of (bare steps / playMatch steps − 1), so machine noise affects both
sides of each ratio alike. Target: overhead under 20% on every game. "µs added/playout" is the absolute cost of
playMatch per playout: a fixed part per match (the match id and the final state hash, both SHA-256 over JSON, the
record and the agents) plus a part per decision (the turn, the legality check, the action text, the reward). It is
met where a playout does real work (nullify, ptcg) and missed on games whose whole random playout takes 1–150 µs, where those
few microseconds of bookkeeping dominate; against a model call (milliseconds to seconds) it is negligible.

\`\`\`
${table}
\`\`\`
`;
}
