import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import { checkAffiliateCode } from './api/check-affiliate';
import {
  affiliateFromSearch,
  loadAffiliate,
  saveAffiliate,
  type StoredAffiliate,
} from './affiliate-from-url';

/**
 * The invitation code for the form: a code in the URL is checked once and stored (validated or not);
 * otherwise the one stored from an earlier visit.
 */
export function useUrlAffiliate(): StoredAffiliate | null {
  const [params] = useSearchParams();
  const [affiliate, setAffiliate] = useState<StoredAffiliate | null>(() => {
    const fromUrl = affiliateFromSearch(params);
    const stored = loadAffiliate();
    if (!fromUrl) return stored;
    return stored?.code === fromUrl.code ? stored : { ...fromUrl, validated: false };
  });

  const pending =
    affiliate && !affiliate.validated && affiliateFromSearch(params)?.code === affiliate.code;
  useEffect(() => {
    if (!pending || !affiliate) return;
    let alive = true;
    const check = (validated: boolean) => {
      const next = { ...affiliate, validated };
      saveAffiliate(next);
      if (alive && validated) setAffiliate(next);
    };
    checkAffiliateCode(affiliate.code, affiliate.domain).then(check, () => check(false));
    return () => {
      alive = false;
    };
  }, [pending, affiliate]);

  return affiliate;
}
