import type { Conversation } from '../../engine';
import { destinationOf, forwardTargets } from './forward-targets';
import { forwardFailureText } from './forward-messages';

const conversation = (conversationID: string, time: number, isPinned = false) =>
  ({ conversationID, isPinned, lastMessage: { lastTime: time } }) as unknown as Conversation;

describe('forward targets', () => {
  it('leave out system conversations and keep the list order (pinned, then newest)', () => {
    const list = [conversation('C2Ca', 1), conversation('@TIM#SYSTEM', 9), conversation('GROUPg', 5), conversation('C2Cp', 0, true)];
    expect(forwardTargets(list).map((c) => c.conversationID)).toEqual(['C2Cp', 'GROUPg', 'C2Ca']);
  });

  it('send to the peer or the group', () => {
    expect(destinationOf('C2Calice')).toEqual({ to: 'alice', conversationType: 'C2C' });
    expect(destinationOf('GROUP@TGS#1')).toEqual({ to: '@TGS#1', conversationType: 'GROUP' });
  });
});

describe('forward failure text', () => {
  it('is the sensitive-words text for 80001 and the error message otherwise', () => {
    const byCode = (error: unknown) => `text of ${String((error as { code: number }).code)}`;
    expect(forwardFailureText({ code: 80001, message: 'text has sensitive content' }, 'S', byCode)).toBe('S');
    expect(forwardFailureText({ code: 10007, message: 'no permission' }, 'S', byCode)).toBe('text of 10007');
  });
});
