// A talent-pool entry's tags and note, edited in the kit's drawer (PUT front/v1/talent/:id). The
// rules are the server's (at most 5 tags of 1–10 characters, a note of at most 200); a refusal the
// server still makes goes on the field it names.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TalentEdit, TalentEntry } from '../../api/talent.api';
import { DetailDrawer, Field, FormActions, PlainButton, PrimaryButton, controlProps } from '../../kit';
import { CandidateSummary } from './candidate-summary';
import { TagEditor } from './tag-editor';

export const MAX_NOTE = 200;

export interface TalentEditDrawerProps {
  entry: TalentEntry | null;
  onClose: () => void;
  /** Saves; answers whether it was saved. */
  onSave: (entry: TalentEntry, edit: TalentEdit) => Promise<boolean>;
}

export function TalentEditDrawer({ entry, onClose, onSave }: TalentEditDrawerProps) {
  const { t } = useTranslation();
  const id = useId();
  const [tags, setTags] = useState<string[]>([]);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ tags?: string; note?: string }>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setTags(entry?.tags ?? []);
    setNote(entry?.note ?? '');
    setErrors({});
  }, [entry]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!entry) return;
    if (note.trim().length > MAX_NOTE) return setErrors({ note: t('talent.noteTooLong') });
    setBusy(true);
    const saved = await onSave(entry, { tags, note: note.trim() || null });
    setBusy(false);
    if (saved) onClose();
  };

  return (
    <DetailDrawer open={entry !== null} onOpenChange={(open) => !open && onClose()} title={t('talent.editTitle')}>
      {entry && (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <CandidateSummary candidate={entry.candidate} plainName />
          <Field id={`${id}-tags`} label={t('talent.tags')} error={errors.tags}>
            <TagEditor
              id={`${id}-tags`}
              value={tags}
              onChange={setTags}
              onRefuse={(message) => setErrors((current) => ({ ...current, tags: message || undefined }))}
              describedBy={errors.tags ? `${id}-tags-error` : `${id}-tags-hint`}
            />
            <small id={`${id}-tags-hint`}>{t('talent.tagsHint')}</small>
          </Field>
          <Field id={`${id}-note`} label={t('talent.note')} error={errors.note}>
            <textarea
              {...controlProps(`${id}-note`, errors.note)}
              rows={4}
              maxLength={MAX_NOTE}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
          </Field>
          <FormActions>
            <PrimaryButton type="submit" disabled={busy}>
              {t('talent.save')}
            </PrimaryButton>
            <PlainButton type="button" onClick={onClose}>
              {t('talent.cancel')}
            </PlainButton>
          </FormActions>
        </form>
      )}
    </DetailDrawer>
  );
}
