// One turn of kiln-yard under the hidden rules: the command, then every pot still in the yard dries a turn's worth.
import type { HiddenRuleStep } from '../hidden-rules/hidden-rule-design.js';
import { dryingCap, dryingRate, type KilnYardRules, need } from './kiln-yard-rules.js';
import type { Fired, KilnYardInstance, KilnYardProgress, Pot, PotProgress } from './kiln-yard-state.js';

/** How far short of its need a pot may be and still come out of the kiln cracked rather than burst. */
const crackedWithin = 2;

/**
 * The commands now: feel the pots, wait, or fire or turn (once) each pot still in the yard. Feeling and waiting come
 * first, so that a solver indifferent between them and a firing or turning that gains nothing feels the pots instead.
 */
export function kilnYardCommands(instance: KilnYardInstance, progress: KilnYardProgress): string[] {
  const inYard = instance.pots.filter((_, index) => progress.pots[index]?.fired === null);
  const unturned = inYard.filter((pot) => progress.pots[instance.pots.indexOf(pot)]?.turned === false);
  return [
    ...(inYard.length > 0 ? ['feel'] : []),
    'wait',
    ...inYard.map((pot) => `fire ${pot.name}`),
    ...unturned.map((pot) => `turn ${pot.name}`),
  ];
}

/** How a pot feels: drier than it is by the rules' gap. */
function feel(rules: KilnYardRules, pot: Pot, state: PotProgress): string {
  const surface = state.dry + rules.gap;
  const full = need(rules, pot.size);
  if (surface >= full) return `the ${pot.name} is pale and dry to the touch`;
  if (2 * surface >= full) return `the ${pot.name} is firm, like leather`;
  return `the ${pot.name} is soft and dark`;
}

function firing(rules: KilnYardRules, pot: Pot, state: PotProgress): Fired {
  const short = need(rules, pot.size) - state.dry;
  if (short <= 0) return 'whole';
  return short <= crackedWithin ? 'cracked' : 'burst';
}

const firedText: Record<Fired, string> = {
  whole: 'comes out of the kiln whole and rings clear',
  cracked: 'comes out of the kiln with a crack down its side',
  burst: 'bursts in the kiln',
};

/** Plays `command` for one turn; every pot still in the yard then dries as its place and the kiln's firings allow. */
export function playKilnYard(
  rules: KilnYardRules,
  instance: KilnYardInstance,
  progress: KilnYardProgress,
  command: string,
): HiddenRuleStep<KilnYardProgress> {
  const [verb, name] = command.split(' ');
  const index = instance.pots.findIndex((pot) => pot.name === name);
  const pot = instance.pots[index];
  const state = progress.pots[index];
  let pots = progress.pots;
  let firings = progress.firings;
  let feedback = 'The yard is quiet.';
  if (verb === 'fire' && pot && state) {
    const fired = firing(rules, pot, state);
    pots = pots.map((each, other) => (other === index ? { ...each, fired } : each));
    firings += 1;
    feedback = `The ${pot.name} ${firedText[fired]}.`;
  } else if (verb === 'turn' && pot && state) {
    pots = pots.map((each, other) => (other === index ? { ...each, turned: true } : each));
    const foot = state.dry >= need(rules, pot.size) ? 'pale and dry' : 'dark and damp';
    feedback = `You turn the ${pot.name} over; its foot is ${foot}.`;
  } else if (verb === 'feel') {
    const felt = instance.pots.flatMap((each, other) => {
      const eachState = progress.pots[other];
      return eachState && eachState.fired === null ? [feel(rules, each, eachState)] : [];
    });
    feedback = `You feel the pots: ${felt.join('; ')}.`;
  }
  const dried = pots.map((each, other) => {
    const eachPot = instance.pots[other] as Pot;
    if (each.fired !== null) return each;
    const dry = Math.min(
      dryingCap(rules, eachPot.size, each.turned),
      each.dry + dryingRate(rules, eachPot.place, firings),
    );
    return dry === each.dry ? each : { ...each, dry };
  });
  return { progress: { pots: dried, firings }, feedback };
}
