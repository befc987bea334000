import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled, { css, keyframes } from 'styled-components';

import { useTranslation } from '../../../lib/i18n';
import { Button, SafeHtml } from '../../../ui';
import { Overlay } from '../../../ui/Overlay';
import type { Announcement } from '../api/get-announcements';
import { goToTarget, stepPage, type PopupSlotName } from './popup-logic';
import { PopupCheck } from './PopupCheck';
import { usePopupSlot } from './use-popup-slot';

/** Length of the closing animation before the popup is hidden. */
export const POPUP_CLOSE_MS = 200;

const popIn = keyframes`from { opacity: 0; transform: scale(0.9); } to { opacity: 1; transform: none; }`;
const popOut = keyframes`from { opacity: 1; transform: none; } to { opacity: 0; transform: scale(0.9); }`;

const panel = css`
  margin: auto;
  width: min(88vw, 360px);
  max-height: 80dvh;
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 16px;
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.palette.surface};
  color: ${({ theme }) => theme.palette.text};
  outline: none;
  h2 {
    margin: 0;
    font-size: 1.05rem;
  }
`;
const OpenPanel = styled.div`
  ${panel};
  animation: ${popIn} ${POPUP_CLOSE_MS}ms ease-out;
`;
const ClosingPanel = styled.div`
  ${panel};
  animation: ${popOut} ${POPUP_CLOSE_MS}ms ease-in forwards;
`;

const Body = styled.div`
  overflow: auto;
  min-height: 60px;
`;

const Pager = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
`;

export interface PopupAnnouncementsProps {
  slot: PopupSlotName;
  popups: readonly Announcement[];
}

/** Popup announcements of spec §4: one at a time with prev/next, closing animation, link routing. */
export default function PopupAnnouncements({ slot, popups }: PopupAnnouncementsProps) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const { open, decided, close } = usePopupSlot(slot, popups);
  const [page, setPage] = useState(0);
  const [closing, setClosing] = useState(false);
  const current = popups[Math.min(page, popups.length - 1)];
  if (!open || !current) return <PopupCheck state={decided ? 'closed' : 'waiting'} />;

  const finish = (then?: () => void) => {
    if (closing) return;
    setClosing(true);
    setTimeout(() => {
      close();
      setClosing(false);
      setPage(0);
      then?.();
    }, POPUP_CLOSE_MS);
  };
  const goTo = goToTarget(current);
  return (
    <>
      <PopupCheck state="open" />
      <Overlay
        open
        onClose={() => finish()}
        ariaLabel={current.title}
        Panel={closing ? ClosingPanel : OpenPanel}
      >
        <div
          data-testid="home-popup"
          data-closing={closing || undefined}
          style={{ display: 'contents' }}
        >
          <h2 data-testid="home-popup-title">{current.title}</h2>
          <Body>
            <SafeHtml
              html={current.content}
              onInternalLink={(path) => finish(() => void navigate(path))}
            />
          </Body>
          {popups.length > 1 && (
            <Pager>
              <Button
                variant="secondary"
                disabled={page === 0}
                onClick={() => setPage(stepPage(page, -1, popups.length))}
              >
                {t('home.popup.prev')}
              </Button>
              <span data-testid="home-popup-page">
                {page + 1}/{popups.length}
              </span>
              <Button
                variant="secondary"
                disabled={page >= popups.length - 1}
                onClick={() => setPage(stepPage(page, 1, popups.length))}
              >
                {t('home.popup.next')}
              </Button>
            </Pager>
          )}
          {goTo && (
            <Button
              block
              onClick={() => finish(() => void navigate(goTo))}
              data-testid="home-popup-go"
            >
              {t('home.popup.goTo')}
            </Button>
          )}
          <Button block variant="secondary" onClick={() => finish()} data-testid="home-popup-close">
            {t('common:close')}
          </Button>
        </div>
      </Overlay>
    </>
  );
}
