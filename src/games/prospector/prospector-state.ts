// The visible instance and the progress of prospector.
import type { Rock, Sign } from './prospector-rules.js';

/** One site of the claim: its name, what shows at its surface, and the surveyor's section (depth 1 first). */
export interface Site {
  readonly name: string;
  readonly sign: Sign | 'bare';
  readonly strata: readonly Rock[];
}

/** This episode's claim: its sites in order down the creek. */
export interface ProspectorInstance {
  readonly sites: readonly Site[];
}

/** How deep each site's shaft is (0: not begun), which shafts are flooded, loads of ore hauled, assay kits left. */
export interface ProspectorProgress {
  readonly depths: readonly number[];
  readonly flooded: readonly boolean[];
  readonly loads: number;
  readonly kits: number;
}

/** Everything of the progress is visible. */
export type ProspectorVisible = ProspectorProgress;
