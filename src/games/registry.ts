// Every game xparena knows; the conformance test, the CLI and the protocols all read this one list.
import { didYouMean } from '../core/did-you-mean.js';
import type { GameModule } from '../core/game-module.js';
import { UsageError } from '../core/usage-error.js';
import { apiary } from './apiary/index.js';
import { bellFoundry } from './bell-foundry/index.js';
import { canalLocks } from './canal-locks/index.js';
import { chess } from './chess/index.js';
import { dyeWorks } from './dye-works/index.js';
import { ferryCrossing } from './ferry-crossing/index.js';
import { fishingGrounds } from './fishing-grounds/index.js';
import { glasshouse } from './glasshouse/index.js';
import { kilnYard } from './kiln-yard/index.js';
import { kuhnPoker } from './kuhn-poker/index.js';
import { lanternMaze } from './lantern-maze/index.js';
import { maskedDuel } from './masked-duel/index.js';
import { minesweeper } from './minesweeper/index.js';
import { mycelium } from './mycelium/index.js';
import { nightMarket } from './night-market/index.js';
import { nightOrchard } from './night-orchard/index.js';
import { nullify } from './nullify/index.js';
import { pigeonLoft } from './pigeon-loft/index.js';
import { plantClinic } from './plant-clinic/index.js';
import { plantsVsZombies } from './plants-vs-zombies/index.js';
import { printShop } from './print-shop/index.js';
import { prospector } from './prospector/index.js';
import { ptcg } from './ptcg/index.js';
import { ridgeBarter } from './ridge-barter/index.js';
import { rumourMill } from './rumour-mill/index.js';
import { signalFires } from './signal-fires/index.js';
import { snake } from './snake/index.js';
import { sourdough } from './sourdough/index.js';
import { tetris } from './tetris/index.js';
import { tideCaves } from './tide-caves/index.js';
import { toyPress } from './toy-press/index.js';
import { truffleWood } from './truffle-wood/index.js';
import { trustEvolution } from './trust-evolution/index.js';

export const gameModules: readonly GameModule[] = [
  trustEvolution,
  snake,
  kuhnPoker,
  tetris,
  minesweeper,
  nullify,
  plantsVsZombies,
  chess,
  ptcg,
  nightMarket,
  printShop,
  fishingGrounds,
  dyeWorks,
  signalFires,
  bellFoundry,
  ridgeBarter,
  plantClinic,
  toyPress,
  pigeonLoft,
  truffleWood,
  sourdough,
  kilnYard,
  ferryCrossing,
  rumourMill,
  prospector,
  apiary,
  glasshouse,
  tideCaves,
  canalLocks,
  nightOrchard,
  maskedDuel,
  lanternMaze,
  mycelium,
];

/** The module of game `id`; throws UsageError naming the valid ids. */
export function findGame(id: string): GameModule {
  const module = gameModules.find((candidate) => candidate.game.id === id);
  if (!module) {
    const ids = gameModules.map((m) => m.game.id);
    throw new UsageError(`unknown game '${id}'${didYouMean(id, ids)}; valid games: ${ids.join(', ')}`);
  }
  return module;
}
