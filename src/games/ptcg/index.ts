import type { GameModule } from '../../core/game-module.js';
import { ptcgGame } from './ptcg-game.js';
import { ptcgHeuristic } from './ptcg-heuristic.js';

/** The Pokémon TCG with its weighted-legal-action heuristic baseline; one golden playthrough (each is ~400 KB). */
export const ptcg: GameModule = { game: ptcgGame, agents: { heuristic: ptcgHeuristic }, goldenPresets: ['engine'] };
