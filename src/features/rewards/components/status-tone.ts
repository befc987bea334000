import type { StatusTone } from '../../../ui/report';
import type { RecordStatus } from '../../../../contract/rewards';

export const STATUS_TONE: Record<RecordStatus, StatusTone> = {
  applying: 'pending',
  rejected: 'bad',
  issued: 'good',
  claimed: 'neutral',
  closed: 'neutral',
  coming_soon: 'pending',
  signed: 'good',
};
