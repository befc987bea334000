/** What a favourite tap does (spec §4): add is skipped when the game is already a favourite. */
export type FavouriteAction = 'add' | 'remove' | 'skip';

export function favouriteAction(
  ids: readonly string[],
  nodeId: string,
  add: boolean,
): FavouriteAction {
  const already = ids.includes(nodeId);
  if (add) return already ? 'skip' : 'add';
  return already ? 'remove' : 'skip';
}
