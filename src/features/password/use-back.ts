import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

/** Back one page, or /m/home when the forgot-password screen was opened directly (spec §2). */
export function useBackOrHome(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    const state = window.history.state as { idx?: number } | null;
    if (typeof state?.idx === 'number' && state.idx > 0) navigate(-1);
    else navigate('/m/home', { replace: true });
  }, [navigate]);
}
