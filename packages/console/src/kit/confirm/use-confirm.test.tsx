// The confirm dialog answers the page's promise: true on confirm, false on cancel or Escape.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { seriousViolations } from '@employment-cloud/test-support/dom/axe';
import { initTestI18n } from '../../../test/console-i18n';
import { useConfirm } from './use-confirm';

beforeAll(() => initTestI18n());

function Page() {
  const { confirm, confirmDialog } = useConfirm();
  const [answers, setAnswers] = useState<boolean[]>([]);
  const ask = async () => {
    const yes = await confirm({ title: '删除职位', body: '确定删除“前端工程师”吗？', confirmLabel: '删除' });
    setAnswers((seen) => [...seen, yes]);
  };
  return (
    <main>
      <button type="button" onClick={() => void ask()}>
        删除
      </button>
      <output>{answers.join(',')}</output>
      {confirmDialog}
    </main>
  );
}

it('asks with the title, body and confirm label, and answers true, false, false', async () => {
  render(<Page />);
  fireEvent.click(screen.getByRole('button', { name: '删除' }));
  const dialog = await screen.findByRole('alertdialog', { name: '删除职位' });
  expect(dialog.textContent).toContain('确定删除“前端工程师”吗？');
  expect(await seriousViolations(document.body)).toEqual([]);
  fireEvent.click(within(dialog).getByRole('button', { name: '删除' }));
  await waitFor(() => expect(screen.getByRole('status').textContent).toBe('true'));
  expect(screen.queryByRole('alertdialog')).toBeNull();

  fireEvent.click(screen.getByRole('button', { name: '删除' }));
  fireEvent.click(await screen.findByRole('button', { name: '取消' }));
  await waitFor(() => expect(screen.getByRole('status').textContent).toBe('true,false'));

  fireEvent.click(screen.getByRole('button', { name: '删除' }));
  const again = await screen.findByRole('alertdialog');
  act(() => {
    fireEvent.keyDown(again, { key: 'Escape' });
  });
  await waitFor(() => expect(screen.getByRole('status').textContent).toBe('true,false,false'));
});
