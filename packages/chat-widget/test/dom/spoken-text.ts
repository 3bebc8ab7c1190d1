// An element's text as a screen reader reads it: without what is aria-hidden (an avatar's
// initial, a badge described elsewhere), so a row reads 小宇, not 小小宇.
export function spokenText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((node) => node.remove());
  return (copy.textContent ?? '').trim();
}
