// The claim of one episode: nine named sites down a creek, each with a surface sign and a surveyor's section, drawn
// afresh every episode (re-shuffled) so that every rule set of the space played leaves ore in it.
import { type Rng, rngFromSeed } from '../../core/rng.js';
import { loadsAt } from './prospector-play.js';
import {
  layersPerSite,
  type ProspectorRules,
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
/** The fewest layers of ore every rule set leaves in a claim. */
const fewestLayers = 2;

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

/** The claim of `episode` under `seed`: redrawn until every rule set of `ruleSpace` leaves enough ore in it. */
export function drawClaim(
  seed: number,
  episode: number,
  ruleSpace: readonly ProspectorRules[] = prospectorRuleSpace,
): ProspectorInstance {
  const rng = rngFromSeed(seed, 0x9a05 + episode);
  for (;;) {
    const chosen = rng.shuffle(names).slice(0, sitesPerClaim);
    const shown = rng.shuffle(signPool);
    const instance: ProspectorInstance = {
      sites: chosen.map((name, index) => ({ name, sign: shown[index] ?? 'bare', strata: section(rng) })),
    };
    if (ruleSpace.every((rules) => oreLayers(rules, instance) >= fewestLayers)) return instance;
  }
}

/** A site's section: its beds are of `rocksPerSite` of the four rocks, each layer one of them. */
function section(rng: Rng): Rock[] {
  const own = rng.shuffle(rocks).slice(0, rocksPerSite);
  return Array.from({ length: layersPerSite }, () => rng.pick(own));
}

/** The layers of ore in the claim under `rules`, water or not above them, counted up to `fewestLayers`. */
function oreLayers(rules: ProspectorRules, instance: ProspectorInstance): number {
  let layers = 0;
  for (const [site, { strata }] of instance.sites.entries()) {
    for (const [layer, rock] of strata.entries()) {
      if (loadsAt(rules, instance, site, rock, layer + 1) > 0) layers++;
      if (layers >= fewestLayers) return layers;
    }
  }
  return layers;
}
