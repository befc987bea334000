import { createHash } from 'node:crypto';

import type { DepositRecord } from '../domain/deposit';

type Lang = 'en' | 'pt' | 'fil';

const TEXTS: Record<Lang, Record<string, string>> = {
  en: {
    title: 'Payment',
    simulated: 'Simulated payment page of the reference server: no real money moves.',
    merchant: 'Merchant',
    channel: 'Channel',
    order: 'Order',
    amount: 'Amount',
    scan: 'Scan to pay',
    expires: 'Pay within {0} minutes.',
    approve: 'Approve payment',
    decline: 'Decline',
    pending: 'Waiting for payment',
    approved: 'This payment was approved.',
    declined: 'This payment was declined.',
    expired: 'This payment request has expired.',
    back: 'Back to {0}',
    missing: 'This payment link is not valid.',
  },
  pt: {
    title: 'Pagamento',
    simulated:
      'Página de pagamento simulada do servidor de referência: nenhum dinheiro real é movido.',
    merchant: 'Comerciante',
    channel: 'Canal',
    order: 'Pedido',
    amount: 'Valor',
    scan: 'Escaneie para pagar',
    expires: 'Pague em até {0} minutos.',
    approve: 'Aprovar pagamento',
    decline: 'Recusar',
    pending: 'Aguardando pagamento',
    approved: 'Este pagamento foi aprovado.',
    declined: 'Este pagamento foi recusado.',
    expired: 'Este pedido de pagamento expirou.',
    back: 'Voltar para {0}',
    missing: 'Este link de pagamento não é válido.',
  },
  fil: {
    title: 'Pagbabayad',
    simulated: 'Simulated na pahina ng bayad ng reference server: walang totoong perang gumagalaw.',
    merchant: 'Merchant',
    channel: 'Channel',
    order: 'Order',
    amount: 'Halaga',
    scan: 'I-scan para magbayad',
    expires: 'Magbayad sa loob ng {0} minuto.',
    approve: 'Aprubahan ang bayad',
    decline: 'Tanggihan',
    pending: 'Naghihintay ng bayad',
    approved: 'Naaprubahan ang bayad na ito.',
    declined: 'Tinanggihan ang bayad na ito.',
    expired: 'Nag-expire na ang kahilingang ito.',
    back: 'Bumalik sa {0}',
    missing: 'Hindi wasto ang payment link na ito.',
  },
};

export const pickLang = (...candidates: (string | undefined)[]): Lang =>
  (candidates.find((code) => code === 'en' || code === 'pt' || code === 'fil') as
    Lang | undefined) ?? 'en';

const STYLE = `body{margin:0;font:16px/1.4 system-ui,sans-serif;background:#f1f3f6;color:#1c2430}
main{max-width:420px;margin:0 auto;padding:16px}h1{font-size:20px;margin:8px 0 16px}
.card{background:#fff;border-radius:12px;padding:16px;box-shadow:0 1px 4px #0002;margin-bottom:12px}
.row{display:flex;justify-content:space-between;padding:6px 0;border-bottom:1px solid #eef0f3}
.row:last-child{border:0}.label{color:#667}.amount{font-size:28px;font-weight:700;text-align:center;margin:8px 0}
.qr{display:block;width:220px;height:220px;margin:8px auto}.note{font-size:13px;color:#667;text-align:center}
form{margin:0}button{width:100%;padding:14px;border:0;border-radius:10px;font-size:17px;font-weight:600;margin-top:10px}
.approve{background:#138a4b;color:#fff}.decline{background:#e4e7ec;color:#1c2430}
.status{text-align:center;font-weight:600}a{display:block;text-align:center;margin-top:12px;color:#1357c5}`;

/** CSP for the page: nothing loads but its one inline style block and the data: QR image. */
export const PAY_PAGE_CSP = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; img-src data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const format = (template: string, value: string | number) => template.replace('{0}', String(value));

function page(lang: Lang, title: string, body: string) {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

export interface PayPageInput {
  lang: Lang;
  merchant: string;
  orderNo: string;
  amountText: string;
  deposit: DepositRecord;
  /** Form targets and the way back to the site. */
  approveUrl: string;
  declineUrl: string;
  returnUrl: string;
  qrImage?: string;
  minutesLeft: number;
}

const row = (label: string, value: string) =>
  `<div class="row"><span class="label">${escapeHtml(label)}</span><span>${escapeHtml(value)}</span></div>`;

/** The payment page of one deposit: details, and Approve / Decline while it is pending. */
export function payPageHtml(input: PayPageInput): string {
  const t = TEXTS[input.lang];
  const { deposit } = input;
  const details = `<div class="card"><div class="amount" id="amount">${escapeHtml(input.amountText)}</div>
${row(t.merchant ?? '', input.merchant)}${row(t.channel ?? '', deposit.channelName)}${row(t.order ?? '', input.orderNo)}</div>`;
  const back = `<a id="back" href="${escapeHtml(input.returnUrl)}">${escapeHtml(format(t.back ?? '', input.merchant))}</a>`;
  if (deposit.status !== 'pending') {
    const status = `<div class="card status" id="status" data-status="${deposit.status}">${escapeHtml(t[deposit.status] ?? '')}</div>`;
    return page(
      input.lang,
      t.title ?? '',
      `<h1>${escapeHtml(t.title ?? '')}</h1>${details}${status}${back}`,
    );
  }
  const qr = input.qrImage
    ? `<div class="card"><img class="qr" alt="${escapeHtml(t.scan ?? '')}" src="${input.qrImage}"><p class="note">${escapeHtml(t.scan ?? '')}</p></div>`
    : '';
  const actions = `<div class="card"><p class="status" id="status" data-status="pending">${escapeHtml(t.pending ?? '')}</p>
<p class="note">${escapeHtml(format(t.expires ?? '', input.minutesLeft))}</p>
<form method="post" action="${escapeHtml(input.approveUrl)}"><button class="approve" id="approve" type="submit">${escapeHtml(t.approve ?? '')}</button></form>
<form method="post" action="${escapeHtml(input.declineUrl)}"><button class="decline" id="decline" type="submit">${escapeHtml(t.decline ?? '')}</button></form></div>`;
  const note = `<p class="note">${escapeHtml(t.simulated ?? '')}</p>`;
  return page(
    input.lang,
    t.title ?? '',
    `<h1>${escapeHtml(t.title ?? '')}</h1>${details}${qr}${actions}${note}${back}`,
  );
}

export function missingPageHtml(lang: Lang): string {
  const t = TEXTS[lang];
  return page(
    lang,
    t.title ?? '',
    `<h1>${escapeHtml(t.title ?? '')}</h1><div class="card status">${escapeHtml(t.missing ?? '')}</div>`,
  );
}
