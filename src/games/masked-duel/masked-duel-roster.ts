// The eight masked creature types: hit points, attack, one skill with a cooldown and one passive each.

/** A creature type's id. */
export type CreatureType = 'mender' | 'warden' | 'bomber' | 'stinger' | 'thorn' | 'moth' | 'brute' | 'owl';
/** A skill's id; each type has exactly one. */
export type SkillName = 'mend' | 'bulwark' | 'burst' | 'venom' | 'snare' | 'drain' | 'crush' | 'scry';
/** A passive's id; each type has exactly one. */
export type PassiveName = 'regrowth' | 'hardened' | 'puff' | 'keen' | 'thorns' | 'flutter' | 'enrage' | 'insight';
/** Whom a skill aims at: one living ally (itself included), one living enemy, one hidden living enemy, or nobody. */
export type SkillTarget = 'ally' | 'enemy' | 'hidden-enemy' | 'none';

/** One row of the roster, as the observation lists it. */
export interface Creature {
  readonly type: CreatureType;
  readonly name: string;
  readonly maxHp: number;
  readonly attack: number;
  readonly skill: SkillName;
  readonly skillTarget: SkillTarget;
  /** Set on use and lowered at the end of each own turn; the skill is usable at 0 (see R14). */
  readonly cooldown: number;
  readonly skillText: string;
  readonly passive: PassiveName;
  readonly passiveText: string;
}

/** The roster, in type order. */
export const creatures: readonly Creature[] = [
  {
    type: 'mender',
    name: 'Moss Mender',
    maxHp: 300,
    attack: 45,
    skill: 'mend',
    skillTarget: 'ally',
    cooldown: 3,
    skillText: 'heal one living ally (itself included) by 70, up to its maximum, and cure its poison',
    passive: 'regrowth',
    passiveText: 'at the end of its side’s turn, if damaged, it heals 10',
  },
  {
    type: 'warden',
    name: 'Shell Warden',
    maxHp: 380,
    attack: 45,
    skill: 'bulwark',
    skillTarget: 'ally',
    cooldown: 2,
    skillText:
      'give one living ally (itself included) a shield of 100 that lasts until the end of the enemy’s next turn',
    passive: 'hardened',
    passiveText: 'normal attacks against it deal 25% less (rounded down)',
  },
  {
    type: 'bomber',
    name: 'Spore Bomber',
    maxHp: 260,
    attack: 55,
    skill: 'burst',
    skillTarget: 'none',
    cooldown: 3,
    skillText: '40 skill damage to every living enemy',
    passive: 'puff',
    passiveText: 'when it dies, 40 skill damage to every living enemy',
  },
  {
    type: 'stinger',
    name: 'Glass Stinger',
    maxHp: 240,
    attack: 65,
    skill: 'venom',
    skillTarget: 'enemy',
    cooldown: 2,
    skillText:
      '30 skill damage to one enemy and poison it for 3 turns (20 direct damage at the end of each of its side’s turns)',
    passive: 'keen',
    passiveText: 'its normal attacks deal 30 more to a target below half its maximum hit points',
  },
  {
    type: 'thorn',
    name: 'Bramble Thorn',
    maxHp: 340,
    attack: 45,
    skill: 'snare',
    skillTarget: 'enemy',
    cooldown: 3,
    skillText: '40 skill damage to one enemy, which cannot act on its side’s next turn',
    passive: 'thorns',
    passiveText: 'a normal attack that hits it deals 25 direct damage back to the attacker',
  },
  {
    type: 'moth',
    name: 'Mirror Moth',
    maxHp: 260,
    attack: 55,
    skill: 'drain',
    skillTarget: 'enemy',
    cooldown: 2,
    skillText: '60 skill damage to one enemy; it heals itself by the hit points that damage removed',
    passive: 'flutter',
    passiveText: 'dodges a normal attack against it with probability 1/4',
  },
  {
    type: 'brute',
    name: 'Iron Brute',
    maxHp: 360,
    attack: 65,
    skill: 'crush',
    skillTarget: 'enemy',
    cooldown: 2,
    skillText: '120 skill damage to one enemy, then 30 direct damage to itself',
    passive: 'enrage',
    passiveText: 'its normal attacks deal 30 more while it is below half its maximum hit points',
  },
  {
    type: 'owl',
    name: 'Oracle Owl',
    maxHp: 220,
    attack: 45,
    skill: 'scry',
    skillTarget: 'hidden-enemy',
    cooldown: 2,
    skillText: 'reveal one hidden living enemy to both sides and deal it 20 skill damage',
    passive: 'insight',
    passiveText: 'while it lives, its side’s correct assertions deal 40 more',
  },
];

/** Every type id, in roster order. */
export const creatureTypes: readonly CreatureType[] = creatures.map((creature) => creature.type);

const byType = new Map(creatures.map((creature) => [creature.type, creature]));
const bySkill = new Map(creatures.map((creature) => [creature.skill as string, creature.type]));
const byPassive = new Map(creatures.map((creature) => [creature.passive as string, creature.type]));

/** The roster row of `type`. */
export function creature(type: CreatureType): Creature {
  const found = byType.get(type);
  if (!found) throw new Error(`unknown creature type '${type}'`);
  return found;
}

/** True when `text` names a creature type. */
export function isCreatureType(text: string): text is CreatureType {
  return byType.has(text as CreatureType);
}

/** The type that owns the skill or passive `name`, or null when no type does. */
export function typeOfAbility(name: string): CreatureType | null {
  return bySkill.get(name) ?? byPassive.get(name) ?? null;
}

/** The fixed numbers of assertions, poison and the skills, named once for rules, text and docs. */
export const duelNumbers = {
  assertHit: 80,
  insightBonus: 40,
  wrongAssertPenalty: 15,
  mendHeal: 70,
  regrowthHeal: 10,
  bulwarkShield: 100,
  burstDamage: 40,
  puffDamage: 40,
  venomDamage: 30,
  poisonTick: 20,
  poisonTurns: 3,
  snareDamage: 40,
  thornsDamage: 25,
  drainDamage: 60,
  crushDamage: 120,
  crushRecoil: 30,
  scryDamage: 20,
  rageBonus: 30,
  /** Numerator over 4 of the damage a hardened unit takes from normal attacks. */
  hardenedQuarters: 3,
  flutterChance: 0.25,
} as const;

/** The type of `duelNumbers`. */
export type DuelNumbers = typeof duelNumbers;
