// The leave prompt: with unsaved changes, an in-app link and the form's own cancel ask first
// (stay keeps the page, 离开 goes); without changes they just go. Links to other windows are
// not caught.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { initTestI18n } from '../../../test/console-i18n';
import { here, visit } from '../../../test/location';
import { BASENAME } from '../../routes';
import { useLeavePrompt } from './use-leave-prompt';

beforeAll(() => initTestI18n());

function Form() {
  const [dirty, setDirty] = useState(false);
  const { leave, leaveDialog } = useLeavePrompt(dirty);
  return (
    <form>
      <label>
        title <input onChange={() => setDirty(true)} />
      </label>
      <button type="button" onClick={() => void leave('/zhiwei/index')}>
        cancel
      </button>
      {leaveDialog}
    </form>
  );
}

function App() {
  return (
    <BrowserRouter basename={BASENAME}>
      <nav>
        <Link to="/home">home</Link>
        <a href={`${BASENAME}/home`} target="_blank" rel="noreferrer">
          new window
        </a>
      </nav>
      <Routes>
        <Route path="/zhiwei/edit" element={<Form />} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
    </BrowserRouter>
  );
}

beforeEach(() => visit('/zhiwei/edit'));

it('goes at once without changes', () => {
  render(<App />);
  fireEvent.click(screen.getByRole('link', { name: 'home' }));
  expect(here()).toBe('/home');
});

it('asks before a link leaves unsaved changes: stay, then leave', async () => {
  render(<App />);
  fireEvent.change(screen.getByLabelText('title'), { target: { value: 'x' } });
  fireEvent.click(screen.getByRole('link', { name: 'home' }));
  const dialog = await screen.findByRole('alertdialog', { name: '离开此页？' });
  expect(dialog.textContent).toContain('有未保存的修改，离开后将丢失。');
  expect(here()).toBe('/zhiwei/edit');
  fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  expect(here()).toBe('/zhiwei/edit');

  fireEvent.click(screen.getByRole('link', { name: 'home' }));
  fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '离开' }));
  await waitFor(() => expect(here()).toBe('/home'));
  expect(screen.getByText('elsewhere')).toBeTruthy();
});

it("asks before the form's own cancel, and lets a reload be warned", async () => {
  render(<App />);
  fireEvent.change(screen.getByLabelText('title'), { target: { value: 'x' } });
  const unload = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(unload);
  expect(unload.defaultPrevented).toBe(true);
  fireEvent.click(screen.getByRole('button', { name: 'cancel' }));
  fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '离开' }));
  await waitFor(() => expect(here()).toBe('/zhiwei/index'));
});

it('does not catch a link to another window', () => {
  render(<App />);
  fireEvent.change(screen.getByLabelText('title'), { target: { value: 'x' } });
  const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  screen.getByRole('link', { name: 'new window' }).dispatchEvent(click);
  expect(screen.queryByRole('alertdialog')).toBeNull();
});
