// jsdom setup for the widget's view tests: what browsers have and jsdom lacks.
// React's act() environment flag, so state updates in tests are flushed and not warned about.
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

// react-virtuoso measures with ResizeObserver; jsdom has none (and lays nothing out).
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class ResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

if (typeof window !== 'undefined' && typeof window.matchMedia === 'undefined') {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  });
}
