import { businessIDOf, checkContent, checkSenderMay, contentBytes, isTypingMessage } from './content-rules';
import { outgoingMessage } from './frames';

const make = (type: string, payload: Record<string, unknown>, cloudCustomData = '') =>
  outgoingMessage.parse({ ID: 'm1', conversationType: 'C2C', to: 'ec_2', type, payload, cloudCustomData });
const custom = (data: unknown) => make('TIMCustomElem', { data: typeof data === 'string' ? data : JSON.stringify(data) });
const codeOf = (fn: () => void) => {
  try {
    fn();
    return undefined;
  } catch (error) {
    return (error as { code: number }).code;
  }
};

describe('message content rules', () => {
  it('reads the businessID of custom messages only', () => {
    expect(businessIDOf(custom({ businessID: 'user_typing_status', typingStatus: 1 }))).toBe('user_typing_status');
    expect(isTypingMessage(custom({ businessID: 'user_typing_status' }))).toBe(true);
    expect(businessIDOf(custom('not json'))).toBeUndefined();
    expect(businessIDOf(custom([1, 2]))).toBeUndefined();
    expect(businessIDOf(make('TIMTextElem', { text: '{"businessID":"user_typing_status"}' }))).toBeUndefined();
  });

  it('limits the payload and custom data to 12 KB together (8001)', () => {
    const text = (n: number) => make('TIMTextElem', { text: 'a'.repeat(n) });
    const overhead = contentBytes(text(0));
    expect(codeOf(() => checkContent(text(12 * 1024 - overhead), []))).toBeUndefined();
    expect(codeOf(() => checkContent(text(12 * 1024 - overhead + 1), []))).toBe(8001);
    expect(codeOf(() => checkContent(make('TIMTextElem', { text: 'hi' }, 'x'.repeat(12 * 1024)), []))).toBe(8001);
    // Multi-byte characters count in bytes.
    expect(codeOf(() => checkContent(make('TIMTextElem', { text: '字'.repeat(4200) }), []))).toBe(8001);
  });

  it('blocks sensitive words in text (80001) and image names or URLs (80004), ignoring case', () => {
    const words = ['badword', '违禁'];
    expect(codeOf(() => checkContent(make('TIMTextElem', { text: 'a BadWord here' }), words))).toBe(80001);
    expect(codeOf(() => checkContent(make('TIMTextElem', { text: '含违禁词' }), words))).toBe(80001);
    expect(codeOf(() => checkContent(make('TIMTextElem', { text: 'fine' }), words))).toBeUndefined();
    const image = (name: string) => make('TIMImageElem', { imageFormat: 3, imageInfoArray: [{ url: `/uploads/${name}`, width: 1, height: 1 }] });
    expect(codeOf(() => checkContent(image('badword.png'), words))).toBe(80004);
    expect(codeOf(() => checkContent(image('cat.png'), words))).toBeUndefined();
    expect(codeOf(() => checkContent(make('TIMFileElem', { fileName: 'badword.pdf' }), words))).toBeUndefined();
  });

  it('keeps system_custom messages to the system account, and the system account to them', () => {
    const system = custom({ businessID: 'system_custom', text: '<b>hi</b>' });
    expect(codeOf(() => checkSenderMay(system, true))).toBeUndefined();
    expect(codeOf(() => checkSenderMay(system, false))).toBe(2000);
    expect(codeOf(() => checkSenderMay(make('TIMTextElem', { text: 'x' }), true))).toBe(2000);
    expect(codeOf(() => checkSenderMay(make('TIMTextElem', { text: 'x' }), false))).toBeUndefined();
  });

  it('refuses payloads without their key fields and group tips from clients', () => {
    expect(outgoingMessage.safeParse({ ID: 'm', conversationType: 'C2C', to: 'x', type: 'TIMTextElem', payload: {} }).success).toBe(false);
    expect(outgoingMessage.safeParse({ ID: 'm', conversationType: 'C2C', to: 'x', type: 'TIMCustomElem', payload: { data: 1 } }).success).toBe(false);
    expect(outgoingMessage.safeParse({ ID: 'm', conversationType: 'GROUP', to: 'g', type: 'TIMGroupTipElem', payload: {} }).success).toBe(false);
  });
});
