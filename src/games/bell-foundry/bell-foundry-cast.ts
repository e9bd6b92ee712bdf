// The fixed cast of bell-foundry: four suspects, each with three visible traits and a workplace, and six places.

/** The three traits a trace or a statement can show, each with its two values as the player reads them. */
export const traits = [
  { trait: 'hand', values: ['right-handed', 'left-handed'] },
  { trait: 'feet', values: ['in soft shoes', 'in hobnailed boots'] },
  { trait: 'garment', values: ['in a wool smock', 'in a leather apron'] },
] as const;

export interface BellFoundrySuspect {
  readonly name: string;
  readonly trade: string;
  /** Index in `places` of where they work. */
  readonly workplace: number;
  /** Their value of each trait (0 or 1), in the order of `traits`: any two traits tell all four apart. */
  readonly traits: readonly [number, number, number];
}

export const places = ['casting pit', 'furnace', 'wax room', 'pattern loft', 'tuning shed', 'yard'] as const;

export const suspects: readonly BellFoundrySuspect[] = [
  { name: 'Agnes', trade: 'wax modeller', workplace: 2, traits: [0, 0, 0] },
  { name: 'Bram', trade: 'furnace man', workplace: 1, traits: [0, 1, 1] },
  { name: 'Cato', trade: 'pattern maker', workplace: 3, traits: [1, 0, 1] },
  { name: 'Dilys', trade: 'bell tuner', workplace: 4, traits: [1, 1, 0] },
];
