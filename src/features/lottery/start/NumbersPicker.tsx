import { useState } from 'react';

import { useTranslation } from '../../../lib/i18n';
import type { Picker } from '../types';
import { ButtonRow, DigitButton, DigitGrid } from './DigitButton';
import { applyQuickPick, numberPage, toggleValue, type Selection } from './picks';
import { QuickPickBar } from './QuickPickBar';
import { TypedNumbers } from './TypedNumbers';

type NumbersPicker = Extract<Picker, { type: 'numbers' }>;

export interface NumbersPickerProps {
  picker: NumbersPicker;
  selection: Selection;
  onChange(selection: Selection): void;
  manualInput: boolean;
}

/** Fixed-width numbers in pages of 100 (3-digit numbers by hundreds), quick picks per page. */
export function NumbersPicker({ picker, selection, onChange, manualInput }: NumbersPickerProps) {
  const { t } = useTranslation('shell');
  const [page, setPage] = useState(0);
  const group = selection[0] ?? [];
  const numbers = numberPage(picker.width, page);
  const pages = Math.max(1, Math.ceil(picker.count / 100));
  return (
    <div style={{ display: 'grid', gap: 10 }}>
      {pages > 1 && (
        <ButtonRow aria-label={t('lottery.hundreds')}>
          {Array.from({ length: pages }, (_, index) => (
            <DigitButton
              key={index}
              aria-pressed={index === page}
              data-testid={`lottery-page-${index}`}
              onClick={() => setPage(index)}
            >
              {`${index}xx`}
            </DigitButton>
          ))}
        </ButtonRow>
      )}
      <QuickPickBar
        testId="lottery-quick-numbers"
        onPick={(pick) => onChange([applyQuickPick(group, pick, numbers)])}
      />
      <DigitGrid>
        {numbers.map((number) => (
          <DigitButton
            key={number}
            aria-pressed={group.includes(number)}
            data-testid={`lottery-number-${number}`}
            onClick={() => onChange([toggleValue(group, number)])}
          >
            {number}
          </DigitButton>
        ))}
      </DigitGrid>
      {manualInput && (
        <TypedNumbers
          width={picker.width}
          onAdd={(typed) => onChange([[...new Set([...group, ...typed])].sort((a, b) => +a - +b)])}
        />
      )}
    </div>
  );
}
