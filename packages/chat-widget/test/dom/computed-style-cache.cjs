// window.getComputedStyle, answered from a cache until anything it could depend on changes.
//
// testing-library asks for the computed style of every element a ByRole query looks at and of each
// of its ancestors (is it hidden? what is its accessible name?), again on every waitFor poll; jsdom
// answers each call by matching every rule of every style sheet against the element and, for the
// inherited properties, against each of its ancestors, and resolves every colour again. In a CPU
// profile of two of the console's page tests that was a third of the time; jsdom's own cache (of
// the matched declarations only) is emptied by every DOM change. With this one two thirds of the
// calls are answered from it, and those page tests take about 6 % less time
// (docs/development.md, "Where the time goes").
//
// What a style depends on, and how a change to it empties the cache:
// - the document's nodes, attributes (class, style, hidden, disabled, aria-*) and text, style
//   elements included: a MutationObserver over the whole document, whose pending records are taken
//   synchronously on every call, so a change made just before a query is never missed;
// - the style sheets' rules (styled-components may insert rules without touching the DOM): their count;
// - focus (:focus, :focus-within, :focus-visible): the active element;
// - the window's size (media queries): its width and height.
// Elements outside the document's own tree (in a shadow root, or detached) are not cached: the
// observer does not see into shadow roots. Pseudo-elements are passed through as they are.
// jsdom 26 itself does not yet reflect a rule added through the CSSOM, focus or a shadow root's
// styles in getComputedStyle; the checks for them keep this cache from hiding such a fix.

function installComputedStyleCache(window) {
  const { document } = window;
  const compute = window.getComputedStyle.bind(window);
  const observer = new window.MutationObserver(() => undefined);
  observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  let cache = new WeakMap();
  let state = '';
  let active = null;

  const currentState = () => {
    let rules = 0;
    for (const sheet of document.styleSheets) rules += sheet.cssRules.length;
    return `${document.styleSheets.length}:${rules}:${window.innerWidth}x${window.innerHeight}`;
  };

  window.getComputedStyle = function getComputedStyle(element, pseudoElement) {
    if (pseudoElement || !(element instanceof window.Element) || element.getRootNode() !== document) return compute(element, pseudoElement);
    const now = currentState();
    if (observer.takeRecords().length > 0 || now !== state || document.activeElement !== active) {
      cache = new WeakMap();
      state = now;
      active = document.activeElement;
    }
    let style = cache.get(element);
    if (style === undefined) {
      style = compute(element);
      cache.set(element, style);
    }
    return style;
  };
}

module.exports = { installComputedStyleCache };
