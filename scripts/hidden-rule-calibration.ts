// Prints the calibration ladder of every hidden-rule game (or the ones named) for docs/games/<id>.md:
//   npx tsx scripts/hidden-rule-calibration.ts [game-id …]

import { calibrate, calibrationTable } from '../src/games/hidden-rules/calibration.js';
import { hiddenRuleDesigns } from '../src/games/hidden-rules/hidden-rule-designs.js';
import { findGame } from '../src/games/registry.js';

const seeds = Array.from({ length: 50 }, (_, index) => index + 1);
const wanted = process.argv.slice(2);
for (const design of hiddenRuleDesigns) {
  if (wanted.length > 0 && !wanted.includes(design.id)) continue;
  console.log(`## ${design.id} (seeds 1–50, episode 1 and 2)\n`);
  console.log(calibrationTable(calibrate(findGame(design.id), design, seeds, [1, 2])));
  console.log();
}
