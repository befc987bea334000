import type { FastifyInstance } from 'fastify';

import { contentDevRoutes } from './content-dev';
import { contentFeedbackRoutes } from './content-feedback';
import { contentInboxRoutes } from './content-inbox';
import { contentMailRoutes } from './content-mail';
import { contentPagesRoutes } from './content-pages';
import { contentReferralRoutes } from './content-referral';

/** Messages and content pages: inbox, web e-mail, feedback, invite friends, help, agreement, notices. */
export async function contentRoutes(app: FastifyInstance) {
  await app.register(contentInboxRoutes);
  await app.register(contentMailRoutes);
  await app.register(contentFeedbackRoutes);
  await app.register(contentReferralRoutes);
  await app.register(contentPagesRoutes);
  if (app.deps.dev) await app.register(contentDevRoutes);
}
