import type { Message } from '../../engine/message';
import { messageActions, openUrlOf, resumeOf } from './action-rules';
import { MENU_FLIP_PX, menuSide } from './menu-side';
import { targetLanguageOf } from './translate-language';

const base = { ID: 'm1', flow: 'out', status: 'success', hasRiskContent: false, isRevoked: false, isDeleted: false };
const text = { ...base, type: 'TIMTextElem', payload: { text: 'hi' } } as Message;
const image = {
  ...base,
  type: 'TIMImageElem',
  payload: {
    uuid: 'u',
    imageFormat: 3,
    imageInfoArray: [
      { type: 2, url: 'https://files.example/thumb.png', width: 1, height: 1, size: 1 },
      { type: 0, url: 'https://files.example/orig.png', width: 1, height: 1, size: 1 },
    ],
  },
} as Message;
const audio = { ...base, flow: 'in', type: 'TIMSoundElem', payload: { uuid: 'u', url: 'a.mp3', second: 3, size: 1, downloadFlag: 2 } } as Message;
const resume = {
  ...base,
  flow: 'in',
  type: 'TIMCustomElem',
  payload: { data: JSON.stringify({ businessID: 'resume_custom', id: 42, text: '张三.pdf' }), description: '', extension: '' },
} as Message;

describe('messageActions', () => {
  it('own text: copy, recall, delete, forward, multi-select, quote, translate (no Open for text)', () => {
    expect(messageActions(text, { touch: false })).toEqual(['copy', 'recall', 'delete', 'forward', 'multiSelect', 'quote', 'translate', 'react']);
  });

  it('an incoming message cannot be recalled', () => {
    expect(messageActions({ ...text, flow: 'in' } as Message, { touch: false })).not.toContain('recall');
  });

  it('image: Open on desktop only, no copy or translate', () => {
    expect(messageActions(image, { touch: false })).toEqual(['open', 'recall', 'delete', 'forward', 'multiSelect', 'quote', 'react']);
    expect(messageActions(image, { touch: true })).toEqual(['recall', 'delete', 'forward', 'multiSelect', 'quote', 'react']);
  });

  it('audio converts; a resume message downloads', () => {
    expect(messageActions(audio, { touch: false })).toEqual(['delete', 'forward', 'multiSelect', 'quote', 'convert', 'react']);
    expect(messageActions(resume, { touch: false })).toEqual(['delete', 'forward', 'multiSelect', 'quote', 'downloadResume', 'react']);
  });

  it('risky, revoked, deleted and unsent messages offer nothing; a failed one only Delete', () => {
    expect(messageActions({ ...text, hasRiskContent: true } as Message, { touch: false })).toEqual([]);
    expect(messageActions({ ...text, isRevoked: true } as Message, { touch: false })).toEqual([]);
    expect(messageActions({ ...text, isDeleted: true } as Message, { touch: false })).toEqual([]);
    expect(messageActions({ ...text, status: 'unSend' } as Message, { touch: false })).toEqual([]);
    expect(messageActions({ ...text, status: 'fail' } as Message, { touch: false })).toEqual(['delete']);
  });
});

describe('helpers', () => {
  it('Open uses the original image size', () => expect(openUrlOf(image)).toBe('https://files.example/orig.png'));
  it('offers no Open for a file whose URL is not a web URL', () => {
    for (const fileUrl of ['javascript:window.__pwned=1', ' JaVaScRiPt:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)']) {
      const file = { ...base, type: 'TIMFileElem', payload: { uuid: 'u', fileName: 'a.pdf', fileSize: 1, fileUrl, downloadFlag: 2 } } as Message;
      expect(openUrlOf(file)).toBeNull();
      expect(messageActions(file, { touch: false })).not.toContain('open');
    }
  });
  it('reads the resume ID and file name', () => {
    expect(resumeOf(resume)).toEqual({ id: '42', fileName: '张三.pdf' });
    expect(resumeOf(text)).toBeNull();
  });
  it('flips the menu below within 160 px of the container top', () => {
    expect(menuSide(100 + MENU_FLIP_PX - 1, 100)).toBe('bottom');
    expect(menuSide(100 + MENU_FLIP_PX, 100)).toBe('top');
  });
  it('translates into the widget locale', () => {
    expect(targetLanguageOf('zh-CN')).toBe('zh');
    expect(targetLanguageOf('en-US')).toBe('en');
  });
});
