// Every hidden-rule game's design, for the calibration script and tests that read hidden rules (never for players).
import { bellFoundryDesign } from '../bell-foundry/bell-foundry-design.js';
import { nightMarketDesign } from '../night-market/night-market-design.js';
import { ridgeBarterDesign } from '../ridge-barter/ridge-barter-design.js';
import type { HiddenRuleDesign } from './hidden-rule-design.js';

// biome-ignore lint/suspicious/noExplicitAny: designs of different rule and state types side by side
export const hiddenRuleDesigns: readonly HiddenRuleDesign<any, any, any, any>[] = [
  nightMarketDesign,
  bellFoundryDesign,
  ridgeBarterDesign,
];
