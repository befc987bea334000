import { useTranslation } from '../../../lib/i18n';
import { useHotGap } from '../api/get-hot-gap';

/** Per position: how often each digit came up in the sample (hot) and draws since it last did (gap). */
export function HotGapTable({ gameId }: { gameId: number }) {
  const { t } = useTranslation('shell');
  const { data } = useHotGap(gameId);
  if (!data?.positions.length) return null;
  const digits = data.positions[0]?.digits.map((entry) => entry.digit) ?? [];
  return (
    <details data-testid="lottery-hot-gap">
      <summary>{t('lottery.hotGap', { sample: data.sample })}</summary>
      <table style={{ width: '100%', fontSize: '0.75rem', textAlign: 'center' }}>
        <thead>
          <tr>
            <th />
            {digits.map((digit) => (
              <th key={digit}>{digit}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.positions.map((position) => (
            <tr key={position.position}>
              <th>{position.position}</th>
              {position.digits.map((entry) => (
                <td key={entry.digit} title={t('lottery.hotGapCell', entry)}>
                  {entry.hot}/{entry.gap}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
