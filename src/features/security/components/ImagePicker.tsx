import { type ChangeEvent, useId } from 'react';
import styled from 'styled-components';

import { useTranslation } from '../../../lib/i18n';

const Tile = styled.label<{ $invalid: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing(1)};
  min-height: 120px;
  padding: ${({ theme }) => theme.spacing(2)};
  border: 1px dashed
    ${({ theme, $invalid }) => ($invalid ? theme.palette.danger : theme.palette.border)};
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.palette.surface};
  color: ${({ theme }) => theme.palette.textMuted};
  font-size: 0.8rem;
  text-align: center;
  img {
    max-width: 100%;
    max-height: 140px;
    object-fit: contain;
  }
  input {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
  }
`;

const ErrorText = styled.span`
  color: ${({ theme }) => theme.palette.danger};
`;

export interface ImagePickerProps {
  label: string;
  preview: string | null;
  error: string | null;
  onPick(file: File): void;
  testId: string;
}

/** A tap-to-choose image tile with its preview (png or jpg; checks happen in the caller). */
export function ImagePicker({ label, preview, error, onPick, testId }: ImagePickerProps) {
  const { t } = useTranslation('security');
  const id = useId();
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) onPick(file);
    event.target.value = '';
  };
  return (
    <Tile htmlFor={id} $invalid={error !== null} data-testid={testId}>
      {preview ? (
        <img src={preview} alt={label} data-testid={`${testId}-preview`} />
      ) : (
        <span aria-hidden>＋</span>
      )}
      <span>{label}</span>
      {!preview && <span>{t('identity.choose')}</span>}
      {error && (
        <ErrorText role="alert" data-testid={`${testId}-error`}>
          {error}
        </ErrorText>
      )}
      <input
        id={id}
        type="file"
        accept="image/png,image/jpeg"
        onChange={change}
        data-testid={`${testId}-input`}
      />
    </Tile>
  );
}
