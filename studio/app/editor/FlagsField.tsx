import type { FieldProps } from '@rjsf/utils';
import styled from 'styled-components';

import { FLAG_AREAS } from '../../shared/flag-areas';

const Area = styled.fieldset`
  border: 1px solid #e5e7eb;
  border-radius: 6px;
  margin: 0 0 8px;
  label {
    display: grid;
    grid-template-columns: auto 11em 1fr;
    gap: 6px;
    align-items: baseline;
  }
  code {
    font-size: 12px;
  }
  span {
    color: #4b5563;
  }
`;

interface FlagSchema {
  description?: string;
}

/** The white-label flags, grouped by area, each with its meaning from the schema on one line. */
export function FlagsField({
  formData,
  onChange,
  fieldPathId,
  schema,
  disabled,
  readonly,
}: FieldProps) {
  const flags = (formData ?? {}) as Record<string, boolean>;
  const properties = (schema.properties ?? {}) as Record<string, FlagSchema>;
  const set = (flag: string, on: boolean) => onChange({ ...flags, [flag]: on }, fieldPathId.path);
  return (
    <div data-testid="flags">
      <p>{schema.description}</p>
      {FLAG_AREAS.map(({ area, flags: ids }) => (
        <Area key={area}>
          <legend>{area}</legend>
          {ids.map((flag) => (
            <label key={flag}>
              <input
                type="checkbox"
                data-testid={`flag-${flag}`}
                checked={flags[flag] === true}
                disabled={disabled || readonly}
                onChange={(event) => set(flag, event.target.checked)}
              />
              <code>{flag}</code>
              <span>{properties[flag]?.description}</span>
            </label>
          ))}
        </Area>
      ))}
    </div>
  );
}
