import type { FastifyInstance } from 'fastify';

import { rewardsActivityRoutes } from './rewards-activities';
import { rewardsBannerRoutes } from './rewards-banners';
import { rewardsCentreRoutes } from './rewards-centre';
import { rewardsDevRoutes } from './rewards-dev';
import { rewardsPromotionRoutes } from './rewards-promotions';

/** Rewards: promotions and applications, reward centre, sign-in, leaderboard, red rain (docs/api.md). */
export async function rewardsRoutes(app: FastifyInstance) {
  await app.register(rewardsPromotionRoutes);
  await app.register(rewardsCentreRoutes);
  await app.register(rewardsActivityRoutes);
  await app.register(rewardsBannerRoutes);
  if (app.deps.dev) await app.register(rewardsDevRoutes);
}
