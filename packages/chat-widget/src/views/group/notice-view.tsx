// The group notice (docs/chat.md §5): owner and admin edit it (at most 150 characters, else
// 群公告字数超出限制，最大长度为150); published only if non-empty and changed; Enter submits
// (Shift+Enter a new line). Others read it.
import { useId, useState } from 'react';
import { MAX_NOTICE_LENGTH } from './group-limits';
import { Buttons, ErrorText, Field } from './group.styles';
import { useGroupTexts } from './use-group-texts';

export interface NoticeViewProps {
  notice: string;
  editable: boolean;
  onPublish(text: string): void;
}

export function NoticeView({ notice, editable, onPublish }: NoticeViewProps) {
  const t = useGroupTexts();
  const id = useId();
  const [draft, setDraft] = useState(notice);
  const [editing] = useState(editable); // an edit opened stays open if the role changes meanwhile
  if (!editing) return <p data-testid="group-notice">{notice || t('group.noticeNone')}</p>;
  const tooLong = draft.length > MAX_NOTICE_LENGTH;
  const publish = () => {
    if (tooLong || draft.trim() === '' || draft === notice) return;
    onPublish(draft);
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        publish();
      }}
    >
      <Field>
        <label htmlFor={id}>{t('group.notice')}</label>
        <textarea
          id={id}
          rows={6}
          value={draft}
          aria-invalid={tooLong || undefined}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              publish();
            }
          }}
        />
        {tooLong && <ErrorText role="alert">{t('group.noticeTooLong')}</ErrorText>}
      </Field>
      <Buttons>
        <button type="submit" data-primary disabled={tooLong}>
          {t('group.publish')}
        </button>
      </Buttons>
    </form>
  );
}
