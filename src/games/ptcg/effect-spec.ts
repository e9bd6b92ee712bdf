// The effect language cards are written in: each variant names one engine primitive and its arguments.
// Owned by the card author; the engine implements every variant (src/games/ptcg/effects/).
// Variants are only ever added, never renamed.
/*
 * How a card's `effects` list is read
 * - Attacks, Items, Supporters: the list runs in order when the card is played or the attack is used. An attack's
 *   printed damage is dealt to the opponent's Active Pokémon after the modifiers in the list are known (see
 *   `damage-per`, `damage-bonus`); the other steps run after the damage, in list order.
 * - Gates: `require` and `discard-cost` make a card, Ability, Stadium or attack effect usable only when they hold;
 *   they are checked when legal actions are listed. An Item, a Supporter or a Stadium's use is also playable only when
 *   one of its steps can act now (`ptcg-playable.ts`: a card that cannot do anything cannot be played). `use-limit` marks an Ability or Stadium as *activated* (used by
 *   an action); an Ability or Stadium whose list has no `use-limit` is passive and acts only through `passive`.
 * - Tools: every effect sits in `passive` with timing `while-attached`; `pokemon` filters name which holders count.
 * - A step whose choice has no candidate (nothing to search, no target) does nothing; searching may always find
 *   fewer cards than `max` (the deck is hidden).
 * - The Pokémon ex Prize rule and Tera bench immunity come from the card's `tags` (`ex`, `tera`), not effects.
 *
 * Which cards use each variant
 * - hand-reset: Professor's Research, Iono, Judge, Atticus, Squawkabilly ex (Squawk and Seize)
 * - draw: Roark
 * - search-deck: Ultra Ball, Arven, Earthen Vessel, Letter of Encouragement, Pidgeot ex (Quick Search),
 *   Paldean Wooper (Find a Home), Nest Ball, Buddy-Buddy Poffin, Miraidon ex (Tandem Unit), Artazon,
 *   Pidgey (Call for Family)
 * - discard-cost: Ultra Ball, Earthen Vessel
 * - attach-from-deck: Charizard ex (Infernal Reign), Electric Generator
 * - attach-from-discard: Gardevoir ex (Psychic Embrace), Squawkabilly ex (Motivate)
 * - recover: Energy Retrieval, Roark, Super Rod, Pal Pad
 * - switch-active: Switch, Boss's Orders, Counter Catcher, Pokémon Catcher
 * - heal: Nacli (Salt Coating), Garganacl (Blessed Salt)
 * - pick-up: Penny
 * - remove-energy: Crushing Hammer, Team Star Grunt, Charmeleon (Fire Blast), Zeraora (Strong Volt)
 * - move-energy: Darkrai (Night Cyclone)
 * - special-condition: Paldean Clodsire ex (Toxic Wetland), Arbok (Panic Poison), Ekans (Poison Blend),
 *   Darkrai (Dark Slumber), Zeraora (Shocking Knuckle)
 * - clear-conditions: Gardevoir ex (Miracle Force)
 * - coin-flip: Crushing Hammer, Pokémon Catcher, Ekans (Poison Blend), Zeraora (Shocking Knuckle),
 *   Paldean Clodsire ex (Needle Bone)
 * - damage-per: Charizard ex (Burning Darkness), Drifloon (Balloon Blast), Naclstack (Salt Cannon),
 *   Kirlia (Psychic), Scream Tail (Roaring Scream)
 * - damage-bonus: Lucario (Avenging Knuckle), Hitmonchan (Excited Punch), Defiance Band,
 *   Future Booster Energy Capsule
 * - damage-reduction: Rock Chestplate
 * - prevent-damage: Mimikyu (Safeguard)
 * - hp-bonus: Bravery Charm
 * - retreat-modifier: Beach Court, Future Booster Energy Capsule
 * - place-damage-counters: Mimikyu (Ghost Eye), Drifblim (Curse Spreading)
 * - retaliate: Rocky Helmet, Hitmonchan (Counterattack)
 * - self-damage: Riolu (Reckless Charge)
 * - attack-lock: Miraidon ex (Photon Blaster), Lucario (Accelerating Stab), Paldean Clodsire ex (Needle Bone)
 * - extra-prize: Iron Hands ex (Amp You Very Much)
 * - discard-stadium: Charmander (Blazing Destruction), Pidgeot ex (Blustery Wind)
 * - mill: Garganacl (Knocking Hammer)
 * - skip-evolve: Rare Candy
 * - poison-bonus: Perilous Jungle
 * - passive: Charizard ex (Infernal Reign, on-evolve), Garganacl (Blessed Salt, checkup), Mimikyu (Safeguard),
 *   Hitmonchan (Counterattack), every Tool (while-attached), Beach Court and Perilous Jungle (while-in-play)
 * - use-limit: Miraidon ex, Gardevoir ex, Paldean Clodsire ex, Pidgeot ex, Squawkabilly ex, Artazon
 * - require: Counter Catcher, Letter of Encouragement, Atticus, Nest Ball, Buddy-Buddy Poffin, Switch,
 *   Boss's Orders, Pokémon Catcher, Energy Retrieval, Super Rod, Pal Pad, Artazon, Miraidon ex (Tandem Unit),
 *   Paldean Clodsire ex (Toxic Wetland), Squawkabilly ex (Squawk and Seize), Gardevoir ex (Psychic Embrace)
 */
