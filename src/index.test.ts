import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { format } from 'node:util';
import { describe, expect, it } from 'vitest';
import * as xparena from './index.js';

const root = join(import.meta.dirname, '..');

/** The fenced blocks of `language` in a Markdown file, in order. */
function fencedBlocks(markdown: string, language: string): string[] {
  return [...markdown.matchAll(new RegExp(`^\`\`\`${language}\\n([\\s\\S]*?)^\`\`\`$`, 'gm'))].map(
    (match) => match[1] as string,
  );
}

describe('the library entry', () => {
  it('plays, replays and rejects bad input through the public API alone', async () => {
    const { createAgent, findGame, playMatch, replay, resolveParams, UsageError } = xparena;
    const module = findGame('kuhn-poker');
    const params = resolveParams(module.game, 'match');
    const seats = ['heuristic', 'random'].map((spec, seat) => ({
      spec,
      agent: createAgent(module, spec, { params, seed: 3, seat, players: 2 }),
    }));
    const record = await playMatch({ game: module.game, params, seed: 3, seats });
    expect(record.end.status).toBe('finished');
    expect(record.seats.map((seat) => seat.agent)).toEqual(['heuristic', 'random']);
    expect(replay(module.game, record)).toEqual({ ok: true, steps: record.steps.length });
    expect([...xparena.replayStates(module.game, record)]).toHaveLength(record.steps.length + 1);
    expect(() => createAgent(module, 'genius', { params, seed: 3, seat: 0, players: 2 })).toThrow(UsageError);
    expect(() => findGame('go')).toThrow(/unknown game 'go'; valid games: /);
  });

  it('exports exactly the documented values (types aside)', () => {
    expect(Object.keys(xparena).sort()).toEqual([
      'UsageError',
      'createAgent',
      'findGame',
      'gameModules',
      'meanInterval',
      'playMatch',
      'replay',
      'replayStates',
      'resolveParams',
    ]);
  });

  it('is what package.json exports once built: src/index.ts compiles to dist/index.js and its types', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
    const build = JSON.parse(readFileSync(join(root, 'tsconfig.build.json'), 'utf8'));
    expect(build.compilerOptions).toMatchObject({ rootDir: 'src', outDir: 'dist' });
    expect(pkg.exports['.']).toEqual({ types: './dist/index.d.ts', import: './dist/index.js' });
    expect(pkg.types).toBe('./dist/index.d.ts');
    expect(pkg.files).toContain('dist');
  });

  it('runs the example of docs/library.md and prints what the page says', async () => {
    const page = readFileSync(join(root, 'docs/library.md'), 'utf8');
    const [example] = fencedBlocks(page, 'ts');
    const [printed] = fencedBlocks(page, 'text');
    expect(example).toContain("from 'xparena';");
    const dir = join(root, '.xparena-test', 'library-example');
    mkdirSync(dir, { recursive: true });
    const file = join(dir, 'example.ts');
    writeFileSync(file, (example as string).replace("from 'xparena';", "from '../../src/index.js';"));
    const lines: string[] = [];
    const log = console.log;
    console.log = (...values: unknown[]) => lines.push(format(...values));
    try {
      await import(pathToFileURL(file).href);
    } finally {
      console.log = log;
      rmSync(dir, { recursive: true, force: true });
    }
    expect(`${lines.join('\n')}\n`).toBe(printed);
  }, 60_000);
});
