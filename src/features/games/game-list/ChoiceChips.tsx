import styled from 'styled-components';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const Chip = styled.button<{ $on: boolean }>`
  min-height: 36px;
  padding: 0 12px;
  border: 1px solid ${({ theme, $on }) => ($on ? theme.palette.primary : theme.palette.border)};
  border-radius: 18px;
  background: ${({ theme, $on }) => ($on ? theme.palette.primarySoft : theme.palette.surface)};
  color: ${({ theme }) => theme.palette.text};
  font: inherit;
  font-size: 0.8rem;
`;

export interface Choice<V> {
  value: V;
  label: string;
}

interface ChoiceChipsProps<V> {
  choices: readonly Choice<V>[];
  value: V;
  onChange(value: V): void;
  testIdPrefix: string;
}

/** One choice out of a few, as a wrap of chips. */
export function ChoiceChips<V>({ choices, value, onChange, testIdPrefix }: ChoiceChipsProps<V>) {
  return (
    <Row>
      {choices.map((choice) => (
        <Chip
          key={String(choice.value)}
          type="button"
          $on={choice.value === value}
          aria-pressed={choice.value === value}
          data-testid={`${testIdPrefix}-${String(choice.value ?? 'all')}`}
          onClick={() => onChange(choice.value)}
        >
          {choice.label}
        </Chip>
      ))}
    </Row>
  );
}
