import type { WidgetProps } from '@rjsf/utils';
import styled from 'styled-components';

import type { StudioFormContext } from './form-context';

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 12px;
`;

/** `languages.available`: only languages whose dictionary is complete can be offered. */
export function LanguagesWidget({ value, onChange, registry, disabled }: WidgetProps) {
  const { completeLanguages } = registry.formContext as StudioFormContext;
  const chosen = Array.isArray(value) ? (value as string[]) : [];
  const toggle = (language: string, on: boolean) =>
    onChange(on ? [...chosen, language] : chosen.filter((code) => code !== language));
  return (
    <Choices data-testid="languages">
      {completeLanguages.map((language) => (
        <label key={language}>
          <input
            type="checkbox"
            checked={chosen.includes(language)}
            disabled={disabled}
            onChange={(event) => toggle(language, event.target.checked)}
          />
          {language}
        </label>
      ))}
    </Choices>
  );
}

/** `languages.default`: one of the languages offered. */
export function DefaultLanguageWidget({ id, value, onChange, registry, disabled }: WidgetProps) {
  const { available } = registry.formContext as StudioFormContext;
  const current = typeof value === 'string' ? value : '';
  const options = available.includes(current) || !current ? available : [current, ...available];
  return (
    <select id={id} value={current} disabled={disabled} onChange={(e) => onChange(e.target.value)}>
      {options.map((language) => (
        <option key={language} value={language}>
          {language}
        </option>
      ))}
    </select>
  );
}
