// The create-group dialog's screen (docs/chat.md §4, §5): name (required, with the 2-20 hint),
// optional group ID (no field for Community), the type (native radio buttons: arrow keys move
// between them), and the type's icon as the avatar.
import * as Dialog from '@radix-ui/react-dialog';
import { useId } from 'react';
import { styled } from 'styled-components';
import type { GroupType } from '../../engine/entities';
import { v } from '../../theme/vars';
import { Buttons, CreateContent, ErrorText, Field, Hint, Overlay } from './group.styles';
import { GROUP_TYPES, GroupTypeIcon } from './group-icons';
import { DialogLayer } from '../dialog/dialog-layer';

export interface GroupCreateViewProps {
  name: string;
  groupID: string;
  type: GroupType;
  /** Shown once the name was left empty. */
  nameError: string | null;
  busy: boolean;
  texts: Record<'title' | 'name' | 'namePlaceholder' | 'nameHint' | 'groupID' | 'groupIDPlaceholder' | 'type' | 'avatar' | 'confirm' | 'cancel', string>;
  typeLabel(type: GroupType): string;
  onName(value: string): void;
  onNameBlur(): void;
  onGroupID(value: string): void;
  onType(type: GroupType): void;
  onConfirm(): void;
  onClose(): void;
}

const Types = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  label {
    display: flex;
    align-items: center;
    gap: 8px;
    cursor: pointer;
  }
`;
const Radio = styled.input`
  accent-color: ${v.primary};
`;

export function GroupCreateView(props: GroupCreateViewProps) {
  const { name, groupID, type, nameError, busy, texts, typeLabel } = props;
  const id = useId();
  return (
    <Dialog.Root open onOpenChange={(open) => open || props.onClose()}>
      <DialogLayer Overlay={Overlay}>
        <CreateContent aria-describedby={undefined}>
          <Dialog.Title>{texts.title}</Dialog.Title>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              props.onConfirm();
            }}
          >
            <Field>
              <span className="label">{texts.avatar}</span>
              <GroupTypeIcon type={type} label={typeLabel(type)} width={48} height={48} data-testid="group-avatar" data-type={type} />
            </Field>
            <Field>
              <label htmlFor={`${id}-name`}>{texts.name}</label>
              <input
                id={`${id}-name`}
                value={name}
                onBlur={props.onNameBlur}
                placeholder={texts.namePlaceholder}
                aria-describedby={`${id}-hint`}
                aria-invalid={nameError ? true : undefined}
                onChange={(e) => props.onName(e.target.value)}
              />
              {nameError && <ErrorText role="alert">{nameError}</ErrorText>}
              <Hint id={`${id}-hint`}>{texts.nameHint}</Hint>
            </Field>
            {type !== 'Community' && (
              <Field>
                <label htmlFor={`${id}-id`}>{texts.groupID}</label>
                <input id={`${id}-id`} value={groupID} placeholder={texts.groupIDPlaceholder} onChange={(e) => props.onGroupID(e.target.value)} />
              </Field>
            )}
            <Field>
              <span className="label" id={`${id}-type`}>
                {texts.type}
              </span>
              <Types role="radiogroup" aria-labelledby={`${id}-type`}>
                {GROUP_TYPES.map((option) => (
                  <label key={option}>
                    <Radio type="radio" name={`${id}-type`} value={option} checked={type === option} onChange={() => props.onType(option)} />
                    <span>{typeLabel(option)}</span>
                  </label>
                ))}
              </Types>
            </Field>
            <Buttons>
              <button type="button" onClick={props.onClose}>
                {texts.cancel}
              </button>
              <button type="submit" data-primary disabled={busy || name.trim() === ''}>
                {texts.confirm}
              </button>
            </Buttons>
          </form>
        </CreateContent>
      </DialogLayer>
    </Dialog.Root>
  );
}
