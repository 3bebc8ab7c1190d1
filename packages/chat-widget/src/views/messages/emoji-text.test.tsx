import { render } from '@testing-library/react';
import { withEmoji } from './emoji-text';
import { linkify } from './linkify';

describe('emoji keys in a text', () => {
  it('show as the pictures beside the widget, with the key as alt text', () => {
    const { container } = render(<p>{withEmoji('你好[微笑]，明天见[饭]', '/widget/assets/')}</p>);
    const pictures = [...container.querySelectorAll('img')].map((img) => [img.getAttribute('src'), img.getAttribute('alt')]);
    expect(pictures).toEqual([
      ['/widget/assets/emoji/emoji_0.svg', '[微笑]'],
      ['/widget/assets/emoji/emoji_61.svg', '[饭]'],
    ]);
    expect(container.textContent).toBe('你好，明天见');
  });

  it('leave other brackets, and everything without an asset base, as text', () => {
    const { container } = render(<p>{withEmoji('[不存在] [a b] [微笑', '/a/')}</p>);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('[不存在] [a b] [微笑');
    expect(withEmoji('[微笑]', undefined)).toEqual(['[微笑]']);
  });

  it('work beside links', () => {
    const { container } = render(<p>{linkify('看 https://example.com/a[微笑]', 'https://cdn.example/w/')}</p>);
    expect(container.querySelector('a')?.textContent).toBe('https://example.com/a[微笑]'); // part of the URL, not a picture
    expect(container.querySelector('img')).toBeNull();
    const { container: plain } = render(<p>{linkify('看[微笑] https://example.com/a', 'https://cdn.example/w/')}</p>);
    expect(plain.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example/w/emoji/emoji_0.svg');
    expect(plain.querySelector('a')?.getAttribute('href')).toBe('https://example.com/a');
  });
});
