import { composeItems, kindOf, sanitizeText, textBytes } from './compose-items';
import { isMuted } from '../../stores/mute-state';
import { truncateName } from './truncate-name';

const file = (name: string, type: string) => new File(['x'], name, { type });

describe('composeItems', () => {
  it('empty or blank content is nothing', () => {
    expect(composeItems('', [])).toEqual([]);
    expect(composeItems(' \n\n', [])).toEqual([]);
  });
  it('trims the trailing newlines of the text, keeps inner ones, sends files first by kind', () => {
    const img = file('a.png', 'image/png');
    const doc = file('a.pdf', 'application/pdf');
    const mov = file('a.mp4', 'video/mp4');
    expect(composeItems('a\nb\n\n', [img, doc, mov])).toEqual([
      { type: 'image', file: img },
      { type: 'file', file: doc },
      { type: 'video', file: mov },
      { type: 'text', text: 'a\nb' },
    ]);
  });
  it('sanitises: CRLF, control and zero-width characters', () => {
    expect(sanitizeText('a\r\nb\u0000\u200Bc')).toBe('a\nbc');
  });
  it('an svg is sent as a file, a typeless .jpg as an image', () => {
    expect(kindOf(file('x.svg', 'image/svg+xml'))).toBe('file');
    expect(kindOf(file('x.jpg', ''))).toBe('image');
  });
  it('counts the bytes of the payload', () => {
    expect(textBytes('中')).toBe(JSON.stringify({ text: '' }).length + 3);
  });
});

describe('truncateName', () => {
  it('keeps short names and cuts long ones after 16 widths, wide characters counting 2', () => {
    expect(truncateName('resume.pdf')).toBe('resume.pdf');
    expect(truncateName('abcdefghijklmnopqrstuvwxyz.pdf')).toBe('abcdefghijklmnop....pdf');
    expect(truncateName('一二三四五六七八九十.docx')).toBe('一二三四五六七八....docx');
  });
});

describe('isMuted', () => {
  it('muted while muteUntil is in the future; mute-all mutes members only', () => {
    expect(isMuted({ muteAllMembers: false, role: 'Member', muteUntil: 200 }, 100)).toBe(true);
    expect(isMuted({ muteAllMembers: false, role: 'Member', muteUntil: 50 }, 100)).toBe(false);
    expect(isMuted({ muteAllMembers: true, role: 'Member', muteUntil: 0 }, 100)).toBe(true);
    expect(isMuted({ muteAllMembers: true, role: 'Admin', muteUntil: 0 }, 100)).toBe(false);
    expect(isMuted({ muteAllMembers: true, role: 'Owner', muteUntil: 0 }, 100)).toBe(false);
  });
});
