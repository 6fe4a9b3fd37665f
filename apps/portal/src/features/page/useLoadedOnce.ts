import { useState } from 'react';

/**
 * Whether data a part of a page waits for have loaded once since it mounted. What follows a part
 * whose height comes with its data appears then, and stays when the data load again (another
 * brand, a refresh), so the page neither moves on its first load nor shrinks on the next.
 */
export function useLoadedOnce(isLoading: boolean): boolean {
  const [loaded, setLoaded] = useState(!isLoading);
  if (!isLoading && !loaded) setLoaded(true);
  return loaded || !isLoading;
}