import type { EnergyType, PokemonTag } from './card-definition.js';

/** The five Special Conditions. */
export type SpecialCondition = 'Asleep' | 'Burned' | 'Confused' | 'Paralyzed' | 'Poisoned';

/** Card categories a filter can ask for; `basic-energy` is a basic Energy card of any type. */
export type CardCategory = 'pokemon' | 'basic-energy' | 'item' | 'tool' | 'supporter' | 'stadium';

/**
 * Which cards (in a deck, hand or discard pile) or which Pokémon (in play) qualify; every given field must hold.
 * `type` is the Pokémon's type or the Energy's type; `ruleBox: false` excludes Pokémon ex (the pool's only Rule Box).
 */
export interface CardFilter {
  /** Any of these categories (omitted: any card). */
  readonly categories?: readonly CardCategory[];
  readonly stage?: 'basic' | 'stage1' | 'stage2';
  readonly type?: EnergyType;
  readonly notType?: EnergyType;
  readonly maxHp?: number;
  readonly ruleBox?: boolean;
  readonly tag?: PokemonTag;
}

/** A state of the game an effect can depend on, always read from the acting player's side. */
export type EffectCondition =
  /** It is the acting player's first turn. */
  | { readonly type: 'first-turn' }
  /** A Stadium card is in play (either player's). */
  | { readonly type: 'stadium-in-play' }
  /** The acting player has more Prize cards left than the opponent. */
  | { readonly type: 'more-prizes-remaining' }
  /**
   * One of the acting player's Pokémon was Knocked Out during the opponent's last turn; `pokemonType` narrows it to
   * Pokémon of that type, `byAttackDamage` to Knock Outs by damage from an attack.
   */
  | { readonly type: 'knocked-out-last-turn'; readonly pokemonType?: EnergyType; readonly byAttackDamage?: boolean }
  /** The opponent's Active Pokémon has this Special Condition. */
  | { readonly type: 'opponent-active-condition'; readonly condition: SpecialCondition }
  /** The acting player's Bench has room for one more Pokémon. */
  | { readonly type: 'bench-space' }
  /** The named player (relative to the acting one) has at least one Benched Pokémon. */
  | { readonly type: 'has-benched'; readonly player: 'own' | 'opponent' }
  /** The acting player's discard pile holds at least one card matching `filter`. */
  | { readonly type: 'in-discard'; readonly filter: CardFilter }
  /** This Pokémon used the named attack during its player's previous turn and has stayed Active since. */
  | { readonly type: 'used-attack-last-turn'; readonly attack: string };

/** What a `damage-per` formula counts. */
export type DamageCount =
  /** Prize cards the opponent of the attacker has already taken. */
  | 'prizes-taken-by-opponent'
  /** Damage counters on the attacking Pokémon. */
  | 'damage-counters-on-self'
  /** Energy cards attached to the opponent's Active Pokémon. */
  | 'energy-on-opponent-active'
  /** Heads among `coins` coin flips. */
  | 'heads';

/** When a `passive` effect acts. */
export type PassiveTiming =
  /** When this card is played from the hand to evolve one of its player's Pokémon during that player's turn. */
  | 'on-evolve'
  /** During each Pokémon Checkup, after the Special Conditions. */
  | 'checkup'
  /** Continuously while this Tool is attached. */
  | 'while-attached'
  /** Continuously while this Pokémon (Ability) or this Stadium is in play. */
  | 'while-in-play';

