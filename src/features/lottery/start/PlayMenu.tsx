import { useTranslation } from '../../../lib/i18n';
import type { Play } from '../types';
import { ButtonRow, DigitButton } from './DigitButton';

export interface PlayMenuProps {
  plays: readonly Play[];
  active: Play | null;
  onChoose(play: Play): void;
}

/** The game's plays as chips; the chosen play's rule and odds below. */
export function PlayMenu({ plays, active, onChoose }: PlayMenuProps) {
  const { t } = useTranslation('shell');
  return (
    <div style={{ display: 'grid', gap: 6 }}>
      <ButtonRow role="radiogroup" aria-label={t('lottery.plays.heading')}>
        {plays
          .filter((play) => play.enabled)
          .map((play) => (
            <DigitButton
              key={play.playId}
              $wide
              role="radio"
              aria-checked={play.playId === active?.playId}
              data-testid={`lottery-play-${play.playId}`}
              onClick={() => onChoose(play)}
            >
              {t(`lottery.plays.${play.playId}.name`, { defaultValue: play.name })}
            </DigitButton>
          ))}
      </ButtonRow>
      {active && (
        <small data-testid="lottery-play-rule">
          {t(`lottery.plays.${active.playId}.rule`, { defaultValue: active.rule })}{' '}
          {t('lottery.odds', { odds: active.odds })}
        </small>
      )}
    </div>
  );
}
