// PTCG engine speed: complete random-vs-random games per second and microseconds per decision on one core, measured
// interleaved with chess random playouts in the same run for context (a section of docs/benchmarks.md).
import type { Game, Params } from '../src/core/game.js';
import { resolveParams } from '../src/core/params.js';
import { rngFromSeed } from '../src/core/rng.js';
import { chess } from '../src/games/chess/index.js';
import { deckPairs, ptcgGame } from '../src/games/ptcg/ptcg-game.js';
import { formatTable } from '../src/report/table.js';

const rounds = 7;

/** Random games of `game` for `ms` over the given parameter sets in turn; returns games and decisions played. */
function randomGames(
  game: Game,
  paramSets: readonly Params[],
  ms: number,
  seed: number,
): { games: number; steps: number } {
  const rng = rngFromSeed(seed);
  let games = 0;
  let steps = 0;
  const end = performance.now() + ms;
  while (performance.now() < end) {
    let state = game.setup(paramSets[games % paramSets.length] as Params, seed + games, 2);
    for (let acting = game.toAct(state); acting.length > 0; acting = game.toAct(state)) {
      state = game.apply(
        state,
        acting.map((player) => rng.pick(game.legalActions(state, player))),
      );
      steps++;
    }
    games++;
  }
  return { games, steps };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** Runs the PTCG measurement and returns its markdown section. */
export async function ptcgSection(): Promise<string> {
  const roundMs = Number(process.env.BENCH_ROUND_MS ?? 400) * 2;
  const chessParams = resolveParams(chess.game, chess.game.defaultPreset);
  const base = resolveParams(ptcgGame, ptcgGame.defaultPreset);
  const cases: { label: string; params: Params[] }[] = [
    { label: 'all 25 deck pairings', params: deckPairs.map((decks) => ({ ...base, decks })) },
    ...['aggro', 'combo', 'control', 'attrition', 'engine'].map((name) => ({
      label: `${name} mirror`,
      params: [{ ...base, decks: `${name},${name}` }],
    })),
  ];
  // Warm up both engines (JIT) before the first measured round.
  randomGames(ptcgGame as Game, cases[0]?.params ?? [], 1500, 1);
  randomGames(chess.game, [chessParams], 500, 1);
  const rows: (string | number)[][] = [];
  for (const { label, params } of cases) {
    const gameRates: number[] = [];
    const stepCosts: number[] = [];
    const stepsPerGame: number[] = [];
    const ratios: number[] = [];
    const chessRates: number[] = [];
    for (let round = 0; round < rounds; round++) {
      const ptcg = randomGames(ptcgGame as Game, params, roundMs, 1000 * round);
      const other = randomGames(chess.game, [chessParams], roundMs, 1000 * round);
      gameRates.push((ptcg.games / roundMs) * 1000);
      stepCosts.push((roundMs * 1000) / ptcg.steps);
      stepsPerGame.push(ptcg.steps / ptcg.games);
      chessRates.push((other.games / roundMs) * 1000);
      ratios.push(ptcg.games / Math.max(1, other.games));
    }
    rows.push([
      label,
      Math.round(median(gameRates)),
      Number(median(stepCosts).toFixed(2)),
      Math.round(median(stepsPerGame)),
      Math.round(median(chessRates)),
      Number(median(ratios).toFixed(3)),
      median(gameRates) >= 500 ? 'yes' : 'NO',
    ]);
    console.error(`measured ptcg ${label}`);
  }
  const headers = [
    'ptcg games',
    'games/s',
    'µs/decision',
    'decisions/game',
    `chess (${chess.game.defaultPreset}) playouts/s`,
    'ptcg/chess',
    '≥ 500 games/s',
  ];
  return `## PTCG engine: random games per second

Complete random-vs-random games of the Pokémon TCG engine (full rules: setup with mulligans, every card effect,
pending decisions, Checkup, Knock Outs; each game ends by Prizes, no Pokémon, deck-out or the ${base.turnCap}-turn cap)
on one core, calling setup / toAct / legalActions / apply directly. "µs/decision" is the time per decision including
listing the legal actions. Each row runs ${rounds} rounds of ${roundMs} ms, interleaved with as long a run of chess random
playouts (default preset) so that machine noise affects both alike; the table gives medians over rounds and the
ratio of PTCG games to chess playouts in the same time. Target: at least 500 games/s (issue 8's reference points:
a Python engine with simplified rules plays about 100 games/s, a deep-cloning TypeScript engine about 1 game/s).

\`\`\`
${formatTable(headers, rows)}
\`\`\`
`;
}
