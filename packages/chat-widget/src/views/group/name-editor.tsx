// The group name, with its inline editor for owner and admin (docs/chat.md §5): Enter submits;
// saved only if changed; empty shows 群名称不能为空. An edit once started stays open until done,
// even if the role changes meanwhile (the server then refuses it).
import { useId, useState } from 'react';
import { ErrorText, Field, Row } from './group.styles';
import { useGroupTexts } from './use-group-texts';

export interface NameEditorProps {
  name: string;
  editable: boolean;
  onSave(name: string): void;
}

export function NameEditor({ name, editable, onSave }: NameEditorProps) {
  const t = useGroupTexts();
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  if (draft === null) {
    return (
      <Row>
        <strong data-testid="group-name">{name}</strong>
        {editable && (
          <button type="button" aria-label={`${t('group.edit')} ${t('group.name')}`} onClick={() => setDraft(name)}>
            {t('group.edit')}
          </button>
        )}
      </Row>
    );
  }
  const empty = draft.trim() === '';
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (empty) return;
        if (draft.trim() !== name) onSave(draft.trim());
        setDraft(null);
      }}
    >
      <Field>
        <label htmlFor={id}>{t('group.name')}</label>
        <Row>
          <input id={id} value={draft} autoFocus onChange={(e) => setDraft(e.target.value)} aria-invalid={empty || undefined} />
          <button type="submit" disabled={empty}>
            {t('group.save')}
          </button>
          <button type="button" onClick={() => setDraft(null)}>
            {t('group.cancel')}
          </button>
        </Row>
        {empty && <ErrorText role="alert">{t('group.nameEmpty')}</ErrorText>}
      </Field>
    </form>
  );
}
