import styled from 'styled-components';

/** A labelled text input row of the login form. */
export const Field = styled.label`
  display: block;
  margin-bottom: 12px;
  span {
    display: block;
    margin-bottom: 4px;
    font-size: 0.85rem;
    color: ${({ theme }) => theme.palette.textMuted};
  }
  input {
    width: 100%;
    box-sizing: border-box;
    min-height: ${({ theme }) => theme.touchTarget}px;
    padding: 0 12px;
    border: 1px solid ${({ theme }) => theme.palette.border};
    border-radius: ${({ theme }) => theme.radius}px;
    background: ${({ theme }) => theme.palette.surface};
    color: ${({ theme }) => theme.palette.text};
    font: inherit;
  }
`;

export const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
`;
