// HTTP 491 through the whole app (docs/console.md §9): a server answering 491 (a real HTTP
// server started here; the reference server has no reason to answer it), the client's policy,
// the modal with the server's message or "internal service error", and a reload on OK only.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sendPageCallsTo } from '../../test/live-console';
import { renderApp } from '../../test/live-app';
import { configureApi } from './api-effects';
import { request } from './client';

let server: Server;
let answer = '';
let restoreFetch: () => void;

beforeAll(async () => {
  server = createServer((_, res) => {
    res.writeHead(491, { 'content-type': 'application/json' });
    res.end(answer);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  restoreFetch = sendPageCallsTo(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
afterAll(async () => {
  restoreFetch();
  await new Promise((resolve) => server.close(resolve));
});

async function callAnswering491(body: string) {
  answer = body;
  // A page that asks the server nothing (the rules page reads its text from it).
  renderApp('/login');
  await screen.findByRole('heading', { name: '企业登录' });
  const reload = jest.fn();
  const undo = configureApi({ reload }); // on top of the app's effects
  await act(async () => void (await request('front/v1/job').catch(() => undefined)));
  return { reload, undo, dialog: await screen.findByRole('alertdialog', { name: '提示' }) };
}

it("shows the server's message in a modal that only OK closes, and reloads on OK", async () => {
  const { reload, undo, dialog } = await callAnswering491(JSON.stringify({ code: 491, msg: '系统升级中，请稍后再试', data: null }));
  expect(within(dialog).getByText('系统升级中，请稍后再试')).toBeTruthy();
  fireEvent.keyDown(dialog, { key: 'Escape' });
  expect(screen.getByRole('alertdialog', { name: '提示' })).toBe(dialog);
  expect(reload).not.toHaveBeenCalled();
  fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  expect(reload).toHaveBeenCalledTimes(1);
  undo();
  cleanup();
});

it('says "internal service error" when the server gives no message', async () => {
  const { undo, dialog } = await callAnswering491('');
  expect(within(dialog).getByText('服务器内部错误')).toBeTruthy();
  fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
  undo();
  cleanup();
});
