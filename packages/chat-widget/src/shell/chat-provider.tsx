// <ChatProvider>: one widget instance — its i18n, options, UI state, engine and themed root.
import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { ChatEngine } from '../engine';
import { DEFAULT_LOCALE, type Locale } from '../i18n/catalogue';
import { useChatLocale } from '../i18n/use-chat-locale';
import type { ChatCredential, ChatRole } from '../machines/session';
import type { ThemeName } from '../theme/vars';
import { chatEvents as pageEvents, type ChatEvents } from '../provider/chat-events';
import { ChatUiProvider } from '../provider/chat-ui-context';
import { chooseEngine } from '../provider/choose-engine';
import {
  DEFAULT_ASSET_BASE,
  DEFAULT_FEATURES,
  OptionsContext,
  type CallingService,
  type ChatFeatures,
  type ChatOptions,
  type ChatSlots,
  type HostFetcher,
} from '../provider/options-context';
import { CredentialSession, GivenEngineSession } from '../provider/sessions';
import { InterviewAnswerEvents } from '../provider/interview-answer-events';
import { UnreadTotalProvider } from '../provider/unread-context';
import { ToastProvider } from '../views/toast/toast-provider';
import { ThemeNameContext, WidgetRoot } from '../provider/widget-root';
import { PortalContainerContext } from '../provider/portal-context';
import { DEFAULT_NOTIFY, type NotifyOptions } from '../provider/notify-options';
import { CallMount } from './call-mount';

// The new-message notifier waits for messages: a chunk of its own, loaded once the widget shows.
const NewMessageNotifier = lazy(() => import('../views/notify/new-message-notifier'));

export const DEFAULT_CREDENTIAL_URL = 'front/v1/im/user-sig';

export interface ChatProviderProps {
  /** A logged-in engine made by the host. Without it, the provider logs in through `fetcher`. */
  engine?: ChatEngine;
  /** The host's REST API; the credential comes from `POST credentialUrl` through it. */
  fetcher?: HostFetcher;
  credentialUrl?: string;
  /** Replaces the engine choice (local when the credential names chatUrl, else Tencent). */
  createEngine?: (credential: ChatCredential) => Promise<ChatEngine>;
  /** A conversation to open once logged in (C2C… or GROUP…). */
  conversationID?: string | null;
  /** Chat user ID prefix for `open-chat` { userID } when `engine` is given (the credential's otherwise). */
  userPrefix?: string;
  locale?: Locale;
  theme?: ThemeName;
  features?: Partial<ChatFeatures>;
  slots?: ChatSlots;
  /** The host's calling service (TUICallKit): calls go through it; the widget's own WebRTC calls otherwise. */
  calling?: CallingService;
  /** STUN/TURN servers of the widget's own calls (none by default: host candidates, a LAN or loopback). */
  iceServers?: RTCIceServer[];
  /**
   * The user's role: recruiters get the recruiter tools (ask resume, invite to interview, quick
   * replies). Without it, the credential's role; a host-made engine with no role gets none.
   */
  role?: ChatRole;
  /**
   * Where the widget's emoji and sticker pictures are served (the package's dist/embed/assets
   * folder): default /widget/assets/ on the page's origin, as the reference server serves them.
   */
  assetBase?: string;
  /**
   * Where what the widget shows outside its modal (the call screen) portals to: default
   * document.body; the script tag passes a node in its shadow root, as it does to the modal.
   */
  portalContainer?: HTMLElement | null;
  /** Where the widget tells the host what happens ('unread-change'…): default the page-wide `chatEvents`. */
  events?: ChatEvents;
  /**
   * A new message while the chat is closed (or the page hidden) beeps and shows a browser
   * notification (once the user allowed them, asked only on their click): `{ sound: false }`,
   * `{ desktop: false }` or both turn them off. Muted conversations never notify.
   */
  notify?: Partial<NotifyOptions>;
  className?: string;
  children?: ReactNode;
}

export function ChatProvider(props: ChatProviderProps) {
  const {
    engine,
    fetcher,
    credentialUrl = DEFAULT_CREDENTIAL_URL,
    createEngine = chooseEngine,
    locale = DEFAULT_LOCALE,
    theme = 'light',
    events = pageEvents,
  } = props;
  const { i18n, ready } = useChatLocale(locale);
  const options = useMemo<ChatOptions>(
    () => ({
      features: { ...DEFAULT_FEATURES, ...props.features },
      slots: props.slots ?? {},
      ...(fetcher ? { fetcher } : {}),
      ...(props.calling ? { calling: props.calling } : {}),
      ...(props.iceServers ? { iceServers: props.iceServers } : {}),
      ...(props.role ? { role: props.role } : {}),
      assetBase: props.assetBase ?? DEFAULT_ASSET_BASE,
      notify: { ...DEFAULT_NOTIFY, ...props.notify },
    }),
    [props.features, props.slots, fetcher, props.calling, props.iceServers, props.role, props.assetBase, props.notify],
  );

  // The session (the login) starts at once; what shows waits for the locale's texts.
  // The unread total is read (and told to the host) from login on, whatever shows.
  const content = (
    <UnreadTotalProvider events={events}>
      <InterviewAnswerEvents events={events} />
      {ready ? (
        <WidgetRoot className={props.className}>
          <ToastProvider>
            {props.children}
            <PortalContainerContext.Provider value={props.portalContainer ?? null}>
              <CallMount />
            </PortalContainerContext.Provider>
            <Suspense fallback={null}>
              <NewMessageNotifier events={events} />
            </Suspense>
          </ToastProvider>
        </WidgetRoot>
      ) : null}
    </UnreadTotalProvider>
  );
  let session: ReactNode;
  if (engine)
    session = (
      <GivenEngineSession engine={engine} prefix={props.userPrefix}>
        {content}
      </GivenEngineSession>
    );
  else if (fetcher)
    session = (
      <CredentialSession fetcher={fetcher} credentialUrl={credentialUrl} createEngine={createEngine} conversationID={props.conversationID}>
        {content}
      </CredentialSession>
    );
  else throw new Error('<ChatProvider> needs an engine or a fetcher');

  return (
    <I18nextProvider i18n={i18n} defaultNS="chat">
      <OptionsContext.Provider value={options}>
        <ThemeNameContext.Provider value={theme}>
          <ChatUiProvider>{session}</ChatUiProvider>
        </ThemeNameContext.Provider>
      </OptionsContext.Provider>
    </I18nextProvider>
  );
}
