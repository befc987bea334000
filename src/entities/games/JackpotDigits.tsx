import styled from 'styled-components';

/** Spec §9: each digit column is shifted by its value times 44rem/100 of the platform's layout. */
export const DIGIT_STEP = 0.44;

const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];

/*
 * The platform sizes this widget in rem of a 100 px root (its layout rem); here one em of the row
 * plays that role, so the spec's step stays 0.44 of it whatever the site's own root size is.
 */
const Row = styled.span`
  display: inline-flex;
  align-items: flex-start;
  font-size: 50px;
  font-variant-numeric: tabular-nums;
  line-height: ${DIGIT_STEP}em;
`;

const Window = styled.span`
  display: inline-block;
  height: ${DIGIT_STEP}em;
  overflow: hidden;
`;

const Column = styled.span<{ $digit: number }>`
  display: flex;
  flex-direction: column;
  font-size: 0.36em;
  line-height: ${DIGIT_STEP / 0.36}em;
  text-align: center;
  min-width: 0.62em;
  transform: translateY(${({ $digit }) => (-$digit * DIGIT_STEP) / 0.36}em);
  transition: transform 0.6s ease-out;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Mark = styled.span`
  font-size: 0.36em;
  line-height: ${DIGIT_STEP / 0.36}em;
`;

/** The digit scroller: ten stacked digits per position, moved to show the value (spec §2 Other). */
export function JackpotDigits({ text }: { text: string }) {
  return (
    <Row aria-label={text} role="img" data-testid="jackpot-digits" data-value={text}>
      {[...text].map((char, index) =>
        /\d/.test(char) ? (
          <Window key={index} aria-hidden>
            <Column $digit={Number(char)}>
              {DIGITS.map((digit) => (
                <span key={digit}>{digit}</span>
              ))}
            </Column>
          </Window>
        ) : (
          <Mark key={index} aria-hidden>
            {char}
          </Mark>
        ),
      )}
    </Row>
  );
}
