/** The reward-centre badge (issued, unclaimed promotions); the rewards domain keeps it consistent. */
export { unclaimedCount as unclaimedPromotionCount } from './rewards/records';
