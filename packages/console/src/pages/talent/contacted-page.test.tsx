// communicationIndex in the whole console against the real server, as demo_hr: the candidates the
// caller chatted with as the server answers them (job, last contact first); 继续沟通 opens the
// chat about that job; axe.
import { fireEvent, screen, within } from '@testing-library/react';
import { seriousViolations } from '@employment-cloud/test-support/dom/axe';
import { resetAppAfterEach } from '../../../test/live-app';
import { useLiveConsole } from '../../../test/live-console';
import type { Contact } from '../../api/talent.api';
import { dateTimeText } from '../../kit';
import { names, openList, recordOpenChat, rowAt, serverApi } from '../../../test/list-pages';

const live = useLiveConsole();
resetAppAfterEach();

let token = '';
beforeAll(async () => {
  token = await live().tokenOf('demo_hr');
});
const api = serverApi(live, () => token);
const contacted = () => api<{ list: Contact[]; count: number }>('front/v1/contacted?pageNum=1&pageSize=10');
const open = () => openList(token, '/communication/index', '已沟通列表');

it('shows the contacted candidates with the job and the contact times, last contact first; passes axe', async () => {
  const { list, count } = await contacted();
  expect(count).toBeGreaterThan(0);
  const table = await open();
  expect(names(table)).toEqual(list.map((contact) => contact.candidate.name));
  const row = rowAt(table, 1);
  expect(row.textContent).toContain(list[0]!.job!.title);
  expect(row.textContent).toContain(dateTimeText(list[0]!.lastContactAt));
  expect(screen.getByText(`第 1 / ${Math.ceil(count / 10)} 页，共 ${count} 条`)).toBeTruthy();
  expect(await seriousViolations(document.querySelector('[data-page="communicationIndex"]')!)).toEqual([]);
});

it('继续沟通 opens the chat on the candidate about the job', async () => {
  const { list } = await contacted();
  const contact = list[2]!;
  const table = await open();
  const events = recordOpenChat();
  try {
    fireEvent.click(within(rowAt(table, 3)).getByRole('button', { name: `继续沟通 ${contact.candidate.name}` }));
    expect(events.seen).toEqual([{ userID: String(contact.candidate.id), jobId: contact.job!.id }]);
  } finally {
    events.stop();
  }
});
