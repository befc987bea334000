import type { WidgetProps } from '@rjsf/utils';
import type { ReactNode } from 'react';
import styled from 'styled-components';

import type { StudioFormContext } from './form-context';

const Choices = styled.div`
  display: flex;
  gap: 12px;
  label {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 4px;
    padding: 6px;
    border: 2px solid transparent;
    border-radius: 6px;
    cursor: pointer;
  }
  label:has(input:checked) {
    border-color: #2563eb;
  }
`;

const row = (y: number) => <rect key={y} x="6" y={y} width="48" height="6" rx="2" fill="#d1d5db" />;
const tile = (x: number, y: number) => (
  <rect key={`${x}-${y}`} x={x} y={y} width="14" height="14" rx="3" fill="#d1d5db" />
);

/** A sketch of each template version: what the player's screen looks like, in the brand colour. */
const SKETCHES: Record<
  string,
  Record<number, { label: string; draw(brand: string): ReactNode }>
> = {
  mem_cen: {
    0: { label: 'classic list', draw: () => [22, 32, 42, 52, 62, 72].map(row) },
    1: {
      label: 'card grid',
      draw: () => [22, 40, 58].flatMap((y) => [6, 23, 40].map((x) => tile(x, y))),
    },
  },
  dep_func: {
    0: {
      label: 'classic form',
      draw: (brand) => [
        ...[22, 34, 46].map(row),
        <rect key="go" x="6" y="62" width="48" height="10" rx="3" fill={brand} />,
      ],
    },
    1: {
      label: 'amount chips',
      draw: (brand) => [
        ...[22, 40].flatMap((y) => [6, 23, 40].map((x) => tile(x, y))),
        <rect key="go" x="6" y="62" width="48" height="10" rx="3" fill={brand} />,
      ],
    },
  },
};

/** A template version (`templates.*`) as thumbnails to pick from. */
export function TemplateWidget({
  id,
  name,
  value,
  options,
  onChange,
  registry,
  disabled,
}: WidgetProps) {
  const { theme } = registry.formContext as StudioFormContext;
  const brand = theme.primary ?? '#1f4fbf';
  return (
    <Choices role="radiogroup" id={id}>
      {(options.enumOptions ?? []).map((option) => {
        const version = Number(option.value);
        const sketch = SKETCHES[name]?.[version];
        return (
          <label key={version}>
            <svg width="60" height="84" viewBox="0 0 60 84" aria-hidden="true">
              <rect x="1" y="1" width="58" height="82" rx="6" fill="#fff" stroke="#9ca3af" />
              <rect x="1" y="1" width="58" height="14" rx="6" fill={brand} />
              {sketch?.draw(brand)}
            </svg>
            <span>
              <input
                type="radio"
                name={id}
                checked={value === version}
                disabled={disabled}
                data-testid={`template-${name}-${version}`}
                onChange={() => onChange(version)}
              />{' '}
              {version}: {sketch?.label ?? option.label}
            </span>
          </label>
        );
      })}
    </Choices>
  );
}
