// Rule complexity as AAArena reports it: the AST node count of a game's rules source. Usage:
//   npx tsx scripts/rule-complexity.ts <game-id>…
// Counts every node (forEachChild recursion over ts.createSourceFile) of src/games/<id>/<id>-game.ts and of every
// file it imports from its own folder, transitively, except the text codec (<id>-text.ts: wording, not rules).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';

/** Nodes of one parsed file, the SourceFile node included. */
function nodeCount(file: string): number {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  let count = 0;
  const visit = (node: ts.Node) => {
    count++;
    ts.forEachChild(node, visit);
  };
  visit(source);
  return count;
}

/** Relative imports of `file` that stay in `folder`, as paths to the .ts files. */
function localImports(file: string, folder: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const specifier = statement.moduleSpecifier.text;
    if (!specifier.startsWith('./')) continue;
    const target = resolve(dirname(file), specifier.replace(/\.js$/, '.ts'));
    if (dirname(target) === folder) found.push(target);
  }
  return found;
}

/** The rule files of game `id` (the game file first) with their node counts. */
export function ruleComplexity(id: string): { files: { file: string; nodes: number }[]; total: number } {
  const folder = resolve('src/games', id);
  const root = join(folder, `${id}-game.ts`);
  if (!existsSync(root)) throw new Error(`no ${root}`);
  const seen = new Set<string>([root]);
  const queue = [root];
  for (let head = 0; head < queue.length; head++) {
    for (const next of localImports(queue[head] as string, folder)) {
      if (seen.has(next) || next.endsWith(`${id}-text.ts`)) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  const files = queue.map((file) => ({ file: file.slice(resolve('.').length + 1), nodes: nodeCount(file) }));
  return { files, total: files.reduce((sum, entry) => sum + entry.nodes, 0) };
}

for (const id of process.argv.slice(2)) {
  const { files, total } = ruleComplexity(id);
  for (const { file, nodes } of files) console.log(`${String(nodes).padStart(6)}  ${file}`);
  console.log(`${String(total).padStart(6)}  ${id} (AST nodes)`);
}
