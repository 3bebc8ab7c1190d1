import { feedbackBody } from './feedback';
import { FEEDBACK_MAX } from './feedback-limits';
import { firstMessage } from '../test/first-message';

describe('a feedback sent', () => {
  it('takes each screenshot once, three at most', () => {
    expect(feedbackBody.parse({ type: 'other', content: 'x', images: [4, 4, 5] })).toMatchObject({ images: [4, 5] });
    expect(firstMessage(feedbackBody.safeParse({ type: 'other', content: 'x', images: [1, 2, 3, 4] }))).toBe('feedback.images.tooMany');
  });

  it('a mobile number, an e-mail or nothing to reply to', () => {
    expect(feedbackBody.parse({ type: 'other', content: 'x', contact: ' ' })).toMatchObject({ contact: null });
    expect(feedbackBody.parse({ type: 'other', content: 'x', contact: 'a@b.cn' })).toMatchObject({ contact: 'a@b.cn' });
    expect(firstMessage(feedbackBody.safeParse({ type: 'other', content: 'x', contact: '12345' }))).toBe('feedback.contact.invalid');
  });

  it('a known type and a text within the limit', () => {
    expect(firstMessage(feedbackBody.safeParse({ type: 'praise', content: 'x' }))).toBe('feedback.type.required');
    expect(firstMessage(feedbackBody.safeParse({ type: 'other', content: 'x'.repeat(FEEDBACK_MAX + 1) }))).toBe('feedback.content.tooLong');
  });
});
