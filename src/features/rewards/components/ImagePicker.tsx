import type { ChangeEvent } from 'react';
import styled from 'styled-components';

import { useTranslation } from '../../../lib/i18n';
import { checkImageFile, readAsDataUrl } from '../../../lib/image-file';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${({ theme }) => theme.spacing(2)};
`;

const Slot = styled.div`
  position: relative;
  aspect-ratio: 1;
  overflow: hidden;
  border: 1px dashed ${({ theme }) => theme.palette.border};
  border-radius: ${({ theme }) => theme.radius}px;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  label,
  button {
    display: flex;
    width: 100%;
    height: 100%;
    align-items: center;
    justify-content: center;
    color: ${({ theme }) => theme.palette.textMuted};
    font-size: 0.8rem;
    text-align: center;
    cursor: pointer;
  }
  button {
    position: absolute;
    top: 2px;
    inset-inline-end: 2px;
    width: 28px;
    height: 28px;
    border: 0;
    border-radius: 50%;
    background: rgba(0, 0, 0, 0.6);
    color: #fff;
  }
  input {
    display: none;
  }
`;

interface Props {
  images: string[];
  limits: { imagesMax: number; imageMaxBytes: number };
  onChange(images: string[]): void;
  onProblem(message: string): void;
}

/** Up to `imagesMax` PNG/JPG pictures with previews; a wrong type, size or count is explained. */
export function ImagePicker({ images, limits, onChange, onProblem }: Props) {
  const { t } = useTranslation('rewards');
  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const next = [...images];
    for (const file of files) {
      const problem =
        next.length >= limits.imagesMax
          ? 'count'
          : await checkImageFile(file, limits.imageMaxBytes);
      if (problem) {
        onProblem(t(`apply.image.${problem}`, { max: limits.imagesMax }));
        break;
      }
      next.push(await readAsDataUrl(file));
    }
    onChange(next);
  };
  return (
    <Grid data-testid="apply-images">
      {images.map((image, index) => (
        <Slot key={index}>
          <img src={image} alt={t('apply.image.preview', { n: index + 1 })} />
          <button
            type="button"
            aria-label={t('apply.image.remove')}
            onClick={() => onChange(images.filter((_, at) => at !== index))}
          >
            ×
          </button>
        </Slot>
      ))}
      {images.length < limits.imagesMax && (
        <Slot>
          <label>
            {t('apply.image.add', { count: images.length, max: limits.imagesMax })}
            <input
              type="file"
              accept="image/png,image/jpeg"
              multiple
              onChange={(event) => void pick(event)}
              data-testid="apply-image-input"
            />
          </label>
        </Slot>
      )}
    </Grid>
  );
}
