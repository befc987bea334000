/** Wire types of the deposit calls (docs/api.md "Deposit"). */
export type ChannelType = 'bank' | 'ewallet' | 'qr';
export type DepositStatus = 'pending' | 'approved' | 'declined' | 'expired';

export interface DepositChannel {
  code: string;
  type: ChannelType;
  name: string;
  currency: string;
  minAmount: number;
  maxAmount: number;
  quickAmounts: number[];
}

export interface DepositSettings {
  currency: string;
  currencySymbol: string;
  maxPending: number;
  expiresInMinutes: number;
  channels: DepositChannel[];
}

export interface Deposit {
  id: number;
  orderNo: string;
  channel: string;
  channelName: string;
  channelType: ChannelType;
  amount: number;
  currency: string;
  status: DepositStatus;
  createdAt: number;
  expiresAt: number;
  decidedAt: number | null;
  /** While pending: the payment page (a path on the platform, or an absolute URL). */
  payUrl?: string;
  /** While pending, QR channels: an image of the payment page's QR code. */
  qrImage?: string;
}

export interface DepositReportFooter {
  totalAmount: number;
  approvedAmount: number;
  approvedCount: number;
}
