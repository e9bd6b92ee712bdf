// prospector: one season working a mining claim along a creek; the prospector sinks shafts layer by layer, bails the
// flooded ones and assays cores. Re-shuffled: every episode is another claim; where the ore lies stays the seed's rule.
import type { HiddenRuleDesign } from '../hidden-rules/hidden-rule-design.js';
import { drawClaim, sitesPerClaim } from './prospector-claim.js';
import { prospectorValues } from './prospector-plan.js';
import { playProspector, prospectorCommands } from './prospector-play.js';
import {
  layersPerSite,
  type ProspectorRules,
  prospectorRuleSpace,
  prospectorVariantSpace,
} from './prospector-rules.js';
import type { ProspectorInstance, ProspectorProgress, ProspectorVisible, Site } from './prospector-state.js';

const turns = 12;
/** Score per load of ore; scores are capped at 1000. */
const pointsPerLoad = 80;
/** Assay kits per season. */
const kitsPerSeason = 3;

const signText: Readonly<Record<Site['sign'], string>> = {
  rust: 'a rusty stain',
  green: 'a green crust',
  white: 'white grit',
  bare: 'bare ground',
};

/** A shaft as the claim shows it. */
function shaftText(progress: ProspectorProgress, site: number): string {
  const depth = progress.depths[site] ?? 0;
  if (depth === 0) return 'not begun';
  const bottom = depth === layersPerSite ? ' (the bottom of the section)' : '';
  return `depth ${depth}${bottom}${progress.flooded[site] ? ', flooded' : ''}`;
}

/** The game's content: the hidden rules are in prospector-rules.ts and prospector-play.ts (see RULES.md). */
export const prospectorDesign: HiddenRuleDesign<
  ProspectorRules,
  ProspectorInstance,
  ProspectorProgress,
  ProspectorVisible
> = {
  id: 'prospector',
  version: 2,
  title: 'Prospector',
  description: 'A season on a mining claim along a creek: six sites, their rock sections, shafts sunk layer by layer.',
  variation: 'reshuffled',
  challenge: true,
  turns,
  forbiddenWords: [
    'host',
    'vein',
    'lode',
    'seam',
    'leach',
    'leached',
    'rich',
    'richer',
    'barren',
    'shift',
    'washed',
    'carried',
    'uphill',
    'downhill',
    'upstream',
    'downstream',
    'porous',
    'water table',
    'belongs',
    'source',
    'because',
    'misleading',
    'decoy',
  ],
  ruleSpace: prospectorRuleSpace,
  variantSpace: (ruleset) => prospectorVariantSpace(ruleset),
  ladder: {
    atMost: { random: 30, quit: 0, naive: 35, heuristic: 60 },
    referenceOfOracle: 75,
  },
  instance: (seed, episode, ruleSpace) => drawClaim(seed, episode, ruleSpace),
  start: () => ({
    depths: Array.from({ length: sitesPerClaim }, () => 0),
    flooded: Array.from({ length: sitesPerClaim }, () => false),
    loads: 0,
    kits: kitsPerSeason,
  }),
  commands: (instance, progress) => prospectorCommands(instance, progress),
  idle: 'rest',
  play: (rules, instance, progress, command) => playProspector(rules, instance, progress, command),
  visible: (progress) => progress,
  score: (_rules, _instance, progress) => Math.min(1000, progress.loads * pointsPerLoad),
  rulesText: (count) =>
    [
      `You work a mining claim along a creek for a season of ${count} days. Its ${sitesPerClaim} sites lie in a row down the creek, listed in that order; each shows something at the surface (a rusty stain, a green crust, white grit, or bare ground), and the old surveyor's section gives the rock of each of its ${layersPerSite} layers, depth 1 at the top. Every season you work another claim.`,
      'Each day, one command:',
      "- `sink <site>` (for example `sink magpie`): sink the site's shaft one layer deeper; you see what you haul up.",
      '- `bail <site>`: bail out a flooded shaft; it must be dry before it can go deeper.',
      `- \`assay <site>\`: drill a core into the rock under the site's shaft and assay it (${kitsPerSeason} assay kits a season); you see whether it shows colour.`,
      '- `rest`: let a day pass; `quit`: rest for every day left.',
      `Score: ${pointsPerLoad} points per load of ore hauled, at most 1000. Commands that are not listed are refused and cost nothing.`,
    ].join('\n'),
  view: (instance, visible) =>
    [
      'The claim, down the creek (each section from depth 1 down):',
      ...instance.sites.map(
        (site, index) =>
          `  ${index + 1}. ${site.name}: ${signText[site.sign]}; section ${site.strata.join(', ')}; shaft ${shaftText(visible, index)}.`,
      ),
      `Loads of ore hauled: ${visible.loads} (${visible.loads * pointsPerLoad} points). Assay kits left: ${visible.kits}.`,
    ].join('\n'),
  values: (rules, instance, progress, turnsLeft) => prospectorValues(rules, instance, progress, turnsLeft),
};
