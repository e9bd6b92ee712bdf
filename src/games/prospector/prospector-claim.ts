// The claim of one episode: nine named sites down a creek, each with a surface sign and a surveyor's section, drawn
// afresh every episode (re-shuffled) so that every rule set of the space, and of its wider family, leaves ore in it.
import { type Rng, rngFromSeed } from '../../core/rng.js';
import { loadsAt } from './prospector-play.js';
import {
  familyDepths,
  familyShifts,
  layersPerSite,
  type ProspectorRules,
  prospectorRuleFamily,
  prospectorRuleSpace,
  type Rock,
  rocks,
  type Sign,
  signs,
} from './prospector-rules.js';
import type { ProspectorInstance } from './prospector-state.js';

/** Sites per claim. */
export const sitesPerClaim = 9;
/** Rocks in each site's section (of the four). */
const rocksPerSite = 2;
/** The fewest loads every rule set of the benchmark's space leaves in a claim (the wider family's: one layer of ore). */
const fewestLoads = 2;

const names = [
  'Magpie',
  'Widow',
  'Cutbank',
  'Bluebell',
  'Hangman',
  'Lucky',
  'Dutchman',
  'Jackdaw',
  'Sorrel',
  'Tinker',
  'Parson',
  'Crowfoot',
  'Ironbark',
  'Halfmoon',
  'Kestrel',
  'Sixpence',
] as const;

/** Surface signs of a claim: each of the three twice, and three sites of bare ground. */
const signPool: readonly (Sign | 'bare')[] = [...signs, ...signs, 'bare', 'bare', 'bare'];

/** Where the ore of the wider family's rule sets may lie (water plays no part in it: one wet rock per host). */
const familyRules: readonly ProspectorRules[] = prospectorRuleFamily({
  depths: familyDepths,
  shifts: familyShifts,
  wetFrom: layersPerSite,
  richLoads: 1,
}).filter((rules) => rules.wet === rocks.find((rock) => rock !== rules.host));

/** The claim of `episode` under `seed`: redrawn until every rule set leaves enough ore in it. */
export function drawClaim(seed: number, episode: number): ProspectorInstance {
  const rng = rngFromSeed(seed, 0x9a05 + episode);
  for (;;) {
    const chosen = rng.shuffle(names).slice(0, sitesPerClaim);
    const shown = rng.shuffle(signPool);
    const instance: ProspectorInstance = {
      sites: chosen.map((name, index) => ({ name, sign: shown[index] ?? 'bare', strata: section(rng) })),
    };
    const enough =
      prospectorRuleSpace.every((rules) => oreIn(rules, instance, fewestLoads) >= fewestLoads) &&
      familyRules.every((rules) => oreIn(rules, instance, 1) >= 1);
    if (enough) return instance;
  }
}

/** A site's section: its beds are of `rocksPerSite` of the four rocks, each layer one of them. */
function section(rng: Rng): Rock[] {
  const own = rng.shuffle(rocks).slice(0, rocksPerSite);
  return Array.from({ length: layersPerSite }, () => rng.pick(own));
}

/** The loads of ore in the claim under `rules`, water or not above them, counted up to `enough`. */
function oreIn(rules: ProspectorRules, instance: ProspectorInstance, enough: number): number {
  let loads = 0;
  for (const [site, { strata }] of instance.sites.entries()) {
    for (const [layer, rock] of strata.entries()) {
      loads += loadsAt(rules, instance, site, rock, layer + 1);
      if (loads >= enough) return loads;
    }
  }
  return loads;
}
