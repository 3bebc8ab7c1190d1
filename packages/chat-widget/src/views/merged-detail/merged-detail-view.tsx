// The merged message's detail (view): its title, a back button one level down (a merged message
// opened inside another) or a close button at the top, and who said what, when.
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import type { Message } from '../../engine';
import { Avatar } from '../conversation-list/avatar';
import { useReturnFocus } from '../dialog/use-return-focus';
import { Content, Header, Item, List, Note, Overlay } from './merged-detail.styles';
import { DialogLayer } from '../dialog/dialog-layer';

export interface MergedDetailViewProps {
  title: string;
  /** 返回 one level down, 关闭 at the top. */
  backLabel: string;
  /** null while loading; the note instead when it is set. */
  messages: Message[] | null;
  note: string | null;
  timeOf(message: Message): string;
  renderBody(message: Message): ReactNode;
  onBack(): void;
  onClose(): void;
}

export function MergedDetailView({ title, backLabel, messages, note, timeOf, renderBody, onBack, onClose }: MergedDetailViewProps) {
  const returnFocus = useReturnFocus(true);
  return (
    <Dialog.Root open onOpenChange={(open) => open || onClose()}>
      <DialogLayer Overlay={Overlay}>
        <Content aria-describedby={undefined} onCloseAutoFocus={returnFocus} data-testid="merged-detail">
          <Header>
            <button type="button" onClick={onBack}>
              {backLabel}
            </button>
            <Dialog.Title>{title}</Dialog.Title>
          </Header>
          {note !== null ? (
            <Note role="status">{note}</Note>
          ) : (
            <List aria-label={title} aria-busy={messages === null || undefined}>
              {messages?.map((message) => (
                <Item key={message.ID}>
                  <Avatar src={message.avatar} alt="" size={32} id={message.from} name={message.nick || message.from} />
                  <div>
                    <p>
                      <span>{message.nick || message.from}</span>
                      <time>{timeOf(message)}</time>
                    </p>
                    {renderBody(message)}
                  </div>
                </Item>
              ))}
            </List>
          )}
        </Content>
      </DialogLayer>
    </Dialog.Root>
  );
}
