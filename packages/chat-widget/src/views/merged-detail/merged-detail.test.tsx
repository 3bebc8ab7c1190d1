// The merged message's detail (issue 16 item 9): a 聊天记录 card's click opens who said what;
// a merged message inside opens its own level with 返回, and 关闭 ends it. A bundle whose
// messages were kept apart (downloadKey, as Tencent's service keeps large ones) is downloaded.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createLocalChat, type MessageOf } from '../../engine';
import { ChatProvider } from '../../shell/chat-provider';
import { ForwardListener } from '../forward';
import { RelayCard } from '../messages/relay-card';
import { mergedMessages, needsDownload } from './merged-messages';

const chat = createLocalChat({ url: 'ws://127.0.0.1:1/chat' });
afterAll(() => chat.destroy());

const text = (ID: string, nick: string, body: string, time: number) => ({
  ID,
  nick,
  avatar: '',
  from: nick,
  time,
  cloudCustomData: '',
  messageBody: [{ type: 'TIMTextElem' as const, payload: { text: body } }],
});
const merged = (title: string, messageList: unknown[], abstractList: string[] = []) =>
  ({
    ...chat.createTextMessage({ to: 'bob', conversationType: 'C2C', payload: { text: '' } }),
    ID: `m-${title}`,
    type: 'TIMRelayElem',
    flow: 'in',
    status: 'success',
    payload: { title, abstractList, compatibleText: '[聊天记录]', messageList, downloadKey: '', layersOverLimit: false },
  }) as unknown as MessageOf<'TIMRelayElem'>;

const inner = merged('作品集的聊天记录', [text('i1', '小王', '作品集链接在简历里', 100), text('i2', '小王', '证书已上传', 101)]);
const outer = merged(
  '小王和李经理的聊天记录',
  [text('o1', '小王', '简历已投递', 200), { ...text('o2', '小王', '', 201), messageBody: [{ type: 'TIMRelayElem', payload: inner.payload }] }],
  ['小王: 简历已投递'],
);

const renderDetail = () =>
  render(
    <ChatProvider engine={chat}>
      <ForwardListener />
      <RelayCard message={outer} />
    </ChatProvider>,
  );

it('turns each simplified message into a message the bubbles render', () => {
  const messages = mergedMessages(outer);
  expect(messages.map((m) => [m.ID, m.type, m.nick, m.time, m.flow])).toEqual([
    ['o1', 'TIMTextElem', '小王', 200, 'in'],
    ['o2', 'TIMRelayElem', '小王', 201, 'in'],
  ]);
  expect((messages[1] as MessageOf<'TIMRelayElem'>).payload.title).toBe('作品集的聊天记录');
  expect(needsDownload(outer)).toBe(false);
  expect(needsDownload(merged('x', []))).toBe(false);
  expect(needsDownload({ ...outer, payload: { ...outer.payload, messageList: [], downloadKey: 'k' } })).toBe(true);
});

it('the card shows the title, abstract and 聊天记录; a click opens the detail; a nested card goes one level down and back', async () => {
  renderDetail();
  const card = screen.getByTestId('merged-card');
  expect(card.textContent).toBe('小王和李经理的聊天记录小王: 简历已投递聊天记录');
  fireEvent.click(card);
  const dialog = await screen.findByRole('dialog', { name: '小王和李经理的聊天记录' });
  expect(
    within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([expect.stringContaining('简历已投递'), expect.stringContaining('作品集的聊天记录')]);
  fireEvent.click(within(dialog).getByTestId('merged-card'));
  await screen.findByRole('dialog', { name: '作品集的聊天记录' });
  expect(
    within(screen.getByRole('dialog'))
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([expect.stringContaining('作品集链接在简历里'), expect.stringContaining('证书已上传')]);
  fireEvent.click(screen.getByRole('button', { name: '返回' }));
  await screen.findByRole('dialog', { name: '小王和李经理的聊天记录' });
  fireEvent.click(screen.getByRole('button', { name: '关闭' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

it('downloads a bundle kept apart before showing it, and says so when that fails', async () => {
  const kept = { ...outer, payload: { ...outer.payload, messageList: [], downloadKey: 'key' } } as MessageOf<'TIMRelayElem'>;
  const download = jest.spyOn(chat, 'downloadMergerMessage').mockResolvedValueOnce(outer).mockRejectedValueOnce(new Error('gone'));
  renderDetail();
  const { widgetRequestsOf } = await import('../message-actions/widget-requests');
  act(() => widgetRequestsOf(chat).emit('open-merged', { message: kept }));
  const dialog = await screen.findByRole('dialog');
  await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(2));
  expect(download).toHaveBeenCalledWith(kept);
  fireEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  act(() => widgetRequestsOf(chat).emit('open-merged', { message: kept }));
  expect(await screen.findByText('聊天记录加载失败')).toBeTruthy();
  download.mockRestore();
});

it('the local engine keeps merged messages whole: downloading hands back the message', async () => {
  await expect(chat.downloadMergerMessage(outer)).resolves.toBe(outer);
});
