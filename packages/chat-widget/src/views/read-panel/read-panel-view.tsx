// The read-receipt panel (dumb): a dialog with tabs read / unread and their counts, the open tab's
// members (avatar, nickname or user ID), an empty tip, and more members loaded near the bottom.
import * as Dialog from '@radix-ui/react-dialog';
import type { UIEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReadPanelProps, ReadPanelTab } from '../../machines/read-panel';
import { Avatar } from '../conversation-list/avatar';
import { rovingTab, rovingTabList } from '../common/roving-tabs';
import { Content, Header, List, Overlay, Row, Tab, TabList, TabPanel, TabsRoot, Tip } from './read-panel.styles';
import { useReturnFocus } from '../dialog/use-return-focus';
import { DialogLayer } from '../dialog/dialog-layer';

/** How near the bottom (px) the list asks for more. */
const LOAD_MORE_MARGIN = 40;

export interface ReadPanelViewProps extends ReadPanelProps {
  onTab(tab: ReadPanelTab): void;
  onLoadMore(): void;
  onRetry(): void;
  onClose(): void;
}

function Members(props: ReadPanelViewProps) {
  const { t } = useTranslation('chat');
  const onScroll = (event: UIEvent<HTMLUListElement>) => {
    const el = event.currentTarget;
    if (el.scrollTop + el.clientHeight >= el.scrollHeight - LOAD_MORE_MARGIN) props.onLoadMore();
  };
  return (
    <List onScroll={onScroll} aria-busy={props.loading || props.loadingMore} data-testid="read-members">
      {props.members.map((member) => (
        <Row key={member.userID}>
          <Avatar src={member.avatar} alt="" size={32} id={member.userID} name={member.nick || member.userID} />
          <span>{member.nick || member.userID}</span>
        </Row>
      ))}
      {(props.loading || props.loadingMore) && (
        <Tip>
          <span role="status">{t('panels.readLoading')}</span>
        </Tip>
      )}
      {props.failed && (
        <Tip>
          <button type="button" onClick={props.onRetry}>
            {t('panels.readFailed')}
          </button>
        </Tip>
      )}
      {!props.loading && !props.failed && props.members.length === 0 && <Tip>{t('panels.readEmpty')}</Tip>}
    </List>
  );
}

/**
 * Focus starts on the open tab. Radix's own first focus compares document.activeElement, which
 * inside the widget's shadow root stays the host: it focuses every candidate in turn, and focusing
 * the unread tab selected it (the panel opened on 未读 in the script-tag embed).
 */
function focusOpenTab(event: Event) {
  event.preventDefault();
  (event.target as HTMLElement).querySelector<HTMLElement>('[role="tab"][data-state="active"]')?.focus();
}

export function ReadPanelView(props: ReadPanelViewProps) {
  const { t } = useTranslation('chat');
  const returnFocus = useReturnFocus(true);
  return (
    <Dialog.Root open onOpenChange={(open) => !open && props.onClose()}>
      <DialogLayer Overlay={Overlay}>
        <Content data-closing={props.open ? undefined : ''} aria-describedby={undefined} onOpenAutoFocus={focusOpenTab} onCloseAutoFocus={returnFocus}>
          <Header>
            <Dialog.Title>{t('panels.readTitle')}</Dialog.Title>
            <Dialog.Close aria-label={t('panels.close')}>×</Dialog.Close>
          </Header>
          <TabsRoot value={props.tab} onValueChange={(tab) => props.onTab(tab as ReadPanelTab)}>
            <TabList {...rovingTabList}>
              <Tab value="read" {...rovingTab(props.tab === 'read')}>
                {t('panels.readTab', { count: props.readCount })}
              </Tab>
              <Tab value="unread" {...rovingTab(props.tab === 'unread')}>
                {t('panels.unreadTab', { count: props.unreadCount })}
              </Tab>
            </TabList>
            {/* The open tab's panel (the tabs' aria-controls points at it). */}
            <TabPanel value={props.tab}>
              <Members {...props} />
            </TabPanel>
          </TabsRoot>
        </Content>
      </DialogLayer>
    </Dialog.Root>
  );
}
