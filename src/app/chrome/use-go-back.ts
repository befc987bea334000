import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

import type { RouteChrome } from '../../registry';

/** React Router keeps the history index in `history.state.idx`; 0 means this is the first page. */
function hasHistory(): boolean {
  const state = window.history.state as { idx?: number } | null;
  return typeof state?.idx === 'number' && state.idx > 0;
}

/** Back arrow of spec §2: home for some routes, else one page back, or home with no history. */
export function useGoBack(back: RouteChrome['back']): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    if (back === 'history' && hasHistory()) navigate(-1);
    else navigate('/m/home');
  }, [back, navigate]);
}
