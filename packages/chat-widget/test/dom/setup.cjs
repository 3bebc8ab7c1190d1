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

// Blob#arrayBuffer (the engine reads an image's header with it before upload); jsdom's Blob has
// no such method. Read through jsdom's FileReader, as a browser's Blob would answer.
if (typeof Blob !== 'undefined' && typeof Blob.prototype.arrayBuffer !== 'function') {
  Blob.prototype.arrayBuffer = function arrayBuffer() {
    return new Promise((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result);
      reader.onerror = () => reject(reader.error);
      reader.readAsArrayBuffer(this);
    });
  };
}

// The live view tests wait for a real server and for lazy chunks that jest compiles on first use,
// two suites at a time on 2 cores: findBy*/waitFor wait for their condition up to 15 s before
// failing (testing-library's default is 1 s). A deadline, not a sleep: a test that passes is as fast.
if (typeof window !== 'undefined') require('@testing-library/dom').configure({ asyncUtilTimeout: 15_000 });

// Computed styles cached until the document, its style sheets, focus or the window's size change
// (computed-style-cache.cjs): testing-library's role queries ask for them by the thousand.
if (typeof window !== 'undefined') require('./computed-style-cache.cjs').installComputedStyleCache(window);
