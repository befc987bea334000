import { useTranslation } from '../../../lib/i18n';
import { depositErrorText } from '../texts';
import { Hint } from './AmountField';

/** Why the server refused the deposit request. */
export function SubmitError({ error }: { error: unknown }) {
  const { t } = useTranslation('deposit');
  if (!error) return null;
  return (
    <Hint $error role="alert" data-testid="deposit-error">
      {depositErrorText(t, error)}
    </Hint>
  );
}
