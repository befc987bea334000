import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { toMajor } from '../../contract/money';
import { tenantCurrency } from '../domain/tenants';
import {
  decideDeposit,
  type Decision,
  depositById,
  type DepositRecord,
  orderNoOf,
  payKey,
  readPayToken,
} from '../domain/deposit';
import { missingPageHtml, PAY_PAGE_CSP, payPageHtml, pickLang } from './deposit-pay-html';
import { payUrlOf, qrImageOf } from './deposit-links';

interface PayRequest {
  Params: { token: string };
  Querystring: { lang?: string };
}

const LOCALES = { en: 'en-US', pt: 'pt-BR', fil: 'fil-PH' } as const;

/** Where the payment page sends the member back: the site's deposit screen showing this deposit. */
export const returnPathOf = (id: number) => `/m/voucherCenter?deposit=${id}`;

/**
 * The simulated payment provider: `GET /pay/<token>` shows the deposit with Approve and Decline;
 * the buttons post to `/pay/<token>/approve|decline`, which decide once and redirect (303) back to
 * the site. A deposit already decided or expired answers 409 with its status page.
 */
export async function depositPayRoutes(app: FastifyInstance) {
  const { db, now, tenants } = app.deps;
  const key = payKey(app.deps.signingSecret);

  function send(reply: FastifyReply, status: number, html: string) {
    return reply
      .code(status)
      .header('content-security-policy', PAY_PAGE_CSP)
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(html);
  }

  function render(
    request: FastifyRequest<PayRequest>,
    reply: FastifyReply,
    deposit: DepositRecord,
    status: number,
  ) {
    const tenant = tenants.byCode(deposit.tenantId);
    const lang = pickLang(request.query.lang, tenant?.languages.default);
    const { currency } = tenant ? tenantCurrency(tenant) : { currency: deposit.currency };
    const amountText = new Intl.NumberFormat(LOCALES[lang], { style: 'currency', currency }).format(
      toMajor(deposit.amount),
    );
    const base = `/pay/${request.params.token}`;
    const query = `?lang=${lang}`;
    return send(
      reply,
      status,
      payPageHtml({
        lang,
        merchant: tenant?.name ?? deposit.tenantId,
        orderNo: orderNoOf(deposit),
        amountText,
        deposit,
        approveUrl: `${base}/approve${query}`,
        declineUrl: `${base}/decline${query}`,
        returnUrl: returnPathOf(deposit.id),
        qrImage:
          deposit.channelType === 'qr'
            ? qrImageOf(request, payUrlOf(key, deposit.id, lang))
            : undefined,
        minutesLeft: Math.max(1, Math.ceil((deposit.expiresAt - now()) / 60_000)),
      }),
    );
  }

  async function load(request: FastifyRequest<PayRequest>) {
    const id = readPayToken(key, request.params.token);
    return id === undefined ? undefined : depositById(db, now, id);
  }

  app.get<PayRequest>('/pay/:token', async (request, reply) => {
    const deposit = await load(request);
    if (!deposit) return send(reply, 404, missingPageHtml(pickLang(request.query.lang)));
    return render(request, reply, deposit, 200);
  });

  for (const [path, decision] of [
    ['approve', 'approved'],
    ['decline', 'declined'],
  ] as [string, Decision][]) {
    app.post<PayRequest>(`/pay/:token/${path}`, async (request, reply) => {
      const found = await load(request);
      if (!found) return send(reply, 404, missingPageHtml(pickLang(request.query.lang)));
      const { deposit, changed } = await decideDeposit(db, now, found.id, decision);
      if (!changed || !deposit) return render(request, reply, deposit ?? found, 409);
      return reply
        .code(303)
        .header('cache-control', 'no-store')
        .redirect(returnPathOf(deposit.id), 303);
    });
  }
}
