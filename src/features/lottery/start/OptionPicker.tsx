import { useTranslation } from '../../../lib/i18n';
import type { Picker } from '../types';
import { ButtonRow, DigitButton } from './DigitButton';
import { toggleValue, type Selection } from './picks';

type OptionsPicker = Extract<Picker, { type: 'options' }>;

/** Big, small, odd, even of the sum: each picked option is one bet. */
export function OptionPicker(props: {
  picker: OptionsPicker;
  selection: Selection;
  onChange(selection: Selection): void;
}) {
  const { t } = useTranslation('shell');
  const group = props.selection[0] ?? [];
  return (
    <ButtonRow>
      {props.picker.options.map((option) => (
        <DigitButton
          key={option}
          $wide
          aria-pressed={group.includes(option)}
          data-testid={`lottery-option-${option}`}
          onClick={() => props.onChange([toggleValue(group, option)])}
        >
          {t(`lottery.options.${option}`, { defaultValue: option })}
        </DigitButton>
      ))}
    </ButtonRow>
  );
}
