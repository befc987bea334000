import { useEffect, useState } from 'react';
import styled from 'styled-components';

import { rewardError } from './reward-error';
import { formatDate } from '../../lib/format-date';
import { currentLanguage, useTranslation } from '../../lib/i18n';
import { useMoney } from '../../lib/use-money';
import { Button, ErrorState, LoadingIndicator } from '../../ui';
import { useRedRain } from './api/get-red-rain';
import type { GrabResult } from '../../../contract/rewards';
import { useGrabEnvelope } from './api/grab-envelope';
import { newRequestId } from './request-id';
import { countdownText, useServerClock } from './use-clock';

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(3)};
  padding: ${({ theme }) => theme.spacing(3)};
  text-align: center;
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    text-align: start;
  }
  li {
    display: flex;
    justify-content: space-between;
    padding: ${({ theme }) => theme.spacing(2)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.palette.border};
  }
`;

const Envelope = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(4)};
  border-radius: ${({ theme }) => theme.radius * 2}px;
  background: ${({ theme }) => theme.palette.danger};
  color: #fff;
  strong {
    font-size: 1.6rem;
  }
`;

/** `/m/redRain`: countdown to the next rain, the grab button while one runs, and my envelopes. */
export function RedRainScreen() {
  const { t } = useTranslation('rewards');
  const money = useMoney();
  const { data, isPending, isError, error, refetch, dataUpdatedAt } = useRedRain();
  const now = useServerClock(data?.serverTime, dataUpdatedAt);
  const grab = useGrabEnvelope();
  const [requestId] = useState(newRequestId);
  const [result, setResult] = useState<GrabResult | null>(null);
  const boundary = data?.current?.endTime ?? data?.next?.startTime;
  const crossed = boundary !== undefined && now >= boundary;
  useEffect(() => {
    if (crossed) void refetch();
  }, [crossed, refetch]);
  if (isPending) return <LoadingIndicator />;
  if (isError) return <ErrorState message={rewardError(t, error)} onRetry={() => void refetch()} />;
  const { current, next } = data;
  const time = (value: number) => formatDate(value, 'time', currentLanguage());
  const grabbed = result?.amount ?? current?.grabbedAmount ?? null;
  return (
    <Page data-testid="red-rain-screen">
      <Envelope>
        {current ? (
          <>
            <span>{t('rain.running', { time: countdownText(current.endTime - now) })}</span>
            {grabbed === null ? (
              <Button
                variant="secondary"
                disabled={grab.isPending}
                onClick={() =>
                  grab.mutate({ sessionKey: current.key, requestId }, { onSuccess: setResult })
                }
                data-testid="red-rain-grab"
              >
                {t('rain.grab')}
              </Button>
            ) : (
              <strong data-testid="red-rain-result">
                {t('rain.won', { amount: money(grabbed) })}
              </strong>
            )}
            {grab.isError && <span role="alert">{rewardError(t, grab.error)}</span>}
          </>
        ) : (
          <>
            <span>{t('rain.next')}</span>
            <strong data-testid="red-rain-countdown">
              {next ? countdownText(next.startTime - now) : '–'}
            </strong>
            {next && <span>{t('rain.startsAt', { time: time(next.startTime) })}</span>}
          </>
        )}
      </Envelope>
      <p>{t('rain.rules', { min: money(data.range.min), max: money(data.range.max) })}</p>
      <ul>
        {data.today.map((session) => (
          <li key={session.key}>
            <span>
              {time(session.startTime)}–{time(session.endTime)}
            </span>
            <span>
              {session.grabbedAmount !== null ? money(session.grabbedAmount) : t('rain.notGrabbed')}
            </span>
          </li>
        ))}
      </ul>
    </Page>
  );
}
