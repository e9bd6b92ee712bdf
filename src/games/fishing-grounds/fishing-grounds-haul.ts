// What one day does to the grounds and the nets under the hidden rules: the whole turn logic of fishing-grounds.
import type { HiddenRuleStep } from '../hidden-rules/hidden-rule-design.js';
import { bottoms, depths, type FishingGroundsRules } from './fishing-grounds-rules.js';
import {
  type FishingGround,
  type FishingGroundsInstance,
  type FishingGroundsProgress,
  fishCommand,
  fuelCost,
  fullLevel,
} from './fishing-grounds-state.js';

/** A ground's part in the rules, as numbers for planning. */
export interface GroundTerms {
  readonly regrowth: number;
  readonly multiplier: number;
  readonly tears: boolean;
}

/** What the rules make of `ground`. */
export function termsOf(rules: FishingGroundsRules, ground: FishingGround): GroundTerms {
  const bottom = bottoms.indexOf(ground.bottom);
  return {
    regrowth: rules.regrowth[bottom] as number,
    multiplier: depths.indexOf(ground.depth) === rules.richDepth ? (rules.richHaul ?? 3) : 1,
    tears: bottom === rules.tearingBottom || depths.indexOf(ground.depth) === rules.tearingDepth,
  };
}

/** The haul from a ground at `level` with these terms and nets. */
export function haulOf(level: number, terms: GroundTerms, torn: boolean): number {
  return torn ? 0 : level * terms.multiplier;
}

/** The level of a ground the day after it is fished from `level`. */
export function fishedLevel(level: number, deadBelow: number): number {
  return level - 1 < deadBelow ? 0 : level - 1;
}

/** The level of a ground the day after it is left alone at `level` (dead grounds stay dead). */
export function restedLevel(level: number, terms: GroundTerms): number {
  return level === 0 ? 0 : Math.min(fullLevel, level + terms.regrowth);
}

/** Plays one day: fish a ground (index `fished`) or, with `fished` -1, mend the nets. */
export function playDay(
  rules: FishingGroundsRules,
  instance: FishingGroundsInstance,
  progress: FishingGroundsProgress,
  command: string,
): HiddenRuleStep<FishingGroundsProgress> {
  const fished = instance.grounds.findIndex((ground) => fishCommand(ground) === command);
  const ground = instance.grounds[fished];
  const terms = instance.grounds.map((each) => termsOf(rules, each));
  const levels = progress.levels.map((level, index) =>
    index === fished ? fishedLevel(level, rules.deadBelow) : restedLevel(level, terms[index] as GroundTerms),
  );
  const day = progress.day + 1;
  if (!ground) {
    return {
      progress: { day, landed: progress.landed, levels, torn: false },
      feedback: 'You spend the day ashore mending the nets.',
    };
  }
  const groundTerms = terms[fished] as GroundTerms;
  const haul = haulOf(progress.levels[fished] as number, groundTerms, progress.torn);
  return {
    progress: { day, landed: progress.landed + haul - fuelCost, levels, torn: progress.torn || groundTerms.tears },
    feedback: `You fish ${ground.name} and land ${haul === 0 ? 'nothing' : `${haul} fish`}; ${fuelCost} fish pay for the fuel.`,
  };
}
