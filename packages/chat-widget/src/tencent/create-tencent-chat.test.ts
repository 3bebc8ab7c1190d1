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
});
