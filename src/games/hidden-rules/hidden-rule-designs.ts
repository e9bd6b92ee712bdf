// Every hidden-rule game's design, for the calibration script and tests that read hidden rules (never for players).

import { apiaryDesign } from '../apiary/apiary-design.js';
import { bellFoundryDesign } from '../bell-foundry/bell-foundry-design.js';
import { canalLocksDesign } from '../canal-locks/canal-locks-design.js';
import { dyeWorksDesign } from '../dye-works/dye-works-design.js';
import { ferryCrossingDesign } from '../ferry-crossing/ferry-crossing-design.js';
import { fishingGroundsDesign } from '../fishing-grounds/fishing-grounds-design.js';
import { glasshouseDesign } from '../glasshouse/glasshouse-design.js';
import { kilnYardDesign } from '../kiln-yard/kiln-yard-design.js';
import { nightMarketDesign } from '../night-market/night-market-design.js';
import { pigeonLoftDesign } from '../pigeon-loft/pigeon-loft-design.js';
import { plantClinicDesign } from '../plant-clinic/plant-clinic-design.js';
import { printShopDesign } from '../print-shop/print-shop-design.js';
import { prospectorDesign } from '../prospector/prospector-design.js';
import { ridgeBarterDesign } from '../ridge-barter/ridge-barter-design.js';
import { rumourMillDesign } from '../rumour-mill/rumour-mill-design.js';
import { signalFiresDesign } from '../signal-fires/signal-fires-design.js';
import { sourdoughDesign } from '../sourdough/sourdough-design.js';
import { tideCavesDesign } from '../tide-caves/tide-caves-design.js';
import { toyPressDesign } from '../toy-press/toy-press-design.js';
import { truffleWoodDesign } from '../truffle-wood/truffle-wood-design.js';
import type { HiddenRuleDesign } from './hidden-rule-design.js';

// biome-ignore lint/suspicious/noExplicitAny: designs of different rule and state types side by side
export const hiddenRuleDesigns: readonly HiddenRuleDesign<any, any, any, any>[] = [
  nightMarketDesign,
  printShopDesign,
  fishingGroundsDesign,
  dyeWorksDesign,
  signalFiresDesign,
  bellFoundryDesign,
  ridgeBarterDesign,
  plantClinicDesign,
  toyPressDesign,
  pigeonLoftDesign,
  truffleWoodDesign,
  sourdoughDesign,
  kilnYardDesign,
  ferryCrossingDesign,
  rumourMillDesign,
  prospectorDesign,
  apiaryDesign,
  glasshouseDesign,
  tideCavesDesign,
  canalLocksDesign,
];
