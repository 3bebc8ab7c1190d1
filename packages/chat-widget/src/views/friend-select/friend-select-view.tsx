// The friend-selection dialog (docs/chat.md §2, §5): radios for a single chat, checkboxes for a
// group; a search box by user ID when the deployment allows it. Renders props, reports choices.
import * as Checkbox from '@radix-ui/react-checkbox';
import * as Dialog from '@radix-ui/react-dialog';
import * as RadioGroup from '@radix-ui/react-radio-group';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { FriendOption } from '../../machines/friend-select';
import { Avatar } from '../conversation-list/avatar';
import { Buttons, Check, Content, Empty, Option, Options, Overlay, Radio, RadioDot } from './friend-select.styles';
import { DialogLayer } from '../dialog/dialog-layer';

export interface FriendSelectViewProps {
  title: string;
  mode: 'single' | 'multi';
  options: FriendOption[];
  /** Why the list is empty: a search found nobody, or there are no friends (null: not empty, or loading). */
  empty: 'notFound' | 'noFriends' | null;
  selected: ReadonlySet<string>;
  /** null: no search box (an official deployment). */
  query: string | null;
  onQueryChange(query: string): void;
  onSearch(): void;
  onToggle(userID: string): void;
  onConfirm(): void;
  onClose(): void;
}

export function FriendSelectView(props: FriendSelectViewProps) {
  const { t } = useTranslation('chat');
  const id = useId();
  const { options, selected, mode, query } = props;
  const row = (option: FriendOption, control: React.ReactNode) => (
    <Option key={option.userID}>
      {control}
      <label htmlFor={`${id}-${option.userID}`}>
        <Avatar src={option.avatar} alt="" size={32} id={option.userID} name={option.name} />
        <span>{option.name}</span>
      </label>
    </Option>
  );
  return (
    <Dialog.Root open onOpenChange={(open) => open || props.onClose()}>
      <DialogLayer Overlay={Overlay}>
        <Content aria-describedby={undefined}>
          <Dialog.Title>{props.title}</Dialog.Title>
          {query !== null ? (
            <input
              type="search"
              aria-label={t('contact.searchUser')}
              placeholder={t('contact.searchUser')}
              value={query}
              onChange={(event) => props.onQueryChange(event.target.value)}
              onKeyDown={(event) => event.key === 'Enter' && props.onSearch()}
            />
          ) : null}
          <Options>
            {props.empty ? <Empty>{t(props.empty === 'notFound' ? 'contact.userNotFound' : 'contact.noFriends')}</Empty> : null}
            {mode === 'single' ? (
              <RadioGroup.Root aria-label={t('contact.selectFriends')} value={[...selected][0] ?? ''} onValueChange={props.onToggle}>
                {options.map((option) =>
                  row(
                    option,
                    <Radio value={option.userID} id={`${id}-${option.userID}`}>
                      <RadioDot />
                    </Radio>,
                  ),
                )}
              </RadioGroup.Root>
            ) : (
              <div role="group" aria-label={t('contact.selectFriends')}>
                {options.map((option) =>
                  row(
                    option,
                    <Check id={`${id}-${option.userID}`} checked={selected.has(option.userID)} onCheckedChange={() => props.onToggle(option.userID)}>
                      <Checkbox.Indicator>✓</Checkbox.Indicator>
                    </Check>,
                  ),
                )}
              </div>
            )}
          </Options>
          <Buttons>
            <button type="button" onClick={props.onClose}>
              {t('contact.cancel')}
            </button>
            <button type="button" data-primary disabled={selected.size === 0} onClick={props.onConfirm}>
              {t('contact.confirm')}
            </button>
          </Buttons>
        </Content>
      </DialogLayer>
    </Dialog.Root>
  );
}
