// The member picker's screen (docs/chat.md §5): search by user ID, the candidates as checkboxes
// (multi) or radio buttons (single), and a confirm button. Renders props, reports choices.
import { useId } from 'react';
import { Avatar } from '../conversation-list/avatar';
import { Buttons, ErrorText, Field, Hint, List, PickRow, Row } from './group.styles';
import type { Candidate } from './picker-candidates';
import { memberName, useGroupTexts } from './use-group-texts';

export interface MemberPickerViewProps {
  title: string;
  multi: boolean;
  query: string;
  error: string | null;
  searching: boolean;
  candidates: Candidate[];
  selected: ReadonlySet<string>;
  onQuery(value: string): void;
  onSearch(): void;
  onToggle(userID: string): void;
  onConfirm(): void;
}

export function MemberPickerView(props: MemberPickerViewProps) {
  const { title, multi, query, error, searching, candidates, selected } = props;
  const t = useGroupTexts();
  const id = useId();
  return (
    <>
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          props.onSearch();
        }}
      >
        <Field>
          <label htmlFor={id}>{t('group.userID')}</label>
          <Row>
            <input id={id} type="search" value={query} placeholder={t('group.searchUser')} onChange={(e) => props.onQuery(e.target.value)} />
            <button type="submit" disabled={searching}>
              {t('group.search')}
            </button>
          </Row>
          {error && <ErrorText role="alert">{error}</ErrorText>}
        </Field>
      </form>
      <fieldset style={{ border: 'none', margin: 0, padding: 0 }}>
        <legend>{title}</legend>
        {candidates.length === 0 && <Hint>{t('group.noCandidates')}</Hint>}
        <List data-testid="picker-candidates">
          {candidates.map((candidate) => (
            <li key={candidate.userID}>
              <PickRow>
                <input
                  type={multi ? 'checkbox' : 'radio'}
                  name={multi ? undefined : `${id}-pick`}
                  checked={selected.has(candidate.userID)}
                  onChange={() => props.onToggle(candidate.userID)}
                />
                <Avatar src={candidate.avatar} alt="" size={28} id={candidate.userID} name={memberName(candidate)} />
                <span>{memberName(candidate)}</span>
                <Hint>{candidate.userID}</Hint>
              </PickRow>
            </li>
          ))}
        </List>
      </fieldset>
      <Buttons>
        <button type="button" data-primary disabled={selected.size === 0} onClick={props.onConfirm}>
          {t('group.confirm')}
        </button>
      </Buttons>
    </>
  );
}
