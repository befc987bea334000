/** Wire shapes of the rewards relays (docs/api.md, "Rewards"). */
export type PromotionPhase = 'coming_soon' | 'running' | 'ended';
export type PromotionEntry = 'apply' | 'join' | 'auto' | 'none';
export type RecordStatus =
  'applying' | 'rejected' | 'issued' | 'claimed' | 'closed' | 'coming_soon' | 'signed';

export interface PromotionCard {
  id: number;
  type: string;
  title: string;
  summary: string;
  bannerUrl: string;
  startTime: number;
  endTime: number;
  phase: PromotionPhase;
  bonusAmount: number;
  entry: PromotionEntry;
  myRecord: { id: number; status: RecordStatus } | null;
}

export interface PromotionDetail extends PromotionCard {
  content: string;
  limits: { commentMax: number; imagesMax: number; imageMaxBytes: number };
}

export interface PromotionRecord {
  id: number;
  promotionId: number | null;
  type: string;
  title: string;
  bannerUrl: string;
  status: RecordStatus;
  bonusAmount: number;
  comment: string;
  imageCount: number;
  createdAt: number;
  updatedAt: number;
  expiresAt: number | null;
}
