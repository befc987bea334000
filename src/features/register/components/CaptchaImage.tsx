import styled from 'styled-components';

import { useTranslation } from '../../../lib/i18n';

const ImageButton = styled.button`
  flex: none;
  width: 104px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.palette.surface};
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

/** The captcha picture; tapping it loads a new one and clears the typed code. */
export function CaptchaImage({ image, onReload }: { image: string | null; onReload(): void }) {
  const { t } = useTranslation('shell');
  return (
    <ImageButton
      type="button"
      onClick={onReload}
      aria-label={t('register.captchaRefresh')}
      data-testid="register-captcha-image"
    >
      {image && <img src={image} alt="" />}
    </ImageButton>
  );
}
