import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { queryKey } from '../../../lib/query-client';
import type { PromotionRecord } from '../types';

export interface Application {
  promotionId: number;
  comment: string;
  /** Data URLs of PNG or JPG pictures. */
  images: string[];
  requestId: string;
}

/** `POST /wps/relay/PROMOFE_applyPromotion`: apply (→ applying) or join (→ signed / coming soon). */
export const applyPromotion = (application: Application) =>
  api.post<PromotionRecord>('/wps/relay/PROMOFE_applyPromotion', application, {
    timeoutMs: 60_000,
  });

export function useApplyPromotion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: applyPromotion,
    onSettled: () => {
      void client.invalidateQueries({ queryKey: queryKey('rewards') });
    },
  });
}
