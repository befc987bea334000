import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

import { useIsLoggedIn } from '../../lib/session-store';
import { useFavouriteIds, useToggleFavourite } from './api/favourites';
import { favouriteAction } from './favourite-rules';

export interface FavouriteToggle {
  isFavourite(nodeId: string): boolean;
  /** Adds or removes; guests go to /m/login instead (spec §4 "Login"). */
  setFavourite(nodeId: string, add: boolean): void;
  toggle(nodeId: string): void;
}

export function useFavouriteToggle(): FavouriteToggle {
  const navigate = useNavigate();
  const loggedIn = useIsLoggedIn();
  const { data: ids = [] } = useFavouriteIds();
  const { mutate } = useToggleFavourite();
  const isFavourite = useCallback(
    (nodeId: string) => loggedIn && ids.includes(nodeId),
    [ids, loggedIn],
  );
  const setFavourite = useCallback(
    (nodeId: string, add: boolean) => {
      if (!loggedIn) {
        void navigate('/m/login');
        return;
      }
      const action = favouriteAction(ids, nodeId, add);
      if (action !== 'skip') mutate({ nodeId, add: action === 'add' });
    },
    [ids, loggedIn, mutate, navigate],
  );
  const toggle = useCallback(
    (nodeId: string) => setFavourite(nodeId, !isFavourite(nodeId)),
    [isFavourite, setFavourite],
  );
  return { isFavourite, setFavourite, toggle };
}
