import styled from 'styled-components';

/** The phone the preview is drawn in: 360 × 780 CSS pixels, as the site's smallest target. */
export const PHONE = { width: 360, height: 780 } as const;

const Phone = styled.div`
  padding: 12px 8px 16px;
  border-radius: 28px;
  background: #111827;
  iframe {
    display: block;
    width: ${PHONE.width}px;
    height: ${PHONE.height}px;
    border: 0;
    border-radius: 12px;
    background: #fff;
  }
`;

export function PhoneFrame({ src, title, testId }: { src: string; title: string; testId: string }) {
  return (
    <Phone>
      <iframe src={src} title={title} data-testid={testId} />
    </Phone>
  );
}
