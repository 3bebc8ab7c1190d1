// The welfare tags: free tags (at most 10, each 1–10 characters) typed or picked from the
// dictionary's suggestions (a datalist), each removable.
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { DictEntry } from '../../api/jobs.api';
import { LinkButton, PlainButton } from '../../kit';

const Box = styled.div`
  ul { display: flex; flex-wrap: wrap; gap: 6px; list-style: none; margin: 0 0 6px; padding: 0; }
  li { display: inline-flex; align-items: center; padding: 2px 4px 2px 8px; background: #ecf5ff; border-radius: 4px; font-size: 13px; }
  .add { display: flex; gap: 8px; }
  small { color: #606266; }
`;

export interface WelfareTagsProps {
  id: string;
  value: string[];
  onChange: (value: string[]) => void;
  suggestions: DictEntry[];
  /** Reports a tag refused (too long, too many), or '' when the last one was fine. */
  onRefuse: (message: string) => void;
  describedBy?: string;
}

export function WelfareTags({ id, value, onChange, suggestions, onRefuse, describedBy }: WelfareTagsProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const listId = useId();
  const hintId = useId();
  const add = () => {
    const tag = draft.trim();
    if (!tag) return;
    if (tag.length > 10) return onRefuse(t('jobs.welfareTooLong'));
    if (value.length >= 10) return onRefuse(t('jobs.welfareTooMany'));
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
              <LinkButton type="button" aria-label={t('jobs.welfareRemove', { tag })} onClick={() => onChange(value.filter((other) => other !== tag))}>
                ×
              </LinkButton>
            </li>
          ))}
        </ul>
      )}
      <div className="add">
        <input
          id={id}
          list={listId}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          aria-describedby={[hintId, describedBy].filter(Boolean).join(' ')}
        />
        <datalist id={listId}>
          {suggestions.filter((entry) => !value.includes(entry.label)).map((entry) => (
            <option key={entry.value} value={entry.label} />
          ))}
        </datalist>
        <PlainButton type="button" onClick={add}>
          {t('jobs.welfareAdd')}
        </PlainButton>
      </div>
      <small id={hintId}>{t('jobs.welfareHint')}</small>
    </Box>
  );
}
