import { apiConfig } from '../../lib/api-config';

/** The payment page's absolute address: platform paths are relative to the API origin. */
export function absolutePayUrl(payUrl: string): string {
  return new URL(payUrl, apiConfig().baseUrl || window.location.origin).toString();
}

/** Opens the payment page in this tab; it sends the player back to `/m/voucherCenter?deposit=<id>`. */
export function openPaymentPage(payUrl: string) {
  window.location.assign(absolutePayUrl(payUrl));
}