/** One step of a card's effect: a named engine primitive with its arguments. */
export type EffectSpec =
  /**
   * Each of `players` gets rid of their hand (`discard` it, `shuffle` it into the deck, or put it on the `bottom` of
   * the deck in random order) and draws `draw` cards; with `bottom`, nobody draws when no card was moved at all.
   */
  | {
      readonly type: 'hand-reset';
      readonly players: 'self' | 'both';
      readonly hand: 'discard' | 'shuffle' | 'bottom';
      readonly draw: number | 'prizes-remaining';
    }
  /** The acting player draws `count` cards. */
  | { readonly type: 'draw'; readonly count: number }
  /**
   * Search the own deck for up to `max` cards matching `filter`, put them into the hand or onto the Bench (as many as
   * there is room for), then shuffle the deck unless `shuffle` is false (a following search shuffles). Cards taken
   * into the hand are shown to the opponent when `reveal` says so; by default when the filter asks for a kind of card
   * (the card then says "show it"), never for a search for any card.
   */
  | {
      readonly type: 'search-deck';
      readonly filter: CardFilter;
      readonly max: number;
      readonly to: 'hand' | 'bench';
      readonly shuffle?: boolean;
      readonly reveal?: boolean;
    }
  /** Cost: discard `count` other cards from the hand; the card can only be played when the hand holds that many. */
  | { readonly type: 'discard-cost'; readonly count: number }
  /**
   * Take up to `max` Energy cards matching `energy` from the own deck (only its top `look` cards when given) and
   * attach them to own Pokémon of `target` (matching `pokemon`) in any way; then shuffle the deck.
   */
  | {
      readonly type: 'attach-from-deck';
      readonly energy: CardFilter;
      readonly max: number;
      readonly look?: number;
      readonly target: 'own-distributed' | 'own-benched-distributed';
      readonly pokemon?: CardFilter;
    }
  /**
   * Attach up to `max` Energy cards matching `energy` from the own discard pile to one chosen own Pokémon (matching
   * `pokemon`); with `countersOnTarget`, also put that many damage counters on it, and a Pokémon those counters would
   * Knock Out cannot be chosen.
   */
  | {
      readonly type: 'attach-from-discard';
      readonly energy: CardFilter;
      readonly max: number;
      readonly target: 'choose-own' | 'choose-own-benched';
      readonly pokemon?: CardFilter;
      readonly countersOnTarget?: number;
    }
  /**
   * Take `min` to `max` cards matching `filter` from the own discard pile into the hand, or shuffle them into the
   * deck; `min` (default 0) cards must be taken when the pile has them.
   */
  | {
      readonly type: 'recover';
      readonly filter: CardFilter;
      readonly min?: number;
      readonly max: number;
      readonly to: 'hand' | 'deck';
    }
  /** Swap the Active Pokémon of `player` with one of that player's Benched Pokémon, chosen by the acting player. */
  | { readonly type: 'switch-active'; readonly player: 'own' | 'opponent' }
  /** Heal `amount` damage from the target (one chosen own Pokémon, or each own Pokémon). */
  | { readonly type: 'heal'; readonly target: 'choose-own' | 'own-each'; readonly amount: number }
  /** Put one chosen own Pokémon in play matching `filter`, with every card attached to it, into the hand. */
  | { readonly type: 'pick-up'; readonly filter: CardFilter }
  /**
   * Remove `count` Energy cards attached to the target, to the owner's discard pile or the top of the owner's deck;
   * with `choose-opponent` the acting player picks the Pokémon and the Energy.
   */
  | {
      readonly type: 'remove-energy';
      readonly target: 'self' | 'opponent-active' | 'choose-opponent';
      readonly count: number;
      readonly to: 'discard' | 'deck-top';
    }
  /** Move every Energy attached to this Pokémon to the own Benched Pokémon, spread in any way. */
  | { readonly type: 'move-energy'; readonly to: 'own-benched-distributed' }
  /** The target is now affected by each of `conditions`, in order (later ones replace exclusive earlier ones). */
  | {
      readonly type: 'special-condition';
      readonly target: 'opponent-active';
      readonly conditions: readonly SpecialCondition[];
    }
  /** The target recovers from every Special Condition. */
  | { readonly type: 'clear-conditions'; readonly target: 'self' }
  /** Flip a coin; run `heads` or `tails` accordingly. */
  | { readonly type: 'coin-flip'; readonly heads: readonly EffectSpec[]; readonly tails?: readonly EffectSpec[] }
  /**
   * Attack damage formula: `add` adds `amount` × the count to the printed damage, `times` makes the damage `amount`
   * × the count; with `target: 'choose-opponent'` the damage goes to one chosen opponent Pokémon instead of the
   * Active (no Weakness or Resistance on the Bench).
   */
  | {
      readonly type: 'damage-per';
      readonly per: DamageCount;
      readonly amount: number;
      readonly mode: 'add' | 'times';
      readonly coins?: number;
      readonly target?: 'choose-opponent';
    }
  /**
   * `amount` more damage to the opponent's Active Pokémon, before Weakness and Resistance, when `condition` holds;
   * in an attack it changes that attack, in a `passive` it changes every attack of the qualifying holder.
   */
  | {
      readonly type: 'damage-bonus';
      readonly amount: number;
      readonly condition?: EffectCondition;
      readonly pokemon?: CardFilter;
    }
  /** The holder (matching `pokemon`) takes `amount` less damage from the opponent's attacks, after Weakness and Resistance. */
  | { readonly type: 'damage-reduction'; readonly amount: number; readonly pokemon?: CardFilter }
  /** Prevent all damage done to this Pokémon by attacks from opponent Pokémon matching `attacker`. */
  | { readonly type: 'prevent-damage'; readonly attacker: CardFilter }
  /** The holder (matching `pokemon`) gets `amount` more HP. */
  | { readonly type: 'hp-bonus'; readonly amount: number; readonly pokemon?: CardFilter }
  /**
   * Retreat Cost of the qualifying Pokémon (the holder; for a Stadium, every Pokémon in play of both players) changes
   * by `amount` Colorless (never below 0), or becomes nothing with `none`.
   */
  | { readonly type: 'retreat-modifier'; readonly amount: number | 'none'; readonly pokemon?: CardFilter }
  /** Put `count` damage counters on the target (not damage: no Weakness, Resistance or damage modifiers). */
  | {
      readonly type: 'place-damage-counters';
      readonly target: 'opponent-active' | 'opponent-distributed';
      readonly count: number;
    }
  /**
   * When the holder is in the Active Spot and is damaged by an attack of the opponent's Pokémon (even if it is
   * Knocked Out), put `counters` damage counters on the attacking Pokémon.
   */
  | { readonly type: 'retaliate'; readonly counters: number }
  /** The attacking Pokémon also does `amount` damage to itself (no Weakness or Resistance). */
  | { readonly type: 'self-damage'; readonly amount: number }
  /** During its player's next turn this Pokémon cannot use the named `attack` (omitted: cannot attack at all). */
  | { readonly type: 'attack-lock'; readonly attack?: string }
  /** If an opponent Pokémon is Knocked Out by damage from this attack, take `count` more Prize cards. */
  | { readonly type: 'extra-prize'; readonly count: number }
  /** Discard the Stadium in play (if any); with `optional`, the acting player may decline. */
  | { readonly type: 'discard-stadium'; readonly optional: boolean }
  /** Discard the top `count` cards of the opponent's deck. */
  | { readonly type: 'mill'; readonly count: number }
  /**
   * Evolve one own Basic Pokémon in play straight into a Stage 2 card from the hand that evolves from its Stage 1;
   * not on the player's first turn nor on a Pokémon put into play this turn.
   */
  | { readonly type: 'skip-evolve' }
  /** Poisoned Pokémon matching `pokemon` (both players') get `counters` more damage counters in each Checkup. */
  | { readonly type: 'poison-bonus'; readonly counters: number; readonly pokemon?: CardFilter }
  /** Effects that are not used by an action but act at `timing`; with `optional`, the owner may decline each time. */
  | {
      readonly type: 'passive';
      readonly timing: PassiveTiming;
      readonly optional?: boolean;
      readonly effects: readonly EffectSpec[];
    }
  /**
   * Marks an Ability or Stadium as used by an action and says how often: once per turn for each such Pokémon, once
   * per turn for the player across every card with this name, or `none` (as often as the player likes).
   */
  | { readonly type: 'use-limit'; readonly perTurn: 'this-pokemon' | 'player' | 'none' }
  /** The card, Ability or Stadium can be used only while `condition` holds. */
  | { readonly type: 'require'; readonly condition: EffectCondition };
