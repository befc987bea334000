import type { FastifyInstance } from 'fastify';

import {
  FEEDBACK_TYPES,
  getFeedbackSettings,
  getMyFeedback,
  submitFeedback as submitFeedbackEndpoint,
} from '../../contract/content';
import {
  contentLength,
  FEEDBACK_DAILY_MAX,
  FEEDBACK_LENGTH,
  listFeedback,
  submitFeedback,
} from '../domain/content/feedback';
import { serve } from '../http/contract-route';
import { fail, ok } from '../http/envelope';
import { reportPage } from '../http/report-query';
import { moduleOff, ownerOf, trialRejected } from './content-guards';

/** Feedback (FEEDBACK3): settings, submit (PUT, spec §7) and the member's own feedback with replies. */
export async function contentFeedbackRoutes(app: FastifyInstance) {
  const { db, now } = app.deps;

  serve(
    app,
    getFeedbackSettings,
    async (request) =>
      moduleOff(request, 'FEEDBACK3') ??
      ok({
        types: [...FEEDBACK_TYPES],
        minLength: FEEDBACK_LENGTH.min,
        maxLength: FEEDBACK_LENGTH.max,
        dailyMax: FEEDBACK_DAILY_MAX,
      }),
  );

  serve(app, submitFeedbackEndpoint, async (request) => {
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
  });

  serve(app, getMyFeedback, async (request) => {
    const refused = moduleOff(request, 'FEEDBACK3');
    if (refused) return refused;
    const { rows, totalCount } = await listFeedback(db, ownerOf(request), request.query);
    return ok(reportPage(rows, request.query, totalCount));
  });
}
