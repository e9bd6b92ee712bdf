// One turn of prospector under the hidden rules: what a shaft sunk one layer deeper strikes, what an assay shows.
import type { HiddenRuleStep } from '../hidden-rules/hidden-rule-design.js';
import { rulesInstanceMemo } from '../hidden-rules/rules-instance-memo.js';
import { type Ground, layersPerSite, type ProspectorRules, type Rock } from './prospector-rules.js';
import type { ProspectorInstance, ProspectorProgress } from './prospector-state.js';

/** What sinking into a layer strikes: loads of ore (0: waste rock), or water that floods the shaft. */
export type Layer = number | 'water';

/** What the sign of each site's ground says of it: the sign that goes with it shows `shift` sites down the creek. */
export function groundOf(rules: ProspectorRules, instance: ProspectorInstance, site: number): Ground {
  const sign = instance.sites[site + rules.shift]?.sign;
  return sign === rules.rich ? 'rich' : sign === rules.barren ? 'barren' : 'plain';
}

/** The loads of ore in a layer of `rock` at `depth` (from 1) of `site`: only the one rock, only between two depths. */
export function loadsAt(
  rules: ProspectorRules,
  instance: ProspectorInstance,
  site: number,
  rock: Rock,
  depth: number,
): number {
  if (rock !== rules.host || depth < rules.top || depth > rules.bottom) return 0;
  const ground = groundOf(rules, instance, site);
  return ground === 'rich' ? rules.richLoads : ground === 'plain' ? 1 : 0;
}

/** Every site's layers (depth 1 first) as the rules make them. */
export const layersOf = rulesInstanceMemo((rules: ProspectorRules, instance: ProspectorInstance): Layer[][] =>
  instance.sites.map((site, index) =>
    site.strata.map((rock, layer): Layer => {
      const depth = layer + 1;
      return rock === rules.wet && depth >= rules.wetFrom ? 'water' : loadsAt(rules, instance, index, rock, depth);
    }),
  ),
);

/** Whether a site's shaft is above the bottom of its section. */
function above(progress: ProspectorProgress, site: number): boolean {
  return (progress.depths[site] ?? layersPerSite) < layersPerSite;
}

/** The commands now: sink a dry shaft, bail a flooded one, assay beneath a dry one while kits last, or rest. */
export function prospectorCommands(instance: ProspectorInstance, progress: ProspectorProgress): string[] {
  const names = instance.sites.map((site) => site.name.toLowerCase());
  const dry = names.filter((_, site) => above(progress, site) && !progress.flooded[site]);
  const flooded = names.filter((_, site) => above(progress, site) && progress.flooded[site]);
  return [
    ...dry.map((name) => `sink ${name}`),
    ...flooded.map((name) => `bail ${name}`),
    ...(progress.kits > 0 ? dry.map((name) => `assay ${name}`) : []),
    'rest',
  ];
}

/** Plays `command` for one turn. */
export function playProspector(
  rules: ProspectorRules,
  instance: ProspectorInstance,
  progress: ProspectorProgress,
  command: string,
): HiddenRuleStep<ProspectorProgress> {
  const [verb, name] = command.split(' ');
  const site = instance.sites.findIndex((each) => each.name.toLowerCase() === name);
  const shown = instance.sites[site]?.name;
  const depth = progress.depths[site] ?? 0;
  if (verb === 'sink') {
    const layer = layersOf(rules, instance)[site]?.[depth] ?? 0;
    const rock = instance.sites[site]?.strata[depth];
    const depths = progress.depths.map((each, index) => (index === site ? each + 1 : each));
    const into = `You sink the ${shown} shaft to depth ${depth + 1}, into ${rock}`;
    if (layer === 'water') {
      const flooded = progress.flooded.map((each, index) => each || index === site);
      return { progress: { ...progress, depths, flooded }, feedback: `${into}: water pours in and floods it.` };
    }
    if (layer > 0) {
      const hauled = layer === 1 ? 'a load of ore' : `${layer} loads of ore`;
      return {
        progress: { ...progress, depths, loads: progress.loads + layer },
        feedback: `${into}, and haul up ${hauled}.`,
      };
    }
    // The ore's rock shows specks of colour wherever it holds none.
    const specks = rock === rules.host ? ' with a few specks of colour' : '';
    return { progress: { ...progress, depths }, feedback: `${into}, and haul up waste rock${specks}.` };
  }
  if (verb === 'bail') {
    const flooded = progress.flooded.map((each, index) => each && index !== site);
    return { progress: { ...progress, flooded }, feedback: `You bail the ${shown} shaft dry.` };
  }
  if (verb === 'assay') {
    const below = layersOf(rules, instance)[site]?.slice(depth) ?? [];
    const colour = below.some((layer) => layer !== 'water' && layer > 0) ? 'shows colour' : 'shows no colour';
    return {
      progress: { ...progress, kits: progress.kits - 1 },
      feedback: `You assay a core drilled under the ${shown} shaft: it ${colour}.`,
    };
  }
  return { progress, feedback: 'You rest in camp.' };
}
