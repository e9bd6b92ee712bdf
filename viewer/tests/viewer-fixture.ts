// The store the browser tests look at: a kuhn-poker tournament, an S³Gym learner run (curve and experience snapshots),
// S³Gym runs of skill-library and evotest learning with a scripted model, one match per graphical grid game, a 400-step snake match, a Pokémon TCG match (heuristic vs random), and a
// kuhn-poker match played by a scripted model whose replies carry HTML and script payloads (its first answer is
// invalid, so the record has a rejected attempt), the same game played by a scripted model that reasons as a model
// would (the documentation's picture of an exchange), and a snake match of a program that logs, writes stderr and
// crashes.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cliEntry } from '../../src/cli/test-cli-entry.js';
import type { ParamValue } from '../../src/core/game.js';
import type { MatchRecord } from '../../src/core/match-record.js';
import { resolveParams } from '../../src/core/params.js';
import { evolverSystem } from '../../src/experience/evotest-experience.js';
import { skillLibrarySystem } from '../../src/experience/skill-library-experience.js';
import { findGame } from '../../src/games/registry.js';
import {
  defaultFakeReply,
  type FakeReply,
  type RecordedRequest,
  startFakeOpenAIServer,
} from '../../src/model/fake-openai-server.js';
import { roundRobin } from '../../src/protocols/round-robin.js';
import { parseS3gymRunSpec, runS3gym } from '../../src/protocols/suites/s3gym-suite.js';
import { jobGame } from '../../src/runner/match-job.js';
import { runMatches } from '../../src/runner/run-matches.js';
import { Store } from '../../src/store/store.js';

/** Payloads a model reply carries; the viewer must show them as text and never run them. */
export const xssPayloads = ['<script>window.__xss=1</script>', '<img src=x onerror="window.__xss=1">'] as const;

/** Ids of what the fixture stored. */
export interface ViewerFixture {
  readonly runs: {
    readonly tournament: string;
    readonly s3gym: string;
    readonly anchored: string;
    /** S³Gym runs whose experience learns with the scripted model of `learningReply`. */
    readonly skillLibrary: string;
    readonly evotest: string;
    /** A one-trial, one-episode Learn2Play run of `random` on dye-works (a hidden-rule game people can play too). */
    readonly learn2play: string;
  };
  /** The scripted model's match. */
  readonly llmMatch: string;
  /** A kuhn-poker match of a model that reasons in words before each answer, its first answer rejected. */
  readonly exchangeMatch: string;
  /** The 400-step snake match. */
  readonly longMatch: string;
  /** One match per grid game with a graphical renderer, by game id. */
  readonly boards: Readonly<Record<string, string>>;
  /** A Pokémon TCG match of a few hundred steps (heuristic vs random), drawn by its card-table renderer. */
  readonly ptcgMatch: string;
  /** A snake match of a program that logs, writes stderr, and exits at its fourth turn (a forfeit). */
  readonly programMatch: string;
}

