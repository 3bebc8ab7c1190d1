// Which engine a credential asks for (docs/architecture.md §6): the local chat service when the
// answer names its URL, otherwise Tencent Cloud Chat with the answer's SDKAppID. Both are loaded on
// demand: neither engine is in the widget's first download.
import type { ChatEngine } from '../engine';
import type { ChatCredential } from '../machines/session';
import { createTencentChat } from '../tencent/create-tencent-chat';

export async function chooseEngine(credential: ChatCredential): Promise<ChatEngine> {
  if (credential.chatUrl) {
    const { createLocalChat } = await import('../engine/local/create-local-chat');
    return createLocalChat({ url: credential.chatUrl });
  }
  return createTencentChat({ SDKAppID: credential.appId });
}
