import { formatDate } from '../../../lib/format-date';
import { currentLanguage } from '../../../lib/i18n';

/** `2025/05/02 – 2025/07/31` in the player's language. */
export const periodText = (startTime: number, endTime: number) =>
  `${formatDate(startTime, 'date', currentLanguage())} – ${formatDate(endTime, 'date', currentLanguage())}`;
