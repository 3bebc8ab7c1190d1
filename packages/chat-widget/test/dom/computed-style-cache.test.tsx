// The view tests' cached getComputedStyle (computed-style-cache.cjs, installed by setup.cjs): it
// answers from its cache only while nothing a style depends on has changed, and sees a change made
// synchronously just before the next call.

let box: HTMLDivElement;

beforeEach(() => {
  document.body.innerHTML = '<style>.gone { display: none } .faint { visibility: hidden }</style><div id="box"><span>x</span></div>';
  box = document.querySelector('#box')!;
});

it('answers an unchanged element from the cache', () => {
  expect(getComputedStyle(box)).toBe(getComputedStyle(box));
});

it('sees a class set just before, without a turn of the event loop', () => {
  expect(getComputedStyle(box).display).toBe('block');
  box.className = 'gone';
  expect(getComputedStyle(box).display).toBe('none');
  box.removeAttribute('class');
  expect(getComputedStyle(box).display).toBe('block');
});

it('sees an inherited property change on an ancestor', () => {
  const child = box.querySelector('span')!;
  expect(getComputedStyle(child).visibility).toBe('visible');
  box.classList.add('faint');
  expect(getComputedStyle(child).visibility).toBe('hidden');
});

it('sees a style sheet added and its text changed', () => {
  const added = document.createElement('style');
  document.head.append(added);
  expect(getComputedStyle(box).display).toBe('block');
  added.textContent = '#box { display: none }';
  expect(getComputedStyle(box).display).toBe('none');
  added.remove();
});
