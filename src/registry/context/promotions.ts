import type { AvailablePromotions } from '../../entities/promotions/available-promotions';
import type { PromoKey } from '../gate';

/** Whether the platform offers promotion `key`; closed while its answer is missing. */
export const isPromoEnabled = (data: AvailablePromotions | undefined, key: PromoKey): boolean =>
  data?.promotions[key].enabled === true;
