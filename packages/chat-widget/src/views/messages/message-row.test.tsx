// Own message states and labels in a row, with messages as the engine makes them.
import { fireEvent, render, screen } from '@testing-library/react';
import { createLocalChat, type Message } from '../../engine';
import { ChatProvider } from '../../shell/chat-provider';
import { MessageRow, type MessageRowProps } from './message-row';

const chat = createLocalChat({ url: 'ws://127.0.0.1:1/chat' });
const own = (
  over: Record<string, unknown>,
  make: () => Message = () => chat.createTextMessage({ to: 'bob', conversationType: 'C2C', payload: { text: 'hi' } }),
) => Object.assign(make(), { flow: 'out', from: 'me' }, over) as Message;

function show(message: Message, props: Partial<MessageRowProps> = {}) {
  const resent: Message[] = [];
  render(
    <ChatProvider engine={chat}>
      <MessageRow
        message={message}
        timestamp={null}
        blink={false}
        readLabel={null}
        mobileWidth={null}
        isGroup={false}
        onResend={(m) => resent.push(m)}
        onReedit={() => undefined}
        {...props}
      />
    </ChatProvider>,
  );
  return resent;
}

afterAll(() => chat.destroy());

it('unSend text: a spinner', () => {
  show(own({ status: 'unSend' }));
  expect(screen.getByRole('status', { name: '发送中' })).toBeTruthy();
});

it('uploading file: a progress bar below 1, no spinner', () => {
  const file = own({ status: 'unSend', progress: 0.4 }, () =>
    chat.createFileMessage({
      to: 'bob',
      conversationType: 'C2C',
      payload: { file: { name: 'a.txt', type: 'text/plain', size: 1, data: new Uint8Array([1]) } },
    }),
  );
  show(file);
  expect((document.querySelector('progress') as HTMLProgressElement).value).toBe(0.4);
  expect(screen.queryByRole('status')).toBeNull();
});

it("failed: a red '!' that asks to resend", () => {
  const failed = own({ status: 'fail' });
  const resent = show(failed);
  fireEvent.click(screen.getByRole('button', { name: '重发' }));
  expect(resent).toEqual([failed]);
});

it('risky content is not shown and cannot be resent', () => {
  show(own({ status: 'fail', hasRiskContent: true }));
  expect(screen.getByText('内容违规，无法查看')).toBeTruthy();
  expect((screen.getByRole('button', { name: '重发' }) as HTMLButtonElement).disabled).toBe(true);
});

it('read labels: N read in groups', () => {
  show(own({ status: 'success' }), { readLabel: { kind: 'count', count: 3 } });
  expect(screen.getByTestId('read-label').textContent).toBe('3人已读');
});

it('incoming recalled message names the sender; no re-edit', () => {
  show(
    Object.assign(chat.createTextMessage({ to: 'me', conversationType: 'C2C', payload: { text: 'x' } }), {
      flow: 'in',
      nick: '王五',
      isRevoked: true,
    }) as Message,
  );
  expect(screen.getByText('王五撤回了一条消息')).toBeTruthy();
  expect(screen.queryByText('重新编辑')).toBeNull();
});
