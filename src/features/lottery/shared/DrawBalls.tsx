import styled from 'styled-components';

const Row = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: 4px;
`;

const Ball = styled.span`
  min-width: 24px;
  height: 24px;
  padding: 0 4px;
  border-radius: 12px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  background: ${({ theme }) => theme.palette.primary};
  color: ${({ theme }) => theme.palette.primaryText};
  font-size: 0.8rem;
  font-weight: 700;
`;

/** The drawn digits (or, for Vietnamese games, the special prize) as balls. */
export function DrawBalls({ result, testId }: { result: readonly string[]; testId?: string }) {
  return (
    <Row data-testid={testId} aria-label={result.join(' ')}>
      {result.map((value, index) => (
        <Ball key={index}>{value}</Ball>
      ))}
    </Row>
  );
}
