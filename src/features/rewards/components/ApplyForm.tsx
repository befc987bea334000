import { useState } from 'react';
import styled from 'styled-components';

import { rewardError } from '../reward-error';
import { useTranslation } from '../../../lib/i18n';
import { Button, toast } from '../../../ui';
import { useApplyPromotion } from '../api/apply-promotion';
import { newRequestId } from '../request-id';
import type { PromotionDetail } from '../../../../contract/rewards';
import { ImagePicker } from './ImagePicker';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing(2)};
  textarea {
    width: 100%;
    min-height: 88px;
    box-sizing: border-box;
    padding: ${({ theme }) => theme.spacing(2)};
    border: 1px solid ${({ theme }) => theme.palette.border};
    border-radius: ${({ theme }) => theme.radius}px;
    background: ${({ theme }) => theme.palette.background};
    color: inherit;
    font: inherit;
  }
`;

const Counter = styled.small<{ $over: boolean }>`
  justify-self: end;
  color: ${({ theme, $over }) => ($over ? theme.palette.danger : theme.palette.textMuted)};
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.palette.danger};
  font-size: 0.85rem;
`;

/** The activity application: a comment (≤ 140 characters) and up to 3 PNG/JPG pictures. */
export function ApplyForm({ promotion }: { promotion: PromotionDetail }) {
  const { t } = useTranslation('rewards');
  const { limits } = promotion;
  const [comment, setComment] = useState('');
  const [images, setImages] = useState<string[]>([]);
  const [problem, setProblem] = useState('');
  const [requestId, setRequestId] = useState(newRequestId);
  const apply = useApplyPromotion();
  const length = [...comment].length;
  const over = length > limits.commentMax;
  const submit = () => {
    setProblem('');
    apply.mutate(
      { promotionId: promotion.id, comment, images, requestId },
      {
        onSuccess: () => {
          setRequestId(newRequestId());
          toast.show(t('apply.sent'), { duration: 'short' });
        },
        onError: (error) => setProblem(rewardError(t, error)),
      },
    );
  };
  return (
    <Form
      data-testid="apply-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (!over) submit();
      }}
    >
      <label htmlFor="apply-comment">{t('apply.comment')}</label>
      <textarea
        id="apply-comment"
        value={comment}
        placeholder={t('apply.commentHint', { max: limits.commentMax })}
        onChange={(event) => setComment(event.target.value)}
        data-testid="apply-comment"
      />
      <Counter $over={over} data-testid="apply-counter">
        {length}/{limits.commentMax}
      </Counter>
      <span>{t('apply.images', { max: limits.imagesMax })}</span>
      <ImagePicker
        images={images}
        limits={limits}
        onChange={(next) => {
          setProblem('');
          setImages(next);
        }}
        onProblem={setProblem}
      />
      {over && <Problem>{t('apply.tooLong', { max: limits.commentMax })}</Problem>}
      {problem && (
        <Problem role="alert" data-testid="apply-problem">
          {problem}
        </Problem>
      )}
      <Button type="submit" block disabled={over || apply.isPending} data-testid="apply-submit">
        {t('apply.submit')}
      </Button>
    </Form>
  );
}
