// How many of each hidden-rule game's variants share rule sets with the benchmark's space (ruleset 0), and how much:
// a fresh trial whose rules the benchmark also holds is a trial a model that read the published rules may have an edge
// on. Seconds, no play:
//   npx tsx scripts/variant-overlap.ts [--rulesets 30]

import { parseArgs } from 'node:util';
import { hiddenRuleDesigns } from '../src/games/hidden-rules/hidden-rule-designs.js';
import { sharedRuleSets } from '../src/games/hidden-rules/variant-ladder.js';

const { values } = parseArgs({ options: { rulesets: { type: 'string', default: '30' } } });
const last = Number(values.rulesets);
console.log(`| game | variants sharing rule sets with ruleset 0 (of ${last}) | largest share | examples |`);
console.log('| --- | ---: | ---: | --- |');
for (const design of hiddenRuleDesigns) {
  const sharing: string[] = [];
  let largest = 0;
  for (let ruleset = 1; ruleset <= last; ruleset++) {
    const shared = sharedRuleSets(design, ruleset);
    if (shared === 0) continue;
    const size = design.variantSpace(ruleset).length;
    sharing.push(`${ruleset}: ${shared}/${size}`);
    largest = Math.max(largest, shared / size);
  }
  const examples = sharing.slice(0, 3).join(', ') + (sharing.length > 3 ? ', …' : '');
  console.log(`| ${design.id} | ${sharing.length} | ${Math.round(largest * 100)}% | ${examples} |`);
}
