// yijianIndex in the whole console against the real server, as demo_hr: the company's past
// feedback with the platform's replies; the form's own checks and counter; sending feedback with a
// screenshot through the upload, listed first; axe.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { seriousViolations } from '@employment-cloud/test-support/dom/axe';
import { resetAppAfterEach } from '../../../test/live-app';
import { useLiveConsole } from '../../../test/live-console';
import type { Feedback } from '@employment-cloud/api-contract';
import { busyDone, openList, serverApi } from '../../../test/list-pages';

// jsdom's FormData is not one Node's fetch can send: the page's upload goes to the same server
// as a multipart body built here (the Playwright suite uploads through the real control).
const mockUploads: { origin: string; token: string } = { origin: '', token: '' };
jest.mock('../../api/upload-file', () => {
  const actual = jest.requireActual('../../api/upload-file');
  return {
    ...actual,
    uploadFile: async (file: File) => {
      const boundary = 'feedback-test-boundary';
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`;
      const bytes = new Uint8Array(await file.arrayBuffer());
      const body = new Uint8Array([...new TextEncoder().encode(head), ...bytes, ...new TextEncoder().encode(`\r\n--${boundary}--\r\n`)]);
      const res = await fetch(`${mockUploads.origin}/front/v1/common/uploadFile`, {
        method: 'POST',
        headers: { authorization: `Bearer ${mockUploads.token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
        body,
      });
      const answer = (await res.json()) as { code: number; msg: string; data: unknown };
      if (answer.code !== 200) throw new Error(`upload: ${answer.code} ${answer.msg}`);
      return answer.data;
    },
  };
});

const live = useLiveConsole();
resetAppAfterEach();

let token = '';
beforeAll(async () => {
  token = await live().tokenOf('demo_hr');
  mockUploads.origin = live().origin;
  mockUploads.token = token;
});
const api = serverApi(live, () => token);
const history = () => api<{ list: Feedback[]; count: number }>('front/v1/feedback?pageNum=1&pageSize=10');
const open = () => openList(token, '/yijian/index', '历史反馈列表');
const PNG_1X1 = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='), (c) =>
  c.charCodeAt(0),
);

it("shows the company's feedback with the platform's replies; passes axe", async () => {
  const { list, count } = await history();
  expect(count).toBe(3);
  const table = await open();
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map((row) => (row as HTMLTableRowElement).cells[1]!.textContent)).toEqual(list.map((f) => expect.stringContaining(f.content)));
  const replied = list.findIndex((f) => f.reply);
  expect(rows[replied]!.textContent).toContain('已回复');
  expect(rows[replied]!.textContent).toContain(list[replied]!.reply!);
  expect(rows[list.findIndex((f) => !f.reply)]!.textContent).toContain('待处理');
  expect(await seriousViolations(document.querySelector('[data-page="yijianIndex"]')!)).toEqual([]);
});

it('checks the form, counts the text, and sends feedback with a screenshot', async () => {
  const table = await open();
  fireEvent.click(screen.getByRole('button', { name: '提交' }));
  expect((await screen.findAllByRole('alert')).map((alert) => alert.textContent)).toEqual(['请选择反馈类型', '反馈内容不能为空']);

  fireEvent.change(screen.getByLabelText('反馈类型'), { target: { value: 'problem' } });
  const text = '上传简历后预览偶尔空白';
  fireEvent.change(screen.getByLabelText('反馈内容'), { target: { value: text } });
  await waitFor(() => expect(screen.getByTestId('feedback-counter').textContent).toBe(`${text.length}/500`));
  fireEvent.change(screen.getByLabelText('反馈内容'), { target: { value: '长'.repeat(501) } });
  fireEvent.click(screen.getByRole('button', { name: '提交' }));
  expect((await screen.findByRole('alert')).textContent).toBe('反馈内容不能超过500个字');
  expect(screen.getByTestId('feedback-counter').textContent).toBe('501/500');
  fireEvent.change(screen.getByLabelText('反馈内容'), { target: { value: text } });
  // Issue 32: "abc" was sent as the contact; a mobile number or an e-mail address is asked for.
  // The form says so itself, before the server would.
  const sent = jest.spyOn(globalThis, 'fetch');
  fireEvent.change(screen.getByLabelText('联系方式'), { target: { value: 'abc' } });
  fireEvent.click(screen.getByRole('button', { name: '提交' }));
  await waitFor(() => expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['联系方式须为手机号或邮箱地址']));
  expect(sent.mock.calls.filter(([, init]) => init?.method === 'POST')).toEqual([]);
  sent.mockRestore();
  fireEvent.change(screen.getByLabelText('联系方式'), { target: { value: 'wang@example.com' } });

  const input = within(screen.getByRole('group', { name: '截图' })).getByLabelText(/上传文件/) as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File([PNG_1X1], 'blank.png', { type: 'image/png' })] } });
  expect(await screen.findByRole('img', { name: '反馈截图 blank.png' }, { timeout: 10_000 })).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: '提交' }));

  await waitFor(() => expect(within(table).getAllByRole('row')[1]!.textContent).toContain(text), { timeout: 10_000 });
  await busyDone(table);
  const first = (await history()).list[0]!;
  expect(first).toMatchObject({
    type: 'problem',
    content: text,
    contact: 'wang@example.com',
    status: 1,
    images: [expect.objectContaining({ name: 'blank.png' })],
  });
  expect(within(within(table).getAllByRole('row')[1]!).getByRole('img', { name: '反馈截图 blank.png' })).toBeTruthy();
  expect((screen.getByLabelText('反馈内容') as HTMLTextAreaElement).value).toBe('');
  expect(screen.getByTestId('feedback-counter').textContent).toBe('0/500');
});
