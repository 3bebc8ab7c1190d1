import { EVENT } from '../engine';
import { engineOverSdk } from './create-tencent-chat';

describe('engineOverSdk', () => {
  it('delegates each call to the SDK instance, bound to it', async () => {
    class FakeSdk {
      user = 'u_1';
      registerPlugin() {}
      getLoginUser() {
        return this.user;
      }
      async login(options: { userID: string }) {
        this.user = options.userID;
        return { code: 0, data: { repeatLogin: false } };
      }
    }
    const sdk = new FakeSdk();
    const engine = engineOverSdk(sdk);
    const { login, getLoginUser } = engine; // detached, as React callbacks often are
    await expect(login({ userID: 'u_2', userSig: 's' })).resolves.toEqual({ code: 0, data: { repeatLogin: false } });
    expect(getLoginUser()).toBe('u_2');
    expect(sdk.user).toBe('u_2');
  });

  it("passes the signalling API through to the SDK's own (TSignaling lives in the SDK)", async () => {
    const listeners: [string, unknown][] = [];
    const sdk = {
      registerPlugin() {},
      invited: [] as unknown[],
      async invite(this: { invited: unknown[] }, options: unknown) {
        this.invited.push(options);
        return { code: 0, data: { inviteID: 'i-1' } };
      },
      addSignalingListener(name: string, handler: unknown) {
        listeners.push([name, handler]);
      },
    };
    const { invite, addSignalingListener } = engineOverSdk(sdk);
    await expect(invite({ userID: 'bob', data: '{}', timeout: 30 })).resolves.toEqual({ code: 0, data: { inviteID: 'i-1' } });
    expect(sdk.invited).toEqual([{ userID: 'bob', data: '{}', timeout: 30 }]);
    const handler = () => undefined;
    addSignalingListener('newInvitationReceived', handler);
    expect(listeners).toEqual([['newInvitationReceived', handler]]);
  });

  it("maps reactions through to the SDK's own methods, whose event the engine's EVENT names", async () => {
    const calls: unknown[][] = [];
    const sdk = {
      registerPlugin() {},
      async addMessageReaction(...args: unknown[]) {
        calls.push(['add', ...args]);
        return { code: 0, data: {} };
      },
      async removeMessageReaction(...args: unknown[]) {
        calls.push(['remove', ...args]);
        return { code: 0, data: {} };
      },
      async getMessageReactions(options: unknown) {
        calls.push(['list', options]);
        return { code: 0, data: { resultList: [] } };
      },
      async getAllUserListOfMessageReaction(options: unknown) {
        calls.push(['users', options]);
        return { code: 0, data: { userList: [], nextSeq: 0, isCompleted: true } };
      },
    };
    const engine = engineOverSdk(sdk);
    const message = { ID: 'm1' } as never;
    await engine.addMessageReaction(message, '👍');
    await engine.removeMessageReaction(message, '👍');
    await engine.getMessageReactions({ messageList: [message], maxUserCountPerReaction: 10 });
    await engine.getAllUserListOfMessageReaction({ message, reactionID: '👍', nextSeq: 0, count: 100 });
    expect(calls).toEqual([
      ['add', message, '👍'],
      ['remove', message, '👍'],
      ['list', { messageList: [message], maxUserCountPerReaction: 10 }],
      ['users', { message, reactionID: '👍', nextSeq: 0, count: 100 }],
    ]);
    // The SDK's typings leave this event out of their EVENT enum; its runtime has it.
    const TencentCloudChat = (await import('@tencentcloud/chat')).default as unknown as { EVENT: Record<string, string> };
    expect(TencentCloudChat.EVENT.MESSAGE_REACTIONS_UPDATED).toBe(EVENT.MESSAGE_REACTIONS_UPDATED);
  });
});
