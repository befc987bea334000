import type { Play } from '../types';
import { NumbersPicker } from './NumbersPicker';
import { OptionPicker } from './OptionPicker';
import type { Selection } from './picks';
import { PositionPicker } from './PositionPicker';

export interface NumberPickerProps {
  play: Play;
  selection: Selection;
  onChange(selection: Selection): void;
  manualInput: boolean;
}

/** The picker the play asks for (docs/api.md: positions, options or numbers). */
export function NumberPicker({ play, selection, onChange, manualInput }: NumberPickerProps) {
  const { picker } = play;
  if (picker.type === 'positions')
    return <PositionPicker picker={picker} selection={selection} onChange={onChange} />;
  if (picker.type === 'options')
    return <OptionPicker picker={picker} selection={selection} onChange={onChange} />;
  return (
    <NumbersPicker
      picker={picker}
      selection={selection}
      onChange={onChange}
      manualInput={manualInput}
    />
  );
}
