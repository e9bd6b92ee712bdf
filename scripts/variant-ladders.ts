// The variant check of issue 25 for every hidden-rule game (or those named): searches rulesets 1, 2, … until `--count`
// (default 20) keep the game's ladder over seeds 1–20, and prints a Markdown table of how many it took; exit 1 when a
// game falls short within 3 × count tries. Minutes on 2 cores, so not part of `npm test` (the kit's test finds two):
//   npx tsx scripts/variant-ladders.ts [game-id …] [--count 20]

import { parseArgs } from 'node:util';
import { hiddenRuleDesigns } from '../src/games/hidden-rules/hidden-rule-designs.js';
import { searchVariants, variantLadderSeeds } from '../src/games/hidden-rules/variant-ladder.js';
import { findGame } from '../src/games/registry.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { count: { type: 'string', default: '20' } },
});
const count = Number(values.count);
console.log(`| game | rule sets (ruleset 0) | variants kept | tried | first kept | seconds |`);
console.log('| --- | ---: | ---: | ---: | --- | ---: |');
let short = false;
for (const design of hiddenRuleDesigns) {
  if (positionals.length > 0 && !positionals.includes(design.id)) continue;
  const started = performance.now();
  const verdicts = searchVariants(findGame(design.id), design, {
    count,
    from: 1,
    tries: 3 * count,
    seeds: variantLadderSeeds,
  });
  const kept = verdicts.filter((verdict) => verdict.failures.length === 0).map((verdict) => verdict.ruleset);
  if (kept.length < count) short = true;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const first = kept.slice(0, 5).join(', ') + (kept.length > 5 ? ', …' : '');
  console.log(
    `| ${design.id} | ${design.ruleSpace.length} | ${kept.length} | ${verdicts.length} | ${first} | ${seconds} |`,
  );
}
if (short) process.exitCode = 1;
