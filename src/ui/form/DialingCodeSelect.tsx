import type { Country } from '../../lib/countries';
import { useTranslation } from '../../lib/i18n';

export interface DialingCodeSelectProps {
  countries: readonly Country[];
  value: string;
  onChange(dialingCode: string): void;
  testId?: string;
}

/** Country dialing-code picker in front of a mobile number input. */
export function DialingCodeSelect({ countries, value, onChange, testId }: DialingCodeSelectProps) {
  const { t } = useTranslation('common');
  const options = countries.some((country) => country.dialingCode === value)
    ? countries
    : [{ countryCode: '', countryName: '', dialingCode: value }, ...countries];
  return (
    <select
      aria-label={t('form.dialing_code')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      data-testid={testId}
    >
      {options.map((country) => (
        <option key={`${country.countryCode}-${country.dialingCode}`} value={country.dialingCode}>
          +{country.dialingCode} {country.countryCode}
        </option>
      ))}
    </select>
  );
}
