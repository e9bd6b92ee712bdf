// Every move a player can make, carrying instance numbers and slot numbers (0 Active, 1..5 Bench) of the moment,
// plus the printed names its text shows (so an action reads the same as the observation without the state).

/** One PTCG action; choices inside effects are `choose-card`, `choose-pokemon`, `answer` and `done`. */
export type PtcgAction =
  /** Setup, for the coin flip's winner: go first (`first` true) or second. */
  | { readonly type: 'turn-order'; readonly first: boolean }
  /** Setup: draw this many of the extra cards the opponent's mulligans allow. */
  | { readonly type: 'mulligan-draw'; readonly count: number }
  /** Setup: put a Basic from the hand face down as the Active Pokémon. */
  | { readonly type: 'place-active'; readonly card: number; readonly name: string }
  /** Setup: put a Basic from the hand face down on the Bench. */
  | { readonly type: 'place-bench'; readonly card: number; readonly name: string }
  /** Setup: finished placing Pokémon. */
  | { readonly type: 'ready' }
  | { readonly type: 'play-basic'; readonly card: number; readonly name: string }
  | {
      readonly type: 'evolve';
      readonly card: number;
      readonly name: string;
      readonly slot: number;
      readonly target: string;
    }
  | {
      readonly type: 'attach-energy';
      readonly card: number;
      readonly name: string;
      readonly slot: number;
      readonly target: string;
    }
  | { readonly type: 'play-item'; readonly card: number; readonly name: string }
  | { readonly type: 'play-supporter'; readonly card: number; readonly name: string }
  | {
      readonly type: 'attach-tool';
      readonly card: number;
      readonly name: string;
      readonly slot: number;
      readonly target: string;
    }
  | { readonly type: 'play-stadium'; readonly card: number; readonly name: string }
  | { readonly type: 'use-stadium'; readonly name: string }
  /** Use the Ability `name` of the Pokémon `target` at `slot`. */
  | { readonly type: 'use-ability'; readonly slot: number; readonly name: string; readonly target: string }
  /** Retreat the Active Pokémon, bringing up the Benched Pokémon `target` at `slot` (1..5). */
  | { readonly type: 'retreat'; readonly slot: number; readonly target: string }
  /** Use the Active Pokémon's attack number `attack` (0-based, in card order), named `name`. */
  | { readonly type: 'attack'; readonly attack: number; readonly name: string }
  | { readonly type: 'end-turn' }
  | { readonly type: 'choose-card'; readonly card: number; readonly name: string }
  | { readonly type: 'choose-pokemon'; readonly player: number; readonly slot: number; readonly name: string }
  | { readonly type: 'answer'; readonly yes: boolean }
  /** Stop choosing (once the minimum is met). */
  | { readonly type: 'done' };

/** How a slot number reads: `Active` or `Bench 1`..`Bench 5`. */
export function slotLabel(slot: number): string {
  return slot === 0 ? 'Active' : `Bench ${slot}`;
}

/** The text of an action, naming cards as the observation does (`Ralts (card 12)`, `Kirlia (Bench 2)`). */
export function actionText(action: PtcgAction): string {
  switch (action.type) {
    case 'turn-order':
      return action.first ? 'go first' : 'go second';
    case 'mulligan-draw':
      return `draw ${action.count} extra card${action.count === 1 ? '' : 's'}`;
    case 'place-active':
      return `place ${action.name} (card ${action.card}) as Active`;
    case 'place-bench':
      return `place ${action.name} (card ${action.card}) on the Bench`;
    case 'ready':
      return 'ready';
    case 'play-basic':
      return `play ${action.name} (card ${action.card}) onto the Bench`;
    case 'evolve':
      return `evolve ${action.target} (${slotLabel(action.slot)}) into ${action.name} (card ${action.card})`;
    case 'attach-energy':
    case 'attach-tool':
      return `attach ${action.name} (card ${action.card}) to ${action.target} (${slotLabel(action.slot)})`;
    case 'play-item':
    case 'play-supporter':
    case 'play-stadium':
      return `play ${action.name} (card ${action.card})`;
    case 'use-stadium':
      return `use Stadium ${action.name}`;
    case 'use-ability':
      return `use ${action.name} of ${action.target} (${slotLabel(action.slot)})`;
    case 'retreat':
      return `retreat to ${action.target} (${slotLabel(action.slot)})`;
    case 'attack':
      return `attack ${action.name}`;
    case 'end-turn':
      return 'end turn';
    case 'choose-card':
      return `choose ${action.name} (card ${action.card})`;
    case 'choose-pokemon':
      return `choose ${action.name} (player ${action.player} ${slotLabel(action.slot)})`;
    case 'answer':
      return action.yes ? 'yes' : 'no';
    case 'done':
      return 'done';
  }
}
