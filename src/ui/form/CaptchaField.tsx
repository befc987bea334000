import styled from 'styled-components';

import { useTranslation } from '../../lib/i18n';
import { TextField } from './TextField';
import type { Captcha } from './use-captcha';

const ImageButton = styled.button`
  flex: none;
  width: 104px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.palette.surface};
  color: ${({ theme }) => theme.palette.primary};
  font: inherit;
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

/** A captcha the platform asked for: the answer input and the image, tapped for a new one. */
export function CaptchaField({ captcha, testId }: { captcha: Captcha; testId: string }) {
  const { t } = useTranslation('common');
  if (!captcha.required) return null;
  return (
    <TextField
      name={testId}
      label={t('form.captcha')}
      required
      inputMode="numeric"
      autoComplete="off"
      maxLength={6}
      placeholder={t('form.captcha_hint')}
      value={captcha.code}
      onValueChange={(value) => captcha.setCode(value.replace(/\D/g, '').slice(0, 6))}
      testId={testId}
      trailing={
        <ImageButton
          type="button"
          aria-label={t('form.captcha_image')}
          onClick={captcha.refresh}
          data-testid={`${testId}-refresh`}
        >
          {captcha.image ? (
            <img src={captcha.image} alt="" data-testid={`${testId}-image`} />
          ) : (
            t('form.captcha_reload')
          )}
        </ImageButton>
      }
    />
  );
}
