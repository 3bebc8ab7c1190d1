// The editable remark row (docs/chat.md §5): mutual friends only; Enter (or save) submits, and
// the row stays in edit mode when the remark is refused.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Actions, Field } from './contact-detail.styles';

export interface RemarkRowProps {
  remark: string;
  /** Resolves false when the remark was not saved. */
  onSave(remark: string): Promise<boolean>;
}

export function RemarkRow({ remark, onSave }: RemarkRowProps) {
  const { t } = useTranslation('chat');
  const [draft, setDraft] = useState<string | null>(null);
  const submit = async () => {
    if (draft !== null && (await onSave(draft))) setDraft(null);
  };
  if (draft === null)
    return (
      <Actions>
        <span>
          {t('contact.remark')}：{remark}
        </span>
        <button type="button" onClick={() => setDraft(remark)}>
          {t('contact.editRemark')}
        </button>
      </Actions>
    );
  return (
    <Actions>
      <Field>
        {t('contact.remark')}
        <input
          autoFocus
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') void submit();
            if (event.key === 'Escape') setDraft(null);
          }}
        />
      </Field>
      <button type="button" data-primary onClick={() => void submit()}>
        {t('contact.save')}
      </button>
      <button type="button" onClick={() => setDraft(null)}>
        {t('contact.cancel')}
      </button>
    </Actions>
  );
}
