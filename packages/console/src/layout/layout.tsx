// The signed-in layout (spec §2): header, side menu, breadcrumb, tabs, kept-alive pages, footer;
// the chat modal inside one <ChatProvider>, the logout dialog, the map drawer and the resume drawer.
import { ChatModal, ChatProvider, chatEvents, type HostFetcher, type InterviewDialogProps } from '@employment-cloud/chat-widget';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useOutlet } from 'react-router-dom';
import styled from 'styled-components';
import { request } from '../api/client';
import { loadSonner } from '../api/toast';
import { LazyInterviewDialog } from '../interview/lazy-interview-dialog';
import { interviewMessageSender } from '../interview/interview.message';
import { InterviewServicesProvider } from '../interview/interview.services';
import type { Interview } from '../interview/interview.types';
import { setLocale } from '../i18n';
import type { Locale } from '../locales/catalogue';
import { HOME_PATH, pathOf, routes } from '../routes';
import { filterRoutes } from '../session/access';
import { linkedChat } from '../session/chat-link';
import { selectAccess, selectConfirmingLogout, selectUserName } from '../session/session.selectors';
import { useSessionActor } from '../session/session-provider';
import { useSession } from '../session/use-session';
import { Breadcrumb } from './breadcrumb';
import { ChatBridge } from './chat-bridge';
import { Header } from './header';
import { KeepAlive } from './keep-alive';
import { LogoutDialog } from './logout-dialog';
import { MapDrawer } from './map/map-drawer';
import { loadCollapsed, saveCollapsed } from './menu-collapse-store';
import { MenuDrawer } from './menu-drawer';
import { ResumeViewer } from './resume-viewer/resume-viewer';
import { MenuRail, SideMenu } from './side-menu';
import { TabsBar } from './tabs/tabs-bar';
import { useTabs } from './tabs/use-tabs';
import { useCurrentRoute } from './use-current-route';
import { useHelpCount } from './use-help-count';
import { NARROW_WINDOW, useMediaQuery } from './use-media-query';

const Frame = styled.div`
  display: flex;
  height: 100vh;
  color: #303133;
`;
const Column = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  main {
    flex: 1;
    overflow: auto;
    background: #f0f2f5;
  }
  .crumbs {
    padding: 8px 16px;
    background: #fff;
  }
  footer {
    padding: 8px;
    text-align: center;
    font-size: 12px;
    color: #606266;
  }
