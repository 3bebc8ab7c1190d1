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
});
