// The whole console app rendered in jsdom at a path, as a browser opens it (zh-CN), and the
// reset between such tests (unmount, no token, empty local storage).
import { cleanup, render } from '@testing-library/react';
import { App } from '../src/app';
import { clearToken } from '../src/session/token';
import { visit } from './location';

export function renderApp(path: string): void {
  localStorage.setItem('ec-console-locale', 'zh-CN');
  visit(path);
  render(<App />);
}

export function resetAppAfterEach(): void {
  afterEach(() => {
    cleanup();
    clearToken();
    localStorage.clear();
  });
}