`;

const fetcher: HostFetcher = (path, init = {}) =>
  request(path, {
    method: init.method ?? 'GET',
    ...(init.body === undefined ? {} : { body: init.body as Record<string, unknown> }),
    responseType: init.responseType,
  });

export function Layout({ mapPickerUrl }: { mapPickerUrl?: string }) {
  const { t, i18n } = useTranslation();
  const session = useSessionActor();
  const access = useSession(selectAccess);
  const userName = useSession(selectUserName);
  const confirming = useSession(selectConfirmingLogout);
  const current = useCurrentRoute();
  const outlet = useOutlet();
  const location = useLocation();
  const { pathname } = location;
  const state: unknown = location.state;
  const navigate = useNavigate();
  // A phone gets the menu as a drawer over the page; a wider window docks it, collapsed or not as
  // the user last left it.
  const narrow = useMediaQuery(NARROW_WINDOW);
  const [collapsed, setCollapsed] = useState(() => loadCollapsed(localStorage));
  const [drawerOpen, setDrawerOpen] = useState(false);
  const toggleMenu = () => {
    if (narrow) return setDrawerOpen((open) => !open);
    setCollapsed(!collapsed);
    saveCollapsed(localStorage, !collapsed);
  };
  const openChat = () => chatEvents.emit('open-chat', {});
  const [unread, setUnread] = useState(0);
  const tabs = useTabs(current);
  const menu = useMemo(() => (access ? filterRoutes(routes, access, { menu: true }) : []), [access]);
  const helpCount = useHelpCount(menu.some((route) => route.name === 'HelpManage'));

  useEffect(() => {
    document.title = `${t('common.productTitle')} - ${t(current.title)}`;
  }, [t, current.title]);
  // Navigation closes the chat. The messages route, loaded directly (an address, a bookmark), is
  // no page: home opens with the chat over it.
  // Once per path: with this render's navigate and history state.
  const latest = useRef({ navigate, state });
  latest.current = { navigate, state };
  useEffect(() => {
    const { navigate, state } = latest.current;
    if (current.opensChat) navigate(HOME_PATH, { replace: true, state: { openChat: true } });
    else if ((state as { openChat?: boolean } | null)?.openChat) chatEvents.emit('open-chat', {});
    else chatEvents.emit('close-chat');
  }, [pathname, current.opensChat]);
  // The interview card's 查看详情 (docs/chat.md §2): the chat closes itself; the interview list opens on it.
  useEffect(
    () =>
      chatEvents.on('view-interview', ({ id }) => {
        navigate(pathOf('interviewIndex', { id }));
      }),
    [navigate],
  );
  const onUnread = useCallback((total: number) => setUnread(total), []);
  // The toaster's live region must exist before a modal (the chat) opens: a modal hides what is
  // outside it from assistive technology, except live regions already there.
  useEffect(() => void loadSonner(), []);
  // The widget's toolbar opens the console's interview invitation (one-to-one chats, desktop). The
  // slot renders inside the widget's provider, whose i18n holds the widget's own catalogue: the
  // console's form gets the console's i18n back.
  const chatSlots = useMemo(
    () => ({
      interviewDialog: (props: InterviewDialogProps) => (
        <I18nextProvider i18n={i18n}>
          <LazyInterviewDialog {...props} />
        </I18nextProvider>
      ),
    }),
    [i18n],
  );

  // Console pages (an invitation from a resume, a rescheduled interview) send the interview card
  // through the widget's logged-in engine.
  const interviewServices = useMemo(
    () => ({
      sendInterviewMessage: async (to: string, interview: Interview, description?: string) => {
        const engine = linkedChat();
        if (!engine?.createCustomMessage || !engine.sendMessage) throw new Error(t('interview.chatUnavailable'));
        await interviewMessageSender(engine as Parameters<typeof interviewMessageSender>[0], description ?? t('interview.messageDescription'))(to, interview);
      },
    }),
    [t],
  );

  return (
    <InterviewServicesProvider value={interviewServices}>
      <Frame>
        {!narrow && (
          <MenuRail $collapsed={collapsed}>
            <SideMenu items={menu} collapsed={collapsed} helpCount={helpCount} onOpenChat={openChat} />
          </MenuRail>
        )}
        <Column>
          <Header
            userName={userName}
            unread={unread}
            narrow={narrow}
            menuExpanded={narrow ? drawerOpen : !collapsed}
            locale={i18n.language as Locale}
            onToggleMenu={toggleMenu}
            onLocale={(locale) => setLocale(i18n, locale)}
            onOpenChat={openChat}
            onLogout={() => session.send({ type: 'LOGOUT' })}
          />
          <div className="crumbs">
            <Breadcrumb current={current} />
          </div>
          <TabsBar
            tabs={tabs.tabs}
            active={current.name}
            onClose={tabs.close}
            onCloseOthers={tabs.closeOthers}
            onCloseAll={tabs.closeAll}
            onRefresh={tabs.refresh}
          />
          <main>
            <KeepAlive current={current} outlet={outlet} open={tabs.tabs.map((tab) => tab.name)} generation={tabs.generation} />
          </main>
          <footer>{t('common.footer')}</footer>
        </Column>
      </Frame>
      {/* The widget's own i18n and themed root: only the chat lives inside the provider. */}
      <ChatProvider fetcher={fetcher} locale={i18n.language as Locale} slots={chatSlots}>
        <ChatBridge onUnread={onUnread} />
        <ChatModal />
      </ChatProvider>
      <LogoutDialog open={confirming} onConfirm={() => session.send({ type: 'CONFIRM_LOGOUT' })} onCancel={() => session.send({ type: 'CANCEL_LOGOUT' })} />
      <MapDrawer pickerUrl={mapPickerUrl} />
      <ResumeViewer />
      {narrow && <MenuDrawer open={drawerOpen} onOpenChange={setDrawerOpen} items={menu} helpCount={helpCount} onOpenChat={openChat} />}
    </InterviewServicesProvider>
  );
}
