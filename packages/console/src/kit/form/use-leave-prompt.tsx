// Asks before leaving a form with unsaved changes. The console's router is react-router's
// declarative BrowserRouter (router.tsx: no data router, so no useBlocker), so the kit blocks
// what leaves the page in it: a click on an in-app link (caught before react-router's handler,
// then the navigation is made again after 离开), and a reload or close of the window
// (beforeunload). `leave(to)` asks the same before a navigation the form makes itself (cancel).
// The page is marked unsaved meanwhile (unsaved-pages.ts), so the tab bar asks before closing it.
import { useCallback, useContext, useEffect, useRef, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PageRouteContext } from '../../layout/use-current-route';
import { useActivePage } from '../page/use-active-page';
import { BASENAME } from '../../routes';
import { useConfirm } from '../confirm/use-confirm';
import { markUnsaved } from './unsaved-pages';

/** The in-app path a click on `anchor` goes to, or null when it is not a plain same-app link. */
export function inAppTarget(anchor: HTMLAnchorElement, event: MouseEvent): string | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  if (anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  if (url.pathname !== BASENAME && !url.pathname.startsWith(`${BASENAME}/`)) return null;
  const to = url.pathname.slice(BASENAME.length) + url.search + url.hash;
  const here = window.location.pathname.slice(BASENAME.length) + window.location.search + window.location.hash;
  return to === here ? null : to || '/';
}

/** The one question asked before unsaved changes are lost, wherever the page goes away from. */
export const leaveQuestion = (t: TFunction) => ({ title: t('kit.leaveTitle'), body: t('kit.leaveBody'), confirmLabel: t('kit.leaveConfirm') });

export function useLeavePrompt(when: boolean): { leave: (to: string) => Promise<void>; leaveDialog: ReactNode } {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { confirm, confirmDialog } = useConfirm();
  // A page kept alive in a hidden tab does not ask for the page that is shown.
  const active = useActivePage();
  const dirty = useRef(when);
  dirty.current = when;

  const ask = useCallback(() => confirm(leaveQuestion(t)), [confirm, t]);

  const page = useContext(PageRouteContext)?.name;
  useEffect(() => (when && page ? markUnsaved(page, Symbol(page)) : undefined), [when, page]);

  useEffect(() => {
    if (!when || !active) return;
    const onClick = (event: MouseEvent) => {
      if (!dirty.current) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const to = inAppTarget(anchor, event);
      if (to === null) return;
      event.preventDefault();
      event.stopPropagation();
      void ask().then((yes) => {
        if (!yes) return;
        dirty.current = false;
        navigate(to);
      });
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    document.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [when, active, ask, navigate]);

  const leave = useCallback(
    async (to: string) => {
      if (dirty.current && !(await ask())) return;
      dirty.current = false;
      navigate(to);
    },
    [ask, navigate],
  );
  return { leave, leaveDialog: confirmDialog };
}
