// The forward panel's screen (docs/chat.md §2): title 'forward', the conversations to choose
// (no search), one-by-one or merged. Renders props and reports choices.
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../conversation-list/avatar';
import { ownerOf } from '../conversation-list/avatar-colour';
import type { ForwardMode } from './forward-messages';
import { Buttons, Content, Empty, Item, List, Overlay } from './forward.styles';
import { useReturnFocus } from '../dialog/use-return-focus';
import { DialogLayer } from '../dialog/dialog-layer';

export interface ForwardOption {
  conversationID: string;
  name: string;
  avatar: string;
}

export interface ForwardPanelViewProps {
  options: ForwardOption[];
  selected: ReadonlySet<string>;
  /** The send buttons, the last one primary. */
  modes: ForwardMode[];
  onToggle(conversationID: string): void;
  onForward(mode: ForwardMode): void;
  onClose(): void;
}

export function ForwardPanelView({ options, selected, modes, onToggle, onForward, onClose }: ForwardPanelViewProps) {
  const { t } = useTranslation('chat');
  const returnFocus = useReturnFocus(true);
  return (
    <Dialog.Root open onOpenChange={(open) => open || onClose()}>
      <DialogLayer Overlay={Overlay}>
        <Content aria-describedby={undefined} onCloseAutoFocus={returnFocus}>
          <Dialog.Title>{t('forward.title')}</Dialog.Title>
          <List aria-label={t('forward.conversations')}>
            {options.length === 0 && <Empty>{t('forward.empty')}</Empty>}
            {options.map((option) => (
              <Item key={option.conversationID}>
                <label>
                  <input type="checkbox" checked={selected.has(option.conversationID)} onChange={() => onToggle(option.conversationID)} />
                  <Avatar src={option.avatar} alt="" size={32} id={ownerOf(option.conversationID)} name={option.name} />
                  <span>{option.name}</span>
                </label>
              </Item>
            ))}
          </List>
          <Buttons>
            <button type="button" onClick={onClose}>
              {t('common.cancel')}
            </button>
            {modes.map((mode, index) => (
              <button key={mode} type="button" data-primary={index === modes.length - 1 || undefined} onClick={() => onForward(mode)}>
                {t(`forward.${mode}`)}
              </button>
            ))}
          </Buttons>
        </Content>
      </DialogLayer>
    </Dialog.Root>
  );
}
