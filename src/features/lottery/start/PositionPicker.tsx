import { useTranslation } from '../../../lib/i18n';
import type { Picker } from '../types';
import { columnsFor, DigitButton, DigitGrid } from './DigitButton';
import { applyQuickPick, toggleValue, type Selection } from './picks';
import { QuickPickBar } from './QuickPickBar';

type PositionsPicker = Extract<Picker, { type: 'positions' }>;

export interface PositionPickerProps {
  picker: PositionsPicker;
  selection: Selection;
  onChange(selection: Selection): void;
}

/** One row of digits per position, each with its quick picks. */
export function PositionPicker({ picker, selection, onChange }: PositionPickerProps) {
  const { t } = useTranslation('shell');
  const update = (index: number, group: string[]) =>
    onChange(selection.map((current, i) => (i === index ? group : current)));
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      {picker.positions.map((position, index) => {
        const group = selection[index] ?? [];
        return (
          <div key={position} data-testid={`lottery-position-${index}`}>
            <div
              style={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                gap: 6,
                marginBottom: 8,
              }}
            >
              <strong style={{ whiteSpace: 'nowrap', marginInlineEnd: 'auto' }}>
                {t('lottery.position', { n: index + 1 })}
              </strong>
              <QuickPickBar
                testId={`lottery-quick-${index}`}
                onPick={(pick) => update(index, applyQuickPick(group, pick, picker.digits))}
              />
            </div>
            <DigitGrid $columns={columnsFor(picker.digits.length)}>
              {picker.digits.map((digit) => (
                <DigitButton
                  key={digit}
                  aria-pressed={group.includes(digit)}
                  data-testid={`lottery-digit-${index}-${digit}`}
                  onClick={() => update(index, toggleValue(group, digit))}
                >
                  {digit}
                </DigitButton>
              ))}
            </DigitGrid>
          </div>
        );
      })}
    </div>
  );
}
