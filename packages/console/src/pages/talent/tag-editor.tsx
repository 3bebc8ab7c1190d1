// The tags of a talent-pool entry: free tags (at most 5, each 1–10 characters) typed and added on
// Enter or 添加标签, each removable.
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LinkButton, PlainButton } from '../../kit';

const Box = styled.div`
  ul { display: flex; flex-wrap: wrap; gap: 6px; list-style: none; margin: 0 0 6px; padding: 0; }
  li { display: inline-flex; align-items: center; padding: 2px 4px 2px 8px; background: #ecf5ff; border-radius: 4px; font-size: 13px; }
  .add { display: flex; gap: 8px; }
`;

export const MAX_TAGS = 5;
export const MAX_TAG_LENGTH = 10;

export interface TagEditorProps {
  id: string;
  value: string[];
  onChange: (value: string[]) => void;
  /** Reports a tag refused (too long, too many), or '' when the last one was fine. */
  onRefuse: (message: string) => void;
  describedBy?: string;
}

export function TagEditor({ id, value, onChange, onRefuse, describedBy }: TagEditorProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const add = () => {
    const tag = draft.trim();
    if (!tag) return;
    if (tag.length > MAX_TAG_LENGTH) return onRefuse(t('talent.tagTooLong'));
    if (!value.includes(tag) && value.length >= MAX_TAGS) return onRefuse(t('talent.tagsTooMany'));
    onRefuse('');
    if (!value.includes(tag)) onChange([...value, tag]);
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };
  return (
    <Box>
      {value.length > 0 && (
        <ul>
          {value.map((tag) => (
            <li key={tag}>
              {tag}
              <LinkButton type="button" aria-label={t('talent.tagRemove', { tag })} onClick={() => onChange(value.filter((other) => other !== tag))}>
                ×
              </LinkButton>
            </li>
          ))}
        </ul>
      )}
      <div className="add">
        <input id={id} value={draft} onChange={(event) => setDraft(event.target.value)} onKeyDown={onKeyDown} aria-describedby={describedBy} />
        <PlainButton type="button" onClick={add}>
          {t('talent.tagAdd')}
        </PlainButton>
      </div>
    </Box>
  );
}
