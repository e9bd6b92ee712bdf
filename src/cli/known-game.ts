// Listing commands take --game but otherwise never touch a game: the registry (every game's code) loads only when one
// is named, so `xparena runs` and `xparena matches` start without it.

/** The id of the game `id` names; throws the registry's UsageError (with "did you mean") for an unknown one. */
export async function knownGameId(id: string): Promise<string> {
  const { findGame } = await import('../games/registry.js');
  return findGame(id).game.id;
}
