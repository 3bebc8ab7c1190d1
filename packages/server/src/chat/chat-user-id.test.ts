import { chatUserId, parseChatUserId } from './chat-user-id';

describe('chat user IDs', () => {
  it('round-trips a user ID through the prefix', () => {
    expect(chatUserId('ec_', 42)).toBe('ec_42');
    expect(parseChatUserId('ec_', 'ec_42')).toBe(42);
    expect(parseChatUserId('', '42')).toBe(42);
  });

  it('accepts the C2C conversation ID of a user', () => {
    expect(parseChatUserId('ec_', 'C2Cec_42')).toBe(42);
  });

  it('rejects other prefixes, non-numbers, leading zeros and IDs beyond int4', () => {
    for (const bad of ['test_42', 'ec_', 'ec_4x', 'ec_042', 'ec_-1', 'ec_99999999999', 'ec_2147483648', '']) {
      expect(parseChatUserId('ec_', bad)).toBeUndefined();
    }
  });
});
