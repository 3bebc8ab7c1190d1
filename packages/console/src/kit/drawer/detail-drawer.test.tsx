// The detail drawer: a named dialog on the right, closed by its button or Escape.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { seriousViolations } from '@employment-cloud/test-support/dom/axe';
import { initTestI18n } from '../../../test/console-i18n';
import { DetailDrawer } from './detail-drawer';

beforeAll(() => initTestI18n());

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        查看
      </button>
      <DetailDrawer open={open} onOpenChange={setOpen} title="职位详情">
        <p>前端工程师</p>
      </DetailDrawer>
    </main>
  );
}

it('opens titled with its content, passes axe, and closes by its button and by Escape', async () => {
  render(<Page />);
  expect(screen.queryByRole('dialog')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: '查看' }));
  const drawer = await screen.findByRole('dialog', { name: '职位详情' });
  expect(drawer.textContent).toContain('前端工程师');
  expect(await seriousViolations(document.body)).toEqual([]);
  fireEvent.click(screen.getByRole('button', { name: '关闭' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

  fireEvent.click(screen.getByRole('button', { name: '查看' }));
  fireEvent.keyDown(await screen.findByRole('dialog'), { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});