/** Runs the xparena CLI on `home`; resolves with its standard output, rejects with its error output. */
export async function xparena(home: string, args: readonly string[]): Promise<string> {
  const child = spawn(process.execPath, [cliEntry, '--home', home, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let errors = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const code = await new Promise<number | null>((done) => child.on('exit', done));
  if (code !== 0) throw new Error(`xparena ${args.join(' ')} failed (${code}): ${errors}`);
  return output;
}

async function playScriptedModel(home: string): Promise<string> {
  let calls = 0;
  const server = await startFakeOpenAIServer({
    respond: (request) => {
      calls++;
      if (calls === 1) return { type: 'text', text: `${xssPayloads[0]}\nAnswer: raise-to-the-moon, Score: 1` };
      const reply = defaultFakeReply(request);
      return reply.type === 'text' ? { ...reply, text: `${xssPayloads[1]}\n${reply.text}` } : reply;
    },
  });
  try {
    const agent = `llm:openai-compatible/fake?base_url=${server.url}`;
    const output = await xparena(home, ['play', 'kuhn-poker', '-a', agent, '-a', 'random', '--seed', '3', '--json']);
    return (JSON.parse(output) as MatchRecord).id;
  } finally {
    await server.close();
  }
}

const cardNames: Readonly<Record<string, string>> = { J: 'Jack', Q: 'Queen', K: 'King' };

/**
 * A kuhn-poker reply as a model writes one: a few sentences on the card held and the options, then the answer line;
 * the first reply names an action the game does not have (so the record keeps a rejected attempt).
 */
function pokerReasoning(request: RecordedRequest, call: number): FakeReply {
  const messages = (request.body as { messages?: { role: string; content: unknown }[] } | undefined)?.messages ?? [];
  const prompt = String(messages.findLast((message) => message.role === 'user')?.content ?? '');
  const card = cardNames[/You hold (\w)/.exec(prompt)?.[1] ?? ''] ?? 'card';
  const options = /Your options: ([^.]+)\./.exec(prompt)?.[1]?.split(', ') ?? [];
  if (call === 1) {
    const text = `I hold the ${card}, the strongest card in the deck. I want as many chips in the pot as possible, so I raise.`;
    return { type: 'text', text: `${text}\nAnswer: raise, Score: 1` };
  }
  const strong = card === 'King';
  const [action, why] = options.includes('bet')
    ? strong
      ? ['bet', 'There is no raise here, only check or bet. With the King every showdown is mine, so I bet.']
      : ['check', `With the ${card} a bet is called mostly by better cards, so I check and see a showdown cheaply.`]
    : strong || card === 'Queen'
      ? ['call', `Facing a bet with the ${card}: the opponent bluffs with the Jack often enough that calling pays.`]
      : ['fold', 'Facing a bet with the Jack I lose every showdown, so I fold and keep my chip.'];
  return { type: 'text', text: `${why}\nAnswer: ${action}, Score: 0` };
}

/**
 * A kuhn-poker match of the reasoning model of `pokerReasoning` against random, stored in `store`; the seat is
 * `llm:openai/gpt-4o-mini` as a user would write it, with the OpenAI provider pointed at the fake server by the SDK's
 * own OPENAI_BASE_URL for the length of the match.
 */
async function playReasoningModel(store: Store): Promise<string> {
  let calls = 0;
  const server = await startFakeOpenAIServer({ respond: (request) => pokerReasoning(request, ++calls) });
  const saved = { OPENAI_BASE_URL: process.env.OPENAI_BASE_URL, OPENAI_API_KEY: process.env.OPENAI_API_KEY };
  Object.assign(process.env, { OPENAI_BASE_URL: server.url, OPENAI_API_KEY: 'sk-fake' });
  try {
    const kuhn = findGame('kuhn-poker');
    const seats = ['llm:openai/gpt-4o-mini', 'random'];
    let id = '';
    await runMatches([{ ...jobGame(kuhn), params: resolveParams(kuhn.game, 'match'), seats, seed: 3 }], {
      store,
      onMatch: (_job, record) => {
        if (record) id = record.id;
      },
    });
    if (!id) throw new Error('the reasoning model’s match was not stored');
    return id;
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    await server.close();
  }
}

/** A Python program that logs and writes to stderr at every turn, then exits in the middle of its fourth. */
export const crashingProgram = [
  'import json, sys, time',
  'turns = 0',
  'for line in sys.stdin:',
  '    message = json.loads(line)',
  "    if message['type'] == 'start': print(json.dumps({'type': 'ready'}), flush=True)",
  "    if message['type'] != 'turn': continue",
  '    turns += 1',
  '    print(f\'weighing {len(message["legal"])} moves at turn {turns}\', file=sys.stderr, flush=True)',
  // stderr and stdout are separate pipes: a pause lets the host read this line before the answer it belongs to.
  '    time.sleep(0.2)',
  '    if turns == 4:',
  "        print('out of ideas', file=sys.stderr, flush=True)",
  '        sys.exit(3)',
  "    print(json.dumps({'action': message['legal'][0], 'log': f'first legal at turn {turns}'}), flush=True)",
].join('\n');

async function playCrashingProgram(home: string): Promise<string> {
  const dir = join(home, 'crashing-program');
  mkdirSync(dir);
  writeFileSync(join(dir, 'main.py'), `${crashingProgram}\n`);
  const manifest = { name: 'crashing', version: '1', language: 'python', entry: ['python3', 'main.py'] };
  writeFileSync(join(dir, 'xparena-program.json'), JSON.stringify(manifest));
  // The flag matters only where the machine cannot sandbox programs.
  const output = await xparena(home, ['play', 'snake', '-a', `program:${dir}`, '--json', '--unsafe-no-sandbox']);
  return (JSON.parse(output) as MatchRecord).id;
}

/**
 * The scripted model of the learning runs: skill-library updates add `open-strong` and `punish-defection`, then refine
 * `open-strong` and add `forgive-once`; EvoTest's Evolver writes generation-numbered guidance and program; every other
 * request (a game turn) plays the first listed action.
 */
export function learningReply(request: RecordedRequest, calls: { skills: number; evolver: number }): FakeReply {
  const messages = (request.body as { messages?: { content?: unknown }[] } | undefined)?.messages ?? [];
  const system = messages[0]?.content;
  if (system === skillLibrarySystem) {
    calls.skills++;
    const operations =
      calls.skills === 1
        ? [
            { op: 'add', name: 'open-strong', description: 'At the first round.', body: 'Cooperate first.' },
            { op: 'add', name: 'punish-defection', description: 'After a defection.', body: 'Cheat once back.' },
          ]
        : [
            { op: 'refine', name: 'open-strong', body: `Cooperate first, then copy (update ${calls.skills}).` },
            { op: 'add', name: `forgive-once-${calls.skills}`, description: 'After one defection.', body: 'Forgive.' },
          ];
    return { type: 'text', text: JSON.stringify({ operations }) };
  }
  if (system === evolverSystem) {
    calls.evolver++;
    const guidance = `Generation ${calls.evolver} guidance: cooperate until cheated.`;
    const program = `function extract(transcript, observation) {\n  return 'turns so far: ' + transcript.length + ' (v${calls.evolver})';\n}`;
    return { type: 'text', text: JSON.stringify({ guidance, program }) };
  }
  return defaultFakeReply(request);
}

/** Plays one S³Gym trust-evolution run of `experience` with an `llm:` agent on the scripted model of `learningReply`. */
async function playLearningRun(store: Store, id: string, experience: string): Promise<void> {
  const calls = { skills: 0, evolver: 0 };
  const server = await startFakeOpenAIServer({ respond: (request) => learningReply(request, calls) });
  try {
    const spec = parseS3gymRunSpec({
      agent: `llm:openai-compatible/fake?base_url=${server.url}`,
      experience,
      games: ['trust-evolution'],
      episodes: 2,
      evalEvery: 1,
      evalEpisodes: 1,
      trials: 1,
    });
    store.startRun({ id, kind: 's3gym', spec, codeVersion: 'test' });
    await runS3gym(spec, { store, runId: id });
    store.finishRun(id, 'finished');
  } finally {
    await server.close();
  }
}

/** Fills the store of `home` (created if missing) and returns what it stored. */
export async function populateViewerHome(home: string): Promise<ViewerFixture> {
  // The CLI writes the model's match first and the anchored run last: the store is open here only in between.
  const llmMatch = await playScriptedModel(home);
  const programMatch = await playCrashingProgram(home);
  const stored = await populateInProcess(home);
  const evolve = ['evolve', 'kuhn-poker', '-a', 'learner', '--anchors', stored.runs.tournament, '--rounds', '2'];
  const output = await xparena(home, [...evolve, '--games-per-anchor', '2', '--bootstrap', '0']);
  const anchored = /--run (\S+)/.exec(output)?.[1];
  if (!anchored) throw new Error(`xparena evolve printed no run id: ${output}`);
  const learn2play = ['run', 'learn2play', '--agent', 'random', '--games', 'dye-works', '--trials', '1'];
  const played = JSON.parse(await xparena(home, [...learn2play, '--episodes', '1', '--json'])) as { run: string };
  return { ...stored, llmMatch, programMatch, runs: { ...stored.runs, anchored, learn2play: played.run } };
}

async function populateInProcess(home: string): Promise<
  Omit<ViewerFixture, 'llmMatch' | 'programMatch' | 'runs'> & {
    runs: Omit<ViewerFixture['runs'], 'anchored' | 'learn2play'>;
  }
> {
  const store = new Store(join(home, 'xparena.db'));
  try {
    const kuhn = findGame('kuhn-poker');
    const tournament = {
      game: 'kuhn-poker',
      params: resolveParams(kuhn.game, 'match'),
      agents: ['random', 'mcts?iterations=30'],
      gamesPerPair: 2,
      swapSeats: true,
      seed: 0,
    };
    const runs = {
      tournament: 'tournament-viewer-test',
      s3gym: 's3gym-viewer-test',
      skillLibrary: 'skill-library-viewer-test',
      evotest: 'evotest-viewer-test',
    };
    store.startRun({ id: runs.tournament, kind: 'tournament', spec: tournament, codeVersion: 'test' });
    await runMatches(roundRobin({ module: kuhn, ...tournament, label: 'kuhn-poker tournament' }), {
      store,
      runId: runs.tournament,
    });
    store.finishRun(runs.tournament, 'finished');

    const s3gym = parseS3gymRunSpec({
      agent: 'learner',
      games: ['trust-evolution'],
      episodes: 4,
      evalEvery: 2,
      evalEpisodes: 1,
      trials: 1,
    });
    store.startRun({ id: runs.s3gym, kind: 's3gym', spec: s3gym, codeVersion: 'test' });
    await runS3gym(s3gym, { store, runId: runs.s3gym });
    store.finishRun(runs.s3gym, 'finished');
    await playLearningRun(store, runs.skillLibrary, 'skill-library');
    await playLearningRun(store, runs.evotest, 'evotest');

    const ids: Record<string, string> = {};
    const boards: readonly {
      game: string;
      overrides: Readonly<Record<string, ParamValue>>;
      seed: number;
      seats?: readonly string[];
    }[] = [
      { game: 'snake', overrides: { strict: false, maxSteps: 400 }, seed: 2 },
      { game: 'tetris', overrides: {}, seed: 1 },
      { game: 'minesweeper', overrides: {}, seed: 1 },
      { game: 'plants-vs-zombies', overrides: { maxSteps: 12 }, seed: 1 },
      { game: 'chess', overrides: {}, seed: 1 },
      { game: 'ptcg', overrides: { decks: 'combo,combo' }, seed: 3, seats: ['heuristic', 'random'] },
    ];
    const jobs = boards.map(({ game, overrides, seed, seats = ['heuristic'] }) => {
      const module = findGame(game);
      return { ...jobGame(module), params: resolveParams(module.game, undefined, overrides), seats, seed };
    });
    await runMatches(jobs, {
      store,
      onMatch: (job, record) => {
        if (record) ids[job.game] = record.id;
      },
    });
    const exchangeMatch = await playReasoningModel(store);
    const { ptcg: ptcgMatch, ...grids } = ids;
    const longMatch = ids.snake;
    if (!longMatch) throw new Error('the long snake match was not stored');
    if (!ptcgMatch) throw new Error('the Pokémon TCG match was not stored');
    return { runs, longMatch, boards: grids, ptcgMatch, exchangeMatch };
  } finally {
    store.close();
  }
}
