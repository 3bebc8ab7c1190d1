/** @jest-environment node */
import { hexText, textWidth, wrapText } from './pdf-document';

describe('hexText', () => {
  it('encodes UTF-16BE code units, replacing what UCS-2 cannot hold', () => {
    expect(hexText('简A')).toBe('<7B800041>');
    expect(hexText('a😀\tb')).toBe('<0061003F00200062>');
  });
});

describe('textWidth', () => {
  it('gives Chinese a full em and Latin its proportional width', () => {
    expect(textWidth('简历', 10)).toBe(20);
    expect(textWidth('i', 10)).toBeCloseTo(2.41);
    expect(textWidth('W', 10)).toBeCloseTo(9.72);
  });
});

describe('wrapText', () => {
  it('keeps every line within the width and loses no text', () => {
    const text = '负责仓储管理系统（WMS）的开发，支持日均十万单出库，优化拣货路径算法后效率提升30%。'.repeat(3);
    const lines = wrapText(text, 11, 200);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(textWidth(line, 11)).toBeLessThanOrEqual(200 + 11);
    expect(lines.join('')).toBe(text);
  });

  it('keeps Latin words whole and never starts a line with a closing punctuation mark', () => {
    const lines = wrapText('熟悉TypeScript和JavaScript，擅长React。熟悉TypeScript和JavaScript，擅长React。', 10, 80);
    expect(lines.some((line) => /Type$|^Script/.test(line))).toBe(false);
    expect(lines.some((line) => /^[，。]/.test(line))).toBe(false);
  });

  it('breaks a word longer than the line and keeps blank lines of the text', () => {
    const lines = wrapText(`${'x'.repeat(60)}\n\n第二段`, 10, 100);
    expect(lines.slice(0, -2).every((line) => /^x+$/.test(line) && textWidth(line, 10) <= 100)).toBe(true);
    expect(lines.slice(-2)).toEqual(['', '第二段']);
  });
});
