import { useCallback } from 'react';
import styled from 'styled-components';

import { formatAmount } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { Button } from '../../../ui';
import type { LotteryGame, LotterySetting, PlayMenu as Menu } from '../types';
import { BetCart } from './BetCart';
import { HotGapTable } from './HotGapTable';
import { IssueBar } from './IssueBar';
import { NumberPicker } from './NumberPicker';
import { PlayMenu } from './PlayMenu';
import { RecentDraws } from './RecentDraws';
import { UnitMultiple } from './UnitMultiple';
import { useBetSlip } from './use-bet-slip';
import { useGameClock } from './use-game-clock';
import { useSubmitSlip } from './use-submit-slip';

const Page = styled.div`
  display: grid;
  gap: 14px;
  padding: 12px 12px 24px;
`;

export interface BettingPanelProps {
  game: LotteryGame;
  receivedAt: number;
  menu: Menu;
  setting: LotterySetting;
  /** Asks the server for the game again (stable: TanStack's refetch). */
  refetch(): unknown;
}

export function BettingPanel({ game, receivedAt, menu, setting, refetch }: BettingPanelProps) {
  const { t, i18n } = useTranslation('shell');
  const refetchGame = useCallback(() => void refetch(), [refetch]);
  const closeDeadline = useGameClock(game, receivedAt, refetchGame);
  const slip = useBetSlip(
    setting.defaultUnit,
    setting.minMultiple,
    menu.plays.find((item) => item.enabled) ?? null,
  );
  const { submit, placing } = useSubmitSlip({
    game,
    setting,
    cart: slip.cart,
    onPlaced: slip.clearCart,
    onNumeroClosed: refetchGame,
  });
  const full = slip.cart.length >= setting.maxBetsPerSlip;
  return (
    <Page data-testid="start-lottery">
      <IssueBar game={game} closeDeadline={closeDeadline} />
      <details>
        <summary>{t('lottery.recentResults')}</summary>
        <RecentDraws gameId={game.gameId} />
      </details>
      <HotGapTable gameId={game.gameId} />
      <PlayMenu plays={menu.plays} active={slip.play} onChoose={slip.choosePlay} />
      {slip.play && (
        <NumberPicker
          play={slip.play}
          selection={slip.selection}
          onChange={slip.setSelection}
          manualInput={menu.switches.manualInput && setting.modes.includes('input')}
        />
      )}
      <UnitMultiple
        setting={setting}
        unit={slip.unit}
        multiple={slip.multiple}
        onUnit={slip.setUnit}
        onMultiple={slip.setMultiple}
      />
      <p data-testid="lottery-selection-summary" style={{ margin: 0 }}>
        {t('lottery.selectionSummary', {
          bets: slip.betCount,
          amount: formatAmount(slip.amount, i18n.language),
        })}
      </p>
      <Button
        variant="secondary"
        onClick={slip.addToCart}
        disabled={slip.betCount === 0 || full}
        data-testid="lottery-add-to-cart"
      >
        {full ? t('lottery.cartFull', { max: setting.maxBetsPerSlip }) : t('lottery.addToCart')}
      </Button>
      <BetCart
        rows={slip.cart}
        onRemove={slip.removeRow}
        onClear={slip.clearCart}
        onPlace={() => void submit()}
        placing={placing}
      />
    </Page>
  );
}
