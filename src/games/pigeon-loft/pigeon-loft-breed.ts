// One turn of pigeon-loft under the hidden rules: what a pairing hatches and what showing the hen wins.
import type { HiddenRuleStep } from '../hidden-rules/hidden-rule-design.js';
import { colours, markings, type PigeonLoftRules } from './pigeon-loft-rules.js';
import type { Bird, Cock, Looks, PigeonLoftInstance, PigeonLoftProgress } from './pigeon-loft-state.js';

/** Points per turn still left when the last class is won. */
export const pointsPerSpareTurn = 10;
/** Points each pairing costs (the cock's owner's fee). */
export const studFee = 40;

export const showCommand = 'show hen';
export const idleCommand = 'rest';

/** Every command of the season: one pairing per visiting cock, showing the hen, resting. */
export function pigeonLoftCommands(instance: PigeonLoftInstance): readonly string[] {
  return [...instance.cocks.map(pairCommand), showCommand, idleCommand];
}

/** The command pairing the hen with `cock` (lower case, as the referee reads commands). */
export function pairCommand(cock: Cock): string {
  return `pair with ${cock.name.toLowerCase()}`;
}

/** The daughter of `hen` and `cock` under `rules`; her pedigree is her parents' looks. */
export function hatch(rules: PigeonLoftRules, hen: Bird, cock: Bird): Bird {
  const birds = { hen, cock, 'cock sire': cock.sire, 'cock dam': cock.dam, 'hen sire': hen.sire, 'hen dam': hen.dam };
  const [one, other] = (rules.thirdOf ?? ['hen', 'cock']).map((bird) => birds[bird].marking) as [number, number];
  const marking =
    rules.markingFrom === 'hen sire'
      ? hen.sire.marking
      : one === other
        ? one
        : (markings.length * (markings.length - 1)) / 2 - one - other;
  return {
    colour: birds[rules.colourFrom].colour,
    marking,
    sire: { colour: cock.colour, marking: cock.marking },
    dam: { colour: hen.colour, marking: hen.marking },
  };
}

/** The first class not yet won that asks for `looks`, or -1. */
export function openClass(instance: PigeonLoftInstance, won: readonly boolean[], looks: Looks): number {
  return instance.classes.findIndex(
    (entry, index) => !won[index] && entry.colour === looks.colour && entry.marking === looks.marking,
  );
}

export function describeLooks(looks: Looks): string {
  return `${colours[looks.colour]} ${markings[looks.marking]}`;
}

/** Plays `command` as turn `turn` of `turns`, with the feedback the player reads. */
export function playPigeonLoft(
  rules: PigeonLoftRules,
  instance: PigeonLoftInstance,
  progress: PigeonLoftProgress,
  command: string,
  turn: number,
  turns: number,
): HiddenRuleStep<PigeonLoftProgress> {
  const cock = cockNamed(instance, command);
  if (cock) {
    const hen = hatch(rules, progress.hen, cock);
    return {
      progress: { ...progress, hen, earned: progress.earned - studFee },
      feedback: `You pay ${cock.name}'s owner ${studFee} points. A ${describeLooks(hen)} daughter hatches; she is your hen now and her mother goes to a neighbour.`,
    };
  }
  if (command === showCommand) {
    const index = openClass(instance, progress.won, progress.hen);
    const entry = instance.classes[index];
    if (!entry)
      return { progress, feedback: `The judges look at your ${describeLooks(progress.hen)} hen and move on.` };
    const won = progress.won.map((done, at) => done || at === index);
    const last = won.every(Boolean);
    const spare = last ? pointsPerSpareTurn * (turns - turn) : 0;
    return {
      progress: { ...progress, won, earned: progress.earned + entry.pays + spare },
      feedback: `Your hen wins the ${describeLooks(entry)} class: ${entry.pays} points${spare > 0 ? `, and ${spare} for the turns to spare` : ''}.`,
    };
  }
  return { progress, feedback: 'You rest.' };
}

export function cockNamed(instance: PigeonLoftInstance, command: string): Cock | undefined {
  return instance.cocks.find((cock) => command === pairCommand(cock));
}
