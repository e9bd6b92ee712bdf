import type { GameModule } from '../../core/game-module.js';
import { pvzDoNothing } from './pvz-do-nothing.js';
import { pvzGame } from './pvz-game.js';
import { pvzHeuristic } from './pvz-heuristic.js';
import { pvzReference } from './pvz-reference.js';

/** The S³Gym plants-vs-zombies game with its baseline heuristic, its reference planner and the do-nothing player. */
export const plantsVsZombies: GameModule = {
  game: pvzGame,
  agents: { heuristic: pvzHeuristic, reference: pvzReference, 'do-nothing': pvzDoNothing },
};
