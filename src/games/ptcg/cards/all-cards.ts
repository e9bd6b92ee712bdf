// The benchmark's 64-card pool in one list, sorted by id.
import type { CardDefinition } from '../card-definition.js';
import { arbok } from './arbok.js';
import { artazon } from './artazon.js';
import { arven } from './arven.js';
import { atticus } from './atticus.js';
import { basicDarknessEnergy } from './basic-darkness-energy.js';
import { basicFightingEnergy } from './basic-fighting-energy.js';
import { basicFireEnergy } from './basic-fire-energy.js';
import { basicLightningEnergy } from './basic-lightning-energy.js';
import { basicPsychicEnergy } from './basic-psychic-energy.js';
import { beachCourt } from './beach-court.js';
import { bossOrders } from './boss-orders.js';
import { braveryCharm } from './bravery-charm.js';
import { buddyBuddyPoffin } from './buddy-buddy-poffin.js';
import { charizardEx } from './charizard-ex.js';
import { charmander } from './charmander.js';
import { charmeleon } from './charmeleon.js';
import { counterCatcher } from './counter-catcher.js';
import { crushingHammer } from './crushing-hammer.js';
import { darkrai } from './darkrai.js';
import { defianceBand } from './defiance-band.js';
import { drifblim } from './drifblim.js';
import { drifloon } from './drifloon.js';
import { earthenVessel } from './earthen-vessel.js';
import { ekans } from './ekans.js';
import { electricGenerator } from './electric-generator.js';
import { energyRetrieval } from './energy-retrieval.js';
import { futureBoosterEnergyCapsule } from './future-booster-energy-capsule.js';
import { gardevoirEx } from './gardevoir-ex.js';
import { garganacl } from './garganacl.js';
import { hitmonchan } from './hitmonchan.js';
import { iono } from './iono.js';
import { ironHandsEx } from './iron-hands-ex.js';
import { judge } from './judge.js';
import { kirlia } from './kirlia.js';
import { letterOfEncouragement } from './letter-of-encouragement.js';
import { lucario } from './lucario.js';
import { mimikyu } from './mimikyu.js';
import { miraidonEx } from './miraidon-ex.js';
import { nacli } from './nacli.js';
import { naclstack } from './naclstack.js';
import { nestBall } from './nest-ball.js';
import { palPad } from './pal-pad.js';
import { paldeanClodsireEx } from './paldean-clodsire-ex.js';
import { paldeanWooper } from './paldean-wooper.js';
import { penny } from './penny.js';
import { perilousJungle } from './perilous-jungle.js';
import { pidgeotEx } from './pidgeot-ex.js';
import { pidgeotto } from './pidgeotto.js';
import { pidgey } from './pidgey.js';
import { pokemonCatcher } from './pokemon-catcher.js';
import { professorsResearch } from './professors-research.js';
import { ralts } from './ralts.js';
import { rareCandy } from './rare-candy.js';
import { riolu } from './riolu.js';
import { roark } from './roark.js';
import { rockChestplate } from './rock-chestplate.js';
import { rockyHelmet } from './rocky-helmet.js';
import { screamTail } from './scream-tail.js';
import { squawkabillyEx } from './squawkabilly-ex.js';
import { superRod } from './super-rod.js';
import { switchCard } from './switch.js';
import { teamStarGrunt } from './team-star-grunt.js';
import { ultraBall } from './ultra-ball.js';
import { zeraora } from './zeraora.js';

/** Every card of the pool, sorted by id. */
export const allCards: readonly CardDefinition[] = [
  arbok,
  artazon,
  arven,
  atticus,
  basicDarknessEnergy,
  basicFightingEnergy,
  basicFireEnergy,
  basicLightningEnergy,
  basicPsychicEnergy,
  beachCourt,
  bossOrders,
  braveryCharm,
  buddyBuddyPoffin,
  charizardEx,
  charmander,
  charmeleon,
  counterCatcher,
  crushingHammer,
  darkrai,
  defianceBand,
  drifblim,
  drifloon,
  earthenVessel,
  ekans,
  electricGenerator,
  energyRetrieval,
  futureBoosterEnergyCapsule,
  gardevoirEx,
  garganacl,
  hitmonchan,
  iono,
  ironHandsEx,
  judge,
  kirlia,
  letterOfEncouragement,
  lucario,
  mimikyu,
  miraidonEx,
  nacli,
  naclstack,
  nestBall,
  palPad,
  paldeanClodsireEx,
  paldeanWooper,
  penny,
  perilousJungle,
  pidgeotEx,
  pidgeotto,
  pidgey,
  pokemonCatcher,
  professorsResearch,
  ralts,
  rareCandy,
  riolu,
  roark,
  rockChestplate,
  rockyHelmet,
  screamTail,
  squawkabillyEx,
  superRod,
  switchCard,
  teamStarGrunt,
  ultraBall,
  zeraora,
];
