import { ChatError } from './errors';
import { frameBytes, frameText, idOf, leadingId, wireError } from './wire-frames';

describe('frame helpers', () => {
  it('reads text and sizes of every shape ws hands over', () => {
    const bytes = Buffer.from('{"id":1,"method":"同步"}');
    for (const data of [bytes, [bytes.subarray(0, 5), bytes.subarray(5)], bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length)]) {
      expect(frameText(data as Buffer)).toBe('{"id":1,"method":"同步"}');
      expect(frameBytes(data as Buffer)).toBe(bytes.length);
    }
    expect(frameText(bytes, 7)).toBe('{"id":1');
  });

  it('finds the request ID of frames it cannot use', () => {
    expect(leadingId('{"id":42,"method":"sendMessage","params":{')).toBe(42);
    expect(leadingId(' { "id" : 7 }')).toBe(7);
    expect(leadingId('{"method":"x","id":1}')).toBeUndefined();
    expect(leadingId('{"id":"1"}')).toBeUndefined();
    expect(idOf({ id: 3, method: 1 })).toBe(3);
    for (const json of [null, 5, 'x', [], { id: -1 }, { id: 1.5 }, { id: '2' }, { id: 2 ** 60 }]) expect(idOf(json)).toBeUndefined();
  });

  it('answers chat errors as they are and hides anything else', () => {
    expect(wireError(new ChatError(8001, 'too long'))).toEqual({ error: { code: 8001, message: 'too long' }, unexpected: false });
    const hidden = wireError(new Error('relation "secret_table" does not exist'));
    expect(hidden.unexpected).toBe(true);
    expect(hidden.error.code).toBe(2800);
    expect(hidden.error.message).not.toContain('secret_table');
  });
});
