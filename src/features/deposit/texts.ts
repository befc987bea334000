import { isApiError } from '../../lib/api-error';
import { errorMessage } from '../../lib/error-message';
import type { StatusTone } from '../../ui/report';
import type { AmountProblem } from './amount';
import type { ChannelType, DepositStatus } from './types';

/** i18next's `t` (only `lib/i18n` may import i18next). */
type TFunction = Parameters<typeof errorMessage>[0];

/** Codes the deposit calls answer that have their own text in the `deposit` namespace. */
const OWN_CODES = [
  'deposit.amount.invalid',
  'deposit.amount.too.small',
  'deposit.amount.too.large',
  'deposit.channel.unknown',
  'deposit.pending.limit',
  'deposit.not.found',
  'request.conflict',
];

export function depositErrorText(t: TFunction, error: unknown): string {
  if (isApiError(error) && OWN_CODES.includes(error.code))
    return t(`errors.${error.code.replace(/\./g, '_')}`, { ns: 'deposit' });
  return errorMessage(t, error);
}

export const problemText = (t: TFunction, problem: AmountProblem, money: (n: number) => string) =>
  t(`form.${problem.key}`, {
    ns: 'deposit',
    limit: 'limit' in problem ? money(problem.limit) : '',
  });

export const channelTypeText = (t: TFunction, type: ChannelType) =>
  t(`channel_type.${type}`, { ns: 'deposit' });

/** The channel's name with its kind, unless the name says it already ("Transferência bancária (TED)"). */
export function channelLabel(t: TFunction, channel: { name: string; type: ChannelType }): string {
  const type = channelTypeText(t, channel.type);
  return channel.name.toLocaleLowerCase().includes(type.toLocaleLowerCase())
    ? channel.name
    : `${channel.name} (${type})`;
}

export const statusText = (t: TFunction, status: DepositStatus) =>
  t(`status.${status}`, { ns: 'deposit' });

const TONES: Record<DepositStatus, StatusTone> = {
  pending: 'pending',
  approved: 'good',
  declined: 'bad',
  expired: 'neutral',
};

export const statusTone = (status: DepositStatus): StatusTone => TONES[status];
