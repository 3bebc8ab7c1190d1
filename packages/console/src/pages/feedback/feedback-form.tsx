// The feedback form: type, text (≤ 500, with an n/500 counter), up to three screenshots, an
// optional contact. A sent feedback clears the form and is listed first below.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { FEEDBACK_MAX, FEEDBACK_TYPES, type FeedbackType } from '@employment-cloud/api-contract';
import { sendFeedback } from '../../api/feedback.api';
import { ApiError } from '../../api/api-error';
import { toastSuccess } from '../../api/toast';
import type { UploadedFile } from '../../api/upload-file';
import { controlProps, Field, FormActions, PrimaryButton, showServerError } from '../../kit';
import { EMPTY_FEEDBACK, FEEDBACK_FIELD_NAMES, feedbackSchema, IMAGE_FIELD_NAMES, type FeedbackFormValues } from './feedback.schema';
import { ScreenshotField } from './screenshot-field';

const Counter = styled.p<{ $over: boolean }>`
  margin: 2px 0 0;
  text-align: right;
  font-size: 12px;
  color: ${(p) => (p.$over ? '#c4321d' : '#5b5e66')};
`;

export function FeedbackForm({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation();
  const schema = useMemo(() => feedbackSchema(t), [t]);
  const { register, handleSubmit, reset, setError, watch, formState } = useForm<FeedbackFormValues>({
    resolver: zodResolver(schema) as never,
    defaultValues: EMPTY_FEEDBACK,
  });
  const [images, setImages] = useState<UploadedFile[]>([]);
  const [imageError, setImageError] = useState<string | undefined>();
  const error = (name: keyof FeedbackFormValues) => formState.errors[name]?.message;
  const length = watch('content').length;

  const submit = handleSubmit(async (values) => {
    try {
      await sendFeedback({
        type: values.type as FeedbackType,
        content: values.content.trim(),
        images: images.map((image) => image.id),
        contact: values.contact.trim() || undefined,
      });
      reset(EMPTY_FEEDBACK);
      setImages([]);
      setImageError(undefined);
      toastSuccess(t('feedback.sent'));
      onSent();
    } catch (failure) {
      if (showServerError(failure, FEEDBACK_FIELD_NAMES, setError)) return;
      if (failure instanceof ApiError && IMAGE_FIELD_NAMES.some((word) => failure.message.includes(word))) setImageError(failure.message);
    }
  });

  return (
    <section aria-labelledby="feedback-form-title">
      <h2 id="feedback-form-title">{t('feedback.formTitle')}</h2>
      <form noValidate onSubmit={submit}>
        <Field id="feedback-type" label={t('feedback.type')} error={error('type')} required>
          <select {...controlProps('feedback-type', error('type'))} {...register('type')}>
            <option value="">{t('feedback.chooseType')}</option>
            {FEEDBACK_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`feedback.type.${type}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field id="feedback-content" label={t('feedback.content')} error={error('content')} required>
          <textarea rows={6} placeholder={t('feedback.contentPlaceholder')} {...controlProps('feedback-content', error('content'))} {...register('content')} />
          <Counter $over={length > FEEDBACK_MAX} aria-live="polite" data-testid="feedback-counter">
            {t('feedback.counter', { count: length })}
          </Counter>
        </Field>
        <Field id="feedback-images" label={t('feedback.screenshots')}>
          <ScreenshotField
            id="feedback-images"
            files={images}
            error={imageError}
            onChange={(next) => {
              setImageError(undefined);
              setImages(next);
            }}
          />
        </Field>
        <Field id="feedback-contact" label={t('feedback.contact')} error={error('contact')}>
          <input
            type="text"
            maxLength={50}
            placeholder={t('feedback.contactPlaceholder')}
            {...controlProps('feedback-contact', error('contact'))}
            {...register('contact')}
          />
        </Field>
        <FormActions>
          <PrimaryButton type="submit" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? t('feedback.submitting') : t('feedback.submit')}
          </PrimaryButton>
        </FormActions>
      </form>
    </section>
  );
}
