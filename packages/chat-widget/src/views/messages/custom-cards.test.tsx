// The custom cards as a reader sees them (issue 16 item 14; docs/chat.md §3): an evaluation's
// score as stars with an accessible name, the FAQ card's link words (hyperlinks_text and links
// among its items, in Tencent's kit format too), the order card's picture (a box in its place
// when it does not load), and an unknown card's text, else description, else [自定义消息].
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createLocalChat, type Message } from '../../engine';
import type { Locale } from '../../i18n/catalogue';
import { ChatProvider } from '../../shell/chat-provider';
import { BubbleContent } from './bubble-content';
import { starsOf } from './kit-cards';

const chat = createLocalChat({ url: 'ws://127.0.0.1:1/chat' });
afterAll(() => chat.destroy());

const customMessage = (payload: { data: string; description?: string; extension?: string }) =>
  ({
    ...chat.createTextMessage({ to: 'bob', conversationType: 'C2C', payload: { text: '' } }),
    flow: 'in',
    type: 'TIMCustomElem',
    payload: { description: '', extension: '', ...payload },
  }) as unknown as Message;
const card = (data: Record<string, unknown>, description = '') => customMessage({ data: JSON.stringify(data), description });
const show = (message: Message, locale: Locale = 'zh-CN') =>
  render(
    <ChatProvider engine={chat} locale={locale}>
      <BubbleContent message={message} mobileWidth={null} />
    </ChatProvider>,
  ).container;

describe('the evaluation card', () => {
  it('shows the score as stars out of five, named for screen readers', () => {
    const container = show(card({ businessID: 'evaluation', version: 1, score: 4, comment: '很专业' }));
    const stars = screen.getByRole('img', { name: '4 星' });
    expect(stars.textContent).toBe('★★★★★');
    expect(stars.querySelector('span')?.textContent).toBe('★'); // the fifth, unlit
    expect(container.textContent).toContain('对本次服务评价');
    expect(container.textContent).toContain('很专业');
    expect(container.textContent).not.toContain('评分');
  });

  it('in the reader’s language', async () => {
    show(card({ businessID: 'evaluate', score: '3' }), 'en-US');
    expect(await screen.findByRole('img', { name: '3 of 5 stars' })).toBeTruthy();
  });

  it('reads whole stars from 0 to 5; a score that is no number keeps its words', () => {
    expect([0, 2.7, '5', 9, -1].map(starsOf)).toEqual([0, 2, 5, 5, 0]);
    expect(['', 'abc', null, undefined, {}].map(starsOf)).toEqual([null, null, null, null, null]);
    const container = show(card({ businessID: 'evaluation', score: '非常好' }));
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.textContent).toContain('评分：非常好');
  });
});

describe('the FAQ card', () => {
  const faq = {
    title: '常见问题',
    hyperlinks_text: { key: '查看更多', value: 'https://help.example/faq' },
    item: [
      { key: '如何投递简历？', value: 'https://help.example/apply' },
      { key: '面试地点', value: '公司前台' },
    ],
    description: '其他问题请联系客服',
  };

  it('links hyperlinks_text and link items by their words', () => {
    show(card({ businessID: 'consultion', ...faq }));
    expect(screen.getByRole('link', { name: '查看更多' }).getAttribute('href')).toBe('https://help.example/faq');
    expect(screen.getByRole('link', { name: '如何投递简历？' }).getAttribute('href')).toBe('https://help.example/apply');
    expect(screen.getByText('面试地点 公司前台')).toBeTruthy();
    expect(screen.getByText('其他问题请联系客服')).toBeTruthy();
  });

  it("also as Tencent's kit sends it: the business ID in data, the fields in extension", () => {
    show(customMessage({ data: 'consultion', extension: JSON.stringify(faq) }));
    expect(screen.getByText('常见问题')).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看更多' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '如何投递简历？' })).toBeTruthy();
  });
});

describe('the order card', () => {
  const order = {
    businessID: 'order',
    title: '高级会员',
    description: '招聘套餐一年',
    price: '¥999',
    imageUrl: 'https://shop.example/vip.png',
    link: 'https://shop.example/o/1',
  };

  it('shows its picture beside the title, description and price', () => {
    const container = show(card(order));
    const image = container.querySelector('[data-business-id="order"] img');
    expect(image?.getAttribute('src')).toBe('https://shop.example/vip.png');
    expect(within(container).getByText('高级会员')).toBeTruthy();
    expect(within(container).getByText('价格：¥999')).toBeTruthy();
  });

  it('keeps the picture’s place when it does not load', () => {
    const container = show(card(order));
    fireEvent.error(container.querySelector('[data-business-id="order"] img')!);
    expect(container.querySelector('[data-business-id="order"] img')).toBeNull();
    expect(screen.getByTestId('order-image-missing')).toBeTruthy();
  });
});

describe('an unknown custom message', () => {
  it('shows its text, else its description, else [自定义消息]', () => {
    expect(show(card({ businessID: 'coupon', text: '优惠券' }, '一张优惠券')).textContent).toBe('优惠券');
    expect(show(card({ businessID: 'coupon' }, '一张优惠券')).textContent).toBe('一张优惠券');
    expect(show(customMessage({ data: 'not json at all', description: '旧版本消息' })).textContent).toBe('旧版本消息');
    expect(show(card({ businessID: 'coupon' })).textContent).toBe('[自定义消息]');
    expect(show(customMessage({ data: '' })).textContent).toBe('[自定义消息]');
  });
});
