// What the list pages' tests share (talent, colleagues, fairs, feedback, recruiting data): the
// server's own answer beside the page (Node's fetch with a demo user's token), opening a list in
// the whole console, and reading its rows' candidates.
import { chatEvents, type ChatEventMap } from '@employment-cloud/chat-widget';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from './live-app';
import type { LiveConsole } from './live-console';
import { setToken } from '../src/session/token';

export function serverApi(live: () => LiveConsole, token: () => string) {
  return async function api<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
    const res = await fetch(`${live().origin}/${path}`, {
      method: init.method ?? 'GET',
      headers: { authorization: `Bearer ${token()}`, ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
    const body = (await res.json()) as { code: number; msg: string; data: T };
    if (body.code !== 200) throw new Error(`${path}: ${body.code} ${body.msg}`);
    return body.data;
  };
}

export const busyDone = (table: HTMLElement) => waitFor(() => expect(table.getAttribute('aria-busy')).toBe('false'), { timeout: 10_000 });

/** Opens `path` signed in with `token` and waits for the list named `label` to load. */
export async function openList(token: string, path: string, label: string): Promise<HTMLElement> {
  setToken(token);
  renderApp(path);
  const table = await screen.findByRole('table', { name: label }, { timeout: 15_000 });
  await busyDone(table);
  return table;
}

/** The candidates' names of the rows, in order: the button of each row's candidate cell (it opens the resume). */
export const names = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within((row as HTMLTableRowElement).cells[0]!).queryAllByRole('button')[0]?.textContent ?? '');

/** The open-chat events emitted while `work` runs and shortly after. */
export function recordOpenChat(): { seen: ChatEventMap['open-chat'][]; stop: () => void } {
  const seen: ChatEventMap['open-chat'][] = [];
  const stop = chatEvents.on('open-chat', (payload) => seen.push(payload));
  return { seen, stop };
}

/** The row (1-based, below the header) of a list. */
export const rowAt = (table: HTMLElement, index: number) => within(table).getAllByRole('row')[index] as HTMLElement;
