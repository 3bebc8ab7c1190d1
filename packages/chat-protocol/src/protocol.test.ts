import fc from 'fast-check';
import { CONTACT_LIMITS, contactTextLength, conversationIDOf, ERROR_CODES, LIMITS, parseConversationID, utf8Length } from './index';

describe('conversation IDs', () => {
  it('parse back to the type and peer they were made of', () => {
    fc.assert(
      fc.property(fc.constantFrom('C2C' as const, 'GROUP' as const), fc.string({ minLength: 1 }), (type, peer) => {
        expect(parseConversationID(conversationIDOf(type, peer))).toEqual({ type, peer });
      }),
    );
  });

  it('are refused without a peer or a known prefix', () => {
    for (const id of ['C2C', 'GROUP', '', 'x', 'c2cec_1', 'GROUPS'.slice(0, 5)]) expect(parseConversationID(id)).toBeUndefined();
    expect(parseConversationID('GROUPC2C')).toEqual({ type: 'GROUP', peer: 'C2C' });
  });
});

describe('utf8Length', () => {
  it('counts the bytes TextEncoder writes, lone surrogates included', () => {
    const encoder = new TextEncoder();
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.oneof(fc.constant('\ud800'), fc.constant('\udc00'), fc.constant('中'), fc.constant('😀'), fc.string({ unit: 'binary', maxLength: 1 })),
        }),
        (text) => {
          expect(utf8Length(text)).toBe(encoder.encode(text).length);
        },
      ),
    );
  });
});

describe('the values both sides share', () => {
  it('are the spec limits (docs/chat.md §5, §9)', () => {
    expect(LIMITS).toEqual({ messageBytes: 12 * 1024, fileBytes: 100 * 1024 * 1024, messagePageSize: 15, readMemberPageSize: 100, revokeSeconds: 120 });
  });

  it("give each error code one name, but for the IM server's 10007 (not a member / no permission)", () => {
    const names = new Map<number, string[]>();
    for (const [name, code] of Object.entries(ERROR_CODES)) names.set(code, [...(names.get(code) ?? []), name]);
    const shared = [...names.values()].filter((list) => list.length > 1);
    expect(shared).toEqual([['NOT_GROUP_MEMBER', 'GROUP_NO_PERMISSION']]);
  });

  it('measure contact texts one per Latin-1 character and two per other character', () => {
    expect(contactTextLength('ab')).toBe(2);
    expect(contactTextLength('é')).toBe(1);
    expect(contactTextLength('中文')).toBe(4);
    expect(contactTextLength('😀')).toBe(2);
    expect(contactTextLength('x'.repeat(CONTACT_LIMITS.remarkBytes))).toBe(CONTACT_LIMITS.remarkBytes);
  });
});
