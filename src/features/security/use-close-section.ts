import { useLocation, useNavigate } from 'react-router-dom';

/**
 * Leaves a sub-view: back to where the player came from (the list, or the withdraw screen that
 * linked here), or to the list when the sub-view was the first page opened.
 */
export function useCloseSection() {
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    if (location.key === 'default') navigate('/m/securityCenter', { replace: true });
    else navigate(-1);
  };
}
