import type { WidgetProps } from '@rjsf/utils';
import styled from 'styled-components';

import { contrastReadout } from './contrast-readout';
import type { StudioFormContext } from './form-context';

const Row = styled.div`
  display: flex;
  gap: 8px;
  align-items: center;
  input[type='text'] {
    width: 90px;
    font-family: monospace;
  }
`;

const Pass = styled.p`
  margin: 4px 0;
  color: #166534;
`;

const Warning = styled.div`
  margin: 4px 0;
  padding: 6px 8px;
  border-radius: 4px;
  background: #fef3c7;
  color: #78350f;
  p {
    margin: 0 0 4px;
  }
`;

/** A theme colour: picker, hex text, and its live WCAG contrast with the nearest passing shade. */
export function ColourWidget({ id, name, value, onChange, registry, readonly }: WidgetProps) {
  const context = registry.formContext as StudioFormContext;
  const colour = typeof value === 'string' ? value : '';
  const readout = contrastReadout({ ...context.theme, [name]: colour }, name);
  return (
    <div>
      <Row>
        <input
          type="color"
          aria-label={`${name} colour picker`}
          value={/^#[0-9a-f]{6}$/i.test(colour) ? colour : '#000000'}
          disabled={readonly}
          onChange={(event) => onChange(event.target.value)}
        />
        <input
          id={id}
          type="text"
          value={colour}
          disabled={readonly}
          data-testid={`colour-${name}`}
          onChange={(event) => onChange(event.target.value || undefined)}
        />
      </Row>
      {readout &&
        (readout.problems.length ? (
          <Warning role="status" data-testid={`contrast-warning-${name}`}>
            {readout.problems.map((problem) => (
              <p key={problem.message}>{problem.message}</p>
            ))}
            {readout.shade && (
              <button
                type="button"
                data-testid={`use-shade-${name}`}
                onClick={() => onChange(readout.shade)}
              >
                Use nearest passing shade {readout.shade}
              </button>
            )}
          </Warning>
        ) : (
          <Pass data-testid={`contrast-ok-${name}`}>
            {readout.checked ? 'Passes WCAG AA' : 'Contrast'}: {readout.summary}
          </Pass>
        ))}
    </div>
  );
}
