import { safeUrl } from './safe-url';

const BASE = 'https://portal.example/jobs/page.html';

describe('safeUrl', () => {
  it.each([
    ['https://example.com/a?b=1#c', 'https://example.com/a?b=1#c'],
    ['http://example.com', 'http://example.com/'],
    ['HTTPS://EXAMPLE.COM/X', 'https://example.com/X'],
    ['  https://example.com/  ', 'https://example.com/'],
    ['//cdn.example/a.png', 'https://cdn.example/a.png'],
    ['/files/a.pdf', 'https://portal.example/files/a.pdf'],
    ['b.png', 'https://portal.example/jobs/b.png'],
    ['?page=2', 'https://portal.example/jobs/page.html?page=2'],
  ])('lets the web URL %j through as %j', (value, expected) => {
    expect(safeUrl(value, 'web', BASE)).toBe(expected);
  });

  it.each([
    'javascript:window.__pwned=1',
    ' JaVaScRiPt:window.__pwned=1',
    '\tjavascript:window.__pwned=1',
    '\u0000javascript:window.__pwned=1',
    '\u001fjavascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'java\r\nscript:alert(1)',
    'javascript://example.com/%0Aalert(1)',
    'data:text/html,<script>window.__pwned=1</script>',
    'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'vbscript:msgbox(1)',
    'VBScript:msgbox(1)',
    'file:///etc/passwd',
    'blob:https://portal.example/1b4e28ba-2fa1-11d2-883f-0016d3cca427',
    'ftp://example.com/a',
    'about:blank',
    'filesystem:https://portal.example/temporary/a',
    'mailto:hr@example.com',
    'tel:+8613800138000',
  ])('refuses %j as a web URL', (value) => {
    expect(safeUrl(value, 'web', BASE)).toBeNull();
  });

  it('refuses what is not a string, empty or blank', () => {
    for (const value of [undefined, null, 42, {}, ['https://example.com'], '', '   ', '\n']) expect(safeUrl(value, 'web', BASE)).toBeNull();
  });

  it('refuses a URL that does not parse, and a relative one without a page to resolve it against', () => {
    expect(safeUrl('https://exa mple.com', 'web', BASE)).toBeNull();
    expect(safeUrl('http://[::1', 'web', BASE)).toBeNull();
    expect(safeUrl('/files/a.pdf', 'web', undefined)).toBeNull();
    expect(safeUrl('/files/a.pdf')).toBeNull(); // this test runs without a document
  });

  it('lets mailto: and tel: through only where a link means them', () => {
    expect(safeUrl('mailto:hr@example.com', 'link', BASE)).toBe('mailto:hr@example.com');
    expect(safeUrl(' TEL:+8613800138000', 'link', BASE)).toBe('tel:+8613800138000');
    expect(safeUrl('javascript:alert(1)', 'link', BASE)).toBeNull();
    expect(safeUrl('data:text/html,x', 'link', BASE)).toBeNull();
    expect(safeUrl('mailto:hr@example.com', 'media', BASE)).toBeNull();
  });

  it('lets blob: through only as a media source (the previews of files being sent)', () => {
    const blob = 'blob:https://portal.example/1b4e28ba-2fa1-11d2-883f-0016d3cca427';
    expect(safeUrl(blob, 'media', BASE)).toBe(blob);
    expect(safeUrl(blob, 'link', BASE)).toBeNull();
    expect(safeUrl('data:image/png;base64,iVBORw0KGgo=', 'media', BASE)).toBeNull();
    expect(safeUrl('javascript:alert(1)', 'media', BASE)).toBeNull();
    expect(safeUrl('https://cdn.example/a.png', 'media', BASE)).toBe('https://cdn.example/a.png');
  });

  it('gives back the absolute form, so the browser reads what was checked', () => {
    expect(safeUrl('https://example.com/a b', 'web', BASE)).toBe('https://example.com/a%20b');
    expect(safeUrl('https://example.com/"><img src=x onerror=alert(1)>', 'web', BASE)).toBe('https://example.com/%22%3E%3Cimg%20src=x%20onerror=alert(1)%3E');
  });
});
