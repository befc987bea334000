import { useState } from 'react';

import { toMajor } from '../../../../contract/money';
import type { Play, SlipBet } from '../types';
import { betStake } from './bet-math';
import { betCountOf, contentOf, emptySelection, type Selection } from './picks';

export interface CartRow extends SlipBet {
  /** Local id of the row in the cart. */
  rowId: number;
}

let nextRowId = 1;

/** The picker's selection for the chosen play, the unit and multiple, and the cart of bet rows. */
export function useBetSlip(defaultUnit: number, minMultiple: number, firstPlay: Play | null) {
  const [play, setPlay] = useState<Play | null>(firstPlay);
  const [selection, setSelection] = useState<Selection>(() =>
    firstPlay ? emptySelection(firstPlay.picker) : [],
  );
  const [unit, setUnit] = useState(defaultUnit);
  const [multiple, setMultiple] = useState(minMultiple);
  const [cart, setCart] = useState<CartRow[]>([]);

  const betCount = play ? betCountOf(play.picker, selection) : 0;
  // The wire's decimal amount of the row; the stake itself is worked out in minor units.
  const amount = toMajor(betStake(betCount, unit, multiple));

  const choosePlay = (next: Play) => {
    setPlay(next);
    setSelection(emptySelection(next.picker));
  };

  const addToCart = () => {
    if (!play || betCount === 0) return;
    const row: CartRow = {
      rowId: nextRowId++,
      playId: play.playId,
      content: contentOf(play.picker, selection),
      unit,
      multiple,
      betCount,
      amount,
    };
    setCart((rows) => [...rows, row]);
    setSelection(emptySelection(play.picker));
  };

  return {
    play,
    choosePlay,
    selection,
    setSelection,
    unit,
    setUnit,
    multiple,
    setMultiple,
    betCount,
    amount,
    cart,
    addToCart,
    removeRow: (rowId: number) => setCart((rows) => rows.filter((row) => row.rowId !== rowId)),
    clearCart: () => setCart([]),
  };
}

export type BetSlipState = ReturnType<typeof useBetSlip>;
