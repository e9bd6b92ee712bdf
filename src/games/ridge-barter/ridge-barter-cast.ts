// The fixed cast of ridge-barter: three traders, each with one ware the crossing needs.

export interface RidgeBarterTrader {
  readonly name: string;
  readonly ware: string;
}

export const traders: readonly RidgeBarterTrader[] = [
  { name: 'Rell', ware: 'lantern' },
  { name: 'Osk', ware: 'rope' },
  { name: 'Mira', ware: 'compass' },
];

/** Salt the player brings to the ridge. */
export const startingSalt = 10;
/** The offers one can make, in sacks of salt. */
export const offerSizes = [1, 2, 3, 4, 5, 6] as const;
