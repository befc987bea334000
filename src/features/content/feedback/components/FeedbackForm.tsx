import { useState, type FormEvent } from 'react';

import { isApiError } from '../../../../lib/api-error';
import { errorMessage } from '../../../../lib/error-message';
import { useTranslation } from '../../../../lib/i18n';
import { Button, toast } from '../../../../ui';
import { ChipFilter } from '../../../../ui/ChipFilter';
import { BoundedText, textLength } from '../../components/BoundedText';
import { Card, Muted } from '../../components/layout';
import type { FeedbackSettings, FeedbackType } from '../api/get-feedback-settings';
import { useSubmitFeedback } from '../api/submit-feedback';

/** Type and content of a feedback; the content must be 'between {0} and {1} words' (spec §5). */
export function FeedbackForm({ settings }: { settings: FeedbackSettings }) {
  const { t } = useTranslation('content');
  const [type, setType] = useState<FeedbackType>(settings.types[0] ?? 'SUGGESTION');
  const [content, setContent] = useState('');
  const [checked, setChecked] = useState(false);
  const submit = useSubmitFeedback();
  const { minLength: min, maxLength: max } = settings;
  const outOfBounds = textLength(content) < min || textLength(content) > max;
  const boundsText = t('feedback.bounds', { min, max });
  const send = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (outOfBounds) return;
    submit.mutate(
      { type, content },
      {
        onSuccess: () => {
          toast.show(t('feedback.submitted'));
          setContent('');
          setChecked(false);
        },
        onError: (error) => {
          if (isApiError(error) && error.code === 'feedback.content.length') toast.show(boundsText);
          else if (isApiError(error) && error.code === 'feedback.too.many')
            toast.show(t('feedback.daily_limit'));
          else toast.show(errorMessage(t, error));
        },
      },
    );
  };
  return (
    <Card as="form" onSubmit={send} noValidate data-testid="feedback-form">
      <Muted>{t('feedback.type')}</Muted>
      <ChipFilter<FeedbackType>
        options={settings.types.map((id) => ({ id, label: t(`feedback.types.${id}`) }))}
        value={type}
        onChange={setType}
        testIdPrefix="feedback-type"
        label={t('feedback.type')}
        wrap
      />
      <BoundedText
        name="content"
        label={t('feedback.content')}
        placeholder={t('feedback.placeholder')}
        value={content}
        onChange={setContent}
        multiline
        max={max}
        error={checked && outOfBounds ? boundsText : null}
        testId="feedback-content"
      />
      <Button type="submit" block loading={submit.isPending} data-testid="feedback-submit">
        {t('feedback.submit')}
      </Button>
    </Card>
  );
}
