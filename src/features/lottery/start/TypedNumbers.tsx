import { useState } from 'react';

import { useTranslation } from '../../../lib/i18n';
import { Button } from '../../../ui';
import { parseTypedNumbers } from './picks';

/** Manual input (`input` mode): numbers typed as a list, added to the selection. */
export function TypedNumbers({ width, onAdd }: { width: number; onAdd(numbers: string[]): void }) {
  const { t } = useTranslation('shell');
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState<string[]>([]);
  const add = () => {
    const parsed = parseTypedNumbers(text, width);
    setInvalid(parsed.invalid);
    onAdd(parsed.valid);
    if (!parsed.invalid.length) setText('');
  };
  return (
    <div style={{ display: 'grid', gap: 6 }}>
      <label htmlFor="lottery-typed">{t('lottery.typeNumbers', { width })}</label>
      <div style={{ display: 'flex', gap: 6 }}>
        <input
          id="lottery-typed"
          data-testid="lottery-typed"
          value={text}
          inputMode="numeric"
          onChange={(event) => setText(event.target.value)}
          style={{ flex: 1, minWidth: 0 }}
        />
        <Button variant="secondary" onClick={add} data-testid="lottery-typed-add">
          {t('lottery.addTyped')}
        </Button>
      </div>
      {invalid.length > 0 && (
        <span role="alert">{t('lottery.typedInvalid', { values: invalid.join(', '), width })}</span>
      )}
    </div>
  );
}
