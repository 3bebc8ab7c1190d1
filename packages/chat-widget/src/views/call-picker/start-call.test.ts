import { startCall } from './start-call';

describe('starting a call', () => {
  it("hands the call to the host's service, and a failing service does not throw", async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const startCallMock = jest.fn(async () => {
      throw new Error('busy');
    });
    expect(() => startCall({ startCall: startCallMock }, { userIDList: ['a'], type: 2, groupID: 'g' })).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(startCallMock).toHaveBeenCalledWith({ userIDList: ['a'], type: 2, groupID: 'g' });
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
