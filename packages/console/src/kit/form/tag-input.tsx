// Free tags typed and added on Enter or the add button (optionally picked from suggestions, a
// datalist), each removable; at most `max` tags of at most `maxLength` characters. A refused tag
// is reported with the page's own message; '' once a tag went in.
import { useId, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { LinkButton, PlainButton } from '../buttons';

const Box = styled.div`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
    list-style: none;
    margin: 0 0 6px;
    padding: 0;
  }
  li {
    display: inline-flex;
    align-items: center;
    padding: 2px 4px 2px 8px;
    background: #ecf5ff;
    border-radius: 4px;
    font-size: 13px;
  }
  .add {
    display: flex;
    gap: 8px;
  }
  small {
    color: #606266;
  }
`;

export interface TagInputTexts {
  add: string;
  remove: (tag: string) => string;
  tooLong: string;
  tooMany: string;
  /** Shown under the input. */
  hint?: string;
}

export interface TagInputProps {
  id: string;
  value: string[];
  onChange: (value: string[]) => void;
  /** Reports a tag refused (too long, too many), or '' when the last one was fine. */
  onRefuse: (message: string) => void;
  max: number;
  maxLength: number;
  texts: TagInputTexts;
  suggestions?: string[];
  describedBy?: string;
}

export function TagInput({ id, value, onChange, onRefuse, max, maxLength, texts, suggestions, describedBy }: TagInputProps) {
  const [draft, setDraft] = useState('');
  const listId = useId();
  const hintId = useId();
  const add = () => {
    const tag = draft.trim();
    if (!tag) return;
    if (tag.length > maxLength) return onRefuse(texts.tooLong);
    if (!value.includes(tag) && value.length >= max) return onRefuse(texts.tooMany);
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
              <LinkButton type="button" aria-label={texts.remove(tag)} onClick={() => onChange(value.filter((other) => other !== tag))}>
                ×
              </LinkButton>
            </li>
          ))}
        </ul>
      )}
      <div className="add">
        <input
          id={id}
          list={suggestions ? listId : undefined}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          aria-describedby={[texts.hint ? hintId : '', describedBy].filter(Boolean).join(' ') || undefined}
        />
        {suggestions && (
          <datalist id={listId}>
            {suggestions
              .filter((label) => !value.includes(label))
              .map((label) => (
                <option key={label} value={label} />
              ))}
          </datalist>
        )}
        <PlainButton type="button" onClick={add}>
          {texts.add}
        </PlainButton>
      </div>
      {texts.hint && <small id={hintId}>{texts.hint}</small>}
    </Box>
  );
}
