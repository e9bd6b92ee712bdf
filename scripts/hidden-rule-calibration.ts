// Prints the calibration ladder of every hidden-rule game (or the ones named) for docs/games/<id>.md, or with
// `--rulesets a-b` each of those variants' ladder (seeds 1–50, episode 1) and whether it keeps the game's bands:
//   npx tsx scripts/hidden-rule-calibration.ts [game-id …] [--rulesets 1-30] [--seeds 50]

import { parseArgs } from 'node:util';
import { calibrate, calibrationTable } from '../src/games/hidden-rules/calibration.js';
import { hiddenRuleDesigns } from '../src/games/hidden-rules/hidden-rule-designs.js';
import { variantVerdict } from '../src/games/hidden-rules/variant-ladder.js';
import { findGame } from '../src/games/registry.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { rulesets: { type: 'string' }, seeds: { type: 'string', default: '50' } },
});
const seeds = Array.from({ length: Number(values.seeds) }, (_, index) => index + 1);
const range = values.rulesets?.split('-').map(Number);
for (const design of hiddenRuleDesigns) {
  if (positionals.length > 0 && !positionals.includes(design.id)) continue;
  if (!range) {
    console.log(`## ${design.id} (seeds 1–${seeds.length}, episode 1 and 2)\n`);
    console.log(calibrationTable(calibrate(findGame(design.id), design, seeds, [1, 2])));
    console.log();
    continue;
  }
  const [from = 1, to = from] = range;
  let passed = 0;
  for (let ruleset = from; ruleset <= to; ruleset++) {
    const verdict = variantVerdict(findGame(design.id), design, ruleset, seeds);
    if (verdict.failures.length === 0) passed++;
    const cells = verdict.rows.map((row) => `${row.player} ${row.mean.toFixed(0)}`).join(', ');
    const result = verdict.failures.length === 0 ? 'pass' : `FAIL: ${verdict.failures.join('; ')}`;
    console.log(`${design.id} ruleset ${ruleset} (${verdict.ruleSets} rule sets): ${cells} — ${result}`);
  }
  console.log(`${design.id}: ${passed} of ${to - from + 1} variants keep the ladder (seeds 1–${seeds.length})\n`);
}
