// @employment-cloud/chat-widget: the public API. Nothing here touches the DOM at import time.
export { ChatProvider, DEFAULT_CREDENTIAL_URL } from './shell/chat-provider';
export type { ChatProviderProps } from './shell/chat-provider';
export { Chat } from './shell/chat';
export { ChatModal } from './shell/chat-modal';
export { useOptionalChatEngine } from './provider/engine-context';
// The session the provider holds (status, the credential's user-ID prefix): for hosts' bridges.
export { useChatSession } from './provider/session-context';
export type { ChatSessionState } from './provider/session-context';
export type { ChatModalProps } from './shell/chat-modal';
export { chatEvents, createChatEvents } from './provider/chat-events';
export type { ChatEventMap, ChatEventName, ChatEvents } from './provider/chat-events';
// The local engine's factory is in `@employment-cloud/chat-widget/engine`: the provider loads it on
// demand (once a credential names the local chat service), so it is not in this entry's download.
export { EVENT, TYPES } from './engine/constants';
export type { ChatEngine, LocalChatOptions } from './engine';
export { createTencentChat } from './tencent/create-tencent-chat';
export type { TencentChatOptions } from './tencent/create-tencent-chat';
export type { ChatCredential, ChatRole } from './machines/session';
export type { CallingService, ChatFeatures, ChatSlots, CustomMessageRendererProps, HostFetcher, InterviewDialogProps } from './provider/options-context';
// The one rule for URLs from data (links, image and video sources): the console uses it too.
export { safeUrl } from './views/common/safe-url';
export type { UrlUse } from './views/common/safe-url';
export type { Locale } from './i18n/catalogue';
export { preloadLocale } from './i18n/create-i18n';
export type { ThemeName } from './theme/vars';
