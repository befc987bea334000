import type { FastifyInstance } from 'fastify';

import {
  contentLength,
  FEEDBACK_DAILY_MAX,
  FEEDBACK_LENGTH,
  FEEDBACK_TYPES,
  type FeedbackType,
  listFeedback,
  submitFeedback,
} from '../domain/content/feedback';
import { fail, ok } from '../http/envelope';
import { reportPage } from '../http/report-query';
import { requireSession } from '../http/session';
import {
  moduleOff,
  ownerOf,
  pageProperties,
  type PageQuery,
  trialRejected,
} from './content-guards';

const feedbackBody = {
  type: 'object',
  required: ['type', 'content'],
  properties: { type: { enum: FEEDBACK_TYPES }, content: { type: 'string', maxLength: 5000 } },
} as const;

/** Feedback (FEEDBACK3): settings, submit (PUT, spec §7) and the member's own feedback with replies. */
export async function contentFeedbackRoutes(app: FastifyInstance) {
  const { db, now } = app.deps;

  app.get(
    '/wps/member/feedback/settings',
    { preHandler: requireSession },
    async (request) =>
      moduleOff(request, 'FEEDBACK3') ??
      ok({
        types: FEEDBACK_TYPES,
        minLength: FEEDBACK_LENGTH.min,
        maxLength: FEEDBACK_LENGTH.max,
        dailyMax: FEEDBACK_DAILY_MAX,
      }),
  );

  app.put<{ Body: { type: FeedbackType; content: string } }>(
    '/wps/member/feedback',
    { schema: { body: feedbackBody }, preHandler: requireSession },
    async (request) => {
      const refused = moduleOff(request, 'FEEDBACK3') ?? trialRejected(request);
      if (refused) return refused;
      const { min, max } = FEEDBACK_LENGTH;
      const size = contentLength(request.body.content);
      if (size < min || size > max)
        return fail('feedback.content.length', `between ${min} and ${max} words`, {
          minLength: min,
          maxLength: max,
        });
      const saved = await submitFeedback(db, now, ownerOf(request), request.body);
      return saved
        ? ok(saved)
        : fail('feedback.too.many', `You can send at most ${FEEDBACK_DAILY_MAX} feedbacks a day.`);
    },
  );

  app.get<{ Querystring: PageQuery }>(
    '/wps/member/feedback',
    {
      schema: { querystring: { type: 'object', properties: pageProperties } },
      preHandler: requireSession,
    },
    async (request) => {
      const refused = moduleOff(request, 'FEEDBACK3');
      if (refused) return refused;
      const { rows, totalCount } = await listFeedback(db, ownerOf(request), request.query);
      return ok(reportPage(rows, request.query, totalCount));
    },
  );
}
