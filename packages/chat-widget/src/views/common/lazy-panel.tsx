// Lazy panels whose chunk fails to load (a redeploy while the page is open, a flaky network) show
// a small notice with retry and reload in their place, and the rest of the chat stays usable.
import { Component, lazy, useEffect, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { v } from '../../theme/vars';

const Notice = styled.p`
  margin: 8px;
  color: ${v.textSecondary};
  font-size: 13px;
  && button {
    margin-left: 8px;
    border: 0;
    background: none;
    color: ${v.primary};
    cursor: pointer;
  }
`;

function Failed({ retry }: { retry(): void }) {
  const { t } = useTranslation('chat');
  return (
    <Notice role="alert">
      {t('common.lazyFailed')}
      <button type="button" onClick={retry}>
        {t('common.retry')}
      </button>
      <button type="button" onClick={() => location.reload()}>
        {t('common.reload')}
      </button>
    </Notice>
  );
}

/** Catches what its children throw (a chunk that did not load); retry renders them again. */
export class LazyBoundary extends Component<{ children: ReactNode; retry?: () => void }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    const retry = () => {
      this.props.retry?.();
      this.setState({ failed: false });
    };
    return this.state.failed ? <Failed retry={retry} /> : this.props.children;
  }
}

/**
 * React.lazy inside a <LazyBoundary>. React.lazy keeps a rejected import for good, so the retry
 * of a failed load makes a new lazy component, whose import() fetches the chunk again (Chromium
 * does not keep a module whose fetch failed). Not swapped at once: React renders a failed tree
 * once more before it shows the boundary, which would re-import behind the reader's back.
 */
export function lazyWithRetry<C extends ComponentType<any>>(load: () => Promise<{ default: C }>): ComponentType<ComponentProps<C>> {
  let failed = false;
  const fresh = () =>
    lazy(() =>
      load().catch((error: unknown) => {
        failed = true;
        throw error;
      }),
    );
  let Current = fresh();
  const retry = () => {
    if (failed) Current = fresh();
    failed = false;
  };
  // Reads Current when it mounts: the boundary's children are the element of the failed render.
  const Latest = (props: ComponentProps<C>) => <Current {...props} />;
  return (props: ComponentProps<C>) => (
    <LazyBoundary retry={retry}>
      <Latest {...props} />
    </LazyBoundary>
  );
}

/**
 * A chunk's import() made once and shared: `load` starts it (again after a failed load) and
 * `usePreload` starts it once the calling view has mounted. A failed preload is not told: it is
 * tried again, and told, where the chunk is needed.
 */
export function preloader<M>(importer: () => Promise<M>): { load: () => Promise<M>; usePreload: () => void } {
  let loading: Promise<M> | null = null;
  const load = () =>
    (loading ??= importer().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
  const usePreload = () =>
    useEffect(() => {
      load().catch(() => {});
    }, []);
  return { load, usePreload };
}
