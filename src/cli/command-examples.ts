// Examples for the `--help` of the commands whose own registration gives none, so every command shows how to use it.

/** Per top-level command, example command lines (each runs as written, offline). */
export const commandExamples: Readonly<Record<string, readonly string[]>> = {
  demo: ['xparena demo', 'xparena --home /tmp/demo demo   # a store of its own', 'xparena demo --json > demo.json'],
  games: ['xparena games', 'xparena games --json'],
  agents: ['xparena agents', 'xparena agents --game kuhn-poker'],
  experience: [
    'xparena experience export latest --checkpoint last -o reflexion.json',
    'xparena experience compare latest',
  ],
  experiences: ['xparena experiences', 'xparena experiences --json'],
  replay: ['xparena replay 3f2a9c1e            # a stored match by id prefix', 'xparena replay matches.jsonl --verify'],
  runs: ['xparena runs', 'xparena runs --game kuhn-poker --limit 5', 'xparena runs delete <run-id>'],
  matches: [
    'xparena matches --run latest --agent mcts',
    "xparena matches --game kuhn-poker --json > matches.jsonl   # pandas: read_json('matches.jsonl', lines=True)",
  ],
  export: ['xparena export --run latest -o matches.jsonl', 'xparena export sft latest -o sft.jsonl'],
  import: ['xparena import matches.jsonl', 'xparena import matches.jsonl --json'],
  pool: [
    'xparena pool show mycelium',
    'xparena pool verify mycelium --pairs 20 -c 2',
    'xparena pool calibrate mycelium -c 2',
  ],
  arena: [
    'xparena arena status          # inside a run workspace',
    'xparena arena small p041 p037 # two opponents, one unit each',
    'xparena arena full',
  ],
  learn2play: [
    'xparena learn2play variants truffle-wood --count 20',
    'xparena learn2play variants sourdough --json > variants.json',
  ],
  mcp: ['xparena mcp serve --game kuhn-poker --opponent heuristic   # then connect an MCP client on stdio'],
  doctor: ['xparena doctor', 'xparena doctor --sandbox'],
};

/** The help text that lists `examples`. */
export function examplesHelp(examples: readonly string[]): string {
  return `\nExample${examples.length > 1 ? 's' : ''}:\n${examples.map((line) => `  ${line}`).join('\n')}`;
}
