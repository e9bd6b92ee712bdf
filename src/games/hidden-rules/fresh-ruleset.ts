// Fresh rulesets for a Learn2Play trial: a variant no published run used, drawn from the trial's seed among those that
// keep the game's calibration ladder.
import { mixSeed } from '../../core/rng.js';
import { UsageError } from '../../core/usage-error.js';
import { findGame } from '../registry.js';
import { hiddenRuleDesigns } from './hidden-rule-designs.js';
import { variantLadderSeeds, variantVerdict } from './variant-ladder.js';

/** Candidates tried before giving up: a game whose family rarely keeps the ladder is a design error. */
const candidates = 40;

const chosen = new Map<string, number>();

/**
 * The variant a trial of `game` with seed `seed` plays under fresh rules: the first of a sequence of rulesets drawn from
 * the seed (1 … 999,999) whose ladder over `variantLadderSeeds` keeps the game's bands. Deterministic, so one spec draws
 * the same rules in any home; remembered per process, as judging a ladder takes a moment.
 */
export function freshRuleset(game: string, seed: number): number {
  const key = `${game}:${seed}`;
  const known = chosen.get(key);
  if (known !== undefined) return known;
  const design = hiddenRuleDesigns.find((each) => each.id === game);
  if (!design) throw new UsageError(`${game} is not a hidden-rule game, so it has no fresh rulesets`);
  // The seed alone orders the candidates, in every game: a resumed run keeps the rulesets its stored matches played,
  // but its trials not yet begun, and a new run of the same spec, draw here, so a new order would give them other rules
  // than stored runs of that spec played; each family salts its own generator, so one number gives unrelated rules per
  // game.
  for (let index = 0; index < candidates; index++) {
    const ruleset = 1 + ((mixSeed(seed, 0x5e7 + index) >>> 0) % 999_999);
    if (variantVerdict(findGame(game), design, ruleset, variantLadderSeeds).failures.length === 0) {
      chosen.set(key, ruleset);
      return ruleset;
    }
  }
  throw new Error(`${game}: none of ${candidates} variants drawn from seed ${seed} keeps the ladder`);
}
