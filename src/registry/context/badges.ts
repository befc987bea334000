import { useUnreadCount } from '../../entities/inbox/unread-count';
import { useAvailablePromotions } from '../../entities/promotions/available-promotions';
import type { BadgeSource } from '../entry';

/** Current counts for every badge source (0 until loaded or for guests). */
export function useBadgeCounts(): Record<BadgeSource, number> {
  const promotions = useAvailablePromotions().data;
  const unread = useUnreadCount();
  return {
    unclaimedPromotions: promotions?.unclaimedCount ?? 0,
    unreadMail: unread,
    // Agent announcements' unread count arrives with the agent-home screen.
    agentUnread: 0,
  };
}
